// The SPA's scoring maths (scoring.ts) and the server's (pb_hooks/lib/scoring.js, run by PocketBase's
// goja VM) must give the same answers: random panels, marks and rules under both presets, 3 and 5
// judges, with and without the flow mark; the same validation verdicts and codes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as spa from './scoring';
import type { AnyMark, Rules, Scale, SheetItem } from './scoring';

// The hook library is a goja (CommonJS) script; the package is ESM, so load it by hand.
const source = readFileSync(join(process.cwd(), 'pb_hooks/lib/scoring.js'), 'utf8');
const hookModule = { exports: {} };
new Function('module', source)(hookModule);
const server = hookModule.exports as typeof spa;

const SCALE: Scale = { item: 10, deductions: { small: { points: 1, max: 2 }, medium: { points: 3, max: 1 }, big: { points: 5, max: 1 } } };

const rulesArb: fc.Arbitrary<Rules | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.record({ preset: fc.constantFrom<spa.PresetName>('ijf', 'grand-prix'), flow: fc.boolean() }),
);
const markArb = fc
  .record({
    small: fc.integer({ min: 0, max: 2 }),
    medium: fc.integer({ min: 0, max: 1 }),
    big: fc.integer({ min: 0, max: 1 }),
    forgotten: fc.boolean(),
    half: fc.constantFrom(-1, 0, 1),
  })
  .map((m) => (m.forgotten ? { small: 0, medium: 0, big: 0, forgotten: true } : m));
const flowArb = fc.integer({ min: 0, max: 10 }).map((points) => ({ points }));

/** A panel of `judges` sheets of n items, a flow mark last when `flow`. */
function panelArb(judges: number, flow: boolean): fc.Arbitrary<AnyMark[][]> {
  return fc.integer({ min: 1, max: 22 }).chain((n) => {
    const sheet = fc.tuple(fc.array(markArb, { minLength: n, maxLength: n }), flowArb).map(([ms, f]) => (flow ? [...ms, f] : ms) as AnyMark[]);
    return fc.array(sheet, { minLength: judges, maxLength: judges });
  });
}

const caseArb = fc.tuple(rulesArb, fc.constantFrom(3, 5)).chain(([rules, judges]) =>
  panelArb(judges, spa.rulesOf(rules).flow).map((panel) => ({ rules, panel })),
);

describe('parity with the server (pb_hooks/lib/scoring.js)', () => {
  it('same rules resolved and presets', () => {
    expect(server.PRESETS).toEqual(spa.PRESETS);
    fc.assert(
      fc.property(rulesArb, (rules) => {
        expect(server.rulesOf(rules)).toEqual(spa.rulesOf(rules));
      }),
    );
  });

  it('same points, counts, judge totals, outliers and halving for 3 and 5 judges under both presets', () => {
    fc.assert(
      fc.property(caseArb, ({ rules, panel }) => {
        expect(server.couplePoints(panel, SCALE, rules)).toEqual(spa.couplePoints(panel, SCALE, rules));
        for (const sheet of panel) expect(server.judgeTotal(sheet, SCALE, rules)).toBe(spa.judgeTotal(sheet, SCALE, rules));
      }),
      { numRuns: 300 },
    );
  });

  it('same item marks', () => {
    fc.assert(
      fc.property(markArb, rulesArb, (m, rules) => {
        expect(server.itemMark(m, SCALE, rules)).toBe(spa.itemMark(m, SCALE, rules));
      }),
    );
  });

  it('same validation verdicts and codes', () => {
    const items: SheetItem[] = [
      { key: 'opening', kind: 'opening', name: 'Opening' },
      { key: 't1', kind: 'technique', name: 'A' },
      { key: 'closing', kind: 'closing', name: 'Closing' },
    ];
    const loose = fc.record({
      small: fc.integer({ min: -1, max: 3 }),
      medium: fc.integer({ min: 0, max: 2 }),
      big: fc.integer({ min: 0, max: 1 }),
      forgotten: fc.boolean(),
      half: fc.constantFrom(-2, -1, 0, 1, 0.5),
    });
    const flowish = fc.record({ points: fc.constantFrom(-1, 0, 5, 10, 11, 2.5) });
    fc.assert(
      fc.property(rulesArb, fc.array(fc.oneof(loose, flowish), { minLength: 3, maxLength: 4 }), (rules, marks) => {
        const its = spa.sheetItems(items, rules);
        expect(server.sheetItems(items, rules)).toEqual(its);
        expect(server.validateMarks(marks, its, SCALE, rules)).toEqual(spa.validateMarks(marks, its, SCALE, rules));
      }),
      { numRuns: 500 },
    );
  });

  it('same ranks', () => {
    const row = fc.record({
      points: fc.integer({ min: 0, max: 3 }),
      forgotten: fc.integer({ min: 0, max: 1 }),
      big: fc.integer({ min: 0, max: 1 }),
      medium: fc.integer({ min: 0, max: 1 }),
      small: fc.integer({ min: 0, max: 1 }),
      tieBreak: fc.integer({ min: 0, max: 2 }),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 10 }), (rows) => {
        expect(server.ranks(rows)).toEqual(spa.ranks(rows));
      }),
    );
  });

  it('same deciding key and order for any two couples', () => {
    const row = fc.record({
      points: fc.integer({ min: 0, max: 2 }),
      forgotten: fc.integer({ min: 0, max: 1 }),
      big: fc.integer({ min: 0, max: 1 }),
      medium: fc.integer({ min: 0, max: 1 }),
      small: fc.integer({ min: 0, max: 1 }),
      tieBreak: fc.integer({ min: 0, max: 2 }),
    });
    fc.assert(
      fc.property(row, row, (a, b) => {
        expect(server.decidedBy(a, b)).toBe(spa.decidedBy(a, b));
        expect(Math.sign(server.compare(a, b))).toBe(Math.sign(spa.compare(a, b)));
      }),
    );
  });
});
