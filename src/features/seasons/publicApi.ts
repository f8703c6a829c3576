// The public season pages' reads beyond the ranking: one pair's rows, and the events followed live
// (a confirmation or a reopening changes an event's state and the rows at once). Refreshes are
// coalesced: a recomputation saves many rows in one transaction, and each row is one realtime event.
import { useEffect, useMemo, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/lib/pocketbase';
import { refreshQueries } from '@/lib/queryClient';
import { recordTopic, useRealtime } from '@/lib/realtime';
import { seasonKeys, type RankingRow } from './api';

export const seasonPairKeys = {
  pair: (seasonId: string, pair: string) => [...seasonKeys.one(seasonId), 'pair', pair] as const,
};

/** Refreshes the given queries once per burst of events (the server saves a recomputed ranking row by row). */
function useCoalescedRefresh(keys: readonly (readonly unknown[])[], delayMs = 250): () => void {
  const qc = useQueryClient();
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef(keys);
  useEffect(() => {
    latest.current = keys;
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useMemo(
    () => () => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => latest.current.forEach((k) => void refreshQueries(qc, k)), delayMs);
    },
    [qc, delayMs],
  );
}

/** The season's events follow their confirmation live (the tags "confirmed" / "not confirmed"). */
export function useSeasonEventsLive(seasonId: string) {
  const refresh = useCoalescedRefresh([seasonKeys.events(seasonId)]);
  useRealtime([recordTopic('season_events', '*', refresh, { filter: pb.filter('season = {:s}', { s: seasonId }) })], { enabled: !!seasonId });
}

/** One pair's ranking rows of a season (one per class × kata), live. */
export function useSeasonPair(seasonId: string, pair: string) {
  const filter = pb.filter('season = {:s} && pair = {:p}', { s: seasonId, p: pair });
  const key = seasonPairKeys.pair(seasonId, pair);
  const refresh = useCoalescedRefresh([key, seasonKeys.events(seasonId)]);
  useRealtime([recordTopic('season_rankings', '*', refresh, { filter })], { enabled: !!seasonId && !!pair });
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => pb.collection('season_rankings').getFullList<RankingRow>({ filter, sort: 'class,kata', signal }),
  });
}
