// Bookmarks and splits computed by hand.
import { describe, expect, it } from 'vitest';
import { CLIP_MAX_CHUNKS, bookmarks, chunkFate, clipStartOnServer, clipTime, clockOffset, firstMarksOnServer, markStep, median, viewedAt } from './clipBookmarks';
import type { Trail } from './trail';

describe('clip bookmarks', () => {
  it('a mark steps by its gravest mistake', () => {
    expect([markStep(null), markStep({}), markStep({ small: 2 }), markStep({ small: 1, medium: 1 }), markStep({ big: 1 }), markStep({ forgotten: true, small: 1 })]).toEqual([0, 0, 1, 2, 3, 4]);
  });

  it("the tablet's offset is the smallest receipt − last change; first marks move by it", () => {
    // Tablet 10 s behind the server: items changed at 1000 and 5000 (tablet), received at 11500 and 15200.
    const trail: Trail = { sent: 15200, items: [{ first: 1000, last: 1000, received: 11500 }, { first: 4000, last: 5000, received: 15200 }, { first: null, last: null, received: 15200 }] };
    expect(clockOffset(trail)).toBe(10200);
    expect(firstMarksOnServer(trail)).toEqual([11200, 14200, null]);
    expect(clockOffset({ sent: 1, items: [{ first: null, last: null, received: 1 }] })).toBeNull();
  });

  it('median of odd and even counts', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
  });

  it("the recording's start on the server's clock", () => {
    // Device 2 s ahead: started at 100000, sent at 101000 (device), received at 99000 (server).
    expect(clipStartOnServer({ startedAt: 100000, sentAt: 101000, created: 99000 })).toBe(98000);
  });

  it("each item: the panel's median time less 3 s from the clip's start; split when marks lie 2 steps apart", () => {
    // Three tablets on the server's clock (received = last, offset 0); the clip started at 0.
    const sheet = (firsts: number[], marks: object[]) => ({ trail: { sent: 99999, items: firsts.map((f) => ({ first: f, last: f, received: f })) }, marks });
    const sheets = [
      sheet([10000, 20000], [{}, { big: 1 }]),
      sheet([11000, 26000], [{ small: 1 }, {}]),
      sheet([12000, 21000], [{}, { small: 1 }]),
    ];
    expect(bookmarks(2, sheets, 0)).toEqual([
      // item 1: median 11000 − 3000 → 8 s; small against none: one step, no split.
      { item: 0, at: 8, split: false },
      // item 2: median 21000 − 3000 → 18 s; a big against none: three steps, split.
      { item: 1, at: 18, split: true },
    ]);
    // Never before the recording's start; no time without a trail.
    expect(bookmarks(1, [sheet([1000], [{}])], 0)[0]!.at).toBe(0);
    expect(bookmarks(1, [{ trail: null, marks: [{ medium: 1 }] }, { trail: null, marks: [{}] }], 0)[0]).toEqual({ item: 0, at: null, split: true });
  });
});

describe('the position viewed', () => {
  it('is whole ms within the recording, 0 when unknown', () => {
    expect(viewedAt(41.5004, 60_000)).toBe(41_500);
    expect(viewedAt(60.3, 60_000)).toBe(60_000);
    expect(viewedAt(0, 60_000)).toBe(0);
    expect(viewedAt(-2, 60_000)).toBe(0);
    expect(viewedAt(Number.NaN, 60_000)).toBe(0);
    expect(viewedAt(5, 0)).toBe(0);
  });

  it('reads as m:ss', () => {
    expect(clipTime(0)).toBe('0:00');
    expect(clipTime(41_999)).toBe('0:41');
    expect(clipTime(61_000)).toBe('1:01');
    expect(clipTime(480_000)).toBe('8:00');
  });
});

describe('chunkFate', () => {
  it('keeps the pieces, asks the stop one piece before the bound, drops what passes it', () => {
    expect(chunkFate(0)).toBe('keep');
    expect(chunkFate(CLIP_MAX_CHUNKS - 3)).toBe('keep');
    // Piece 238 kept, then the stop: the browser hands over the rest as piece 239, the last index the server takes.
    expect(chunkFate(CLIP_MAX_CHUNKS - 2)).toBe('stop');
    expect(chunkFate(CLIP_MAX_CHUNKS - 1)).toBe('stop');
    expect(chunkFate(CLIP_MAX_CHUNKS)).toBe('drop');
  });
});

