// Kata scoring maths (IJF criteria): item marks, judge totals, per-item cancelling with five judges,
// all marks with three, forgotten techniques, the tie-break chain and shared ranks. Property tests
// (fast-check) check the invariants. The rules are lib/rules/scoring.ts, the source the hooks are built from.
// Without rules the functions apply the IJF preset; scoring.presets.test.ts pins both presets.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cancelled, compare, couplePoints, emptyMark, itemMark, judgeTotal, ranks, type Mark, type Scale, type TieKeys } from './scoring';

const SCALE: Scale = { item: 10, deductions: { small: { points: 1, max: 2 }, medium: { points: 3, max: 1 }, big: { points: 5, max: 1 } } };
const clean = (n: number): Mark[] => Array.from({ length: n }, emptyMark);
const keys = (over: Partial<TieKeys>): TieKeys => ({ points: 100, forgotten: 0, big: 0, medium: 0, small: 0, tieBreak: 0, ...over });

const mark = fc.record({
  small: fc.integer({ min: 0, max: 2 }),
  medium: fc.integer({ min: 0, max: 1 }),
  big: fc.integer({ min: 0, max: 1 }),
  forgotten: fc.boolean(),
}).map((m) => (m.forgotten ? { small: 0, medium: 0, big: 0, forgotten: true } : m));
const panel = (judges: number) =>
  fc.integer({ min: 1, max: 22 }).chain((items) => fc.array(fc.array(mark, { minLength: items, maxLength: items }), { minLength: judges, maxLength: judges }));

describe('item and judge', () => {
  it('10 per item; small −1 (two), medium −3, big −5; forgotten 0', () => {
    expect(itemMark(emptyMark(), SCALE)).toBe(10);
    expect(itemMark({ small: 2, medium: 1, big: 1, forgotten: false }, SCALE)).toBe(0);
    expect(itemMark({ small: 1, medium: 1, big: 0, forgotten: false }, SCALE)).toBe(6);
    expect(itemMark({ small: 0, medium: 0, big: 0, forgotten: true }, SCALE)).toBe(0);
  });

  it('a forgotten technique halves the judge total', () => {
    const m = clean(17);
    expect(judgeTotal(m, SCALE)).toBe(170);
    m[3] = { ...emptyMark(), forgotten: true };
    expect(judgeTotal(m, SCALE)).toBe(80);
  });
});

