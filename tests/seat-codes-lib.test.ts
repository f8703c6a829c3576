// Seat code lifetime (pb_hooks/lib/seats.js codeExpiry) as a plain function. The reopening reason is
// the one rule of reasons (src/lib/rules/reason.test.ts).
import { describe, expect, it } from 'vitest';
import { loadHookLib } from './helpers/hookLib';

const seats = loadHookLib<{ SEAT_MIN_HOURS: number; SEAT_MAX_HOURS: number; codeExpiry(now: number, date: string, endDate: string): Date }>('pb_hooks/lib/seats.js');
const H = 3600_000;

describe('codeExpiry', () => {
  it('a code shown at 20:40 the evening before lives until the end of the competition day', () => {
    const evening = Date.parse('2026-05-09T20:40:00Z');
    expect(seats.codeExpiry(evening, '2026-05-10 09:00:00.000Z', '').toISOString()).toBe('2026-05-10T23:59:59.000Z');
    // The end date, when there is one, is the last day.
    expect(seats.codeExpiry(evening, '2026-05-10 09:00:00.000Z', '2026-05-11 18:00:00.000Z').toISOString()).toBe('2026-05-11T23:59:59.000Z');
  });
  it('never more than the bound, never less than the floor', () => {
    const now = Date.parse('2026-05-09T08:00:00Z');
    expect(seats.codeExpiry(now, '2026-05-09 09:00:00.000Z', '2026-05-20 18:00:00.000Z').getTime()).toBe(now + seats.SEAT_MAX_HOURS * H);
    expect(seats.codeExpiry(now, '2026-05-01 09:00:00.000Z', '').getTime()).toBe(now + seats.SEAT_MIN_HOURS * H);
    expect(seats.codeExpiry(now, '', '').getTime()).toBe(now + seats.SEAT_MIN_HOURS * H);
    expect(seats.SEAT_MAX_HOURS).toBe(72);
  });
});
