// Judge consistency by person: the server's maths (pb_hooks/lib/consistency.js `tally`, with the item
// values of pb_hooks/lib/rules/scoring.js) on a hand-computed Grand Prix panel, and what the screen derives.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyMark, Rules, Scale } from '../results/scoring';
import { averageDistance, byDeviation, offPanelShare, outsideShare, type JudgeConsistencyRow } from './consistency';

/** A goja (CommonJS) hook library loaded in Node. */
function hookLib<T>(file: string): T {
  const module = { exports: {} as T };
  new Function('module', 'exports', readFileSync(join(process.cwd(), file), 'utf8'))(module, module.exports);
  return module.exports;
}
interface Tally {
  couples: number;
  items: number;
  cancelled: number;
  outside: number;
  distance: number;
  plus: number;
  minus: number;
}
const deviation = hookLib<{ offPanel(values: number[], cancelled: number[], distance: number): number[] }>('pb_hooks/lib/rules/deviation.js');
const scoring = hookLib<{ itemMark(m: AnyMark, s: Scale, r?: Rules): number; cancelled(v: number[]): number[]; outsideBy(mark: number, marks: number[]): number }>('pb_hooks/lib/rules/scoring.js');
type TallyRules = { cancelled: (v: number[]) => number[]; outsideBy: (mark: number, marks: number[]) => number; offPanel: (values: number[], cancelled: number[], distance: number) => number[] };
const { tally } = hookLib<{ tally(panels: { sheets: { judge: string; values: number[] }[] }[], rules: TallyRules, distance: number): Record<string, Tally> }>('pb_hooks/lib/consistency.js');
const RULES: TallyRules = { cancelled: scoring.cancelled, outsideBy: scoring.outsideBy, offPanel: deviation.offPanel };

const SCALE: Scale = { item: 10, deductions: { small: { points: 1, max: 2 }, medium: { points: 3, max: 1 }, big: { points: 5, max: 1 } } };
const GP: Rules = { preset: 'grand-prix', flow: true };
const m = (over: Record<string, number | boolean> = {}): AnyMark => ({ small: 0, medium: 0, big: 0, forgotten: false, ...over }) as AnyMark;
const sheet = (judge: string, marks: AnyMark[]) => ({ judge, values: marks.map((x) => scoring.itemMark(x, SCALE, GP)) });

