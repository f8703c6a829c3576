// THE route table: every public and reserved route with its allowed roles and title key. The paths
// themselves are written in lib/core/paths.ts, where links build their URLs from the same patterns.
// Titles are keys of the `common` namespace; pages load their own namespace (`ns`) with the chunk.
// A route with `roles` is guarded (see guard.ts). Every page is a lazily loaded chunk.
import type { ComponentType } from 'react';
import { useParams, type RouteObject } from 'react-router-dom';
import { i18n, type Namespace } from '@/lib/core/i18n';
import type { Role } from '@/lib/core/types';
import { ADMIN_ROLES, ALL_ROLES, OFFICIAL_ROLES, ORGANIZER_ROLES } from '@/lib/domain/permissions';
import { competitionPatterns, routePatterns } from '@/lib/core/paths';
import { loadPrimeTheme } from '@/lib/core/loadPrimeTheme';
import { guardLoader } from './guard';
import { loadCompetitionInfoPage, loadCompetitionPage, loadCompetitionsPage, loadHomePage, loadJudgePage, loadLayout, loadLoginPage, loadSeasonPage, loadSeasonPairPage, loadTabletLayout } from './publicPages';
import RootRoute from './RootRoute';
import { preloadToasts } from './ToastHost';
import RouteErrorPage from './RouteErrorPage';
import { Loading } from '@/components/Loading';

type PageModule = { default: ComponentType };

export interface AppRoute {
  /** Absolute path for top-level routes ("/reserved/users"); relative for children ("draws/:tabelem?"). */
  path?: string;
  index?: boolean;
  /** common:titles.<key>; no title → the product name only. */
  title?: string;
  /** Allowed roles; undefined = public. */
  roles?: readonly Role[];
  /**
   * The permission-matrix row (scripts/permission-matrix.mjs, "collection op") whose allowed actors this
   * route's roles must equal: a page whose every action the server refuses is not offered (a test compares).
   */
  allowedBy?: string;
  /** Reachable by logged-in users whose email is not verified yet. */
  allowUnverified?: boolean;
  /** Namespaces loaded together with the page chunk. */
  ns?: readonly Namespace[];
  page: () => Promise<PageModule>;
  /**
   * Paints without PrimeReact and its full theme (the public landing pages: prime-public.css styles the
   * classes they write; their lazy PrimeReact parts load the theme themselves). Every other page
   * loads lib/core/primeTheme with its chunk.
   */
  light?: true;
  /** The home page and the venue screen have no layout; a judge's tablet has the bare tablet layout. */
  layout?: false | 'tablet';
  children?: readonly AppRoute[];
}

