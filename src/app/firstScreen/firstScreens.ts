// The routed public pages whose first screen the server sends in their HTML (renderFirstScreens.tsx
// makes it at build time, vite.firstScreen.ts writes the documents, pb_hooks/first_screen.pb.js sends
// them). Each screen is rendered at an address of its kind, with a stand-in record id the server
// replaces by the real one (the tabs, the way back, the login link's return address).
import { CompetitionsStatusValues } from '../../lib/pb-types.ts';
import { paths } from '../../lib/core/paths.ts';

export const SAMPLE_ID = 'kpfirstscreen00';
const SAMPLE_PAIR = 'kpfirstscreenpair';

export const FIRST_SCREENS = {
  login: paths.login(),
  competitions: paths.competitions,
  /** A competition a visitor may not see (or none): the frame, the page says why. */
  competition: paths.competition(SAMPLE_ID),
  /** A competition, in each of its states (the badge above its name). */
  ...(Object.fromEntries(CompetitionsStatusValues.map((s) => [`competition-${s}`, paths.competition(SAMPLE_ID)])) as Record<`competition-${(typeof CompetitionsStatusValues)[number]}`, string>),
  season: paths.season(SAMPLE_ID),
  pair: paths.seasonPair(SAMPLE_ID, SAMPLE_PAIR),
  /** A season (or a pair's season) a visitor may not see: the seasons' frame. */
  seasonFrame: paths.seasonPair(SAMPLE_ID, SAMPLE_PAIR),
};

export type FirstScreen = keyof typeof FIRST_SCREENS;

/** The modules of each screen's page (their style sheets go in the document's head); the layout's always. */
export function firstScreenModules(screen: FirstScreen): string[] {
  if (screen === 'login') return ['src/features/auth/pages/LoginPage.tsx'];
  if (screen === 'competitions') return ['src/features/competitions/pages/CompetitionsPage.tsx'];
  if (screen.startsWith('competition-')) return ['src/features/competitions/pages/CompetitionPage.tsx'];
  if (screen === 'season') return ['src/features/seasons/pages/SeasonPage.tsx'];
  if (screen === 'pair') return ['src/features/seasons/pages/SeasonPairPage.tsx'];
  return [];
}

/**
 * Stand-ins for the data the server writes in (HTML-escaped) when it sends the page: the page's name
 * (a competition's, a season's; on a pair's page its season's), a competition's place, a pair's names.
 */
export const FIRST_SCREEN_TOKENS = { title: '%%KP_TITLE%%', location: '%%KP_LOCATION%%', tori: '%%KP_TORI%%', uke: '%%KP_UKE%%' } as const;
