// Session helpers over the PocketBase auth store. A session is valid when the store holds an unexpired
// token of a `users` record.
import { useSyncExternalStore } from 'react';
import { pb } from './pocketbase';
import type { User } from './types';
import { useImpersonation } from './impersonationStore';
import { queryClient } from './queryClient';
import { navigate } from './navigation';
import { paths } from './paths';
import { asHttpError } from './errors';
import { forgetOfflineData } from './offlineCache';

let cacheKey = '';
let cachedUser: User | null = null;

/**
 * The signed-in user, or null when there is no valid session. The SDK's LocalAuthStore parses
 * localStorage on every read, so the result is memoised (stable identity for useSyncExternalStore).
 */
export function currentUser(): User | null {
  if (!pb.authStore.isValid) return null;
  const record = pb.authStore.record;
  if (!record || record.collectionName !== 'users') return null;
  const key = `${pb.authStore.token}|${JSON.stringify(record)}`;
  if (key !== cacheKey) {
    cacheKey = key;
    cachedUser = record as unknown as User;
  }
  return cachedUser;
}

function subscribe(onChange: () => void): () => void {
  return pb.authStore.onChange(() => onChange());
}

/** React hook: the signed-in user (re-renders on login, logout, refresh, impersonation). */
export function useSession(): User | null {
  return useSyncExternalStore(subscribe, currentUser, currentUser);
}

/** Logout: go home, clear the session, the impersonation stack, cached data and the offline copies. */
export async function logout(): Promise<void> {
  await navigate(paths.home);
  useImpersonation.getState().clear();
  pb.authStore.clear();
  pb.realtime.unsubscribe().catch(() => {});
  queryClient.clear();
  await forgetOfflineData();
}

/** Refreshes the token and record on load; an invalid or expired session is cleared. */
export async function refreshSession(): Promise<void> {
  if (!pb.authStore.token) return;
  if (!pb.authStore.isValid) {
    pb.authStore.clear();
    await forgetOfflineData();
    return;
  }
  try {
    await pb.collection('users').authRefresh();
  } catch (error) {
    const http = asHttpError(error);
    if (http && [401, 403, 404].includes(http.status)) {
      pb.authStore.clear();
      await forgetOfflineData();
    }
  }
}
