// Pure rules and helpers of competitions shared by the public and the reserved pages. The server
// enforces the same lifecycle (pb_hooks/lib/competition.js); here it only decides which buttons to offer.
import type { CompetitionsRecord } from '@/lib/pb-types';
import { toDate } from '@/lib/format';

export { STATUSES, allowedTransitions, canEdit, isCompetitionStatus, isOrganizerOf } from '@/lib/competitionLifecycle';
export type { CompetitionStatus, Transitions } from '@/lib/competitionLifecycle';

/** Start of today in local time. */
function startOfToday(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** Past competitions: archived, or finished before today (unless it is still running at the venue). */
export function isPast(competition: Pick<CompetitionsRecord, 'status' | 'date' | 'endDate'>, now = new Date()): boolean {
  if (competition.status === 'archived') return true;
  if (competition.status === 'accreditation' || competition.status === 'ongoing') return false;
  const end = toDate(competition.endDate) ?? toDate(competition.date);
  return !!end && end < startOfToday(now);
}


/** The same time one day earlier: the default opening of self-accreditation. */
export function dayBefore(date: Date): Date {
  return new Date(date.getTime() - 24 * 3600 * 1000);
}
