// The TanStack Query client. Failed queries and mutations show the error toast automatically:
//   useQuery({ ..., meta: { errorSummary: 'loadFailed' } })      // default for queries
//   useMutation({ ..., meta: { errorSummary: 'createFailed' } }) // default for mutations: 'saveFailed'
//   meta: { silent: true }                                        // handle errors yourself
// A successful mutation dismisses the error toasts (lib/core/toast.ts): they no longer stand.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { asHttpError, isAutoCancelled, showError, type ErrorSummary } from './errors';
import { reportOffline } from './connection';
import { dismissErrors } from './toast';

export interface ErrorMeta extends Record<string, unknown> {
  errorSummary?: ErrorSummary;
  silent?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorMeta;
    mutationMeta: ErrorMeta;
  }
}

/** A request that got no answer at all: the server (or the network) is down. */
function noteUnreachable(error: unknown) {
  if (asHttpError(error)?.status === 0 && !isAutoCancelled(error)) reportOffline('http');
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  const http = asHttpError(error);
  if (http && http.status >= 400 && http.status < 500) return false; // client errors do not heal
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        noteUnreachable(error);
        if (query.meta?.silent) return;
        showError(error, query.meta?.errorSummary ?? 'loadFailed');
      },
    }),
    mutationCache: new MutationCache({
      // A change went through: the errors of earlier attempts no longer stand.
      onSuccess: () => dismissErrors(),
      onError: (error, _variables, _context, mutation) => {
        noteUnreachable(error);
        if (mutation.meta?.silent) return;
        showError(error, mutation.meta?.errorSummary ?? 'saveFailed');
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * Makes the queries under `queryKey` show the server's state after a change: cancels their fetches
 * still in flight, then refetches. Invalidation alone is not enough: a fetch of a new key (a new
 * search, still showing the previous page's data as a placeholder) that started before the change
 * is not restarted by TanStack Query, so its answer — read before the change — would win and the
 * list would show the old state until the next refresh.
 */
export async function refreshQueries(client: QueryClient, queryKey: readonly unknown[]): Promise<void> {
  await client.cancelQueries({ queryKey });
  await client.invalidateQueries({ queryKey });
}
