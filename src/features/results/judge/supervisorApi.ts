// The supervisor's data: the competition's judges' list, the seats of the poule's tatami, seat codes (a
// tablet in use replaced only when confirmed), sending a sheet back with a note, validating and reopening a couple (pb_hooks/judges.pb.js routes; the server enforces every rule).
import type { SeatRecord } from '@/lib/domain/seatExchange';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/lib/core/pocketbase';
import { refreshQueries } from '@/lib/core/queryClient';
import { recordTopic, useRealtime } from '@/lib/core/realtime';
import { notifyError } from '../errors';

export interface Judge {
  id: string;
  name: string;
  club: string;
}
/** Seat n of a tatami of a competition: one panel and one tablet per seat for every poule of the tatami. */
export interface Seat extends SeatRecord {
  /** The tablet's heartbeat (pb_hooks/seat_health.pb.js): '' when it never reported. */
  lastSeenAt: string;
  queued: number;
  battery: { level: number; charging: boolean } | null;
  /** A trainee's seat beside the panel (src/lib/rules/shadow.ts): never counted. */
  shadow?: boolean;
}

const keys = {
  judges: (c: string) => ['results', 'judges', c] as const,
  seats: (competition: string, tatami: number) => ['results', 'seats', competition, tatami] as const,
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

/** The seats of a competition's tatami (`tatami` as the poule runs on it: src/lib/rules/tatami.ts pouleTatami). */
export function useSeats(competitionId: string, tatami: number) {
  return useQuery({
    queryKey: keys.seats(competitionId, tatami),
    enabled: !!competitionId,
    queryFn: ({ signal }) => pb.collection('seats').getFullList<Seat>({ filter: pb.filter('competition = {:c} && tatami = {:t}', { c: competitionId, t: tatami }), sort: 'seat', signal }),
  });
}

/** Seats judges on the panel of the poule's tatami (every poule of that tatami). */
export function useSavePanel(pouleId: string, competitionId: string, tatami: number) {
  const client = useQueryClient();
  return useMutation({
    // `warnings`: the panel seats whose judge is not qualified, under the competition's `warn`.
    mutationFn: (seats: Record<string, string>) => pb.send<{ warnings: { seat: number; judge: string; code: string }[]; conflicts?: { seat: number; judge: string; code: string; club: string; couples: number }[] }>(`/api/custom/poules/${pouleId}/panel`, { method: 'POST', body: { seats } }),
    onSuccess: () => refreshQueries(client, keys.seats(competitionId, tatami)),
    meta: { silent: true },
    onError: (e) => notifyError(e),
  });
}

/**
 * The codes this screen issued, by seat: only their hashes are stored, so a code can be shown again
 * only where it was made, and only while it is the seat's code (the same expiry; a new code or a
 * revocation anywhere changes it). Kept in memory: a reload forgets them.
 */
const issued = new Map<string, { code: string; expires: string }>();

/** The seat's current code as this screen issued it, if it did. */
export function issuedCode(seat: Pick<Seat, 'id' | 'expires'>): { code: string; expires: string } | null {
  const known = issued.get(seat.id);
  return known && seat.expires && known.expires === seat.expires ? known : null;
}

/**
 * A new code for a seat. `replace`: the official confirmed signing out the tablet in use on it (the
 * server refuses a new code for such a seat otherwise, `seat_tablet_in_use`).
 */
export function useSeatCode(competitionId: string, tatami: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { seat: string; replace?: boolean }) => pb.send<{ code: string; expires: string }>(`/api/custom/seats/${v.seat}/code`, { method: 'POST', body: v.replace ? { replace: true } : {} }),
    onSuccess: (r, v) => {
      issued.set(v.seat, { code: r.code, expires: r.expires });
      return refreshQueries(client, keys.seats(competitionId, tatami));
    },
    meta: { silent: true },
    onError: (e) => notifyError(e),
  });
}

export function useRevokeSeat(competitionId: string, tatami: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (seat: string) => pb.send(`/api/custom/seats/${seat}/revoke`, { method: 'POST' }),
    onSuccess: () => refreshQueries(client, keys.seats(competitionId, tatami)),
    meta: { silent: true },
    onError: (e) => notifyError(e),
  });
}

/**
 * A decision taken from the replay of the couple's recording: the clip watched, where in it (ms from
 * its start) and the technique (1-based). The server checks the clip is the couple's and audits them.
 */
export interface Review {
  clip: string;
  clipAt: number;
  technique?: number;
}

/** Sends a sheet back to its judge with the supervisor's note (audited; the tablet shows the note). */
export function useSendBack() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { evaluation: string; note: string; review?: Review }) => pb.send(`/api/custom/evaluations/${v.evaluation}/return`, { method: 'POST', body: { note: v.note, ...v.review } }),
    onSuccess: () => refreshQueries(client, ['results']),
    meta: { silent: true },
  });
}

export function useValidate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { draw: string; validated: boolean; review?: Review }) => pb.send(`/api/custom/draws/${v.draw}/validate`, { method: 'POST', body: { validated: v.validated, ...v.review } }),
    onSuccess: () => refreshQueries(client, ['results']),
    meta: { silent: true },
    onError: (e) => notifyError(e, 'saveFailed'),
  });
}

/** Reopens a validated couple with the reason (audited); it then needs validating again. */
export function useReopen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { draw: string; reason: string; review?: Review }) => pb.send(`/api/custom/draws/${v.draw}/reopen`, { method: 'POST', body: { reason: v.reason, ...v.review } }),
    onSuccess: () => refreshQueries(client, ['results']),
    meta: { silent: true },
  });
}

/**
 * Live: every sheet of the poule and every change of its draws refreshes the supervisor's view. A
 * change made while the subscriptions were being set up (the screen just opened) or while the stream
 * was down is read once they are in place.
 */
export function useLivePoule(pouleId: string) {
  const client = useQueryClient();
  const refresh = () => void refreshQueries(client, ['results']);
  useRealtime(
    [
      recordTopic('evaluations', '*', refresh, { filter: pb.filter('draw.poule = {:p}', { p: pouleId }) }),
      recordTopic('draws', '*', refresh, { filter: pb.filter('poule = {:p}', { p: pouleId }) }),
    ],
    { enabled: !!pouleId, onSubscribed: refresh, onReconnect: refresh },
  );
}

/** Live: the seats' tablets report every 20 s; only the seats are read again. */
export function useLiveSeats(competitionId: string, tatami: number) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: keys.seats(competitionId, tatami) });
  useRealtime([recordTopic('seats', '*', refresh, { filter: pb.filter('competition = {:c} && tatami = {:t}', { c: competitionId, t: tatami }) })], { enabled: !!competitionId, onSubscribed: refresh, onReconnect: refresh });
}
