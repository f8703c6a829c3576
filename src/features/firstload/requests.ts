// The requests of the first-load pages, started by the entry (main.tsx) at once, in parallel with the
// download of the page's code and catalogues instead of after it: one round trip less before the
// content (Lighthouse's LCP on a phone). Each is the request the routed app's query makes (same path
// and parameters, see api.ts), keyed by that query's key. Tiny and import-free on purpose (entry).
import { FULL_LIST_BATCH, PAGE_SIZE } from '@/lib/constants';
import { PUBLIC_FILTERS } from '@/features/competitions/publicFilters';
import type { FirstLoadRoute } from './routes';

export interface FirstLoadRequest {
  /** The routed app's TanStack Query key for this data. */
  key: readonly unknown[];
  path: string;
  params: Record<string, string>;
}

const BASE = (import.meta.env.VITE_PB_URL || '').replace(/\/+$/, '');

export function requestUrl({ path, params }: Pick<FirstLoadRequest, 'path' | 'params'>): string {
  const url = new URL(`${BASE}${path}`, window.location.href);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

/** competitions/api.ts usePublicCompetitions(scope, '', 1). */
export function publicCompetitionsRequest(scope: 'current' | 'past'): FirstLoadRequest {
  return {
    key: ['competitions', 'public', scope, '', 1],
    path: '/api/collections/competitions/records',
    params: {
      page: '1',
      perPage: String(scope === 'current' ? FULL_LIST_BATCH : PAGE_SIZE),
      filter: `(${PUBLIC_FILTERS[scope]})`,
      sort: scope === 'current' ? 'date,name' : '-date,name',
    },
  };
}

const PERSON_FIELDS = ['id', 'name', 'username'];
const EXPAND_FIELDS = ['*', ...['organizers', 'commissioners'].flatMap((rel) => PERSON_FIELDS.map((f) => `expand.${rel}.${f}`))].join(',');

/** competitions/api.ts useCompetition(id). */
export function competitionRequest(id: string): FirstLoadRequest {
  return {
    key: ['competitions', 'one', id],
    path: `/api/collections/competitions/records/${encodeURIComponent(id)}`,
    params: { expand: 'organizers,commissioners', fields: EXPAND_FIELDS },
  };
}

/** competitions/api.ts useCircuits(id), one batch (the routed query reads the items). */
export function circuitsRequest(competitionId: string): FirstLoadRequest {
  return {
    key: ['circuits', competitionId],
    path: '/api/collections/circuits/records',
    params: { page: '1', perPage: String(FULL_LIST_BATCH), skipTotal: '1', filter: `competition = "${competitionId.replace(/[^a-z0-9]/g, '')}"`, sort: 'order,name' },
  };
}

function requestsOf(route: FirstLoadRoute): FirstLoadRequest[] {
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
