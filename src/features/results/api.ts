// Draws, evaluations and results: SDK calls and TanStack Query hooks. The public tabs read the board
// (src/lib/board: the competition's public rows, merged and followed live). Officials read and write
// the live poules, draws and evaluations; who may do what is the server's decision (pb_hooks/results_draws.pb.js, results_scoring.pb.js), the SPA only hides what would be refused.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompetitionsRecord, DrawsRecord, EvaluationsRecord, PoulesRecord } from '@/lib/pb-types';
import { pb } from '@/lib/core/pocketbase';
import { FULL_LIST_BATCH } from '@/lib/core/constants';
import type { User } from '@/lib/core/types';
import { officiates, organizes } from '@/lib/domain/permissions';
import type { AnyMark, Scale, SheetItem } from './scoring';
import type { Kata } from '@/lib/board/snapshot';
import { notifyError } from './errors';
import { refreshQueries } from '@/lib/core/queryClient';
import { competitionKeys } from '@/lib/domain/competitionRequests';
import { getOneOrNull } from '@/lib/core/records';

export type Poule = PoulesRecord & { expand?: { circuit?: { id: string; name: string } } };
/** `judgeTotals` is a hidden field: present for the officials, and for everyone once the couple is validated (or without supervision). */
export type Draw = DrawsRecord & { judgeTotals?: (number | null)[] | null };
/** `namedJudge` is hidden in the schema: the server shows it to the competition's officials and admins only. */
/** `returnNote`: the supervisor's message with a sheet sent back (hidden; shown to the seat and the officials). */
export type Evaluation = EvaluationsRecord & { marks: AnyMark[]; namedJudge?: string; returnNote?: string };
export type OfficialCompetition = Pick<CompetitionsRecord, 'id' | 'name' | 'status' | 'organizers' | 'commissioners' | 'leaderboardFrozen' | 'pouleSplitAt' | 'finalists' | 'scoring' | 'flow' | 'tatami' | 'date' | 'endDate' | 'supervised' | 'absentRanked' | 'publicClips' | 'judgeQualification' | 'panelConflicts' | 'breakEvery' | 'breakMinutes' | 'pouleBreakMinutes' | 'lunchAt' | 'lunchMinutes' | 'inquiryMinutes' | 'inquiryFee'>;
export interface KataSheet {
  id: string;
  kata: Kata;
  items: SheetItem[];
  scale: Scale;
  judges: number;
}

export const resultKeys = {
  competition: (competitionId: string) => ['results', 'competition', competitionId] as const,
  poules: (competitionId: string) => ['results', 'poules', competitionId] as const,
  draws: (competitionId: string) => ['results', 'draws', competitionId] as const,
  evaluations: (pouleId: string) => ['results', 'evaluations', pouleId] as const,
  sheets: ['results', 'sheets'] as const,
};

/** The competition as the officials' screens need it (who officiates, format, frozen); null if not visible. `enabled`: false for a guest, who is no official. */
export function useOfficialCompetition(competitionId: string, enabled = true) {
  return useQuery({
    queryKey: resultKeys.competition(competitionId),
    enabled,
    queryFn: ({ signal }) =>
      getOneOrNull<OfficialCompetition>('competitions', competitionId, {
        fields: 'id,name,status,organizers,commissioners,leaderboardFrozen,pouleSplitAt,finalists,scoring,flow,tatami,date,endDate,supervised,absentRanked,publicClips,judgeQualification,panelConflicts,breakEvery,breakMinutes,pouleBreakMinutes,lunchAt,lunchMinutes,inquiryMinutes,inquiryFee',
        signal,
      }),
  });
}

/** Whether the user organizes the competition (draw, publish, final: its staff) and officiates it (score, decide ties, freeze). */
export function rolesIn(competition: OfficialCompetition | null | undefined, user: User | null) {
  return { staff: organizes(user, competition), official: officiates(user, competition) };
}

