// The requests of the first-load pages, started by the entry (main.tsx) at once, in parallel with the
// download of the page's code and catalogues instead of after it: one round trip less before the
// content (Lighthouse's LCP on a phone). They are the routed queries' own requests
// (lib/competitionRequests: key, path and parameters written once), sent with fetch. Tiny on purpose (entry).
import { apiUrl } from '@/lib/apiUrl';
import { circuitsRequest, competitionRequest, publicCompetitionsRequest, type ApiRequest } from '@/lib/competitionRequests';
import type { FirstLoadRoute } from './routes';

export function requestUrl({ path, params }: Pick<ApiRequest, 'path' | 'params'>): string {
  return apiUrl(path, params);
}

function requestsOf(route: FirstLoadRoute): ApiRequest[] {
  if (route.page === 'competitions') return [publicCompetitionsRequest('current'), publicCompetitionsRequest('past')];
  if (route.page === 'competition') return [competitionRequest(route.id), circuitsRequest(route.id)];
  return [];
}

const started = new Map<string, Promise<Response>>();

/** Starts the first-load page's requests (anonymous, like the page: no Authorization header). */
export function startFirstLoadRequests(route: FirstLoadRoute): void {
  for (const r of requestsOf(route)) {
    const url = requestUrl(r);
    const response = fetch(url, { headers: { Accept: 'application/json' } });
    response.catch(() => undefined); // a failure is handled by whoever takes it
    started.set(url, response);
  }
}

/** The response of a request started early, once (then the page fetches again, e.g. on a retry). */
export function takeStartedRequest(url: string): Promise<Response> | undefined {
  const response = started.get(url);
  started.delete(url);
  return response;
}
