// What the panel assistant reads (the rule is src/lib/rules/panels.ts; the server checks a seated panel
// with the same rule): the names of the couples' clubs (a judge's club may be typed as a name) and how
// many couples each judge has judged in the competition so far (their panel sheets).
import { useQuery } from '@tanstack/react-query';
import { pb } from '@/lib/core/pocketbase';
import { FULL_LIST_BATCH } from '@/lib/core/constants';
import type { PanelCouple } from '@/lib/rules/panels';
import type { Draw } from '../api';

/** The clubs' names by code, for the codes the couples carry (the clubs' list is public). */
export function useClubNames(codes: readonly string[]) {
  const wanted = [...new Set(codes.filter(Boolean))].sort();
  return useQuery({
    queryKey: ['results', 'club-names', wanted.join(' ')],
    enabled: wanted.length > 0,
    staleTime: 10 * 60_000,
    queryFn: async ({ signal }) => {
      const filter = wanted.map((c, i) => pb.filter(`code = {:c${i}}`, { [`c${i}`]: c })).join(' || ');
      const rows = await pb.collection('clubs').getFullList<{ code: string; name: string }>({ filter, fields: 'code,name', signal });
      return Object.fromEntries(rows.map((r) => [r.code, r.name])) as Record<string, string>;
    },
  });
}

/** The clubs' codes of a poule's couples (draws.clubs: tori's and uke's, space-separated). */
export function clubCodes(draws: readonly Pick<Draw, 'clubs'>[]): string[] {
  return draws.flatMap((d) => String(d.clubs || '').split(' ').filter(Boolean));
}

/** A poule's couples as the rule compares them: each club's code and its name where known. */
export function panelCouples(draws: readonly Pick<Draw, 'clubs'>[], names: Record<string, string> = {}): PanelCouple[] {
  return draws.map((d) => {
    const codes = String(d.clubs || '').split(' ').filter(Boolean);
    return { clubs: [...codes, ...codes.map((c) => names[c] ?? '').filter(Boolean)] };
  });
}

/**
 * Couples judged so far per judge in the competition: the panel sheets each named judge sent
 * (`namedJudge` is shown to the competition's officials only). Read when the assistant is opened.
 */
export function useJudgedLoad(competitionId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['results', 'judged-load', competitionId],
    enabled: enabled && !!competitionId,
    queryFn: async ({ signal }) => {
      const rows = await pb.collection('evaluations').getFullList<{ namedJudge?: string }>({
        filter: pb.filter('draw.poule.competition = {:c} && shadow = false', { c: competitionId }),
        fields: 'namedJudge',
        batch: FULL_LIST_BATCH,
        signal,
      });
      const load: Record<string, number> = {};
      rows.forEach((r) => r.namedJudge && (load[r.namedJudge] = (load[r.namedJudge] ?? 0) + 1));
      return load;
    },
  });
}
