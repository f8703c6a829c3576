// The public reads of competitions, shared by the competition pages and the desk: each sends the
// request of lib/domain/competitionRequests (key, path and parameters written once) with the SDK, or takes the
// answer of the same request started by the entry on a first load (lib/core/earlyRequests).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CircuitsRecord, CompetitionsRecord, UsersRecord } from '../pb-types';
import { pb } from '../core/pocketbase';
import { FULL_LIST_BATCH } from '../core/constants';
import { orNullOn404 } from '../core/records';
import { arrivedEarlyAnswer, dropEarlyAnswers, takeEarlyAnswer } from '../core/earlyRequests';
import { circuitsRequest, competitionRequest, publicCompetitionsRequest, type ApiRequest, type ListResult, type PublicScope } from './competitionRequests';

export type Person = Pick<UsersRecord, 'id' | 'name' | 'username'>;
export type Competition = CompetitionsRecord & { expand?: { organizers?: Person[]; commissioners?: Person[] } };
export type Circuit = CircuitsRecord;

/**
 * A request of lib/domain/competitionRequests sent with the SDK, unless the entry started it already for an
 * anonymous visitor (a signed-in one may see more, e.g. an organizer's draft: asked with the session).
 */
async function send<T>(request: ApiRequest, signal: AbortSignal): Promise<T> {
  if (pb.authStore.isValid) dropEarlyAnswers();
  else {
    const early = await takeEarlyAnswer<T>(request);
    if (early !== null) return early;
  }
  return pb.send<T>(request.path, { query: request.params, signal });
}

/**
 * A query's first data when the entry's answer to its request has arrived already (an anonymous
 * visitor's first load): the page's first render shows the data instead of a spinner. Taken when the
 * query is created, not at each render.
 */
function earlyData<A, D = A>(request: ApiRequest, pick: (answer: A) => D | undefined = (answer) => answer as unknown as D) {
  let at = 0;
  return {
    initialData: (): D | undefined => {
      const answer = pb.authStore.isValid ? undefined : arrivedEarlyAnswer(request, pick);
      at = answer?.at ?? 0;
      return answer?.data;
    },
    initialDataUpdatedAt: () => at,
  };
}

/** Upcoming/current competitions (all of them, soonest first) or past ones (a page of 30, latest first). */
export function usePublicCompetitions(scope: PublicScope, search: string, page = 1) {
  const request = publicCompetitionsRequest(scope, search, page);
  return useQuery({
    queryKey: request.key,
    queryFn: ({ signal }) => send<ListResult<Competition>>(request, signal),
    placeholderData: keepPreviousData,
    ...earlyData<ListResult<Competition>>(request),
  });
}

/** One competition with its organizers' names; null when it does not exist or is not visible (drafts). */
export function useCompetition(id: string | undefined) {
  const request = competitionRequest(id ?? '');
  return useQuery({
    queryKey: request.key,
    enabled: !!id,
    queryFn: ({ signal }) => orNullOn404(send<Competition>(request, signal)),
    ...earlyData<Competition>(request),
  });
}

/** Every circuit of a competition, in their order (batch after batch until a short one). */
export function useCircuits(competitionId: string | undefined) {
  const firstPage = circuitsRequest(competitionId ?? '');
  return useQuery({
    queryKey: firstPage.key,
    enabled: !!competitionId,
    // A first page shorter than a batch is the whole list.
    ...earlyData<ListResult<Circuit>, Circuit[]>(firstPage, ({ items }) => (items.length < FULL_LIST_BATCH ? items : undefined)),
    queryFn: async ({ signal }) => {
      const all: Circuit[] = [];
      for (let page = 1; ; page++) {
        const { items } = await send<ListResult<Circuit>>(circuitsRequest(competitionId as string, page), signal);
        all.push(...items);
        if (items.length < FULL_LIST_BATCH) return all;
      }
    },
  });
}