describe('consistency maths (pb_hooks/lib/consistency.js)', () => {
  it('counts, per named judge across panels, the cancelled marks, those outside the counted ones and by how much, and the marks off the average', () => {
    // Five judges A–E, Grand Prix with the flow mark: two techniques and the flow.
    // Technique 1: A 10 + ½ = 10.5, B 9, C 9 − ½ = 8.5, D 10, E 5. Cancelled: E (lowest) and A (highest);
    //   counted 8.5 9 10, so A lies 0.5 above and E 3.5 below.
    // Technique 2: A performs it with every mistake (10 − 2 − 3 − 5 = 0 → 1), B 10, C 10, D 7, E 10.
    //   Cancelled: A (lowest) and E (the last of the equal highest); counted 7 10 10: A lies 6 below,
    //   E equals the highest counted mark (a tie, not outside).
    // Flow: A 8, B 7, C 7, D 6, E 9. Cancelled: D (lowest) and E (highest); counted 7 7 8: D lies 1 below,
    //   E 1 above.
    // Off the average of the counted marks by 0.75 or more (plus / minus):
    //   technique 1, counted 9 8.5 10, average 9.17: A 10.5 plus, D 10 plus (0.83 above), E 5 minus;
    //   technique 2, counted 10 10 7, average 9: A 1 minus, B C E 10 plus, D 7 minus;
    //   flow, counted 8 7 7, average 7.33: D 6 minus, E 9 plus (A 8 lies 0.67 above: within).
    const five = {
      sheets: [
        sheet('A', [m({ half: 1 }), m({ small: 2, medium: 1, big: 1 }), { points: 8 }]),
        sheet('B', [m({ small: 1 }), m(), { points: 7 }]),
        sheet('C', [m({ small: 1, half: -1 }), m(), { points: 7 }]),
        sheet('D', [m(), m({ medium: 1 }), { points: 6 }]),
        sheet('E', [m({ big: 1 }), m(), { points: 9 }]),
      ],
    };
    expect(five.sheets.map((s) => s.values)).toEqual([
      [10.5, 1, 8],
      [9, 10, 7],
      [8.5, 10, 7],
      [10, 7, 6],
      [5, 10, 9],
    ]);
    // Another poule, three judges (one seat nobody was named on): nothing is cancelled, but the panel's
    // average is there: A 5, F 10, the unnamed seat 8, average 23/3 = 7.67: A 2.67 below (minus), F 2.33
    // above (plus), the unnamed seat within and left out of the rows.
    const three = { sheets: [sheet('A', [m({ big: 1 })]), sheet('F', [m()]), sheet('', [m({ small: 2 })])] };
    const rows = tally([five, three], RULES, 0.75);
    expect(rows).toEqual({
      A: { couples: 2, items: 4, cancelled: 2, outside: 2, distance: 6.5, plus: 1, minus: 2 },
      B: { couples: 1, items: 3, cancelled: 0, outside: 0, distance: 0, plus: 1, minus: 0 },
      C: { couples: 1, items: 3, cancelled: 0, outside: 0, distance: 0, plus: 1, minus: 0 },
      D: { couples: 1, items: 3, cancelled: 1, outside: 1, distance: 1, plus: 1, minus: 2 },
      E: { couples: 1, items: 3, cancelled: 3, outside: 2, distance: 4.5, plus: 2, minus: 1 },
      F: { couples: 1, items: 1, cancelled: 0, outside: 0, distance: 0, plus: 1, minus: 0 },
    });
    // A wider distance (2 points): only the marks 2 or more away remain: A technique 2 (8 below) and
    // the three-judge item (2.67 below), D technique 2 (2 below), E technique 1 (4.17 below), F (2.33 above).
    const wide = tally([five, three], RULES, 2);
    expect(Object.fromEntries(Object.entries(wide).map(([k, r]) => [k, [r.plus, r.minus]]))).toEqual({ A: [0, 2], B: [0, 0], C: [0, 0], D: [0, 1], E: [0, 1], F: [1, 0] });
  });
});

describe('what the screen derives', () => {
  const row = (over: Partial<JudgeConsistencyRow>): JudgeConsistencyRow => ({ judge: 'j', name: 'N', club: '', competitions: 1, couples: 1, items: 0, cancelled: 0, outside: 0, distance: 0, plus: 0, minus: 0, refCouples: 0, refItems: 0, refPlus: 0, refMinus: 0, refSum: 0, ...over });
  it('the share of marks outside and their average distance; nothing to say without marks', () => {
    const e = row({ items: 3, cancelled: 3, outside: 2, distance: 4.5 });
    expect(outsideShare(e)).toBeCloseTo(2 / 3);
    expect(averageDistance(e)).toBe(2.25);
    expect(outsideShare(row({}))).toBeNull();
    expect(averageDistance(row({ items: 3 }))).toBeNull();
  });
  it('lists who strays most first, judges without marks last', () => {
    const rows = [
      row({ judge: 'none', name: 'Aldo', items: 0 }),
      row({ judge: 'calm', name: 'Bea', items: 10, outside: 0 }),
      row({ judge: 'far', name: 'Carlo', items: 10, outside: 2, distance: 6 }),
      row({ judge: 'near', name: 'Dora', items: 10, outside: 2, distance: 1 }),
      row({ judge: 'often', name: 'Elio', items: 4, outside: 2, distance: 1 }),
    ];
    expect(byDeviation(rows).map((r) => r.judge)).toEqual(['often', 'far', 'near', 'calm', 'none']);
  });
  it('off the average: plus and minus together as a share; it orders judges of three-judge panels (nothing outside)', () => {
    expect(offPanelShare(row({ items: 17, plus: 1, minus: 2 }))).toBeCloseTo(3 / 17);
    expect(offPanelShare(row({}))).toBeNull();
    const rows = [row({ judge: 'steady', name: 'Aldo', items: 17 }), row({ judge: 'biased', name: 'Bea', items: 17, minus: 3 }), row({ judge: 'some', name: 'Carlo', items: 17, plus: 1 })];
    expect(byDeviation(rows).map((r) => r.judge)).toEqual(['biased', 'some', 'steady']);
  });
});
