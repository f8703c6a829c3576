// Every route path of the SPA, written once. The route table (app/routes.tsx) takes its patterns from
// here and every link, redirect and navigation builds its URL with `paths`, so renaming a route cannot
// leave a stale link behind. paths.test.ts checks the builders against the patterns and that no route
// literal is written anywhere else in src/. No imports: the entry uses it without pulling in the
// router.

/** Top-level route patterns (react-router syntax), as the route table uses them. */
export const routePatterns = {
  home: '/',
  login: '/login',
  register: '/register',
  judge: '/judge/:code?',
  privacyPolicy: '/privacy-policy',
  // Keeps its trailing slash: the address the links have always used (the e2e tests expect it).
  requestPasswordReset: '/auth/request-password-reset/',
  verificationNeeded: '/auth/verification-needed',
  emailVerification: '/auth/email-verification/:token',
  emailChange: '/auth/email-change/:token',
  passwordReset: '/auth/password-reset/:token',
  // The link of the sign-in code mail (pb_hooks/lib/mails.js builds it).
  signInWithCode: '/auth/sign-in/:otpId/:code',
  competitions: '/competitions',
  competition: '/competitions/:competitionID',
  venueScreen: '/competitions/:competitionID/screen',
  streamOverlay: '/competitions/:competitionID/overlay/:tatami',
  documents: '/documents/:competitionID?',
  partners: '/about/partners',
  reserved: '/reserved',
  profile: '/reserved/profile',
  registry: '/reserved/registry',
  clubs: '/reserved/clubs',
  enrolments: '/reserved/enrolments',
  accreditationCard: '/reserved/accreditation/:enrolmentID',
  desk: '/reserved/enrolments/:competitionID',
  issues: '/reserved/issues',
  issue: '/reserved/issues/:issueID',
  reservedCompetitions: '/reserved/competitions',
  kataSheets: '/reserved/kata-sheets',
  seasons: '/reserved/seasons',
  publicSeasons: '/seasons',
  seasonGuide: '/about/season-rankings',
  // The officials' guide to the competition day (linked from every officials' screen).
  dayGuide: '/about/competition-day',
  season: '/seasons/:seasonID',
  seasonPair: '/seasons/:seasonID/pairs/:pair',
  seasonTables: '/seasons/:seasonID/tables/:table?',
  blankForm: '/kata-sheets/:kata/form',
  reservedDocuments: '/reserved/documents',
  allJudgesRanking: '/reserved/judges',
  // A judge's own page: the account linked to a judge of the list.
  myJudging: '/reserved/judging',
  users: '/reserved/users',
  audit: '/reserved/audit',
} as const;

/** The child routes of a competition's page, relative to routePatterns.competition. */
export const competitionPatterns = {
  info: 'info',
  documents: 'documents',
  draws: 'draws/:tabelem?',
  results: 'results/:tabelem?',
  leaderboard: 'leaderboard/:tabelem?',
  drawManager: 'officials/draw',
  scoring: 'officials/scoring/:tabelem?',
  supervisor: 'officials/supervise/:tabelem?',
  judgeRanking: 'officials/judges',
  judgesSheets: 'sheets/:drawID',
  paperForms: 'paper/:tabelem?',
} as const;

/** The public tabs of a competition's page, in their order; "info" is the page's index. */
export const COMPETITION_TABS = ['info', 'documents', 'draws', 'results', 'leaderboard'] as const;
export type CompetitionTab = (typeof COMPETITION_TABS)[number];
/** The tabs listed poule by poule (tabelem = the poule). */
export type PouleTab = 'draws' | 'results' | 'leaderboard';

const P = routePatterns;
const C = competitionPatterns;

/**
 * `pattern` with its parameters filled in. They are encoded: record ids and seat codes are alphanumeric
 * and come out unchanged, anything else still stays inside its segment. A missing optional parameter
 * drops its segment; a required one is always written, so an empty id gives the URL a template string
 * would have given.
 */
function fill(pattern: string, params: Record<string, string | undefined> = {}): string {
  return pattern.replace(/\/:(\w+)(\?)?/g, (_, name: string, optional: string | undefined) => {
    const value = params[name];
    return optional && !value ? '' : `/${encodeURIComponent(value ?? '')}`;
  });
}

/** `path` with the given query parameters (encodeURIComponent, like the links always were); undefined ones are left out. */
function withQuery(path: string, query: Record<string, string | undefined>): string {
  const pairs = Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [`${key}=${encodeURIComponent(value)}`]));
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

function inCompetition(competitionId: string, child: string, params: Record<string, string | undefined> = {}): string {
  return fill(`${P.competition}/${child}`, { competitionID: competitionId, ...params });
}

