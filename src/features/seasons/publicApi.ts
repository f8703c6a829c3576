// The public season pages' reads beyond the ranking: one pair's rows, and the events followed live
// (a confirmation or a reopening changes an event's state and the rows at once). Refreshes are
// coalesced: a recomputation saves many rows in one transaction, and each row is one realtime event.
import { useEffect, useMemo, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/lib/pocketbase';
import { refreshQueries } from '@/lib/queryClient';
import { recordTopic, useRealtime } from '@/lib/realtime';
import { seasonKeys, type RankingRow } from './api';
import { categoryKey, splitCategory } from './views';

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

/**
 * A season's ranking rows, live: one class × kata (`class|kata`, the ranking page reads only the one
 * it shows; '' reads nothing yet) or, without one, every row (the club, nation and medal tables). A
 * confirmation elsewhere refreshes them once per burst.
 */
export function useSeasonRanking(seasonId: string, category?: string) {
  const season = pb.filter('season = {:s}', { s: seasonId });
  const refresh = useCoalescedRefresh([seasonKeys.rankings(seasonId), seasonKeys.categories(seasonId)]);
  useRealtime([recordTopic('season_rankings', '*', refresh, { filter: season })], { enabled: !!seasonId });
  const { cls, kata } = splitCategory(category ?? '');
  const filter = category ? pb.filter('season = {:s} && class = {:c} && kata = {:k}', { s: seasonId, c: cls, k: kata }) : season;
  return useQuery({
    queryKey: seasonKeys.ranking(seasonId, category ?? ''),
    enabled: category !== '',
    queryFn: ({ signal }) => pb.collection('season_rankings').getFullList<RankingRow>({ filter, sort: 'class,kata,rank', signal }),
  });
}

/** The classes × katas a season ranks (`class|kata`, those with rows), from two fields of each row. */
export function useSeasonCategories(seasonId: string) {
  return useQuery({
    queryKey: seasonKeys.categories(seasonId),
    queryFn: ({ signal }) =>
      pb.collection('season_rankings').getFullList<Pick<RankingRow, 'class' | 'kata'>>({ filter: pb.filter('season = {:s}', { s: seasonId }), fields: 'class,kata', sort: 'class,kata', signal }),
    select: (rows) => [...new Set(rows.map(categoryKey))],
  });
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
