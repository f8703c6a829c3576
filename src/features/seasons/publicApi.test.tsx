// The public season pages follow the server: the season's events (confirmed or not) are subscribed
// with the season's filter, the ranking rows through the season's topic (one message per recompute),
// and a burst of events (a confirmation: the event and the recompute) refreshes the page's queries once.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { pb } from '@/lib/core/pocketbase';
import { server } from '@/test/msw';
import { seasonKeys } from './api';
import { RANKING_FIELDS, useSeasonCategories, useSeasonEventsLive, useSeasonPair, useSeasonRanking } from './publicApi';

type Callback = (data: unknown) => void;
let subscribed: { topic: string; options: unknown; callback: Callback }[] = [];

beforeEach(() => {
  subscribed = [];
  vi.stubGlobal('EventSource', class {});
  vi.spyOn(pb.realtime, 'subscribe').mockImplementation((topic: string, callback: Callback, options?: unknown) => {
    subscribed.push({ topic, options, callback });
    return Promise.resolve(async () => undefined);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function wrapper(qc: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
}

it("the season's events follow their confirmation and each recompute, one refresh per burst", async () => {
  const qc = new QueryClient();
  const invalidate = vi.spyOn(qc, 'invalidateQueries');
  renderHook(() => useSeasonEventsLive('s1'), { wrapper: wrapper(qc) });
  await waitFor(() => expect(subscribed.map((s) => s.topic)).toEqual(['season_events/*', 'season/s1']));
  expect(subscribed[0]!.options).toEqual({ filter: 'season = "s1"' });
  subscribed[0]!.callback({ action: 'update', record: { id: 'e1', confirmed: true } });
  subscribed[0]!.callback({ action: 'update', record: { id: 'e2', confirmed: true } });
  await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(1));
  expect(invalidate).toHaveBeenCalledWith({ queryKey: seasonKeys.events('s1') });
  // A recompute rewrites the events' categories without places with no record event: its message on
  // the season's topic refreshes them.
  subscribed[1]!.callback({ seq: 1, season: 's1' });
  await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(2));
  expect(invalidate).toHaveBeenLastCalledWith({ queryKey: seasonKeys.events('s1') });
});

type Read = { filter: string | null; fields: string | null } | { route: string; class: string | null; kata: string | null };
/** Answers the ranking rows' reads (records API and ranking route) with no rows and records each read. */
function recordRankingReads(): Read[] {
  const reads: Read[] = [];
  server.use(
    http.get('*/api/collections/season_rankings/records', ({ request }) => {
      const q = new URL(request.url).searchParams;
      reads.push({ filter: q.get('filter'), fields: q.get('fields') });
      return HttpResponse.json({ page: 1, perPage: 1000, totalItems: 0, totalPages: 0, items: [] });
    }),
    http.get('*/api/custom/seasons/:id/ranking', ({ request, params }) => {
      const q = new URL(request.url).searchParams;
      reads.push({ route: String(params.id), class: q.get('class'), kata: q.get('kata') });
      return HttpResponse.json({ items: [] });
    }),
  );
  return reads;
}

it("a pair's rows are read with the pair's filter and followed on the season's topic", async () => {
  const reads = recordRankingReads();
  const qc = new QueryClient();
  const invalidate = vi.spyOn(qc, 'invalidateQueries');
  const { result } = renderHook(() => useSeasonPair('s1', 'abc'), { wrapper: wrapper(qc) });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(reads[0]).toEqual({ filter: 'season = "s1" && pair = "abc"', fields: RANKING_FIELDS });
  await waitFor(() => expect(subscribed.map((s) => s.topic)).toEqual(['season/s1']));
  expect(subscribed[0]!.options).toBeUndefined();
  for (let i = 0; i < 3; i++) subscribed[0]!.callback({ seq: i + 1, season: 's1' });
  await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(2));
  expect(invalidate.mock.calls.map(([f]) => f)).toEqual(expect.arrayContaining([{ queryKey: seasonKeys.pair('s1', 'abc') }, { queryKey: seasonKeys.events('s1') }]));
});

it("the ranking page reads the categories from their first rows, then only the class × kata on screen through the ranking route; a recompute refreshes it", async () => {
  const reads = recordRankingReads();
  const qc = new QueryClient();
  const invalidate = vi.spyOn(qc, 'invalidateQueries');
  const { result } = renderHook(() => ({ categories: useSeasonCategories('s1'), ranking: useSeasonRanking('s1', 'Senior|nage-no-kata'), none: useSeasonRanking('s1', '') }), { wrapper: wrapper(qc) });
  await waitFor(() => expect(result.current.ranking.isSuccess && result.current.categories.isSuccess).toBe(true));
  expect(reads).toEqual(
    expect.arrayContaining([
      { filter: 'season = "s1" && rank = 1', fields: 'class,kata' },
      { route: 's1', class: 'Senior', kata: 'nage-no-kata' },
    ]),
  );
  // No category yet: nothing read (the whole season is about 1,000 rows).
  expect(reads).toHaveLength(2);
  expect(subscribed.map((s) => s.topic)).not.toContain('season_rankings/*');
  const recomputed = subscribed.find((s) => s.topic === 'season/s1')!;
  recomputed.callback({ seq: 1, season: 's1' });
  await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(2));
  expect(invalidate.mock.calls.map(([f]) => f)).toEqual(expect.arrayContaining([{ queryKey: seasonKeys.rankings('s1') }, { queryKey: seasonKeys.categories('s1') }]));
});
