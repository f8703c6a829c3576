import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router-dom';
import { competitionPatterns, paths, routePatterns as P } from './paths';

const child = (name: keyof typeof competitionPatterns) => `${P.competition}/${competitionPatterns[name]}`;
const ALL_PATTERNS = [...Object.values(P), ...Object.keys(competitionPatterns).map((name) => child(name as keyof typeof competitionPatterns))];

type Sample = [built: string, expected: string, pattern: string];

// What each builder gives for sample arguments (the URLs the links had before the module, query
// strings and trailing slashes included) and the route pattern that must match it. Typed per builder,
// so a builder added without a sample does not compile.
const SAMPLES: { [K in keyof typeof paths]: Sample[] } = {
  home: [[paths.home, '/', P.home]],
  login: [
    [paths.login(), '/login', P.login],
    [paths.login('/reserved/issues/abc?x=1'), '/login?next=%2Freserved%2Fissues%2Fabc%3Fx%3D1', P.login],
  ],
  register: [[paths.register, '/register', P.register]],
  judge: [
    [paths.judge(), '/judge', P.judge],
    [paths.judge('K7QX2M'), '/judge/K7QX2M', P.judge],
  ],
  privacyPolicy: [
    [paths.privacyPolicy(), '/privacy-policy', P.privacyPolicy],
    [paths.privacyPolicy('/reserved/registry'), '/privacy-policy?next=%2Freserved%2Fregistry', P.privacyPolicy],
  ],
  requestPasswordReset: [[paths.requestPasswordReset, '/auth/request-password-reset/', P.requestPasswordReset]],
  verificationNeeded: [
    [paths.verificationNeeded(), '/auth/verification-needed', P.verificationNeeded],
    [paths.verificationNeeded({ next: '/reserved/issues' }), '/auth/verification-needed?next=%2Freserved%2Fissues', P.verificationNeeded],
    [paths.verificationNeeded({ notSent: true }), '/auth/verification-needed?notSent=1', P.verificationNeeded],
  ],
  competitions: [[paths.competitions, '/competitions', P.competitions]],
  competition: [[paths.competition('c1'), '/competitions/c1', P.competition]],
  competitionTab: [
    [paths.competitionTab('c1', 'info'), '/competitions/c1', P.competition],
    [paths.competitionTab('c1', 'documents'), '/competitions/c1/documents', child('documents')],
    [paths.competitionTab('c1', 'draws'), '/competitions/c1/draws', child('draws')],
    [paths.competitionTab('c1', 'results'), '/competitions/c1/results', child('results')],
    [paths.competitionTab('c1', 'leaderboard'), '/competitions/c1/leaderboard', child('leaderboard')],
  ],
  competitionPoule: [
    [paths.competitionPoule('c1', 'draws', 'p1'), '/competitions/c1/draws/p1', child('draws')],
    [paths.competitionPoule('c1', 'leaderboard', 'p1'), '/competitions/c1/leaderboard/p1', child('leaderboard')],
  ],
  poulePrint: [[paths.poulePrint('c1', 'results', 'p1'), '/competitions/c1/results/p1?print=1', child('results')]],
  drawManager: [[paths.drawManager('c1'), '/competitions/c1/officials/draw', child('drawManager')]],
  scoring: [
    [paths.scoring('c1'), '/competitions/c1/officials/scoring', child('scoring')],
    [paths.scoring('c1', 'p1'), '/competitions/c1/officials/scoring/p1', child('scoring')],
  ],
  supervisor: [
    [paths.supervisor('c1'), '/competitions/c1/officials/supervise', child('supervisor')],
    [paths.supervisor('c1', 'p1'), '/competitions/c1/officials/supervise/p1', child('supervisor')],
  ],
  judgeRanking: [[paths.judgeRanking('c1'), '/competitions/c1/officials/judges', child('judgeRanking')]],
  judgesSheets: [[paths.judgesSheets('c1', 'd1'), '/competitions/c1/sheets/d1', child('judgesSheets')]],
  paperForms: [
    [paths.paperForms('c1'), '/competitions/c1/paper', child('paperForms')],
    [paths.paperForms('c1', 'p1'), '/competitions/c1/paper/p1', child('paperForms')],
  ],
  venueScreen: [
    [paths.venueScreen('c1'), '/competitions/c1/screen', P.venueScreen],
    [paths.venueScreen('c1', 2), '/competitions/c1/screen?tatami=2', P.venueScreen],
  ],
  streamOverlay: [[paths.streamOverlay('c1', 2), '/competitions/c1/overlay/2', P.streamOverlay]],
  documents: [
    [paths.documents(), '/documents', P.documents],
    [paths.documents('c1'), '/documents/c1', P.documents],
  ],
  partners: [[paths.partners, '/about/partners', P.partners]],
  reserved: [[paths.reserved, '/reserved', P.reserved]],
  profile: [[paths.profile, '/reserved/profile', P.profile]],
  registry: [[paths.registry, '/reserved/registry', P.registry]],
  clubs: [[paths.clubs, '/reserved/clubs', P.clubs]],
  enrolments: [[paths.enrolments, '/reserved/enrolments', P.enrolments]],
  accreditationCard: [[paths.accreditationCard('e1'), '/reserved/accreditation/e1', P.accreditationCard]],
  desk: [[paths.desk('c1'), '/reserved/enrolments/c1', P.desk]],
  issues: [[paths.issues, '/reserved/issues', P.issues]],
  issue: [[paths.issue('i1'), '/reserved/issues/i1', P.issue]],
  reservedCompetitions: [[paths.reservedCompetitions, '/reserved/competitions', P.reservedCompetitions]],
  editCompetition: [[paths.editCompetition('abc123'), '/reserved/competitions?edit=abc123', P.reservedCompetitions]],
  kataSheets: [[paths.kataSheets, '/reserved/kata-sheets', P.kataSheets]],
  seasons: [[paths.seasons, '/reserved/seasons', P.seasons]],
  publicSeasons: [[paths.publicSeasons, '/seasons', P.publicSeasons]],
  seasonGuide: [[paths.seasonGuide, '/about/season-rankings', P.seasonGuide]],
  dayGuide: [[paths.dayGuide, '/about/competition-day', P.dayGuide]],
  season: [[paths.season('abc123'), '/seasons/abc123', P.season]],
  seasonRanking: [
    [paths.seasonRanking('abc123', 'Senior|nage-no-kata'), '/seasons/abc123?category=Senior%7Cnage-no-kata', P.season],
    [paths.seasonRanking('abc123', 'U21|ju-no-kata', true), '/seasons/abc123?category=U21%7Cju-no-kata&print=1', P.season],
  ],
  seasonPair: [[paths.seasonPair('abc123', 'f00d'), '/seasons/abc123/pairs/f00d', P.seasonPair]],
  seasonTables: [
    [paths.seasonTables('abc123'), '/seasons/abc123/tables', P.seasonTables],
    [paths.seasonTables('abc123', 'medals'), '/seasons/abc123/tables/medals', P.seasonTables],
  ],
  blankForm: [[paths.blankForm('nage-no-kata'), '/kata-sheets/nage-no-kata/form', P.blankForm]],
  reservedDocuments: [[paths.reservedDocuments, '/reserved/documents', P.reservedDocuments]],
  allJudgesRanking: [[paths.allJudgesRanking, '/reserved/judges', P.allJudgesRanking]],
  myJudging: [[paths.myJudging, '/reserved/judging', P.myJudging]],
  users: [
    [paths.users(), '/reserved/users', P.users],
    [paths.users('anna b&c'), '/reserved/users?q=anna%20b%26c', P.users],
  ],
  audit: [[paths.audit, '/reserved/audit', P.audit]],
};

const pathname = (url: string) => url.split('?')[0] as string;

describe('paths', () => {
  it.each(Object.entries(SAMPLES).flatMap(([name, samples]) => samples.map((s) => [name, ...s] as const)))(
    '%s builds %s, matched by its route only',
    (_, built, expected, pattern) => {
      expect(built).toBe(expected);
      expect(matchPath(pattern, pathname(built)), pattern).not.toBeNull();
      // No other route claims the URL: the link opens the page it is named after.
      expect(ALL_PATTERNS.filter((p) => matchPath(p, pathname(built)))).toEqual([pattern]);
    },
  );

  it('encodes what it puts in the path', () => {
    expect(paths.issue('a/b c')).toBe('/reserved/issues/a%2Fb%20c');
    // A slash in an id stays inside its segment: still the issue's page.
    expect(matchPath(P.issue, paths.issue('a/b c'))).not.toBeNull();
  });
});
