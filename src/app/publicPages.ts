// The public pages most visitors land on, and what their first screen needs. The route table
// (routes.tsx) and the entry (main.tsx) share these loaders: on a first load the entry starts the
// page's chunks, catalogues and requests at once, in parallel with the router's chunk, instead of
// after it (one round trip instead of three before the content). Tiny on purpose: part of the entry.
import type { Namespace } from '@/lib/core/i18n';
import { loadOnce } from '@/lib/core/loadOnce';
import { COMPETITION_TABS, paths, type CompetitionTab } from '@/lib/core/paths';
import { circuitsRequest, competitionRequest, competitionSeasonRequest, publicCompetitionsRequest, type ApiRequest } from '@/lib/domain/competitionRequests';
import { categoryKey, seasonCategoriesRequest, seasonEventsRequest, seasonPairRequest, seasonRankingRequest, seasonRequest, shownCategory } from '@/lib/domain/seasonRequests';
import { clubsRequest, kataCatalogueRequest } from '@/lib/domain/registryRequests';
import type { EarlyRequest } from '@/lib/core/earlyRequests';
import { sendSeatExchange } from '@/lib/domain/seatExchange';

export const loadHomePage = loadOnce(() => import('@/features/home/pages/HomePage'));
export const loadLoginPage = () => import('@/features/auth/pages/LoginPage');
export const loadCompetitionsPage = () => import('@/features/competitions/pages/CompetitionsPage');
export const loadCompetitionPage = () => import('@/features/competitions/pages/CompetitionPage');
export const loadCompetitionInfoPage = () => import('@/features/competitions/pages/CompetitionInfoPage');
export const loadSeasonPage = () => import('@/features/seasons/pages/SeasonPage');
export const loadSeasonPairPage = () => import('@/features/seasons/pages/SeasonPairPage');
/** A judge's tablet, opened from a QR code: its bare layout and its page (no site header). */
export const loadJudgePage = () => import('@/features/tablet/pages/JudgePage');
/** A judge's tablet on a first load: its page without the router (./TabletApp.tsx). */
export const loadTabletApp = loadOnce(() => import('./TabletApp'));
export const loadTabletLayout = () => import('./layout/TabletLayout');
/** The layout of every page but the home (header, main landmark, footer). */
export const loadLayout = () => import('./layout/Layout');
/** The router and its route table (every page but the home). */
export const loadRouter = loadOnce(() => import('./AppRouter'));

export type PublicPage =
  | { page: 'home' }
  | { page: 'login' }
  | { page: 'competitions' }
  | { page: 'competition'; id: string; tab: CompetitionTab }
  | { page: 'season'; id: string }
  | { page: 'pair'; id: string; pair: string }
  | { page: 'tablet'; code?: string };

const RECORD_ID = /^[a-z0-9]{15}$/;

function isCompetitionTab(tab: string): tab is CompetitionTab {
  return (COMPETITION_TABS as readonly string[]).includes(tab);
}

/** Pages a first load renders without the router (app/Root.tsx): the home, a judge's tablet. */
export function isStandalone(page: PublicPage | null): page is { page: 'home' } | { page: 'tablet'; code?: string } {
  return page?.page === 'home' || page?.page === 'tablet';
}

/** The public landing page at `pathname`, or null for any other page (the router finds its chunks). */
export function publicPage(pathname: string): PublicPage | null {
  const path = pathname.replace(/\/+$/, '') || paths.home;
  if (path === paths.home || path === '/index.html') return { page: 'home' };
  if (path === paths.login()) return { page: 'login' };
  if (path === paths.competitions) return { page: 'competitions' };
  // /judge and /judge/{code}: a judge's tablet (the entry starts the code's exchange: features/tablet/earlySeat).
  if (path === paths.judge()) return { page: 'tablet' };
  if (path.startsWith(`${paths.judge()}/`) && !path.slice(paths.judge().length + 1).includes('/')) {
    const code = path.slice(paths.judge().length + 1);
    try {
      return { page: 'tablet', code: decodeURIComponent(code) };
    } catch {
      return { page: 'tablet' }; // not a code: the page says so
    }
  }
  // /seasons/{id} and /seasons/{id}/pairs/{pair}: a season's ranking and a pair's season.
  if (path.startsWith(`${paths.publicSeasons}/`)) {
    const [id = '', pairs, pair, ...rest] = path.slice(paths.publicSeasons.length + 1).split('/');
    if (!RECORD_ID.test(id) || rest.length) return null;
    if (pairs === undefined) return { page: 'season', id };
    return pairs === 'pairs' && !!pair ? { page: 'pair', id, pair } : null;
  }
  // /competitions/{id}/{tab?}/{poule?}: a public tab of a competition's page.
  if (!path.startsWith(`${paths.competitions}/`)) return null;
  const [id = '', tab = 'info', ...rest] = path.slice(paths.competitions.length + 1).split('/');
  return rest.length <= 1 && RECORD_ID.test(id) && isCompetitionTab(tab) ? { page: 'competition', id, tab } : null;
}