describe('couple points', () => {
  it('five judges: per item the highest and lowest are cancelled, three summed', () => {
    // Item 0 marks 10, 9, 8, 7, 5 → 9 + 8 + 7 = 24; item 1 all 10 → 30.
    const marks: Mark[] = [
      { small: 0, medium: 0, big: 0, forgotten: false },
      { small: 1, medium: 0, big: 0, forgotten: false },
      { small: 2, medium: 0, big: 0, forgotten: false },
      { small: 0, medium: 1, big: 0, forgotten: false },
      { small: 0, medium: 0, big: 1, forgotten: false },
    ];
    const p = marks.map((m) => [m, emptyMark()]);
    const r = couplePoints(p, SCALE);
    expect(r.points).toBe(54);
    expect(r.judgeTotals).toEqual([20, 19, 18, 17, 15]);
    // Mistakes of the cancelled marks (judges 1 and 5) do not count for the tie-break.
    expect([r.small, r.medium, r.big]).toEqual([3, 1, 0]);
    expect(r.outliers).toEqual([1, 0, 0, 0, 1]);
  });

  it('three judges: everything summed, nobody cancelled', () => {
    const p = [clean(2), clean(2), [{ small: 1, medium: 0, big: 0, forgotten: false }, emptyMark()]];
    const r = couplePoints(p, SCALE);
    expect(r.points).toBe(59);
    expect(r.small).toBe(1);
    expect(r.outliers).toEqual([0, 0, 0]);
  });

  it('a technique forgotten by the majority of the panel halves the points', () => {
    const f = { ...emptyMark(), forgotten: true };
    const minority = couplePoints([[f, emptyMark()], clean(2), clean(2), clean(2), clean(2)], SCALE);
    expect(minority).toMatchObject({ points: 60, forgotten: 0 });
    const majority = couplePoints([[f, emptyMark()], [f, emptyMark()], [f, emptyMark()], clean(2), clean(2)], SCALE);
    // Item 0: 0,0,0,10,10 → cancel one 0 and one 10 → 10; item 1 → 30; (10 + 30) / 2.
    expect(majority).toMatchObject({ points: 20, forgotten: 1 });
  });

  it('equal marks: one of each extreme is cancelled, deterministically', () => {
    expect(cancelled([7, 7, 7, 7, 7])).toEqual([0, 4]);
    expect(cancelled([8, 10, 8, 10, 9])).toEqual([0, 3]);
    expect(cancelled([8, 9, 10])).toEqual([]);
  });

  it('properties: bounds, three of five counted, clean panel is perfect', () => {
    fc.assert(
      fc.property(panel(5), (p) => {
        const r = couplePoints(p, SCALE);
        const items = p[0]?.length ?? 0;
        expect(r.points).toBeGreaterThanOrEqual(0);
        expect(r.points).toBeLessThanOrEqual(30 * items);
        // Never below the sum of the three lowest nor above the three highest per item.
        const sorted = Array.from({ length: items }, (_, i) => p.map((m) => itemMark(m[i] ?? emptyMark(), SCALE)).sort((a, b) => a - b));
        const sum = (v: number[], from: number) => v.slice(from, from + 3).reduce((a, b) => a + b, 0);
        const low = sorted.reduce((a, v) => a + sum(v, 0), 0);
        const high = sorted.reduce((a, v) => a + sum(v, 2), 0);
        const divisor = r.forgotten > 0 ? 2 : 1;
        expect(r.points).toBeGreaterThanOrEqual(low / divisor - 1e-9);
        expect(r.points).toBeLessThanOrEqual(high / divisor + 1e-9);
      }),
    );
    expect(couplePoints([clean(17), clean(17), clean(17), clean(17), clean(17)], SCALE).points).toBe(510);
  });

  it('properties: with three judges the points are the sum of the judges’ raw marks', () => {
    fc.assert(
      fc.property(panel(3), (p) => {
        const r = couplePoints(p, SCALE);
        const raw = p.reduce((a, m) => a + m.reduce((b, x) => b + itemMark(x, SCALE), 0), 0);
        expect(r.points).toBe(r.forgotten > 0 ? raw / 2 : raw);
      }),
    );
  });
});

describe('tie-break chain and ranks', () => {
  it('points, then fewer forgotten, big, medium, small, then the officials', () => {
    expect(compare(keys({ points: 101 }), keys({}))).toBeLessThan(0);
    expect(compare(keys({ forgotten: 0, big: 3 }), keys({ forgotten: 1 }))).toBeLessThan(0);
    expect(compare(keys({ big: 0, medium: 2 }), keys({ big: 1 }))).toBeLessThan(0);
    expect(compare(keys({ medium: 0, small: 5 }), keys({ medium: 1 }))).toBeLessThan(0);
    expect(compare(keys({ small: 1 }), keys({ small: 2 }))).toBeLessThan(0);
    expect(compare(keys({}), keys({}))).toBe(0);
    expect(compare(keys({ tieBreak: 2 }), keys({ tieBreak: 1 }))).toBeGreaterThan(0);
    expect(compare(keys({ tieBreak: 1 }), keys({}))).toBeLessThan(0);
  });

  it('ties share the rank (1, 1, 3) until decided', () => {
    expect(ranks([keys({ points: 90 }), keys({}), keys({})])).toEqual([3, 1, 1]);
    expect(ranks([keys({ points: 90 }), keys({ tieBreak: 2 }), keys({ tieBreak: 1 })])).toEqual([3, 2, 1]);
  });

  it('properties: ranks are a consistent order', () => {
    const row = fc.record({
      points: fc.integer({ min: 0, max: 5 }),
      forgotten: fc.integer({ min: 0, max: 1 }),
      big: fc.integer({ min: 0, max: 2 }),
      medium: fc.integer({ min: 0, max: 2 }),
      small: fc.integer({ min: 0, max: 2 }),
      tieBreak: fc.integer({ min: 0, max: 3 }),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 12 }), (rows) => {
        const rk = ranks(rows);
        rows.forEach((a, i) =>
          rows.forEach((b, j) => {
            const c = compare(a, b);
            if (c < 0) expect(rk[i]).toBeLessThan(rk[j] ?? 0);
            if (c === 0) expect(rk[i]).toBe(rk[j]);
          }),
        );
        if (rows.length) expect(Math.min(...rk)).toBe(1);
      }),
    );
  });
});
