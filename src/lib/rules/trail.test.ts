import { describe, expect, it } from 'vitest';
import { changedAfterSending, deviceTimes, pauses, readTrail, stalls, stampTrail, type Trail } from './trail';

const clean = { small: 0, medium: 0, big: 0, forgotten: false };
const small = { small: 1, medium: 0, big: 0, forgotten: false };

describe('device times of a request', () => {
  it('one entry per item; absent is none; another shape is refused', () => {
    expect(deviceTimes(undefined, 2)).toBeNull();
    expect(deviceTimes({ items: [{ first: 10, last: 20 }, null] }, 2)).toEqual([
      { first: 10, last: 20 },
      { first: null, last: null },
    ]);
    // A last change before the first mark (a clock set back) reads as the first mark.
    expect(deviceTimes({ items: [{ first: 30, last: 20 }] }, 1)).toEqual([{ first: 30, last: 30 }]);
    for (const bad of [[1], { items: [] }, { items: [{ first: 'x' }] }, { items: [{ first: -1 }] }, 'x']) expect(deviceTimes(bad, 1)).toBe('invalid');
  });
});

describe('stamping a save', () => {
  it('a new sheet: every item received when sent; the device times as given', () => {
    const t = stampTrail(null, [clean, clean], [{ first: 5, last: 6 }, { first: null, last: null }], 1000);
    expect(t).toEqual({ sent: 1000, items: [{ first: 5, last: 6, received: 1000 }, { first: null, last: null, received: 1000 }] });
  });

  it('a correction: only the changed item is received again and flagged; the others keep their times', () => {
    const first = stampTrail(null, [clean, clean], [{ first: 5, last: 6 }, { first: 7, last: 7 }], 1000);
    const next = stampTrail({ trail: first, marks: [clean, clean], fallback: 0 }, [clean, small], [{ first: 1, last: 2 }, { first: 7, last: 90 }], 5000);
    expect(next).toEqual({ sent: 1000, items: [{ first: 5, last: 6, received: 1000 }, { first: 7, last: 90, received: 5000 }] });
    expect([changedAfterSending(next, 0), changedAfterSending(next, 1)]).toEqual([false, true]);
  });

  it('a sheet saved before times were kept: its creation stands for its sending', () => {
    const t = stampTrail({ trail: null, marks: [clean, clean], fallback: 800 }, [clean, small], null, 900);
    expect(t).toEqual({ sent: 800, items: [{ first: null, last: null, received: 800 }, { first: null, last: null, received: 900 }] });
    expect(readTrail(null)).toBeNull();
    expect(readTrail({ sent: 'x', items: [] })).toBeNull();
  });
});

describe('pauses and stalls', () => {
  const trail = (firsts: (number | null)[]): Trail => ({ sent: 0, items: firsts.map((f) => ({ first: f, last: f, received: 0 })) });
  it('the pause before each item in the order the judge marked them; a long one stands out', () => {
    const s = 1000;
    // 20 s a technique, then 90 s before item 4, and item 5 marked before item 3.
    const t = trail([0, 20 * s, 60 * s, 150 * s, 40 * s, null]);
    expect(pauses(t)).toEqual([0, 20 * s, 20 * s, 90 * s, 20 * s, null]);
    expect(stalls(t)).toEqual([false, false, false, true, false, false]);
    // A slow but even pace is no stall.
    expect(stalls(trail([0, 50 * s, 100 * s, 150 * s]))).toEqual([false, false, false, false]);
  });
});
