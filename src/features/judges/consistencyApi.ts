// Reads judge consistency by person from the server, which decides who may read it: the officials of a
// competition get its judges (over its own sheets; admins: over every competition they judged) and
// its shadow judges' sheets against the panel's, admins every judge of the list.
import { useQuery } from '@tanstack/react-query';
import { pb } from '@/lib/core/pocketbase';
import type { JudgeConsistencyRow, ShadowRow } from './consistency';

interface Answer {
  /** 'competition': figures over this competition's sheets only; 'all': over every competition; 'season': over a season's (admins). */
  scope?: 'competition' | 'all' | 'season';
  /** The distance from the panel's average the plus and minus were counted with (the server's setting). */
  panelDistance?: number;
  /** The tolerance around the reference marks the server used. */
  referenceTolerance?: number;
  judges: JudgeConsistencyRow[];
  shadows?: ShadowRow[];
}

function consistencyQuery(competitionId: string | null, enabled: boolean) {
  return {
    queryKey: ['results', 'judge-consistency', competitionId ?? '*'] as const,
    enabled,
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      const path = competitionId ? `/api/custom/competitions/${encodeURIComponent(competitionId)}/judges/consistency` : '/api/custom/judges/consistency';
      return pb.send<Answer>(path, { method: 'GET', signal });
    },
  };
}

/** The rows of a competition's judges, or of every judge when `competitionId` is null (admins). */
export function useJudgeConsistency(competitionId: string | null, enabled = true) {
  return useQuery({ ...consistencyQuery(competitionId, enabled), select: (r: Answer) => r.judges });
}

/** The distance from the panel's average and the tolerance around the reference the competition's figures were counted with (the same answer). */
export function usePanelDistance(competitionId: string, enabled = true) {
  return useQuery({ ...consistencyQuery(competitionId, enabled), select: (r: Answer) => ({ distance: r.panelDistance, tolerance: r.referenceTolerance }) });
}

/** The seasons to compute the figures over (admins read every season), newest first. */
export function useSeasonChoices() {
  return useQuery({
    queryKey: ['results', 'seasons'] as const,
    queryFn: ({ signal }) => pb.collection('seasons').getFullList<{ id: string; name: string }>({ sort: '-startDate,name', fields: 'id,name', signal }),
  });
}

function allJudgesQuery(season: string) {
  return {
    queryKey: ['results', 'judge-consistency', '*', season] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => pb.send<Answer>('/api/custom/judges/consistency', { method: 'GET', query: season ? { season } : {}, signal }),
  };
}

/** Every judge (admins) over every competition, or over the competitions of `season` when given. */
export function useAllJudgesConsistency(season: string) {
  return useQuery({ ...allJudgesQuery(season), select: (r: Answer) => r.judges });
}

/** The distance from the panel's average and the reference tolerance those figures were counted with (the same answer). */
export function useAllJudgesPanelDistance(season: string) {
  return useQuery({ ...allJudgesQuery(season), select: (r: Answer) => ({ distance: r.panelDistance, tolerance: r.referenceTolerance }) });
}

/** A competition's shadow judges' sheets against the panel's, per couple (the same answer). */
export function useShadowSheets(competitionId: string, enabled = true) {
  return useQuery({ ...consistencyQuery(competitionId, enabled), select: (r: Answer) => r.shadows ?? [] });
}
