// The service worker's cache of data answers (vite.config.ts, runtime caching). It holds what the
// signed-in user read, their own enrolments included, so it is dropped when the session ends: on a
// shared phone at the venue the next person must not find it offline.

/** Name of the Workbox runtime cache of API answers. */
export const OFFLINE_DATA_CACHE = 'kp-data';

/** Drops the saved answers (no-op where the Cache API is missing, e.g. plain http or old browsers). */
export async function forgetOfflineData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(OFFLINE_DATA_CACHE).catch(() => false);
}
