import { describe, expect, it } from 'vitest';
import { compareShadow } from './scoring';
import { isShadowSeat, shadowSeats } from './shadow';

describe('shadow seats', () => {
  it('are seats 6 and 7, after the largest panel', () => {
    expect(shadowSeats()).toEqual([6, 7]);
    expect([1, 5, 6, 7, 8, 6.5].map(isShadowSeat)).toEqual([false, false, true, true, false, false]);
  });
});

describe("a shadow's sheet against the panel", () => {
  it('sums, averages and counts the items outside the panel (hand-computed)', () => {
    const panel = [
      [10, 9, 8],
      [10, 8, 8],
      [9, 9, 7],
    ];
    // Panel sums 27, 26, 25: mean 26. Shadow 7 (below 9 by 2), 9 (inside), 10 (above 8 by 2).
    expect(compareShadow([7, 9, 10], panel)).toEqual({ total: 26, panel: 26, deviation: 0, items: 3, outside: 2, distance: 4 });
    expect(compareShadow([10, 10, 10], panel)).toMatchObject({ total: 30, deviation: 4, outside: 2, distance: 3 });
  });

  it('compares the items every sheet has; nothing without a panel', () => {
    expect(compareShadow([5, 5, 5, 5], [[10, 10]])).toEqual({ total: 10, panel: 20, deviation: -10, items: 2, outside: 2, distance: 10 });
    expect(compareShadow([5], [])).toBeNull();
  });
});
