// The entry's early requests are the routed queries' own (lib/domain/competitionRequests): the same URL, to
// the letter, whether the SDK sends it (a query) or fetch (the entry), so that the answer started
// early is the one the query takes and the service worker keeps one entry for both. Checked by
// recording what the routed hooks really send; and a query takes the early answer instead of asking again.
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@/test/msw';
import { createQueryClient } from '@/lib/core/queryClient';
import { competitionKeys, circuitsRequest, competitionRequest, competitionSeasonRequest, publicCompetitionsRequest } from '@/lib/domain/competitionRequests';
import { useCircuits, useCompetition, useCompetitionSeason, usePublicCompetitions } from '@/lib/domain/competitionQueries';
import { arrivedEarlyAnswer, dropEarlyAnswers, requestUrl, startEarlyRequests } from './earlyRequests';
import type { ApiRequest } from '../domain/competitionRequests';
import { seasonCategoriesRequest, seasonRankingRequest } from '@/lib/domain/seasonRequests';
import { clubsRequest, kataCatalogueRequest } from '@/lib/domain/registryRequests';
import { useClubs } from '@/lib/domain/clubs';
import { useKatas } from '@/lib/domain/katas';

const sent: string[] = [];
/** What fetch puts on the wire for a URL (it percent-encodes ' in the query, whoever sends it). */
const onWire = (url: string) => new URL(url).href;
const list = (items: unknown[] = []) => HttpResponse.json({ page: 1, perPage: 30, totalItems: items.length, totalPages: 1, items });

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

function record() {
  server.use(
    ...['season_rankings', 'season_events', 'clubs', 'kata_sheets'].map((collection) =>
      http.get(`*/api/collections/${collection}/records`, ({ request }) => {
        sent.push(request.url);
        return list(collection === 'season_rankings' ? [{ class: 'Senior', kata: 'nage-no-kata' }] : []);
      }),
    ),
    http.get('*/api/custom/seasons/:id/ranking', ({ request }) => {
      sent.push(request.url);
      return HttpResponse.json({ items: [] });
    }),
    http.get('*/api/collections/competitions/records', ({ request }) => {
      sent.push(request.url);
      return list();
    }),
    http.get('*/api/collections/competitions/records/:id', ({ request }) => {
      sent.push(request.url);
      return HttpResponse.json({ id: 'abcdefghij12345', name: 'Cup' });
    }),
    http.get('*/api/collections/circuits/records', ({ request }) => {
      sent.push(request.url);
      return list();
    }),
  );
}

/** Waits until the early answer to `request` is parsed, without taking it. */
async function untilArrived(request: ApiRequest) {
  await waitFor(() => {
    let seen = false;
    arrivedEarlyAnswer(request, () => {
      seen = true;
      return undefined;
    });
    expect(seen).toBe(true);
  });
}

afterEach(() => {
  sent.length = 0;
  dropEarlyAnswers();
});

describe('early requests = routed requests', () => {
  it('the public lists', async () => {
    record();
    renderHook(() => [usePublicCompetitions('current', ''), usePublicCompetitions('past', '', 1)], { wrapper });
    await waitFor(() => expect(sent).toHaveLength(2));
    expect([...sent].sort()).toEqual([requestUrl(publicCompetitionsRequest('current')), requestUrl(publicCompetitionsRequest('past'))].map(onWire).sort());
    expect(publicCompetitionsRequest('past').key).toEqual(competitionKeys.public('past', '', 1));
  });

  it('a competition, its season and its circuits', async () => {
    record();
    const id = 'abcdefghij12345';
    renderHook(() => [useCompetition(id), useCompetitionSeason(id), useCircuits(id)], { wrapper });
    await waitFor(() => expect(sent).toHaveLength(3));
    expect([...sent].sort()).toEqual([requestUrl(competitionRequest(id)), requestUrl(competitionSeasonRequest(id)), requestUrl(circuitsRequest(id))].map(onWire).sort());
    expect(competitionRequest(id).key).toEqual(competitionKeys.one(id));
    expect(competitionSeasonRequest(id).key).toEqual(competitionKeys.season(id));
    expect(circuitsRequest(id).key).toEqual(competitionKeys.circuits(id));
  });

  it('the clubs and the kata catalogue', async () => {
    record();
    renderHook(() => [useClubs(), useKatas()], { wrapper });
    await waitFor(() => expect(sent).toHaveLength(2));
    expect([...sent].sort()).toEqual([clubsRequest(), kataCatalogueRequest()].map((r) => onWire(requestUrl(r))).sort());
  });

  it('a request may lead to the next one: started when its answer arrives, not on a failure', async () => {
    record();
    const id = 'abcdefghij12345';
    const next = (answer: unknown) => ((answer as { items: unknown[] }).items.length ? seasonRankingRequest(id, 'Senior|nage-no-kata') : null);
    startEarlyRequests([{ ...seasonCategoriesRequest(id), next }]);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toBe(onWire(requestUrl(seasonRankingRequest(id, 'Senior|nage-no-kata'))));
    await untilArrived(seasonRankingRequest(id, 'Senior|nage-no-kata'));

    server.use(http.get('*/api/collections/season_rankings/records', () => new HttpResponse(null, { status: 500 })));
    startEarlyRequests([{ ...seasonCategoriesRequest('otherseason1234'), next: () => seasonRankingRequest('otherseason1234', 'Senior|nage-no-kata') }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(2);
  });

  it('a search is quoted as the SDK quotes it', async () => {
    record();
    renderHook(() => usePublicCompetitions('current', ' Coppa "d\'Italia" \\ '), { wrapper });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toBe(onWire(requestUrl(publicCompetitionsRequest('current', ' Coppa "d\'Italia" \\ '))));
    expect(decodeURIComponent(sent[0] as string)).toContain('name ~ "Coppa \\"d\'Italia\\" \\\\"');
  });

  it('a query takes the answer started early: one request, the same data', async () => {
    record();
    const id = 'abcdefghij12345';
    startEarlyRequests([competitionRequest(id)]);
    const { result } = renderHook(() => useCompetition(id), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ id, name: 'Cup' }));
    expect(sent).toEqual([onWire(requestUrl(competitionRequest(id)))]);
  });

  it('a page that renders after the early answers arrived has their data at its first render, and asks nothing again', async () => {
    record();
    const id = 'abcdefghij12345';
    startEarlyRequests([competitionRequest(id), competitionSeasonRequest(id), circuitsRequest(id)]);
    await untilArrived(competitionRequest(id));
    await untilArrived(competitionSeasonRequest(id));
    await untilArrived(circuitsRequest(id));
    const firstRender: unknown[] = [];
    renderHook(
      () => {
        const data = [useCompetition(id).data, useCompetitionSeason(id).data, useCircuits(id).data];
        if (!firstRender.length) firstRender.push(...data);
      },
      { wrapper },
    );
    // A competition of no season: null at once, not a request later.
    expect(firstRender).toEqual([{ id, name: 'Cup' }, null, []]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(3);
  });
});
