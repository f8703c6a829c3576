// The qualification for a season's final event as the server states it (pb_hooks/lib/season_gate.js):
// per couple of the signed-in athlete for the finals to come (their couples list), or per enrolment
// of a final event for its organizers and admins (the accreditation desk). Read-only.
import { useQuery } from '@tanstack/react-query';
import { pb } from '../core/pocketbase';

export interface QualificationBasis {
  season: string;
  seasonName: string;
  class: string;
  kata: string;
  /** rank: in the top N of the ranking at the cut-off (`rank`); wildcard: admitted by an admin (`reason`); none: refused. */
  basis: 'rank' | 'wildcard' | 'none';
  rank: number;
  reason: string;
}
export type CoupleQualification = QualificationBasis & { couple: string; competition: string; competitionName: string; competitionDate: string };
export type EnrolmentQualification = QualificationBasis & { enrolment: string };

export const qualificationKeys = {
  mine: ['qualifications', 'mine'] as const,
  competition: (id: string) => ['qualifications', 'competition', id] as const,
};

/** Each of the signed-in user's couples' bases, grouped by couple id. */
export function useMyQualifications(enabled = true) {
  return useQuery({
    queryKey: qualificationKeys.mine,
    enabled,
    queryFn: ({ signal }) => pb.send<{ items: CoupleQualification[] }>('/api/custom/qualifications/mine', { method: 'GET', signal }),
    select: (res) => groupBy(res.items, (q) => q.couple),
    meta: { silent: true },
  });
}

/** The bases of a final event's enrolments, grouped by enrolment id (organizers and admins). */
export function useCompetitionQualifications(competitionId: string, enabled: boolean) {
  return useQuery({
    queryKey: qualificationKeys.competition(competitionId),
    enabled: enabled && !!competitionId,
    queryFn: ({ signal }) => pb.send<{ items: EnrolmentQualification[] }>(`/api/custom/competitions/${competitionId}/qualifications`, { method: 'GET', signal }),
    select: (res) => groupBy(res.items, (q) => q.enrolment),
    meta: { silent: true },
  });
}

function groupBy<T>(items: readonly T[], key: (t: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) out.set(key(item), [...(out.get(key(item)) ?? []), item]);
  return out;
}