export const ROUTES: readonly AppRoute[] = [
  // Public
  { path: routePatterns.home, layout: false, light: true, ns: ['home'], page: loadHomePage },
  { path: routePatterns.login, title: 'titles.login', light: true, ns: ['auth'], page: loadLoginPage },
  { path: routePatterns.register, title: 'titles.register', ns: ['auth'], page: () => import('@/features/auth/pages/RegisterPage') },
  // A judge's tablet: opened with a seat code, no user login (pb_hooks/judges.pb.js).
  { path: routePatterns.judge, layout: 'tablet', light: true, title: 'titles.judge', ns: ['results'], page: () => loadJudgePage().then(({ default: Page }) => ({ default: judgeRoute(Page) })) },
  { path: routePatterns.privacyPolicy, title: 'titles.privacyPolicy', ns: ['auth'], page: () => import('@/features/auth/pages/PrivacyPolicyPage') },
  {
    path: routePatterns.requestPasswordReset,
    title: 'titles.requestPasswordReset',
    ns: ['auth'],
    page: () => import('@/features/auth/pages/RequestPasswordResetPage'),
  },
  {
    path: routePatterns.verificationNeeded,
    title: 'titles.verificationNeeded',
    roles: ALL_ROLES,
    allowUnverified: true,
    ns: ['auth'],
    page: () => import('@/features/auth/pages/VerificationNeededPage'),
  },
  {
    path: routePatterns.emailVerification,
    title: 'titles.emailVerification',
    ns: ['auth'],
    page: () => import('@/features/auth/pages/EmailVerificationPage'),
  },
  { path: routePatterns.emailChange, title: 'titles.emailChange', ns: ['auth'], page: () => import('@/features/auth/pages/EmailChangePage') },
  { path: routePatterns.passwordReset, title: 'titles.passwordReset', ns: ['auth'], page: () => import('@/features/auth/pages/PasswordResetPage') },
  { path: routePatterns.signInWithCode, title: 'titles.signInWithCode', ns: ['auth'], page: () => import('@/features/auth/pages/SignInWithCodePage') },
  { path: routePatterns.competitions, title: 'titles.competitions', light: true, ns: ['competitions'], page: loadCompetitionsPage },
  {
    path: routePatterns.competition,
    title: 'titles.competition',
    light: true,
    ns: ['competitions'],
    page: loadCompetitionPage,
    // {tab?}/{tabelem?}: the tabs of the public competition page, addressed by the URL.
    children: [
      { index: true, light: true, ns: ['competitions'], page: loadCompetitionInfoPage },
      { path: competitionPatterns.info, light: true, ns: ['competitions'], page: loadCompetitionInfoPage },
      { path: competitionPatterns.documents, ns: ['documents'], page: () => import('@/features/documents/pages/CompetitionDocumentsPage') },
      { path: competitionPatterns.draws, ns: ['results'], page: () => import('@/features/board/pages/DrawsPage') },
      { path: competitionPatterns.results, ns: ['results'], page: () => import('@/features/board/pages/ResultsPage') },
      { path: competitionPatterns.leaderboard, ns: ['results'], page: () => import('@/features/board/pages/LeaderboardPage') },
      // The officials' screens of the competition (reached from its draws and results tabs and the
      // commissioner's dashboard). Drawing, publishing and deleting poules is for organizers and admins.
      {
        path: competitionPatterns.drawManager,
        roles: ORGANIZER_ROLES,
        allowedBy: 'poules update',
        ns: ['results'],
        page: () => import('@/features/officiating/pages/DrawManagerPage'),
      },
      {
        path: competitionPatterns.scoring,
        roles: OFFICIAL_ROLES,
        allowedBy: 'evaluations create',
        ns: ['results'],
        page: () => import('@/features/officiating/pages/ScoringPage'),
      },
      {
        path: competitionPatterns.supervisor,
        roles: OFFICIAL_ROLES,
        allowedBy: 'evaluations returned',
        ns: ['results'],
        page: () => import('@/features/officiating/pages/SupervisorPage'),
      },
      {
        path: competitionPatterns.judgeRanking,
        roles: OFFICIAL_ROLES,
        allowedBy: 'judges consistency',
        ns: ['results'],
        page: () => import('@/features/judges/pages/JudgeRankingPage'),
      },
      // A couple's judges' sheets: public once validated, like its judges' totals (the evaluations' rules).
      // A poule's pre-filled paper forms and its couples' judges' sheets (public: nothing the draw does not show).
      { path: competitionPatterns.paperForms, title: 'titles.paperForms', ns: ['results'], page: () => import('@/features/officiating/pages/PaperFormsPage') },
      { path: competitionPatterns.judgesSheets, title: 'titles.judgesSheets', ns: ['results'], page: () => import('@/features/officiating/pages/JudgesSheetsPage') },
      { path: '*', title: 'titles.notFound', page: () => import('./pages/NotFoundPage') },
    ],
  },
  // The hall's TV: full screen, no menu, no controls (docs/ARCHITECTURE.md "Running order and live times").
  { path: routePatterns.venueScreen, layout: false, title: 'titles.venueScreen', ns: ['venue', 'results'], page: () => import('@/features/venue/pages/VenueScreenPage') },
  // A tatami's stream overlay for OBS or vMix: a transparent page, nothing but the lower third.
  { path: routePatterns.streamOverlay, layout: false, title: 'titles.streamOverlay', ns: ['venue', 'results'], page: () => import('@/features/venue/pages/StreamOverlayPage') },
  { path: routePatterns.documents, title: 'titles.documents', ns: ['documents'], page: () => import('@/features/documents/pages/DocumentsPage') },
  { path: routePatterns.partners, title: 'titles.partners', ns: ['home'], page: () => import('@/features/home/pages/PartnersPage') },

  // Reserved
  { path: routePatterns.reserved, title: 'titles.dashboard', roles: ALL_ROLES, ns: ['dashboard', 'competitions'], page: () => import('@/features/dashboard/pages/DashboardPage') },
  { path: routePatterns.profile, title: 'titles.profile', roles: ALL_ROLES, ns: ['profile'], page: () => import('@/features/profile/pages/ProfilePage') },
  { path: routePatterns.registry, title: 'titles.registry', roles: ALL_ROLES, ns: ['registry'], page: () => import('@/features/registry/pages/RegistryPage') },
  {
    path: routePatterns.enrolments,
    title: 'titles.enrolments',
    roles: ALL_ROLES,
    ns: ['enrolments'],
    page: () => import('@/features/enrolments/pages/EnrolmentsPage'),
  },
  {
    path: routePatterns.accreditationCard,
    title: 'titles.accreditationCard',
    roles: ALL_ROLES,
    ns: ['enrolments'],
    page: () => import('@/features/enrolments/pages/AccreditationCardPage'),
  },
  {
    path: routePatterns.desk,
    title: 'titles.competitionEnrolments',
    roles: ALL_ROLES,
    ns: ['desk', 'enrolments'],
    page: () => import('@/features/desk/pages/DeskPage'),
  },
  { path: routePatterns.issues, title: 'titles.issues', roles: ALL_ROLES, ns: ['issues'], page: () => import('@/features/issues/pages/IssuesPage') },
  { path: routePatterns.issue, title: 'titles.issue', roles: ALL_ROLES, ns: ['issues'], page: () => import('@/features/issues/pages/IssuePage') },
  {
    path: routePatterns.reservedCompetitions,
    title: 'titles.reservedCompetitions',
    roles: OFFICIAL_ROLES,
    ns: ['competitions'],
    page: () => import('@/features/competitions/pages/ReservedCompetitionsPage'),
  },
  {
    path: routePatterns.clubs,
    title: 'titles.clubs',
    roles: ADMIN_ROLES,
    allowedBy: 'clubs create',
    ns: ['registry'],
    page: () => import('@/features/registry/pages/ClubsPage'),
  },
  {
    path: routePatterns.kataSheets,
    title: 'titles.kataSheets',
    roles: ADMIN_ROLES,
    ns: ['katasheets'],
    page: () => import('@/features/katasheets/pages/KataSheetsPage'),
  },
  {
    path: routePatterns.seasons,
    title: 'titles.seasons',
    roles: ADMIN_ROLES,
    allowedBy: 'seasons create',
    ns: ['seasons'],
    page: () => import('@/features/seasons/pages/SeasonsAdminPage'),
  },
  // The public seasons and how a season ranks pairs (reached from the menu, the home and the footer).
  { path: routePatterns.publicSeasons, title: 'titles.publicSeasons', ns: ['seasons'], page: () => import('@/features/seasons/pages/SeasonsPage') },
  { path: routePatterns.seasonGuide, title: 'titles.seasonGuide', ns: ['seasons'], page: () => import('@/features/seasons/pages/SeasonGuidePage') },
  // The officials' guide to the competition day: public, so it can be read before the day on any
  // device; it cites the officials' screens' buttons through their own catalogues, loaded with it.
  {
    path: routePatterns.dayGuide,
    title: 'titles.dayGuide',
    ns: ['guide', 'results', 'desk', 'dashboard', 'competitions'],
    page: () => import('@/features/guide/pages/DayGuidePage'),
  },
  // A season's public page (a private season answers "not found" to all but admins).
  { path: routePatterns.season, title: 'titles.season', light: true, ns: ['seasons'], page: loadSeasonPage },
  // One pair's season and a season's club, nation and medal tables (public like the season).
  { path: routePatterns.seasonPair, title: 'titles.seasonPair', light: true, ns: ['seasons'], page: loadSeasonPairPage },
  { path: routePatterns.seasonTables, title: 'titles.seasonTables', ns: ['seasons'], page: () => import('@/features/seasons/pages/SeasonTablesPage') },
  // A kata's blank scoring form, the paper fallback of a tablet (kata sheets are public).
  { path: routePatterns.blankForm, title: 'titles.blankForm', ns: ['katasheets'], page: () => import('@/features/katasheets/pages/BlankFormPage') },
  {
    path: routePatterns.reservedDocuments,
    title: 'titles.reservedDocuments',
    roles: OFFICIAL_ROLES,
    ns: ['documents'],
    page: () => import('@/features/documents/pages/ReservedDocumentsPage'),
  },
  {
    path: routePatterns.allJudgesRanking,
    title: 'titles.judgeRanking',
    roles: ADMIN_ROLES,
    allowedBy: 'judges consistency all',
    ns: ['results'],
    page: () => import('@/features/judges/pages/AllJudgesRankingPage'),
  },
  // A judge's own page: any account; the server answers the judge linked to it, or none.
  { path: routePatterns.myJudging, title: 'titles.myJudging', roles: ALL_ROLES, ns: ['results'], page: () => import('@/features/judges/pages/MyJudgingPage') },
  { path: routePatterns.users, title: 'titles.users', roles: OFFICIAL_ROLES, ns: ['users'], page: () => import('@/features/users/pages/UsersPage') },
  { path: routePatterns.audit, title: 'titles.audit', roles: OFFICIAL_ROLES, ns: ['audit'], page: () => import('@/features/audit/pages/AuditPage') },
];

