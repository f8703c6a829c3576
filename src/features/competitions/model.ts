// Pure rules and helpers of competitions shared by the public and the reserved pages. The server
// enforces the same lifecycle (pb_hooks/lib/competition.js); here it only decides which buttons to offer.

export { STATUSES, allowedTransitions, isCompetitionStatus, isPast } from '@/lib/domain/competitionLifecycle';
export type { CompetitionStatus, Transitions } from '@/lib/domain/competitionLifecycle';

/** The same time one day earlier: the default opening of self-accreditation. */
export function dayBefore(date: Date): Date {
  return new Date(date.getTime() - 24 * 3600 * 1000);
}
