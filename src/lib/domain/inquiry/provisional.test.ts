import { describe, expect, it } from 'vitest';
import { isProvisional, nextWindowEnd, windowEndOf } from './provisional';

const END = '2026-06-13 10:30:00.000Z';
const end = Date.parse('2026-06-13T10:30:00.000Z');

describe('a place provisional because of an inquiry', () => {
  it('reads the window end of the board (PocketBase or ISO dates), none for empty or bad ones', () => {
    expect(windowEndOf(END)).toBe(end);
    expect(windowEndOf('2026-06-13T10:30:00.000Z')).toBe(end);
    expect(windowEndOf('')).toBeNull();
    expect(windowEndOf(undefined)).toBeNull();
    expect(windowEndOf('soon')).toBeNull();
  });

  it('is provisional while the window is open and nothing was filed, up to its last millisecond', () => {
    expect(isProvisional({ inquiry: '', inquiryEnds: END }, end - 60_000)).toBe(true);
    expect(isProvisional({ inquiry: '', inquiryEnds: END }, end)).toBe(true);
    expect(isProvisional({ inquiry: '', inquiryEnds: END }, end + 1)).toBe(false);
  });

  it('stays provisional while an inquiry is open, even after the window; a decision ends it', () => {
    expect(isProvisional({ inquiry: 'open', inquiryEnds: END }, end + 3_600_000)).toBe(true);
    expect(isProvisional({ inquiry: 'rejected', inquiryEnds: END }, end - 1)).toBe(false);
    expect(isProvisional({ inquiry: 'upheld', inquiryEnds: END }, end - 1)).toBe(false);
  });

  it('is never provisional without a window (no inquiries taken, not validated, rows written before)', () => {
    expect(isProvisional({}, end)).toBe(false);
    expect(isProvisional({ inquiry: '', inquiryEnds: '' }, end)).toBe(false);
    // An unknown state from a newer server reads as none.
    expect(isProvisional({ inquiry: 'withdrawn', inquiryEnds: '' }, end)).toBe(false);
  });

  it('wakes a table at the earliest window still open among couples without an inquiry', () => {
    const rows = [
      { inquiry: '', inquiryEnds: '2026-06-13 10:40:00.000Z' },
      { inquiry: 'open', inquiryEnds: '2026-06-13 10:10:00.000Z' },
      { inquiry: '', inquiryEnds: END },
      { inquiry: '', inquiryEnds: '2026-06-13 10:00:00.000Z' },
      {},
    ];
    expect(nextWindowEnd(rows, Date.parse('2026-06-13T09:00:00.000Z'))).toBe(Date.parse('2026-06-13T10:00:00.000Z'));
    expect(nextWindowEnd(rows, Date.parse('2026-06-13T10:00:00.001Z'))).toBe(end);
    expect(nextWindowEnd(rows, end + 1)).toBe(Date.parse('2026-06-13T10:40:00.000Z'));
    expect(nextWindowEnd(rows, Date.parse('2026-06-13T11:00:00.000Z'))).toBeNull();
  });
});
