// The public season pages' reads beyond the ranking: one pair's rows, and the events followed live
// (a confirmation or a reopening changes an event's state and the rows at once). The rows follow the
// season's topic `season/{id}` (pb_hooks/seasons.pb.js: one message per recompute of a public
// season, once committed); refreshes are coalesced, as the event's own record event comes with it.
import { useEffect, useMemo, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/lib/core/pocketbase';
import { refreshQueries } from '@/lib/core/queryClient';
import { recordTopic, useRealtime, type RealtimeTopic } from '@/lib/core/realtime';
import { earlyData, sendFullList, wholeFirstPage } from '@/lib/domain/earlyQueries';
import { seasonCategoriesRequest } from '@/lib/domain/seasonRequests';
import { seasonKeys, type RankingRow } from './api';
import { categoryKey, splitCategory } from './views';

export const seasonPairKeys = {
  pair: (seasonId: string, pair: string) => [...seasonKeys.one(seasonId), 'pair', pair] as const,
};

/** The realtime topic announcing each recompute of a season's ranking (pb_hooks/lib/seasons.js topicOf). */
export function seasonTopic(seasonId: string, onEvent: () => void): RealtimeTopic {
  return { topic: `season/${seasonId}`, onEvent };
}

/** The fields of a ranking row the ranking and a pair's page show (the ranking route answers these); the tables add the nations. */
export const RANKING_FIELDS = 'id,class,kata,pair,toriName,ukeName,clubs,lines,total,rank,previousRank,movement,provisional,qualified';
const TABLE_FIELDS = `${RANKING_FIELDS},nations`;

/**
 * One class × kata of the ranking by rank, through the ranking route (pb_hooks/season_ranking.pb.js):
 * RANKING_FIELDS only, built by SQLite in one query, where the records API's `fields=` picker costs
 * three times the read; the visibility of the rows' rule (a season the caller may not read is 404).
 * A pair's few rows read faster through the records API.
 */
async function categoryRows(seasonId: string, cls: string, kata: string, signal?: AbortSignal): Promise<RankingRow[]> {
  const res = await pb.send<{ items: RankingRow[] }>(`/api/custom/seasons/${encodeURIComponent(seasonId)}/ranking`, { query: { class: cls, kata }, signal });
  return res.items;
}

/** Refreshes the given queries once per burst of events (a confirmation changes an event and the rows together). */
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

/**
 * The season's events follow their confirmation live (the tags "confirmed" / "not confirmed") and each
 * recompute (the season's topic), which rewrites the categories giving no places without a record event.
 */
export function useSeasonEventsLive(seasonId: string) {
  const refresh = useCoalescedRefresh([seasonKeys.events(seasonId)]);
  useRealtime([recordTopic('season_events', '*', refresh, { filter: pb.filter('season = {:s}', { s: seasonId }) }), seasonTopic(seasonId, refresh)], { enabled: !!seasonId });
}

/**
 * A season's ranking rows, live: one class × kata (`class|kata`, the ranking page reads only the one
 * it shows; '' reads nothing yet) or, without one, every row (the club, nation and medal tables). A
 * recompute (a confirmation elsewhere) refreshes them.
 */
export function useSeasonRanking(seasonId: string, category?: string) {
  const season = pb.filter('season = {:s}', { s: seasonId });
  const refresh = useCoalescedRefresh([seasonKeys.rankings(seasonId), seasonKeys.categories(seasonId)]);
  useRealtime([seasonTopic(seasonId, refresh)], { enabled: !!seasonId });
  const { cls, kata } = splitCategory(category ?? '');
  return useQuery({
    queryKey: seasonKeys.ranking(seasonId, category ?? ''),
    enabled: category !== '',
    queryFn: ({ signal }) =>
      category ? categoryRows(seasonId, cls, kata, signal) : pb.collection('season_rankings').getFullList<RankingRow>({ filter: season, sort: 'class,kata,rank,pair', fields: TABLE_FIELDS, signal }),
  });
}

/** The classes × katas a season ranks (`class|kata`, those with rows), from two fields of each row. */
export function useSeasonCategories(seasonId: string) {
  const firstPage = seasonCategoriesRequest(seasonId);
  return useQuery({
    queryKey: firstPage.key,
    queryFn: ({ signal }) => sendFullList<Pick<RankingRow, 'class' | 'kata'>>((page) => seasonCategoriesRequest(seasonId, page), signal),
    ...earlyData(firstPage, wholeFirstPage<Pick<RankingRow, 'class' | 'kata'>>),
    select: (rows) => [...new Set(rows.map(categoryKey))],
  });
}

/** One pair's ranking rows of a season (one per class × kata), live. */
export function useSeasonPair(seasonId: string, pair: string) {
  const filter = pb.filter('season = {:s} && pair = {:p}', { s: seasonId, p: pair });
  const key = seasonPairKeys.pair(seasonId, pair);
  const refresh = useCoalescedRefresh([key, seasonKeys.events(seasonId)]);
  useRealtime([seasonTopic(seasonId, refresh)], { enabled: !!seasonId && !!pair });
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => pb.collection('season_rankings').getFullList<RankingRow>({ filter, sort: 'class,kata', fields: RANKING_FIELDS, signal }),
  });
}
