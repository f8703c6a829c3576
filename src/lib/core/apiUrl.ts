// URLs of the API for the clients that run before (or without) the PocketBase SDK: the home and the
// entry's early requests use plain fetch. Query strings are written as the SDK writes them
// (encodeURIComponent, in the given order), so that a request made here and the SDK's request for the
// same data have the same URL (one entry in the service worker's cache, one started early and taken).
// No imports: part of the entry chunk.

const BASE = (import.meta.env.VITE_PB_URL || '').replace(/\/+$/, '');

/** The query string of `params` as the SDK's serializeQueryParams writes it ("" when empty). */
export function queryString(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
}

/** Absolute URL of an API path on the configured PocketBase (same origin by default). */
export function apiUrl(path: string, params: Record<string, string> = {}): string {
  const url = new URL(`${BASE}${path}`, window.location.href).toString();
  const query = queryString(params);
  return query ? `${url}?${query}` : url;
}

/** URL of a public file (optionally a thumbnail size defined in the schema). */
export function fileUrl(record: { collectionId: string; id: string }, file: string, thumb?: string): string {
  return apiUrl(`/api/files/${record.collectionId}/${record.id}/${encodeURIComponent(file)}`, thumb ? { thumb } : {});
}
