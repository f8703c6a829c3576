import { describe, expect, it } from 'vitest';
import { liveIndicators } from './liveState';

const base = { status: 'ongoing', frozen: false, mode: 'live', offline: false, hasStandings: true };

describe('live indicators', () => {
  it('an ongoing competition with a held stream is live', () => {
    expect(liveIndicators(base)).toEqual({ ongoing: true, badge: true, lastScored: true });
  });

  it('never for a competition that is not ongoing (archived two months later, or not started)', () => {
    for (const status of ['archived', 'accreditation', 'enrolment', 'ready', 'draft', undefined]) {
      expect(liveIndicators({ ...base, status })).toEqual({ ongoing: false, badge: false, lastScored: false });
    }
  });

  it('no badge when frozen, polled, offline or empty', () => {
    expect(liveIndicators({ ...base, frozen: true })).toEqual({ ongoing: true, badge: false, lastScored: false });
    expect(liveIndicators({ ...base, mode: 'polling' }).badge).toBe(false);
    expect(liveIndicators({ ...base, offline: true }).ongoing).toBe(false);
    expect(liveIndicators({ ...base, hasStandings: false }).badge).toBe(false);
  });
});
