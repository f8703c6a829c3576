// Off the panel's average, on hand-computed panels of three and five judges.
import { describe, expect, it } from 'vitest';
import { cancelled } from './scoring';
import { againstReference, compareReference, offPanel, PANEL_DISTANCE, panelAverage, panelDistance, REFERENCE_TOLERANCE, referenceTolerance, type ItemValue } from './deviation';

const off = (values: number[], distance = PANEL_DISTANCE) => offPanel(values, cancelled(values), distance);

describe('off the panel', () => {
  it('three judges: every mark counts in the average', () => {
    // 10, 9, 7: average 26/3 = 8.67. 10 lies 1.33 above (plus), 9 0.33 above (within), 7 1.67 below (minus).
    expect(panelAverage([10, 9, 7], [])).toBeCloseTo(26 / 3);
    expect(off([10, 9, 7])).toEqual([1, 0, -1]);
    // 10, 10, 9: average 9.67; 10 lies 0.33 above, 9 0.67 below: nobody is off.
    expect(off([10, 10, 9])).toEqual([0, 0, 0]);
    // A unanimous panel.
    expect(off([8, 8, 8])).toEqual([0, 0, 0]);
  });

  it('a mark exactly the distance away is off (at least the distance)', () => {
    // 10, 9, 8: average 9; with a distance of 1, 10 and 8 lie exactly 1 away.
    expect(off([10, 9, 8], 1)).toEqual([1, 0, -1]);
    // Half points: 10, 9.5, 9: average 9.5, 10 lies 0.5 above — at 0.5 it is off, at 0.75 not.
    expect(off([10, 9.5, 9], 0.5)).toEqual([1, 0, -1]);
    expect(off([10, 9.5, 9])).toEqual([0, 0, 0]);
  });

  it('five judges: the average of the three marks that counted, the cancelled ones measured against it too', () => {
    // 10.5, 9, 8.5, 10, 5: the highest (10.5) and lowest (5) are cancelled; the counted 9, 8.5, 10 average
    // 27.5/3 = 9.17. 10.5 lies 1.33 above (plus), 9 0.17 below, 8.5 0.67 below (within), 10 0.83 above
    // (plus), 5 4.17 below (minus).
    expect(panelAverage([10.5, 9, 8.5, 10, 5], cancelled([10.5, 9, 8.5, 10, 5]))).toBeCloseTo(27.5 / 3);
    expect(off([10.5, 9, 8.5, 10, 5])).toEqual([1, 0, 0, 1, -1]);
    // 1, 10, 10, 7, 10: cancelled 1 and the last 10; counted 10, 10, 7, average 9. 1 and 7 lie 8 and 2
    // below, every 10 one above.
    expect(off([1, 10, 10, 7, 10])).toEqual([-1, 1, 1, -1, 1]);
    // Flow 8, 7, 7, 6, 9: cancelled 6 and 9; counted 8, 7, 7, average 7.33. 8 lies 0.67 above (within),
    // 6 1.33 below, 9 1.67 above.
    expect(off([8, 7, 7, 6, 9])).toEqual([0, 0, 0, -1, 1]);
  });

  it('nothing to say without marks', () => {
    expect(panelAverage([], [])).toBeNull();
    expect(offPanel([], [], 1)).toEqual([]);
  });

  it('the distance setting: a positive number of points, else 0.75', () => {
    expect(PANEL_DISTANCE).toBe(0.75);
    expect(panelDistance('1')).toBe(1);
    expect(panelDistance('0.5')).toBe(0.5);
    expect(panelDistance(2)).toBe(2);
    for (const bad of ['', ' ', '0', '-1', 'abc', undefined, null, Number.NaN, Infinity]) expect(panelDistance(bad)).toBe(0.75);
  });
});

const v = (value: number, over: Partial<ItemValue> = {}): ItemValue => ({ value, big: false, forgotten: false, ...over });

describe('against the reference', () => {
  it('within ±1 point; a forgotten or big-mistake disagreement always outside', () => {
    expect(againstReference(v(9), v(10), 1)).toBe(0); // 1 below: within
    expect(againstReference(v(10), v(9), 1)).toBe(0); // 1 above: within
    expect(againstReference(v(7), v(10), 1)).toBe(-1); // 3 below
    expect(againstReference(v(10.5), v(9), 1)).toBe(1); // 1.5 above
    // Grand Prix: the judge's big mistake (10 − 5 = 5) against the reference's two small and a medium
    // (10 − 2 − 3 = 5): the same points, but the judge saw a big mistake the reference did not.
    expect(againstReference(v(5, { big: true }), v(5), 1)).toBe(-1);
    expect(againstReference(v(5), v(5, { big: true }), 1)).toBe(1);
    // Forgotten (0) against a performed technique marked 1 (the Grand Prix floor): 1 point, outside.
    expect(againstReference(v(0, { forgotten: true }), v(1), 1)).toBe(-1);
    expect(againstReference(v(0, { forgotten: true }), v(0, { forgotten: true }), 1)).toBe(0);
    // Tolerance 0: any difference.
    expect(againstReference(v(9.5), v(10), 0)).toBe(-1);
  });

  it("a judge's sheet against the reference: per item, plus and minus apart, the differences summed", () => {
    // Reference (IJF, 10 points, small 1, medium 3, big 5): 10, 9 (small), 5 (big), 0 (forgotten), 7 (medium).
    // Judge: 9 (small), 10, 7 (medium), 0 (forgotten), 0 (forgotten).
    // Differences: −1, +1, +2, 0, −7. Item 3: 2 above and no big mistake where the reference had one:
    // plus. Item 5: the judge saw a forgotten technique the reference did not, 7 below: minus.
    const reference = [v(10), v(9), v(5, { big: true }), v(0, { forgotten: true }), v(7)];
    const judge = [v(9), v(10), v(7), v(0, { forgotten: true }), v(0, { forgotten: true })];
    expect(compareReference(judge, reference, 1)).toEqual({ items: 5, by: [-1, 1, 2, 0, -7], off: [0, 0, 1, 0, -1], plus: 1, minus: 1, sum: -5 });
    // Half a point of tolerance: items 1 and 2 fall outside too.
    expect(compareReference(judge, reference, 0.5)).toMatchObject({ off: [-1, 1, 1, 0, -1], plus: 2, minus: 2 });
    // Items beyond the shorter sheet are left out.
    expect(compareReference(judge.slice(0, 2), reference, 1)).toMatchObject({ items: 2, by: [-1, 1], sum: 0 });
  });

  it('the tolerance setting: zero or more points, else 1', () => {
    expect(REFERENCE_TOLERANCE).toBe(1);
    expect(referenceTolerance('0')).toBe(0);
    expect(referenceTolerance('1.5')).toBe(1.5);
    for (const bad of ['', '-1', 'x', undefined, null, Number.NaN, -Infinity]) expect(referenceTolerance(bad)).toBe(1);
  });
});
