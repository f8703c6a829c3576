// The order of an athlete's enrolments: what is still ahead (upcoming or running, the soonest first),
// then what is over (the most recent first), as a diary reads.
import { isPast } from '@/lib/domain/competitionLifecycle';
import { toDate } from '@/lib/core/format';
import type { CompetitionsRecord } from '@/lib/pb-types';

type Dated = { expand?: { competition?: Pick<CompetitionsRecord, 'status' | 'date'> & Partial<Pick<CompetitionsRecord, 'endDate'>> } };

const startMs = (e: Dated) => toDate(e.expand?.competition?.date)?.getTime() ?? Number.POSITIVE_INFINITY;

export function orderEnrolments<T extends Dated>(enrolments: readonly T[], now = new Date()): T[] {
  const past = (e: T) => {
    const c = e.expand?.competition;
    return !!c && isPast({ status: c.status, date: c.date, endDate: c.endDate ?? '' }, now);
  };
  const ahead = enrolments.filter((e) => !past(e)).sort((a, b) => startMs(a) - startMs(b));
  const over = enrolments.filter(past).sort((a, b) => startMs(b) - startMs(a));
  return [...ahead, ...over];
}
