// The supervisor's data: the competition's judges' list, the poule's seats, seat codes, sending a
// sheet back, validating and reopening a couple (pb_hooks/judges.pb.js routes; the server enforces every rule).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/lib/pocketbase';
import { refreshQueries } from '@/lib/queryClient';
import { recordTopic, useRealtime } from '@/lib/realtime';
import { notifyError } from '../errors';

export interface Judge {
  id: string;
  name: string;
  club: string;
}
export interface Seat {
  id: string;
  poule: string;
  seat: number;
  judge: string;
  expires: string;
  /** The tablet's heartbeat (pb_hooks/seat_health.pb.js): '' when it never reported. */
  lastSeenAt: string;
  queued: number;
  battery: { level: number; charging: boolean } | null;
  /** A trainee's seat beside the panel (src/lib/rules/shadow.ts): never counted. */
  shadow?: boolean;
}

const keys = {
  judges: (c: string) => ['results', 'judges', c] as const,
  seats: (p: string) => ['results', 'seats', p] as const,
};

/** The judges the competition picked (competitions.judges). */
export function useCompetitionJudges(competitionId: string) {
  return useQuery({
    queryKey: keys.judges(competitionId),
    queryFn: async ({ signal }) => {
      const c = await pb.collection('competitions').getOne<{ judges: string[]; expand?: { judges?: Judge[] } }>(competitionId, { expand: 'judges', fields: 'judges,expand.judges.id,expand.judges.name,expand.judges.club', signal });
      return (c.expand?.judges ?? []).sort((a, b) => a.name.localeCompare(b.name));
    },
  });
}

/** Adds a judge (a new person on the judges' list) to the competition. */
export function useAddJudge(competitionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (v: { name: string; club: string }) => {
      const j = await pb.collection('judges').create<Judge>({ name: v.name, club: v.club });
      await pb.collection('competitions').update(competitionId, { 'judges+': j.id });
      return j;
    },
    onSuccess: () => refreshQueries(client, ['results', 'judges', competitionId]),
    meta: { silent: true },
    onError: (e) => notifyError(e),
  });
}

/** Puts judges just imported into the judges' list on the competition's list too. */
export function useJoinJudges(competitionId: string) {
  const client = useQueryClient();
  return async (ids: string[]) => {
    if (ids.length) await pb.collection('competitions').update(competitionId, { 'judges+': ids });
    await refreshQueries(client, ['results', 'judges', competitionId]);
  };
}

export function useSeats(pouleId: string) {
  return useQuery({
    queryKey: keys.seats(pouleId),
    enabled: !!pouleId,
    queryFn: ({ signal }) => pb.collection('seats').getFullList<Seat>({ filter: pb.filter('poule = {:p}', { p: pouleId }), sort: 'seat', signal }),
  });
}

export function useSavePanel(pouleId: string) {
  const client = useQueryClient();
  return useMutation({
    // `warnings`: the panel seats whose judge is not qualified, under the competition's `warn`.
    mutationFn: (seats: Record<string, string>) => pb.send<{ warnings: { seat: number; judge: string; code: string }[] }>(`/api/custom/poules/${pouleId}/panel`, { method: 'POST', body: { seats } }),
    onSuccess: () => refreshQueries(client, ['results', 'seats', pouleId]),
    meta: { silent: true },
    onError: (e) => notifyError(e),
  });
}

export function useSeatCode() {
  return useMutation({
    mutationFn: (seat: string) => pb.send<{ code: string; expires: string }>(`/api/custom/seats/${seat}/code`, { method: 'POST' }),
    meta: { silent: true },
    onError: (e) => notifyError(e),
  });
}

export function useRevokeSeat(pouleId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (seat: string) => pb.send(`/api/custom/seats/${seat}/revoke`, { method: 'POST' }),
    onSuccess: () => refreshQueries(client, ['results', 'seats', pouleId]),
    meta: { silent: true },
    onError: (e) => notifyError(e),
  });
}

export function useSendBack() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (evaluation: string) => pb.collection('evaluations').update(evaluation, { returned: true }),
    onSuccess: () => refreshQueries(client, ['results']),
    meta: { silent: true },
    onError: (e) => notifyError(e),
  });
}

export function useValidate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { draw: string; validated: boolean }) => pb.send(`/api/custom/draws/${v.draw}/validate`, { method: 'POST', body: { validated: v.validated } }),
    onSuccess: () => refreshQueries(client, ['results']),
    meta: { silent: true },
    onError: (e) => notifyError(e, 'saveFailed'),
  });
}

/** Reopens a validated couple with the reason (audited); it then needs validating again. */
export function useReopen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { draw: string; reason: string }) => pb.send(`/api/custom/draws/${v.draw}/reopen`, { method: 'POST', body: { reason: v.reason } }),
    onSuccess: () => refreshQueries(client, ['results']),
    meta: { silent: true },
  });
}

/** Live: every sheet of the poule and every change of its draws refreshes the supervisor's view. */
export function useLivePoule(pouleId: string) {
  const client = useQueryClient();
  const refresh = () => void refreshQueries(client, ['results']);
  useRealtime(
    [
      recordTopic('evaluations', '*', refresh, { filter: pb.filter('draw.poule = {:p}', { p: pouleId }) }),
      recordTopic('draws', '*', refresh, { filter: pb.filter('poule = {:p}', { p: pouleId }) }),
    ],
    { enabled: !!pouleId },
  );
}

/** Live: the seats' tablets report every 20 s; only the seats are read again. */
export function useLiveSeats(pouleId: string) {
  const client = useQueryClient();
  useRealtime([recordTopic('seats', '*', () => void client.invalidateQueries({ queryKey: keys.seats(pouleId) }), { filter: pb.filter('poule = {:p}', { p: pouleId }) })], { enabled: !!pouleId });
}
