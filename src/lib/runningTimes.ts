// The live running order of a competition for any page (athlete's enrolments and dashboard, the venue
// screen): the competition's public leaderboards rows (one per published poule, carrying tatami, start
// time, the kata's slot and when each couple performed), followed with one realtime subscription, and
// a clock tick so that a couple running late moves the estimates without any event.
import { useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from './core/pocketbase';
import { recordTopic, useRealtime } from './core/realtime';
import { FULL_LIST_BATCH } from './core/constants';
import { runningOrder, type RunningEntry, type RunningOrder, type RunningPoule } from './domain/runningOrder';

export interface PublicEntry extends RunningEntry {
  tori: string;
  uke: string;
  clubs: string;
  scored: boolean;
  points: number;
  rank: number;
  /** Which halving rule halved the total (`majority`: most judges marked a technique forgotten; `any`: a judge gave an item a zero); absent when none did. */
  halved?: 'majority' | 'any';
}
export interface PublicPoule extends RunningPoule {
  kata: string;
  circuitName: string;
  circuitOrder: number;
  phase: string;
  entries: PublicEntry[];
  last: { draw: string; poule: string; at: string } | null;
}
export interface PublicRow {
  id: string;
  competition: string;
  poule: string;
  updated: string;
  frozen: boolean;
  data: PublicPoule;
}

export const runningKeys = { rows: (competitionId: string) => ['running', competitionId] as const };

/** How often the estimates are recomputed without an event (a couple beyond its slot pushes the rest). */
export const RUNNING_TICK_MS = 15_000;

/** Date.now(), refreshed every `ms`. */
export function useNow(ms = RUNNING_TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}

/** A realtime event on the cached rows; an older copy never replaces a newer one. */
export function applyPublicRow(rows: readonly PublicRow[], action: string, record: PublicRow): PublicRow[] {
  if (action === 'delete') return rows.filter((r) => r.id !== record.id);
  const i = rows.findIndex((r) => r.id === record.id);
  if (i < 0) return [...rows, record];
  if (rows[i]!.updated > record.updated) return rows as PublicRow[];
  const next = [...rows];
  next[i] = record;
  return next;
}

/** The competition's public rows, live. `enabled` false: nothing read (e.g. a competition not yet drawn). */
export function usePublicRows(competitionId: string, enabled = true) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: runningKeys.rows(competitionId),
    enabled: enabled && !!competitionId,
    queryFn: ({ signal }) =>
      pb.collection('leaderboards').getFullList<PublicRow>({
        filter: pb.filter('competition = {:c}', { c: competitionId }),
        batch: FULL_LIST_BATCH,
        signal,
      }),
  });
  // Without server-sent events (jsdom in unit tests) the loaded rows stay as they are.
  useRealtime(
    [
      recordTopic<PublicRow>(
        'leaderboards',
        '*',
        (e) => client.setQueryData<PublicRow[]>(runningKeys.rows(competitionId), (rows) => (rows ? applyPublicRow(rows, e.action, e.record) : rows)),
        { filter: pb.filter('competition = {:c}', { c: competitionId }) },
      ),
    ],
    { enabled: enabled && !!competitionId },
  );
  return query;
}

/** The live running order of a competition, recomputed on every row event and clock tick. */
export function useRunningOrder(competitionId: string, enabled = true): { order: RunningOrder | null; rows: PublicRow[]; now: number; isLoading: boolean } {
  const query = usePublicRows(competitionId, enabled);
  const now = useNow();
  const rows = query.data;
  const order = useMemo(() => (rows ? runningOrder(rows.map((r) => r.data), now) : null), [rows, now]);
  return { order, rows: rows ?? [], now, isLoading: query.isLoading };
}
