// Offline tolerance: registers the service worker (built by vite-plugin-pwa/Workbox, see
// vite.config.ts) and keeps what the page must say when it shows saved data: the worker posts
// { type: 'kp-offline-data', at } whenever it answers a data request from its cache (the network
// failed). `offlineSince` is then the time of the saved data; "online" clears it. Tiny and
// dependency-free: it is part of the first load.
import { useSyncExternalStore } from 'react';

let savedAt: number | null = null;
const listeners = new Set<() => void>();

function set(next: number | null) {
  if (next === savedAt) return;
  savedAt = next;
  listeners.forEach((l) => l());
}

/** The time (ms) of the saved data the page shows, or null while the data is live. */
export function offlineDataAt(): number | null {
  return savedAt;
}

export function useOfflineDataAt(): number | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    offlineDataAt,
    offlineDataAt,
  );
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (e: MessageEvent<{ type?: string; at?: string }>) => {
    if (e.data?.type !== 'kp-offline-data') return;
    const at = Date.parse(e.data.at ?? '');
    // The oldest saved answer on the page decides the time shown.
    set(Number.isNaN(at) ? (savedAt ?? Date.now()) : Math.min(at, savedAt ?? at));
  });
  window.addEventListener('online', () => set(null));
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
