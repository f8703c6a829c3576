// The router re-runs its guards whenever the session changes (login, logout, expiry on refresh). A
// deliberate switch of the session (impersonation starting or stopping) changes who is logged in while
// the page of the previous session is still on screen: there the guards must not run, or the guard of
// that page (the admin's users list) greets the new user with "no access" before the switch navigates
// to where that user lands.
import { pb } from './pocketbase';

let depth = 0;

/** Runs `fn` (which ends by navigating) with the guards' re-run on session changes held back. */
export async function switchingSession<T>(fn: () => Promise<T>): Promise<T> {
  depth += 1;
  try {
    return await fn();
  } finally {
    depth -= 1;
  }
}

/** Re-runs the router's guards on every session change except a deliberate switch; returns the unsubscribe. */
export function revalidateOnSessionChange(router: { revalidate: () => unknown }): () => void {
  return pb.authStore.onChange(() => {
    if (depth === 0) void router.revalidate();
  });
}
