// Data of the public home, fetched with plain fetch: the home is rendered before the router, TanStack
// Query and the PocketBase SDK are loaded (weight budget, app/bundle.test.ts), so it cannot use them.
// Requests carry no Authorization header: the home shows what the public sees.
import { ensureOk } from '@/lib/errors';

const BASE = (import.meta.env.VITE_PB_URL || '').replace(/\/+$/, '');

/** Absolute URL of an API path on the configured PocketBase (same origin by default). */
export function apiUrl(path: string, params: Record<string, string> = {}): string {
  const url = new URL(`${BASE}${path}`, window.location.href);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

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

// Same rule as the "upcoming and current" list of the competitions page (features/competitions/model.ts).
const CURRENT =
  'status != "draft" && (status = "accreditation" || status = "ongoing" || (status != "archived" && (date >= @todayStart || endDate >= @todayStart)))';

async function getItems<T>(collection: string, params: Record<string, string>, signal?: AbortSignal): Promise<T[]> {
  const res = await ensureOk(await fetch(apiUrl(`/api/collections/${collection}/records`, { ...params, skipTotal: '1' }), { signal, headers: { Accept: 'application/json' } }));
  const body = (await res.json()) as { items?: T[] };
  return body.items ?? [];
}

export function fetchNextCompetitions(limit = 3): Promise<HomeCompetition[]> {
  return getItems<HomeCompetition>('competitions', {
    perPage: String(limit),
    sort: 'date,name',
    filter: CURRENT,
    fields: 'id,collectionId,name,date,endDate,location,logo,status',
  });
}

export function fetchPartners(): Promise<HomePartner[]> {
  return getItems<HomePartner>('partners', { perPage: '24', sort: 'order,name', fields: 'id,collectionId,name,logo,url' });
}

/** URL of a public file (optionally a thumbnail size defined in the schema). */
export function fileUrl(record: { collectionId: string; id: string }, file: string, thumb?: string): string {
  return apiUrl(`/api/files/${record.collectionId}/${record.id}/${encodeURIComponent(file)}`, thumb ? { thumb } : {});
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
