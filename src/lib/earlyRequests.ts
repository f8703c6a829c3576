// Requests started by the entry before the code that reads them has arrived (app/publicPages.ts): a
// query of lib/competitionQueries takes the started answer instead of asking again. Anonymous, like a
// visitor's first page (no Authorization header); an answer that is not a success is not taken, the
// query asks again the usual way. Tiny on purpose: part of the entry.
import { apiUrl } from './apiUrl';
import type { ApiRequest } from './competitionRequests';

const started = new Map<string, Promise<Response>>();

export function requestUrl({ path, params }: Pick<ApiRequest, 'path' | 'params'>): string {
  return apiUrl(path, params);
}

export function startEarlyRequests(requests: readonly ApiRequest[]): void {
  for (const r of requests) {
    const url = requestUrl(r);
    const response = fetch(url, { headers: { Accept: 'application/json' } });
    response.catch(() => undefined); // a failure is handled by whoever takes it
    started.set(url, response);
  }
}

/**
 * The parsed answer of a request started early, once (a later query, e.g. a refetch, asks again), or
 * null when none was started or it failed.
 */
export async function takeEarlyAnswer<T>(request: ApiRequest): Promise<T | null> {
  const url = requestUrl(request);
  const response = started.get(url);
  if (!response) return null;
  started.delete(url);
  try {
    const answer = await response;
    return answer.ok ? ((await answer.json()) as T) : null;
  } catch {
    return null;
  }
}

/** Drops the answers nobody will take (a signed-in visitor's queries are sent with the session). */
export function dropEarlyAnswers(): void {
  started.clear();
}