/**
 * The judge's tablet under the router: the seat code from the address. The page itself runs without
 * react-router (a first load of /judge renders it alone: app/TabletApp.tsx).
 */
function judgeRoute(Page: ComponentType<{ code: string }>) {
  return function JudgeRoute() {
    const { code = '' } = useParams();
    return <Page code={code} />;
  };
}

/** What routes carry in `handle` (read with useMatches()). */
export interface RouteHandle {
  title?: string;
  roles?: readonly Role[];
}

function lazyPage(route: AppRoute) {
  return async () => {
    if (!route.light) preloadToasts();
    const [mod] = await Promise.all([route.page(), route.ns ? i18n.loadNamespaces([...route.ns]) : null, route.light ? null : loadPrimeTheme()]);
    return { Component: mod.default };
  };
}

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { title: route.title, roles: route.roles };
  const loader = route.roles ? guardLoader(route.roles, { allowUnverified: route.allowUnverified }) : undefined;
  if (route.index) return { index: true, handle, loader, lazy: lazyPage(route) };
  return { path: route.path, handle, loader, lazy: lazyPage(route), children: route.children?.map(toRouteObject) };
}

/** Turns the table into data-router routes: root → (home | layout → pages + not found). */
export function buildRoutes(table: readonly AppRoute[] = ROUTES): RouteObject[] {
  const withoutLayout = table.filter((r) => r.layout === false);
  const tablet = table.filter((r) => r.layout === 'tablet');
  const withLayout = table.filter((r) => r.layout === undefined);
  return [
    {
      id: 'root',
      path: routePatterns.home,
      Component: RootRoute,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: () => <Loading fullscreen />,
      children: [
        // The home is the index; other pages without the layout (the venue screen) keep their path.
        ...withoutLayout.map((r) => toRouteObject(r.path === routePatterns.home ? { ...r, path: undefined, index: true } : r)),
        {
          id: 'tablet',
          lazy: async () => ({ Component: (await loadTabletLayout()).default }),
          children: [{ ErrorBoundary: RouteErrorPage, children: tablet.map(toRouteObject) }],
        },
        {
          id: 'layout',
          lazy: async () => ({ Component: (await loadLayout()).default }),
          children: [
            {
              ErrorBoundary: RouteErrorPage,
              children: [
                ...withLayout.map(toRouteObject),
                { path: '*', handle: { title: 'titles.notFound' } satisfies RouteHandle, lazy: lazyPage({ page: () => import('./pages/NotFoundPage') }) },
              ],
            },
          ],
        },
      ],
    },
  ];
}
