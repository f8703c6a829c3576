// Realtime subscriptions a test puts in place when it chooses, and the query keys a view refreshes:
// for the views that must read again once their subscriptions are in place.
import { vi } from 'vitest';
import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type PocketBase from 'pocketbase';
import { pb } from '@/lib/core/pocketbase';

/** Holds every subscription of `client` pending; call the returned `settle()` to put them all in place. */
export function deferSubscriptions(client: PocketBase = pb) {
  const pending: Array<() => void> = [];
  vi.stubGlobal('EventSource', class {});
  vi.spyOn(client.realtime, 'subscribe').mockImplementation(() => new Promise((resolve) => pending.push(() => resolve(async () => undefined))));
  return { count: () => pending.length, settle: () => pending.splice(0).forEach((s) => s()) };
}

/** The query keys invalidated on `qc` from now on, in order. */
export function invalidatedKeys(qc: QueryClient) {
  const spy = vi.spyOn(qc, 'invalidateQueries');
  return () => spy.mock.calls.map(([filters]) => (filters as { queryKey: unknown }).queryKey);
}

export function queryWrapper(qc: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
}
