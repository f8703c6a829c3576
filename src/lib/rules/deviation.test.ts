// Off the panel's average, on hand-computed panels of three and five judges.
import { describe, expect, it } from 'vitest';
import { cancelled } from './scoring';
import { offPanel, PANEL_DISTANCE, panelAverage, panelDistance } from './deviation';

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
