// A couple that will not perform and the finalists by hand: the officials' requests
// (pb_hooks/results_absence.pb.js, pb_hooks/results_finalists.pb.js). Errors are shown by the dialogs
// (the reason's next to its field, others as a toast).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/lib/core/pocketbase';
import { refreshQueries } from '@/lib/core/queryClient';
import { competitionKeys } from '@/lib/domain/competitionRequests';

export type AbsenceState = '' | 'withdrawn' | 'did_not_perform';
export type FinalistsChange = { action: 'add'; enrolment: string } | { action: 'remove' | 'replace'; draw: string };

function useRefresh(competitionId: string) {
  const client = useQueryClient();
  return () => Promise.all([refreshQueries(client, ['results']), refreshQueries(client, competitionKeys.one(competitionId))]);
}

export function useMarkAbsence(competitionId: string) {
  const refresh = useRefresh(competitionId);
  return useMutation({
    mutationFn: (v: { draw: string; absence: AbsenceState; reason: string }) => pb.send(`/api/custom/draws/${v.draw}/absence`, { method: 'POST', body: { absence: v.absence, reason: v.reason } }),
    onSuccess: refresh,
    meta: { silent: true },
  });
}

export function useChangeFinalists(competitionId: string, finalPoule: string) {
  const refresh = useRefresh(competitionId);
  return useMutation({
    mutationFn: (v: FinalistsChange & { reason: string }) => pb.send(`/api/custom/poules/${finalPoule}/finalists`, { method: 'POST', body: v }),
    onSuccess: refresh,
    meta: { silent: true },
  });
}