export function usePoules(competitionId: string, enabled = true) {
  return useQuery({
    queryKey: resultKeys.poules(competitionId),
    enabled,
    queryFn: ({ signal }) =>
      pb.collection('poules').getFullList<Poule>({
        filter: pb.filter('competition = {:c}', { c: competitionId }),
        sort: 'kata,phase,name',
        expand: 'circuit',
        fields: '*,expand.circuit.id,expand.circuit.name',
        batch: FULL_LIST_BATCH,
        signal,
      }),
  });
}

export function useDraws(competitionId: string, enabled = true) {
  return useQuery({
    queryKey: resultKeys.draws(competitionId),
    enabled,
    queryFn: ({ signal }) =>
      pb.collection('draws').getFullList<Draw>({
        filter: pb.filter('poule.competition = {:c}', { c: competitionId }),
        sort: 'order',
        batch: FULL_LIST_BATCH,
        signal,
      }),
  });
}

export function useEvaluations(pouleId: string) {
  return useQuery({
    queryKey: resultKeys.evaluations(pouleId),
    enabled: !!pouleId,
    queryFn: ({ signal }) =>
      pb.collection('evaluations').getFullList<Evaluation>({ filter: pb.filter('draw.poule = {:p}', { p: pouleId }), sort: 'judge', batch: FULL_LIST_BATCH, signal }),
  });
}

/** Every evaluation of the competition (for judge consistency over the whole competition); on demand. */
export function useCompetitionEvaluations(competitionId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['results', 'evaluations', 'competition', competitionId],
    enabled,
    queryFn: ({ signal }) =>
      pb.collection('evaluations').getFullList<Evaluation>({
        filter: pb.filter('draw.poule.competition = {:c}', { c: competitionId }),
        fields: 'id,draw,judge,marks',
        batch: FULL_LIST_BATCH,
        signal,
      }),
  });
}

export function useKataSheets() {
  return useQuery({
    queryKey: resultKeys.sheets,
    staleTime: Infinity,
    queryFn: ({ signal }) => pb.collection('kata_sheets').getFullList<KataSheet>({ signal }),
  });
}

function useInvalidate(competitionId: string) {
  const client = useQueryClient();
  return () => Promise.all([refreshQueries(client, ['results']), refreshQueries(client, competitionKeys.one(competitionId))]);
}

export interface DrawResult {
  seed: string;
  drawn: { circuit: string; kata: Kata; couples: number; poules: number }[];
  skipped: { circuit: string; kata: Kata }[];
}

export function useDrawPoules(competitionId: string) {
  const invalidate = useInvalidate(competitionId);
  return useMutation({
    mutationFn: (seed: string) => pb.send<DrawResult>(`/api/custom/competitions/${competitionId}/draw`, { method: 'POST', body: { seed } }),
    onSuccess: invalidate,
    // Localized texts for the hooks' error codes (common:errors.<code>).
    meta: { silent: true },
    onError: (e) => notifyError(e),
  });
}

export function useMoveDraw(competitionId: string) {
  const invalidate = useInvalidate(competitionId);
  return useMutation({
    mutationFn: (v: { draw: string; poule: string; order: number }) =>
      pb.send(`/api/custom/draws/${v.draw}/move`, { method: 'POST', body: { poule: v.poule, order: v.order } }),
    onSuccess: invalidate,
    // Localized texts for the hooks' error codes (common:errors.<code>).
    meta: { silent: true },
    onError: (e) => notifyError(e),
  });
}

export function useUpdatePoule(competitionId: string) {
  const invalidate = useInvalidate(competitionId);
  return useMutation({
    mutationFn: (v: { id: string; published?: boolean; judges?: number; tatami?: number; startsAt?: string }) => {
      const { id, ...body } = v;
      return pb.collection('poules').update<Poule>(id, body);
    },
    onSuccess: invalidate,
    // Localized texts for the hooks' error codes (common:errors.<code>).
    meta: { silent: true },
    onError: (e) => notifyError(e),
  });
}

/** The final the officials make: its size, its place in the running order, couples joined by hand (with why). */
export interface MakeFinalInput {
  circuit: string;
  kata: string;
  count?: number;
  tatami?: number;
  startsAt?: string;
  add?: string[];
  reason?: string;
}

