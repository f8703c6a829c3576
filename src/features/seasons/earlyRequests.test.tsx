// A season's first screen on a first load: the ranking of the category shown and a pair's rows are
// asked with the very URLs the entry starts (lib/domain/seasonRequests), so the queries take the
// answers started early instead of asking again.
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { server } from '@/test/msw';
import { createQueryClient } from '@/lib/core/queryClient';
import { requestUrl } from '@/lib/core/earlyRequests';
import { seasonPairRequest, seasonRankingRequest } from '@/lib/domain/seasonRequests';
import { useSeasonPair, useSeasonRanking } from './publicApi';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

it("the ranking of one category and a pair's rows are the entry's requests, to the letter", async () => {
  const sent: string[] = [];
  server.use(
    http.get('*/api/collections/season_rankings/records', ({ request }) => {
      sent.push(request.url);
      return HttpResponse.json({ page: 1, perPage: 500, totalItems: 0, totalPages: 1, items: [] });
    }),
    http.get('*/api/custom/seasons/:id/ranking', ({ request }) => {
      sent.push(request.url);
      return HttpResponse.json({ items: [] });
    }),
  );
  const id = 'abcdefghij12345';
  const pair = '0123456789abcdef0123456789abcdef';
  renderHook(() => [useSeasonRanking(id, 'Senior|nage-no-kata'), useSeasonPair(id, pair)], { wrapper });
  await waitFor(() => expect(sent).toHaveLength(2));
  const expected = [seasonRankingRequest(id, 'Senior|nage-no-kata'), seasonPairRequest(id, pair)].map((r) => new URL(requestUrl(r)).href);
  expect([...sent].sort()).toEqual(expected.sort());
});
