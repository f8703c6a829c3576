// The public season pages' reads beyond the ranking: one pair's rows, and the events followed live
// (a confirmation or a reopening changes an event's state and the rows at once). The rows follow the
// season's topic `season/{id}` (pb_hooks/seasons.pb.js: one message per recompute of a public
// season, once committed); refreshes are coalesced, as the event's own record event comes with it.
import { useEffect, useMemo, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '@/lib/core/pocketbase';
import { refreshQueries } from '@/lib/core/queryClient';
import { recordTopic, useRealtime, type RealtimeTopic } from '@/lib/core/realtime';
import { earlyData, send, sendFullList, wholeFirstPage } from '@/lib/domain/earlyQueries';
import { RANKING_FIELDS, seasonCategoriesRequest, seasonPairRequest, seasonRankingRequest } from '@/lib/domain/seasonRequests';
import { seasonKeys, type RankingRow } from './api';
import { categoryKey } from './views';

export { RANKING_FIELDS };

/** The realtime topic announcing each recompute of a season's ranking (pb_hooks/lib/seasons.js topicOf). */
export function seasonTopic(seasonId: string, onEvent: () => void): RealtimeTopic {
  return { topic: `season/${seasonId}`, onEvent };
}

const TABLE_FIELDS = `${RANKING_FIELDS},nations`;

/** The rows of a ranking route's answer. */
const rowsOf = (answer: { items: RankingRow[] }) => answer.items;

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
  // One category through the ranking route: built by SQLite in one query, where the records API's
  // `fields=` picker costs three times the read; the rows' visibility rule (a season the caller may
  // not read is 404). A pair's few rows read faster through the records API.
  const one = category ? seasonRankingRequest(seasonId, category) : null;
  return useQuery({
    queryKey: seasonKeys.ranking(seasonId, category ?? ''),
    enabled: category !== '',
    ...(one ? earlyData(one, rowsOf) : {}),
    queryFn: ({ signal }) =>
      one ? send<{ items: RankingRow[] }>(one, signal).then(rowsOf) : pb.collection('season_rankings').getFullList<RankingRow>({ filter: season, sort: 'class,kata,rank,pair', fields: TABLE_FIELDS, signal }),
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
  const firstPage = seasonPairRequest(seasonId, pair);
  const refresh = useCoalescedRefresh([firstPage.key, seasonKeys.events(seasonId)]);
  useRealtime([seasonTopic(seasonId, refresh)], { enabled: !!seasonId && !!pair });
  return useQuery({
    queryKey: firstPage.key,
    queryFn: ({ signal }) => sendFullList<RankingRow>((page) => seasonPairRequest(seasonId, pair, page), signal),
    ...earlyData(firstPage, wholeFirstPage<RankingRow>),
  });
}
