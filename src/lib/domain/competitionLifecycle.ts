// The competition lifecycle as the SPA offers it: draft → ready → enrolment → accreditation → ongoing →
// archived. The server enforces the same moves (pb_hooks/lib/competition.js); here they only decide
// which buttons to offer, on every screen that offers them.
import type { CompetitionsRecord } from '../pb-types';
import { CompetitionsStatusValues } from '../pb-types';
import { toDate } from '../core/format';
import { canEditCompetition, canMoveStatusBack } from './permissions';
import type { User } from '../core/types';

export type CompetitionStatus = (typeof CompetitionsStatusValues)[number];
// A live re-export, read when used: the bundler may evaluate this module before pb-types (chunk order).
export { CompetitionsStatusValues as STATUSES };
const statuses = (): readonly CompetitionStatus[] => CompetitionsStatusValues;

export interface Transitions {
  /** The next status, when the user may move the competition forward. */
  forward?: CompetitionStatus;
  /** The previous status, when the user may move it back (admins only, never out of archived). */
  back?: CompetitionStatus;
}

export function isCompetitionStatus(value: unknown): value is CompetitionStatus {
  return typeof value === 'string' && (statuses() as readonly string[]).includes(value);
}

/** The status moves the user may make: one step forward for its organizers and admins, one back for admins. */
export function allowedTransitions(user: User | null, competition: Pick<CompetitionsRecord, 'organizers' | 'status'>): Transitions {
  const status = competition.status;
  if (!user || !isCompetitionStatus(status) || status === 'archived') return {};
  const i = statuses().indexOf(status);
  const out: Transitions = {};
  if (canEditCompetition(user, competition)) out.forward = statuses()[i + 1];
  if (canMoveStatusBack(user) && i > 0) out.back = statuses()[i - 1];
  return out;
}

/** Live indicators (the "Live" badge, "just scored" notices, live wording) belong to an ongoing competition only. */
export function isLive(competition: { status?: string } | null | undefined): boolean {
  return competition?.status === 'ongoing';
}

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
