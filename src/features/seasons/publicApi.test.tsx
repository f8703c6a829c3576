// The public season pages follow the server: the season's events (confirmed or not) and one pair's
// ranking rows are subscribed with the season's filter, and a burst of row events (a recomputation
// saves its rows one by one) refreshes the page's queries once.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { pb } from '@/lib/pocketbase';
import { server } from '@/test/msw';
import { seasonKeys } from './api';
import { seasonPairKeys, useSeasonCategories, useSeasonEventsLive, useSeasonPair, useSeasonRanking } from './publicApi';

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

it("the season's events follow their confirmation, one refresh per burst", async () => {
  const qc = new QueryClient();
  const invalidate = vi.spyOn(qc, 'invalidateQueries');
  renderHook(() => useSeasonEventsLive('s1'), { wrapper: wrapper(qc) });
  await waitFor(() => expect(subscribed.map((s) => s.topic)).toEqual(['season_events/*']));
  expect(subscribed[0]!.options).toEqual({ filter: 'season = "s1"' });
  subscribed[0]!.callback({ action: 'update', record: { id: 'e1', confirmed: true } });
  subscribed[0]!.callback({ action: 'update', record: { id: 'e2', confirmed: true } });
  await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(1));
  expect(invalidate).toHaveBeenCalledWith({ queryKey: seasonKeys.events('s1') });
});

it("a pair's rows are read and followed with the pair's filter", async () => {
  const filters: (string | null)[] = [];
  server.use(
    http.get('*/api/collections/season_rankings/records', ({ request }) => {
      filters.push(new URL(request.url).searchParams.get('filter'));
      return HttpResponse.json({ page: 1, perPage: 1000, totalItems: 0, totalPages: 0, items: [] });
    }),
  );
  const qc = new QueryClient();
  const invalidate = vi.spyOn(qc, 'invalidateQueries');
  const { result } = renderHook(() => useSeasonPair('s1', 'abc'), { wrapper: wrapper(qc) });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(filters[0]).toBe('season = "s1" && pair = "abc"');
  await waitFor(() => expect(subscribed.map((s) => s.topic)).toEqual(['season_rankings/*']));
  expect(subscribed[0]!.options).toEqual({ filter: 'season = "s1" && pair = "abc"' });
  for (let i = 0; i < 5; i++) subscribed[0]!.callback({ action: 'update', record: { id: `r${i}` } });
  await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(2));
  expect(invalidate.mock.calls.map(([f]) => f)).toEqual(expect.arrayContaining([{ queryKey: seasonPairKeys.pair('s1', 'abc') }, { queryKey: seasonKeys.events('s1') }]));
});

it('the ranking page reads only the class × kata on screen, and a burst of row events refreshes it once', async () => {
  const reads: { filter: string | null; fields: string | null }[] = [];
  server.use(
    http.get('*/api/collections/season_rankings/records', ({ request }) => {
      const q = new URL(request.url).searchParams;
      reads.push({ filter: q.get('filter'), fields: q.get('fields') });
      return HttpResponse.json({ page: 1, perPage: 1000, totalItems: 0, totalPages: 0, items: [] });
    }),
  );
  const qc = new QueryClient();
  const invalidate = vi.spyOn(qc, 'invalidateQueries');
  const { result } = renderHook(() => ({ categories: useSeasonCategories('s1'), ranking: useSeasonRanking('s1', 'Senior|nage-no-kata'), none: useSeasonRanking('s1', '') }), { wrapper: wrapper(qc) });
  await waitFor(() => expect(result.current.ranking.isSuccess && result.current.categories.isSuccess).toBe(true));
  expect(reads).toEqual(
    expect.arrayContaining([
      { filter: 'season = "s1"', fields: 'class,kata' },
      { filter: 'season = "s1" && class = "Senior" && kata = "nage-no-kata"', fields: null },
    ]),
  );
  // No category yet: nothing read (the whole season is about 1,000 rows).
  expect(reads).toHaveLength(2);
  const rows = subscribed.find((s) => s.topic === 'season_rankings/*')!;
  for (let i = 0; i < 5; i++) rows.callback({ action: 'update', record: { id: `r${i}` } });
  await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(2));
  expect(invalidate.mock.calls.map(([f]) => f)).toEqual(expect.arrayContaining([{ queryKey: seasonKeys.rankings('s1') }, { queryKey: seasonKeys.categories('s1') }]));
});
