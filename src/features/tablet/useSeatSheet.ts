// The judge's tablet's data: what the seat judges now (the tatami's poule on the mat, its couples, the
// seat's sheets and the kata's sheet), read once and kept live, and the seat's marks sent from an
// outbox on the device. A sheet the server saved goes into the cache as the server returned it (its
// own realtime echo then changes nothing), so a save is not read back; the outbox loses an entry on one
// path, once the server has answered for it.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { recordTopic, useRealtime } from '@/lib/core/realtime';
import type { DeviceTimes } from '@/lib/rules/trail';
import { notifyError } from '@/features/results/errors';
import type { Draw, Evaluation, KataSheet } from '@/features/results/api';
import type { AnyMark, Switches } from '@/features/results/scoring';
import { clearDraft, peekOpenedInfo, readOutbox, seatPb, takeOpenedInfo, writeDraft, writeOutbox, type SeatInfo, type SeatRecord } from './seatClient';
import { arrivedEarlyReads, takeEarlyReads } from './earlySeat';
import { kataSheetRead, seatReads, type SeatRead } from './seatRequests';
import { sessionEnd, type SessionEnd } from './seatSession';
import { isOffline, type Outbox, type SheetDraft } from '@/features/results/judge/sheetState';
import { useHeartbeat } from './useHeartbeat';

export type SeatEvaluation = Evaluation & { returned: boolean };

export interface SeatData {
  /** The tatami's poule on the mat; null when the tatami has nothing to judge now. */
  poule: { id: string; kata: string; name: string; phase: string; judges: number; expand?: { competition?: { name: string; scoring: string; flow: boolean }; circuit?: Switches } } | null;
  competition: string;
  tatami: number;
  draws: (Draw & { validated: boolean })[];
  evaluations: SeatEvaluation[];
  sheet: KataSheet | null;
  /** The named judge on the seat, id and name ('' when nobody is seated). */
  judge: string;
  judgeName: string;
}

/** What the seat judges now, from the answers of its reads (seatReads). */
function seatData(me: SeatInfo, reads: { poule: unknown; draws: unknown; evaluations: unknown; sheets: unknown }): SeatData {
  const items = <T>(list: unknown) => (list as { items: T[] }).items;
  return {
    competition: me.competition,
    tatami: me.tatami,
    judge: me.judge,
    judgeName: me.judgeName,
    poule: reads.poule as SeatData['poule'],
    draws: items<SeatData['draws'][number]>(reads.draws),
    evaluations: items<SeatEvaluation>(reads.evaluations),
    sheet: items<KataSheet>(reads.sheets)[0] ?? null,
  };
}

/** One read of what the seat judges now. */
async function readSeat(seat: SeatRecord): Promise<SeatData> {
  // Right after the code's exchange, its answer about the seat: the poule's reads start at once, or
  // were started with the exchange by the entry (./earlySeat.ts).
  const me = takeOpenedInfo(seat.id) ?? (await seatPb.send<SeatInfo>('/api/custom/seats/me', {}));
  const early = await takeEarlyReads(seat.id);
  if (!me.poule) return { competition: me.competition, tatami: me.tatami, judge: me.judge, judgeName: me.judgeName, poule: null, draws: [], evaluations: [], sheet: null };
  if (early) return seatData(me, early);
  // The poule, its couples, the seat's sheets and the kata's sheet at once (the seat names the poule's
  // kata): one round trip after the seat instead of two before the sheet shows.
  const send = (read: SeatRead) => seatPb.send(read.path, { query: read.params });
  const r = seatReads(me.poule, seat.seat);
  const poule = send(r.poule);
  const [pouleRecord, draws, evaluations, sheets] = await Promise.all([poule, send(r.draws), send(r.evaluations), me.kata ? send(kataSheetRead(me.kata)) : poule.then((p) => send(kataSheetRead((p as { kata: string }).kata)))]);
  return seatData(me, { poule: pouleRecord, draws, evaluations, sheets });
}

/** What the seat judges, when the entry's reads of it have all arrived before the page's first render (then taken). */
function arrivedSeat(seat: SeatRecord): SeatData | undefined {
  const info = peekOpenedInfo(seat.id);
  const early = info?.poule ? arrivedEarlyReads(seat.id) : undefined;
  if (!info || !early) return undefined;
  takeOpenedInfo(seat.id);
  return seatData(info, early);
}

/**
 * Puts one of the seat's sheets into the cached data as the server has it. False when the cache cannot
 * take it (nothing read yet, or a couple of another poule): then the data must be read again.
 */
export function cacheSheet(client: QueryClient, key: readonly unknown[], sheet: SeatEvaluation): boolean {
  const data = client.getQueryData<SeatData>(key);
  if (!data || !data.draws.some((d) => d.id === sheet.draw)) return false;
  const same = data.evaluations.find((e) => e.id === sheet.id);
  if (same && same.updated === sheet.updated) return true;
  client.setQueryData<SeatData>(key, { ...data, evaluations: [...data.evaluations.filter((e) => e.id !== sheet.id && e.draw !== sheet.draw), sheet] });
  return true;
}