/** The i18n namespaces of the page (the route table's `ns`), loaded with `common`. */
export function namespacesOf(page: PublicPage | null): Namespace[] {
  switch (page?.page) {
    case 'home':
      return ['common', 'home'];
    case 'login':
      return ['common', 'auth'];
    case 'competitions':
    case 'competition':
      return ['common', 'competitions'];
    case 'season':
    case 'pair':
      return ['common', 'seasons'];
    case 'tablet':
      return ['common', 'results'];
    default:
      return ['common'];
  }
}

/** The page's chunks (the same import() calls as the route table's, so each is fetched once). */
export function chunksOf(page: PublicPage | null): Promise<unknown>[] {
  switch (page?.page) {
    case 'home':
      return [loadHomePage()];
    case 'login':
      return [loadRouter(), loadLayout(), loadLoginPage()];
    case 'competitions':
      return [loadRouter(), loadLayout(), loadCompetitionsPage()];
    case 'competition':
      return [loadRouter(), loadLayout(), loadCompetitionPage(), ...(page.tab === 'info' ? [loadCompetitionInfoPage()] : [])];
    case 'season':
      return [loadRouter(), loadLayout(), loadSeasonPage()];
    case 'pair':
      return [loadRouter(), loadLayout(), loadSeasonPairPage()];
    case 'tablet':
      return [loadTabletApp()];
    default:
      return [loadRouter()];
  }
}

/** The category a season's first screen shows, from its categories' first page (the address may name one). */
function rankingShown(id: string, search: string) {
  return (answer: unknown): ApiRequest | null => {
    const rows = (answer as { items?: { class: string; kata: string }[] }).items ?? [];
    const category = shownCategory([...new Set(rows.map(categoryKey))], new URLSearchParams(search).get('category'));
    return category ? seasonRankingRequest(id, category) : null;
  };
}

/** A judge's tablet opened from its QR code: its code's exchange, sent at once (null on any other page). */
export function seatExchangeOf(page: PublicPage | null) {
  return page?.page === 'tablet' && page.code ? { code: page.code, answer: sendSeatExchange(page.code) } : null;
}

/** The requests of the page's first screen: the routed queries' own (lib/domain/competitionRequests). */
export function requestsOf(page: PublicPage | null, search = ''): EarlyRequest[] {
  if (page?.page === 'competitions') return [publicCompetitionsRequest('current'), publicCompetitionsRequest('past')];
  // The heading (with the season it counts for, so that the link does not wait for the page's code), then the info tab's circuits.
  if (page?.page === 'competition') return [competitionRequest(page.id), competitionSeasonRequest(page.id), ...(page.tab === 'info' ? [circuitsRequest(page.id)] : [])];
  // The heading and the events (rendered together: nothing moves when they arrive); the ranking's
  // categories, then the rows of the one shown; the clubs' names on the rows.
  if (page?.page === 'season') return [seasonRequest(page.id), seasonEventsRequest(page.id), { ...seasonCategoriesRequest(page.id), next: rankingShown(page.id, search) }, clubsRequest()];
  if (page?.page === 'pair') return [seasonRequest(page.id), seasonEventsRequest(page.id), seasonPairRequest(page.id, page.pair), clubsRequest()];
  // A judge's tablet names the couples' clubs and the kata (its seat's reads: features/tablet/earlySeat).
  if (page?.page === 'tablet') return [clubsRequest(), kataCatalogueRequest()];
  return [];
}
