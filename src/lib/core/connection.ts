// Connection to the server: when PocketBase cannot be reached or the realtime stream
// drops, the SPA says so (ConnectionBanner), keeps probing with the same back-off as the SDK's
// realtime reconnect (200 → 2000 ms), and once the server answers again (or the stream is back)
// calls onRecovered — the wiring (connectionWatch.ts) refetches the active queries there, so that
// pages that failed to load recover and live views catch up on what happened while they were
// disconnected, without a reload. Forms keep their values: nothing here touches them.
//
// No SDK or query-library import: the monitor is plain state plus a timer, tested with fake timers.
import { useSyncExternalStore } from 'react';

export interface ConnectionState {
  /** 'offline' after a request failed without any answer, until the server answers again. */
  http: 'online' | 'offline';
  /** 'reconnecting' after the realtime stream dropped while subscribed, until it is back. */
  realtime: 'online' | 'reconnecting';
}

export interface ConnectionDeps {
  /** true when the server answers (GET /api/health). */
  health(): Promise<boolean>;
  /** true when the realtime stream is connected again. */
  realtimeConnected(): boolean;
  /** Called once per recovery. */
  onRecovered(): void;
}

/** Probe delays while the server is unreachable: the SDK's realtime back-off. */
export const PROBE_DELAYS_MS = [200, 300, 500, 1000, 1200, 1500, 2000] as const;
/** While only the stream is down, how often to look whether the SDK has reconnected it. */
export const REALTIME_POLL_MS = 200;

const ONLINE: ConnectionState = { http: 'online', realtime: 'online' };
let state: ConnectionState = ONLINE;
let deps: ConnectionDeps | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let attempt = 0;
const listeners = new Set<() => void>();

function set(next: ConnectionState) {
  if (next.http === state.http && next.realtime === state.realtime) return;
  state = next.http === 'online' && next.realtime === 'online' ? ONLINE : next;
  listeners.forEach((l) => l());
}

export function getConnection(): ConnectionState {
  return state;
}

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConnection(): ConnectionState {
  return useSyncExternalStore(subscribeConnection, getConnection, getConnection);
}

export function configureConnection(d: ConnectionDeps | null): void {
  deps = d;
}

function schedule() {
  if (timer !== undefined || !deps) return;
  const delay = state.http === 'offline' ? PROBE_DELAYS_MS[Math.min(attempt, PROBE_DELAYS_MS.length - 1)]! : REALTIME_POLL_MS;
  attempt++;
  timer = setTimeout(() => void probe(), delay);
}

async function probe() {
  timer = undefined;
  if (!deps) return;
  let recovered = false;
  if (state.http === 'offline' && (await deps.health().catch(() => false))) {
    set({ ...state, http: 'online' });
    recovered = true;
  }
  if (state.realtime === 'reconnecting' && deps.realtimeConnected()) {
    set({ ...state, realtime: 'online' });
    recovered = true;
  }
  if (recovered) deps.onRecovered();
  if (state === ONLINE) attempt = 0;
  else schedule();
}

/** A request failed without an answer ('http') or the realtime stream dropped ('realtime'). */
export function reportOffline(kind: 'http' | 'realtime'): void {
  set(kind === 'http' ? { ...state, http: 'offline' } : { ...state, realtime: 'reconnecting' });
  schedule();
}

/** Any answer from the server: it is reachable again (recovers at once, without waiting for a probe). */
export function reportReachable(): void {
  if (state.http === 'online') return;
  set({ ...state, http: 'online' });
  if (state === ONLINE) {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    attempt = 0;
  }
  deps?.onRecovered();
}

/** For tests: back to online, no timer, no deps. */
export function resetConnection(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  attempt = 0;
  deps = null;
  set(ONLINE);
}
