// A public read sent as its request (lib/domain/competitionRequests, seasonRequests: key, path and
// parameters written once) with the SDK, or taken from the answer of the same request the entry
// started on a first load (lib/core/earlyRequests).
import { pb } from '../core/pocketbase';
import { FULL_LIST_BATCH } from '../core/constants';
import { arrivedEarlyAnswer, dropEarlyAnswers, takeEarlyAnswer } from '../core/earlyRequests';
import type { ApiRequest, ListResult } from './competitionRequests';

/**
 * The request sent with the SDK, unless the entry started it already for an anonymous visitor (a
 * signed-in one may see more, e.g. an organizer's draft: asked with the session).
 */
export async function send<T>(request: ApiRequest, signal: AbortSignal): Promise<T> {
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
export function earlyData<A, D = A>(request: ApiRequest, pick: (answer: A) => D | undefined = (answer) => answer as unknown as D) {
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

/** A first page shorter than a batch is the whole list. */
export const wholeFirstPage = <T>({ items }: ListResult<T>): T[] | undefined => (items.length < FULL_LIST_BATCH ? items : undefined);

/** Every row of a list, batch after batch (pages of FULL_LIST_BATCH) until a short one. */
export async function sendFullList<T>(pageRequest: (page: number) => ApiRequest, signal: AbortSignal): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const { items } = await send<ListResult<T>>(pageRequest(page), signal);
    all.push(...items);
    if (items.length < FULL_LIST_BATCH) return all;
  }
}
