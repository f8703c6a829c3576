import { describe, expect, it } from 'vitest';
import { orderEnrolments } from './order';

const e = (id: string, status: string, date: string, endDate = '') => ({ id, expand: { competition: { status: status as 'ready', date, endDate } } });

describe('athlete dashboard order', () => {
  const now = new Date('2026-11-25T12:00:00');
  it('upcoming and running first (soonest first), then past ones (most recent first)', () => {
    const list = [
      e('old', 'archived', '2025-10-10 09:00:00.000Z'),
      e('autumn', 'archived', '2026-09-20 09:00:00.000Z'),
      e('spring', 'enrolment', '2027-03-01 09:00:00.000Z'),
      e('today', 'ongoing', '2026-11-25 08:00:00.000Z'),
      e('winter', 'enrolment', '2026-12-10 09:00:00.000Z'),
      e('ended', 'ready', '2026-11-01 09:00:00.000Z'),
    ];
    expect(orderEnrolments(list, now).map((x) => x.id)).toEqual(['today', 'winter', 'spring', 'ended', 'autumn', 'old']);
  });

  it('an enrolment without its competition is kept, after the dated ones ahead', () => {
    const list: { id: string; expand?: ReturnType<typeof e>['expand'] }[] = [{ id: 'x' }, e('soon', 'enrolment', '2026-12-01 09:00:00.000Z')];
    expect(orderEnrolments(list, now).map((x) => x.id)).toEqual(['soon', 'x']);
  });
});
