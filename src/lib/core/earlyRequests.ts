// Requests started by the entry before the code that reads them has arrived (app/publicPages.ts): a
// query of lib/domain/competitionQueries takes the started answer instead of asking again, and when the
// answer is already there as the page first renders, the page renders with it at once (one render
// with the data instead of a spinner first). Anonymous, like a visitor's first page (no Authorization
// header); an answer that is not a success is not taken, the query asks again the usual way.
// Tiny on purpose: part of the entry.
import { apiUrl } from './apiUrl';
import type { ApiRequest } from '../domain/competitionRequests';

/** The parsed answers, or null for a failure; each taken once. */
const started = new Map<string, Promise<unknown>>();
/** The answers already parsed, with when they arrived. */
const arrived = new Map<string, { data: unknown; at: number }>();

export function requestUrl({ path, params }: Pick<ApiRequest, 'path' | 'params'>): string {
  return apiUrl(path, params);
}

/** A request of a first screen, and the one its answer leads to (a season's ranking follows its categories). */
export type EarlyRequest = ApiRequest & { next?: (answer: unknown) => ApiRequest | null };

export function startEarlyRequests(requests: readonly EarlyRequest[]): void {
  for (const r of requests) {
    const url = requestUrl(r);
    const answer = fetch(url, { headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .catch(() => null); // a failure: whoever takes it asks again
    started.set(url, answer);
    void answer.then((data) => {
      if (data === null) return;
      if (started.get(url) === answer) arrived.set(url, { data, at: Date.now() });
      const next = r.next?.(data);
      if (next) startEarlyRequests([next]);
    });
  }
}

/**
 * The parsed answer of a request started early, once (a later query, e.g. a refetch, asks again), or
 * null when none was started or it failed.
 */
export async function takeEarlyAnswer<T>(request: ApiRequest): Promise<T | null> {
  const url = requestUrl(request);
  const answer = started.get(url);
  if (!answer) return null;
  started.delete(url);
  arrived.delete(url);
  return (await answer) as T | null;
}

/**
 * What `pick` makes of a request's early answer if it has arrived already (then taken, like
 * takeEarlyAnswer), with the time it arrived; undefined otherwise. When `pick` gives undefined (e.g. a
 * first page of many), the answer stays for the query, which takes it with takeEarlyAnswer.
 */
export function arrivedEarlyAnswer<A, D>(request: ApiRequest, pick: (answer: A) => D | undefined): { data: D; at: number } | undefined {
  if (arrived.size === 0) return undefined; // none (nor a page's address to name one by: the build's first screens)
  const url = requestUrl(request);
  const answer = arrived.get(url);
  const data = answer ? pick(answer.data as A) : undefined;
  if (!answer || data === undefined) return undefined;
  started.delete(url);
  arrived.delete(url);
  return { data, at: answer.at };
}

/**
 * Resolves once every request started so far has its answer (or failed), or after `ms`: the page the
 * server sent with its first screen (app/firstScreen) renders once, with its data, not as a spinner
 * in the heading's place first.
 */
export function earlyAnswersSettled(ms: number): Promise<void> {
  const all = Promise.all([...started.values()]).then(() => undefined);
  return Promise.race([all, new Promise<void>((done) => setTimeout(done, ms))]);
}

/** Drops the answers nobody will take (a signed-in visitor's queries are sent with the session). */
export function dropEarlyAnswers(): void {
  started.clear();
  arrived.clear();
}