export function useSeatSheet(seat: SeatRecord, onEnded: (why: SessionEnd) => void) {
  const client = useQueryClient();
  const key = useMemo(() => ['judge', seat.id], [seat.id]);
  const data = useQuery({ queryKey: key, meta: { silent: true }, queryFn: () => readSeat(seat), initialData: () => arrivedSeat(seat) });
  const [outbox, setOutbox] = useState<Outbox>(() => readOutbox(seat.id));
  const [sending, setSending] = useState(false);
  const [online, setOnline] = useState(() => navigator.onLine);
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: key }), [client, key]);
  // The page's callback as of the last render: a new function from the page neither re-sends the
  // outbox nor reads the seat again.
  const endedRef = useRef(onEnded);
  useLayoutEffect(() => {
    endedRef.current = onEnded;
  });
  const end = useCallback((why: SessionEnd) => endedRef.current(why), []);
  useEffect(() => {
    const why = sessionEnd(data.error);
    if (why) end(why);
  }, [data.error, end]);

  // Live: the supervisor sends a sheet back or validates the couple, or seats another judge; a poule
  // of the tatami is published, moved or scheduled (the poule on the mat may change). The seat's own
  // sheets come back as they are: into the cache, read again only when the cache cannot place them.
  const seatedJudge = data.data?.judge;
  const competitionId = data.data?.competition ?? '';
  const tatami = data.data?.tatami ?? 0;
  useRealtime(
    [
      recordTopic<{ judge: string }>('seats', seat.id, (ev) => {
        if (seatedJudge !== undefined && ev.record.judge !== seatedJudge) void refresh();
      }),
      recordTopic('poules', '*', () => void refresh(), { filter: seatPb.filter('competition = {:c}', { c: competitionId }) }),
      recordTopic('draws', '*', () => void refresh(), { filter: seatPb.filter(tatami === 1 ? 'poule.competition = {:c} && poule.tatami <= 1' : 'poule.competition = {:c} && poule.tatami = {:t}', { c: competitionId, t: tatami }) }),
      recordTopic<SeatEvaluation>('evaluations', '*', (ev) => {
        if (ev.action === 'delete' || !cacheSheet(client, key, ev.record)) void refresh();
      }, { filter: seatPb.filter('judge = {:j}', { j: seat.seat }) }),
    ],
    { client: seatPb, enabled: !!competitionId },
  );

  /** The outbox without `draw`'s marks: the server has answered for them (saved, or refused for good). */
  const settle = useCallback(
    (draw: string) => {
      const rest = { ...readOutbox(seat.id) };
      delete rest[draw];
      writeOutbox(seat.id, rest);
      setOutbox(rest);
    },
    [seat.id],
  );

  const send = useCallback(
    async (draw: string, marks: AnyMark[], times: DeviceTimes[] | undefined, existing?: { id: string; returned: boolean }) => {
      const box = { ...readOutbox(seat.id), [draw]: { judge: seat.seat, marks, times, id: existing?.returned ? existing.id : undefined } };
      writeOutbox(seat.id, box);
      setOutbox(box);
      setSending(true);
      // Each item's times on this tablet's clock go with the marks (the server adds its own).
      const trail = times && times.length === marks.length ? { items: times } : undefined;
      try {
        const saved = existing?.returned
          ? await seatPb.collection('evaluations').update<SeatEvaluation>(existing.id, { marks, trail })
          : await seatPb.collection('evaluations').create<SeatEvaluation>({ draw, judge: seat.seat, marks, trail });
        settle(draw);
        clearDraft(seat.id, draw);
        if (!cacheSheet(client, key, saved)) await refresh();
      } catch (e) {
        // No connection: the marks stay in the outbox and go when it is back. The seat's session over:
        // they stay too (sent once the seat is opened again here). Any other refusal is shown.
        const why = sessionEnd(e);
        if (why) end(why);
        else if (!isOffline(e)) {
          settle(draw);
          notifyError(e);
        }
      } finally {
        setSending(false);
      }
    },
    [seat.id, seat.seat, client, key, refresh, settle, end],
  );

  // Opened again, or back online: send what waits on the device. Back online, the seat's data is read
  // again too (what changed while offline came with no realtime event); when the tablet opens, the
  // query's own first read is the one read.
  useEffect(() => {
    const flush = () => {
      setOnline(navigator.onLine);
      if (!navigator.onLine) return false;
      const box = readOutbox(seat.id);
      Object.entries(box).forEach(([draw, v]) => void send(draw, v.marks, v.times, v.id ? { id: v.id, returned: true } : undefined));
      return true;
    };
    const online = () => {
      if (flush()) void refresh();
    };
    const offline = () => setOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    flush();
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [seat.id, send, refresh]);

  // The supervisor's tablets panel: this tablet's connection and what waits on it.
  useHeartbeat(Object.keys(outbox).length, online, end);

  const onDraft = useCallback((draw: string) => (draft: SheetDraft) => writeDraft(seat.id, draw, draft), [seat.id]);
  return { data, outbox, sending, online, send, onDraft };
}
