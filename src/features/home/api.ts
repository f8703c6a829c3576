// Data of the public home, fetched with plain fetch: the home is rendered before the router, TanStack
// Query and the PocketBase SDK are loaded (weight budget, app/bundle.test.ts), so it cannot use them.
// Requests carry no Authorization header: the home shows what the public sees.
import { ensureOk } from '@/lib/core/errors';
import { apiUrl } from '@/lib/core/apiUrl';
import { PUBLIC_FILTERS } from '@/lib/domain/competitionRequests';

export { fileUrl } from '@/lib/core/apiUrl';

export interface HomeCompetition {
  id: string;
  collectionId: string;
  name: string;
  date: string;
  endDate: string;
  location: string;
  logo: string;
  status: string;
}

export interface HomePartner {
  id: string;
  collectionId: string;
  name: string;
  logo: string;
  url: string;
}

async function getItems<T>(collection: string, params: Record<string, string>, signal?: AbortSignal): Promise<T[]> {
  const res = await ensureOk(await fetch(apiUrl(`/api/collections/${collection}/records`, { ...params, skipTotal: '1' }), { signal, headers: { Accept: 'application/json' } }));
  const body = (await res.json()) as { items?: T[] };
  return body.items ?? [];
}

export function fetchNextCompetitions(limit = 3): Promise<HomeCompetition[]> {
  return getItems<HomeCompetition>('competitions', {
    perPage: String(limit),
    sort: 'date,name',
    filter: PUBLIC_FILTERS.current,
    fields: 'id,collectionId,name,date,endDate,location,logo,status',
  });
}

export function fetchPartners(): Promise<HomePartner[]> {
  return getItems<HomePartner>('partners', { perPage: '24', sort: 'order,name', fields: 'id,collectionId,name,logo,url' });
}

const cache = new Map<string, { at: number; promise: Promise<unknown> }>();

/**
 * One promise per key for React's use(): the same promise while the home stays mounted, a fresh one
 * after `ttlMs` (the next visit of the home) or after a failure.
 */
export function cachedLoad<T>(key: string, load: () => Promise<T>, ttlMs = 60_000): Promise<T> {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < ttlMs) return hit.promise as Promise<T>;
  const promise = load();
  cache.set(key, { at: Date.now(), promise });
  promise.catch(() => cache.delete(key));
  return promise;
}

/** For tests. */
export function clearHomeCache(): void {
  cache.clear();
}