export function useMakeFinal(competitionId: string) {
  const invalidate = useInvalidate(competitionId);
  return useMutation({
    mutationFn: (v: MakeFinalInput) => pb.send<{ poule: string; couples: number; added: number }>(`/api/custom/competitions/${competitionId}/final`, { method: 'POST', body: v }),
    onSuccess: invalidate,
    // The dialog shows its fields' errors there and the others as a toast (common:errors.<code>).
    meta: { silent: true },
  });
}

export function useFreeze(competitionId: string) {
  const invalidate = useInvalidate(competitionId);
  return useMutation({
    mutationFn: (frozen: boolean) => pb.send(`/api/custom/competitions/${competitionId}/leaderboard`, { method: 'POST', body: { frozen } }),
    onSuccess: invalidate,
    // Localized texts for the hooks' error codes (common:errors.<code>).
    meta: { silent: true },
    onError: (e) => notifyError(e),
  });
}

export function useFormat(competitionId: string) {
  const invalidate = useInvalidate(competitionId);
  return useMutation({
    mutationFn: (v: { pouleSplitAt: number; finalists: number; tatami?: number; absentRanked?: boolean; publicClips?: boolean; judgeQualification?: string; panelConflicts?: string }) => pb.collection('competitions').update(competitionId, v),
    onSuccess: invalidate,
    // Localized texts for the hooks' error codes (common:errors.<code>).
    meta: { silent: true },
    onError: (e) => notifyError(e),
  });
}

export function useTieBreak(competitionId: string) {
  const invalidate = useInvalidate(competitionId);
  return useMutation({
    mutationFn: (v: { draw: string; tieBreak: number }) => pb.collection('draws').update(v.draw, { tieBreak: v.tieBreak }),
    onSuccess: invalidate,
    // Localized texts for the hooks' error codes (common:errors.<code>).
    meta: { silent: true },
    onError: (e) => notifyError(e),
  });
}

/** Saves one judge's marks: a new evaluation, or a correction of the saved one (audited by the server). */
export function useSaveEvaluation(competitionId: string) {
  const invalidate = useInvalidate(competitionId);
  return useMutation({
    mutationFn: (v: { id?: string; draw: string; judge: number; marks: AnyMark[] }) =>
      v.id
        ? pb.collection('evaluations').update<Evaluation>(v.id, { marks: v.marks })
        : pb.collection('evaluations').create<Evaluation>({ draw: v.draw, judge: v.judge, marks: v.marks }),
    onSuccess: invalidate,
    // Localized texts for the hooks' error codes (common:errors.<code>).
    meta: { silent: true },
    onError: (e) => notifyError(e),
  });
}

/** A couple's sheet as the public reads it: the judge's name, never the id that follows them across competitions. */
export type CoupleSheet = Pick<Evaluation, 'id' | 'draw' | 'judge' | 'marks' | 'trail'> & { judgeName?: string };

/**
 * Every judge's sheet of one couple, by seat, with the judge's name. The server lets the public read
 * them once the couple is validated (or in a competition without supervision) and while the
 * leaderboard is not frozen, one couple at a time: `?draw=` names it (the evaluations' read rules).
 */
export function useCoupleSheets(drawId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['results', 'evaluations', 'draw', drawId],
    enabled: enabled && !!drawId,
    queryFn: ({ signal }) =>
      pb.collection('evaluations').getFullList<CoupleSheet>({
        filter: pb.filter('draw = {:d}', { d: drawId }),
        query: { draw: drawId },
        fields: 'id,draw,judge,marks,trail,judgeName',
        sort: 'judge',
        signal,
      }),
  });
}

export type BreaksInput = Pick<CompetitionsRecord, 'breakEvery' | 'breakMinutes' | 'pouleBreakMinutes' | 'lunchAt' | 'lunchMinutes'>;

/** The competition's breaks (src/lib/rules/breaks.ts); the form shows the server's field errors. */
export function useSaveBreaks(competitionId: string) {
  const invalidate = useInvalidate(competitionId);
  return useMutation({
    mutationFn: (v: BreaksInput) => pb.collection('competitions').update(competitionId, v),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}
