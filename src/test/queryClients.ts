import type { QueryClient } from '@tanstack/react-query';
import { queryClient as defaultQueryClient } from '@/lib/core/queryClient';

// The query clients of the rendered routes: unmounting a page does not stop its queries, so a
// fetch still paused or waiting for a retry would go out during the next test, where no handler
// of this one answers it and the next test fails for it (seen: the verification page's settings).
export const liveClients = new Set<QueryClient>();

/** Cancels every query of the tests' clients (their fetches never start) and forgets them. */
export async function disposeQueryClients(): Promise<void> {
  const clients = [...liveClients, defaultQueryClient];
  liveClients.clear();
  await Promise.all(clients.map((c) => c.cancelQueries()));
  clients.forEach((c) => c.clear());
}
