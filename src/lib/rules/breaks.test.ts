// The break settings' rule (src/lib/rules/breaks.ts): reading a competition record, the checks the hook
// runs, the pause after a couple and the lunch window of any day.
import { describe, expect, it } from 'vitest';
import { breakError, breakSettings, lunchAround, NO_BREAKS, pauseAfter } from './breaks';

const MIN = 60_000;

describe('break settings', () => {
  it('reads a competition record; empty fields are no break', () => {
    expect(breakSettings({})).toEqual(NO_BREAKS);
    expect(breakSettings({ breakEvery: 4, breakMinutes: 10, pouleBreakMinutes: 5, lunchAt: '2026-06-13 11:30:00.000Z', lunchMinutes: 60 })).toEqual({
      every: 4,
      everyMinutes: 10,
      pouleMinutes: 5,
      lunchAt: '2026-06-13 11:30:00.000Z',
      lunchMinutes: 60,
    });
  });

  it('refuses out of range and half-given settings, with the field', () => {
    expect(breakError(NO_BREAKS)).toBeNull();
    expect(breakError({ ...NO_BREAKS, every: 51, everyMinutes: 5 })).toEqual({ field: 'breakEvery', code: 'break_range' });
    expect(breakError({ ...NO_BREAKS, pouleMinutes: 121 })).toEqual({ field: 'pouleBreakMinutes', code: 'break_range' });
    expect(breakError({ ...NO_BREAKS, every: 4 })).toEqual({ field: 'breakMinutes', code: 'break_incomplete' });
    expect(breakError({ ...NO_BREAKS, everyMinutes: 4 })).toEqual({ field: 'breakEvery', code: 'break_incomplete' });
    expect(breakError({ ...NO_BREAKS, lunchAt: '2026-06-13 11:30:00.000Z' })).toEqual({ field: 'lunchMinutes', code: 'lunch_incomplete' });
    expect(breakError({ ...NO_BREAKS, lunchMinutes: 30 })).toEqual({ field: 'lunchAt', code: 'lunch_incomplete' });
    expect(breakError({ every: 4, everyMinutes: 10, pouleMinutes: 15, lunchAt: '2026-06-13 11:30:00.000Z', lunchMinutes: 60 })).toBeNull();
  });

  it('the pause after a couple: every n, the end of a poule, the longer of both', () => {
    const s = { ...NO_BREAKS, every: 3, everyMinutes: 10, pouleMinutes: 5 };
    expect(pauseAfter(s, 2, false)).toBeNull();
    expect(pauseAfter(s, 3, false)).toEqual({ kind: 'every', ms: 10 * MIN });
    expect(pauseAfter(s, 4, true)).toEqual({ kind: 'poule', ms: 5 * MIN });
    expect(pauseAfter(s, 6, true)).toEqual({ kind: 'every', ms: 10 * MIN });
    expect(pauseAfter(undefined, 3, true)).toBeNull();
  });

  it('the lunch window of any day', () => {
    const s = { ...NO_BREAKS, lunchAt: '2026-06-13 11:30:00.000Z', lunchMinutes: 60 };
    const t = (iso: string) => Date.parse(iso);
    expect(lunchAround(s, t('2026-06-13T11:29:00Z'))).toBeNull();
    expect(lunchAround(s, t('2026-06-13T11:30:00Z'))).toEqual({ start: t('2026-06-13T11:30:00Z'), end: t('2026-06-13T12:30:00Z') });
    expect(lunchAround(s, t('2026-06-14T12:00:00Z'))).toEqual({ start: t('2026-06-14T11:30:00Z'), end: t('2026-06-14T12:30:00Z') });
    expect(lunchAround(s, t('2026-06-13T12:30:00Z'))).toBeNull();
  });
});
