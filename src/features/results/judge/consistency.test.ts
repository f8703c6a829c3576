import { describe, expect, it } from 'vitest';
import { namedJudgeConsistency } from './consistency';
import type { Mark, Scale } from '../scoring';

const SCALE: Scale = { item: 10, deductions: { small: { points: 1, max: 2 }, medium: { points: 3, max: 1 }, big: { points: 5, max: 1 } } };
const m = (over: Partial<Mark> = {}): Mark => ({ small: 0, medium: 0, big: 0, forgotten: false, ...over });

describe('namedJudgeConsistency', () => {
  it('counts cancelled marks and how far a mark lay outside the counted ones, per named judge, across panels', () => {
    // Five judges A–E, two items. Item 1: 10 10 10 9 7 → cancelled: E's 7 (lowest) and C's 10 (the last
    // of the equal highest); counted 10 10 9, so E lies 2 points below. Item 2: all 10 → A (lowest, first)
    // and E (highest, last) cancelled, nobody outside.
    const five = {
      judges: 5,
      scale: SCALE,
      sheets: [
        { namedJudge: 'A', marks: [m(), m()] },
        { namedJudge: 'B', marks: [m(), m()] },
        { namedJudge: 'C', marks: [m(), m()] },
        { namedJudge: 'D', marks: [m({ small: 1 }), m()] },
        { namedJudge: 'E', marks: [m({ medium: 1 }), m()] },
      ],
    };
    // Another poule, three judges: nothing cancelled, everything counts.
    const three = { judges: 3, scale: SCALE, sheets: ['E', 'F', 'A'].map((j) => ({ namedJudge: j, marks: [m({ big: j === 'F' ? 1 : 0 })] })) };
    // An incomplete panel is left out.
    const incomplete = { judges: 5, scale: SCALE, sheets: [{ namedJudge: 'E', marks: [m({ big: 1 })] }] };
    const rows = Object.fromEntries(namedJudgeConsistency([five, three, incomplete]).map((r) => [r.judge, r]));
    expect(rows.A).toEqual({ judge: 'A', couples: 2, items: 3, cancelled: 1, outside: 0, distance: 0 });
    expect(rows.B).toEqual({ judge: 'B', couples: 1, items: 2, cancelled: 0, outside: 0, distance: 0 });
    expect(rows.C).toEqual({ judge: 'C', couples: 1, items: 2, cancelled: 1, outside: 0, distance: 0 });
    expect(rows.D).toEqual({ judge: 'D', couples: 1, items: 2, cancelled: 0, outside: 0, distance: 0 });
    expect(rows.E).toEqual({ judge: 'E', couples: 2, items: 3, cancelled: 2, outside: 1, distance: 2 });
    expect(rows.F).toEqual({ judge: 'F', couples: 1, items: 1, cancelled: 0, outside: 0, distance: 0 });
  });
  it('ignores seats nobody was named on', () => {
    const p = { judges: 3, scale: SCALE, sheets: [{ namedJudge: '', marks: [m()] }, { namedJudge: 'X', marks: [m()] }, { namedJudge: '', marks: [m()] }] };
    expect(namedJudgeConsistency([p]).map((r) => r.judge)).toEqual(['X']);
  });
});
