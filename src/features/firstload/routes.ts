// First-load pages (weight and Lighthouse budgets): the public pages most visitors land on
// are first rendered without the router, PrimeReact, TanStack Query and the PocketBase SDK, like the
// home. The routed app is then loaded in the background and takes over when it is ready (see
// takeover.ts), showing the same page. Safe to import from the entry: no heavy imports here.
import type { Namespace } from '@/lib/i18n';

export type FirstLoadRoute =
  | { page: 'home' }
  | { page: 'login' }
  | { page: 'competitions' }
  | { page: 'competition'; id: string; tab: string };

const RECORD_ID = /^[a-z0-9]{15}$/;
const COMPETITION_TABS = new Set(['info', 'documents', 'draws', 'results', 'leaderboard']);

/** A signed-in visitor (the SDK's stored session) gets the routed app at once: its header shows the user's menu. */
export function hasStoredSession(): boolean {
  try {
    return !!window.localStorage.getItem('pocketbase_auth');
  } catch {
    return false;
  }
}

/** The first-load page for a path, or null when the routed app must render it. */
export function firstLoadRoute(pathname: string, signedIn = hasStoredSession()): FirstLoadRoute | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/' || path === '/index.html') return { page: 'home' };
  if (signedIn) return null;
  if (path === '/login') return { page: 'login' };
  if (path === '/competitions') return { page: 'competitions' };
  const m = /^\/competitions\/([^/]+)(?:\/([^/]+)(?:\/[^/]+)?)?$/.exec(path);
  if (m && RECORD_ID.test(m[1] as string) && COMPETITION_TABS.has(m[2] ?? 'info')) return { page: 'competition', id: m[1] as string, tab: m[2] ?? 'info' };
  return null;
}

/** The i18n namespaces each first-load page needs (loaded in parallel with its code). */
export function firstLoadNamespaces(route: FirstLoadRoute): Namespace[] {
  switch (route.page) {
    case 'home':
      return ['common', 'home'];
    case 'login':
      return ['common', 'auth'];
    default:
      return ['common', 'competitions'];
  }
}
