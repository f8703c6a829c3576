// The routed public pages whose first screen the server sends in their HTML (renderFirstScreens.tsx
// makes it at build time, vite.firstScreen.ts writes the documents, pb_hooks/first_screen.pb.js sends
// them). Each screen is rendered at an address of its kind (the menu's active entry, the login link's
// way back: the server writes the real address in), with the modules whose style sheets it needs.
export const FIRST_SCREENS = {
  login: '/login',
  competitions: '/competitions',
  competition: '/competitions/kpfirstscreen00',
  season: '/seasons/kpfirstscreen00',
  /** A pair's season, and a season the visitor may not see: the seasons' frame, the page comes with its data. */
  seasonFrame: '/seasons/kpfirstscreen00/pairs/kpfirstscreen00',
} as const;

export type FirstScreen = keyof typeof FIRST_SCREENS;

export const FIRST_SCREEN_MODULES: Record<FirstScreen, readonly string[]> = {
  login: ['src/features/auth/pages/LoginPage.tsx'],
  competitions: ['src/features/competitions/pages/CompetitionsPage.tsx'],
  competition: [],
  season: ['src/features/seasons/pages/SeasonPage.tsx'],
  seasonFrame: [],
};

/** Stand-ins for the data the server writes in (HTML-escaped) when it sends the page. */
export const FIRST_SCREEN_TOKENS = { title: '%%KP_TITLE%%' } as const;