/** The URL of every page the SPA links to, named by what it opens. */
export const paths = {
  home: P.home,
  /** The login page; `next` = where to go afterwards. */
  login: (next?: string) => withQuery(P.login, { next }),
  register: P.register,
  /** The judge's tablet, with the seat code when the QR code carries it. */
  judge: (code?: string) => fill(P.judge, { code }),
  /** The privacy policy; with `next` it is the gate a user accepts it at before going on. */
  privacyPolicy: (next?: string) => withQuery(P.privacyPolicy, { next }),
  requestPasswordReset: P.requestPasswordReset,
  /** `notSent`: the verification mail could not be sent at registration. */
  verificationNeeded: ({ next, notSent = false }: { next?: string; notSent?: boolean } = {}) =>
    withQuery(P.verificationNeeded, { next, notSent: notSent ? '1' : undefined }),
  competitions: P.competitions,
  competition: (competitionId: string) => fill(P.competition, { competitionID: competitionId }),
  /** A public tab of a competition's page; the information tab is the page itself. */
  competitionTab: (competitionId: string, tab: CompetitionTab): string =>
    tab === 'info' ? fill(P.competition, { competitionID: competitionId }) : inCompetition(competitionId, C[tab]),
  /** One poule on a tab listed poule by poule. */
  competitionPoule: (competitionId: string, tab: PouleTab, pouleId: string) => inCompetition(competitionId, C[tab], { tabelem: pouleId }),
  /** The printable page (A4) of one poule's draw or results. */
  poulePrint: (competitionId: string, tab: 'draws' | 'results', pouleId: string) =>
    withQuery(inCompetition(competitionId, C[tab], { tabelem: pouleId }), { print: '1' }),
  drawManager: (competitionId: string) => inCompetition(competitionId, C.drawManager),
  scoring: (competitionId: string, pouleId?: string) => inCompetition(competitionId, C.scoring, { tabelem: pouleId }),
  supervisor: (competitionId: string, pouleId?: string) => inCompetition(competitionId, C.supervisor, { tabelem: pouleId }),
  judgeRanking: (competitionId: string) => inCompetition(competitionId, C.judgeRanking),
  /** Every judge's sheet of one couple (a draw), printable once the couple is validated. */
  judgesSheets: (competitionId: string, drawId: string) => inCompetition(competitionId, C.judgesSheets, { drawID: drawId }),
  /** A poule's pre-filled paper forms (the first poule without one) and the way to its couples' judges' sheets. */
  paperForms: (competitionId: string, pouleId?: string) => inCompetition(competitionId, C.paperForms, { tabelem: pouleId }),
  /** The venue screen, or with a tatami the announcer's view of that tatami alone. */
  venueScreen: (competitionId: string, tatami?: number) => withQuery(fill(P.venueScreen, { competitionID: competitionId }), { tatami: tatami ? String(tatami) : undefined }),
  /** One tatami's stream overlay (OBS, vMix: a browser source with a transparent background). */
  streamOverlay: (competitionId: string, tatami: number) => fill(P.streamOverlay, { competitionID: competitionId, tatami: String(tatami) }),
  /** The public documents, all or those of one competition. */
  documents: (competitionId?: string) => fill(P.documents, { competitionID: competitionId }),
  partners: P.partners,
  reserved: P.reserved,
  profile: P.profile,
  registry: P.registry,
  clubs: P.clubs,
  enrolments: P.enrolments,
  accreditationCard: (enrolmentId: string) => fill(P.accreditationCard, { enrolmentID: enrolmentId }),
  /** The enrolment desk of a competition. */
  desk: (competitionId: string) => fill(P.desk, { competitionID: competitionId }),
  issues: P.issues,
  issue: (issueId: string) => fill(P.issue, { issueID: issueId }),
  reservedCompetitions: P.reservedCompetitions,
  /** The reserved competitions list with a competition's edit dialog open (its staff, admins). */
  editCompetition: (competitionId: string) => withQuery(P.reservedCompetitions, { edit: competitionId }),
  kataSheets: P.kataSheets,
  seasons: P.seasons,
  /** The public list of seasons (circuits of events ranking pairs). */
  publicSeasons: P.publicSeasons,
  /** How a season ranks pairs, in plain language. */
  seasonGuide: P.seasonGuide,
  dayGuide: P.dayGuide,
  /** A season's public page: its events and rankings. */
  season: (seasonId: string) => fill(P.season, { seasonID: seasonId }),
  /** A season's ranking of one class × kata (`category`: "class|kata"), printable with `print`. */
  seasonRanking: (seasonId: string, category: string, print = false) => withQuery(fill(P.season, { seasonID: seasonId }), { category, print: print ? '1' : undefined }),
  /** One pair's season (the pair: its ranking key). */
  seasonPair: (seasonId: string, pair: string) => fill(P.seasonPair, { seasonID: seasonId, pair }),
  /** A season's club, nation or medal table. */
  seasonTables: (seasonId: string, table?: 'clubs' | 'nations' | 'medals') => fill(P.seasonTables, { seasonID: seasonId, table }),
  /** The blank scoring form of a kata, printable (A4). */
  blankForm: (kata: string) => fill(P.blankForm, { kata }),
  reservedDocuments: P.reservedDocuments,
  allJudgesRanking: P.allJudgesRanking,
  /** A judge's own page (panels, qualifications, figures) for the account linked to a judge. */
  myJudging: P.myJudging,
  /** The users' list, searched for `q`. */
  users: (q?: string) => withQuery(P.users, { q }),
  audit: P.audit,
} as const;
