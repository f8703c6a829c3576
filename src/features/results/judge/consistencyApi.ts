// Reads judge consistency by person from the server, which decides who may read it: the officials of a
// competition get its judges (over every competition they judged), admins every judge of the list.
import { useQuery } from '@tanstack/react-query';
import { pb } from '@/lib/pocketbase';
import type { JudgeConsistencyRow } from './consistency';

/** The rows of a competition's judges, or of every judge when `competitionId` is null (admins). */
export function useJudgeConsistency(competitionId: string | null, enabled = true) {
  return useQuery({
    queryKey: ['results', 'judge-consistency', competitionId ?? '*'] as const,
    enabled,
    queryFn: async ({ signal }) => {
      const path = competitionId ? `/api/custom/competitions/${encodeURIComponent(competitionId)}/judges/consistency` : '/api/custom/judges/consistency';
      const res = await pb.send<{ judges: JudgeConsistencyRow[] }>(path, { method: 'GET', signal });
      return res.judges;
    },
  });
}
