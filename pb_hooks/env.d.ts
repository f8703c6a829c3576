// The hook runtime beyond PocketBase's own typings (.hook-types/pocketbase.d.ts, written by
// scripts/hook-types.mjs): goja's CommonJS require and module. Every hook loads the libraries as
// require(`${__hooks}/lib/NAME.js`), the rules compiled from src/lib/rules as `lib/rules/NAME.js`; the
// template literal types the call by NAME, so a typo in a library's name or one of its functions fails
// the type check.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- PocketBase declares globals, not a module
/// <reference path="../.hook-types/pocketbase.d.ts" />

interface HookLibs {
  'rules/absence': typeof import('../src/lib/rules/absence');
  'rules/breaks': typeof import('../src/lib/rules/breaks');
  'rules/clip_bookmarks': typeof import('../src/lib/rules/clipBookmarks');
  'rules/inquiries': typeof import('../src/lib/rules/inquiries');
  access: typeof import('./lib/access.js');
  account_guard: typeof import('./lib/account_guard.js');
  audit: typeof import('./lib/audit.js');
  board: typeof import('./lib/board.js');
  'rules/board_patch': typeof import('../src/lib/rules/boardPatch');
  checkin: typeof import('./lib/checkin.js');
  clips: typeof import('./lib/clips.js');
  inquiries: typeof import('./lib/inquiries.js');
  calibration: typeof import('./lib/calibration.js');
  competition: typeof import('./lib/competition.js');
  categories: typeof import('./lib/categories.js');
  competition_organizers: typeof import('./lib/competition_organizers.js');
  consistency: typeof import('./lib/consistency.js');
  create_budget: typeof import('./lib/create_budget.js');
  data_exchange: typeof import('./lib/data_exchange.js');
  digest: typeof import('./lib/digest.js');
  dispatch: typeof import('./lib/dispatch.js');
  documents: typeof import('./lib/documents.js');
  draw: typeof import('./lib/draw.js');
  'rules/final': typeof import('../src/lib/rules/final');
  enrolment: typeof import('./lib/enrolment.js');
  entries: typeof import('./lib/entries.js');
  html: typeof import('./lib/html.js');
  enrolment_mail: typeof import('./lib/enrolment_mail.js');
  evaluation_judges: typeof import('./lib/evaluation_judges.js');
  impersonation: typeof import('./lib/impersonation.js');
  first_screen: typeof import('./lib/first_screen.js');
  issue: typeof import('./lib/issue.js');
  judge_qualifications: typeof import('./lib/judge_qualifications.js');
  judge_totals: typeof import('./lib/judge_totals.js');
  judge_self: typeof import('./lib/judge_self.js');
  kata_sheets: typeof import('./lib/kata_sheets.js');
  katas: typeof import('./lib/katas.js');
  known_device: typeof import('./lib/known_device.js');
  reference: typeof import('./lib/reference.js');
  limits: typeof import('./lib/limits.js');
  login_limits: typeof import('./lib/login_limits.js');
  mails: typeof import('./lib/mails.js');
  panels: typeof import('./lib/panels.js');
  poules: typeof import('./lib/poules.js');
  'rules/panels': typeof import('../src/lib/rules/panels');
  'rules/qualification': typeof import('../src/lib/rules/qualification');
  'rules/reason': typeof import('../src/lib/rules/reason');
  registry: typeof import('./lib/registry.js');
  relay: typeof import('./lib/relay.js');
  results: typeof import('./lib/results.js');
  running: typeof import('./lib/running.js');
  sanitize: typeof import('./lib/sanitize.js');
  schedule: typeof import('./lib/schedule.js');
  // Compiled from the rules' TypeScript source (scripts/build-hook-rules.mjs): typed by that source.
  'rules/scoring': typeof import('../src/lib/rules/scoring');
  'rules/shadow': typeof import('../src/lib/rules/shadow');
  'rules/trail': typeof import('../src/lib/rules/trail');
  'rules/unfinished': typeof import('../src/lib/rules/unfinished');
  'rules/season': typeof import('../src/lib/rules/season');
  'rules/season_seeding': typeof import('../src/lib/rules/seasonSeeding');
  seasons: typeof import('./lib/seasons.js');
  season_gate: typeof import('./lib/season_gate.js');
  security_headers: typeof import('./lib/security_headers.js');
  season_ranking: typeof import('./lib/season_ranking.js');
  seat_limits: typeof import('./lib/seat_limits.js');
  seat_health: typeof import('./lib/seat_health.js');
  seat_sessions: typeof import('./lib/seat_sessions.js');
  'rules/seat_tablet': typeof import('../src/lib/rules/seatTablet');
  'rules/username': typeof import('../src/lib/rules/username');
  'rules/places': typeof import('../src/lib/rules/places');
  'rules/deviation': typeof import('../src/lib/rules/deviation');
  seats: typeof import('./lib/seats.js');
  static: typeof import('./lib/static.js');
  'rules/tatami': typeof import('../src/lib/rules/tatami');
  users: typeof import('./lib/users.js');
  util: typeof import('./lib/util.js');
  validation: typeof import('./lib/validation.js');
}

declare function require<K extends keyof HookLibs>(path: `${string}/lib/${K}.js`): HookLibs[K];

declare const module: { exports: unknown };

/** goja's console: PocketBase prints it to the server's output. */
declare const console: {
  log(...values: unknown[]): void;
  info(...values: unknown[]): void;
  warn(...values: unknown[]): void;
  error(...values: unknown[]): void;
  debug(...values: unknown[]): void;
};
