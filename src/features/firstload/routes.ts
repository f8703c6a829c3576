// First-load pages (weight and Lighthouse budgets): the public pages most visitors land on
// are first rendered without the router, PrimeReact, TanStack Query and the PocketBase SDK, like the
// home. The routed app is then loaded in the background and takes over when it is ready (see
// takeover.ts), showing the same page. Safe to import from the entry: no heavy imports here.
import type { Namespace } from '@/lib/i18n';
import { COMPETITION_TABS, paths, type CompetitionTab } from '@/lib/paths';

export type FirstLoadRoute =
  | { page: 'home' }
  | { page: 'login' }
  | { page: 'competitions' }
  | { page: 'competition'; id: string; tab: CompetitionTab };

const RECORD_ID = /^[a-z0-9]{15}$/;

function isCompetitionTab(tab: string): tab is CompetitionTab {
  return (COMPETITION_TABS as readonly string[]).includes(tab);
}

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
  const path = pathname.replace(/\/+$/, '') || paths.home;
  if (path === paths.home || path === '/index.html') return { page: 'home' };
  if (signedIn) return null;
  if (path === paths.login()) return { page: 'login' };
  if (path === paths.competitions) return { page: 'competitions' };
  // /competitions/{id}/{tab?}/{poule?}: a public tab of a competition's page.
  if (!path.startsWith(`${paths.competitions}/`)) return null;
  const [id = '', tab = 'info', ...rest] = path.slice(paths.competitions.length + 1).split('/');
  return rest.length <= 1 && RECORD_ID.test(id) && isCompetitionTab(tab) ? { page: 'competition', id, tab } : null;
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
