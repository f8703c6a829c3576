#!/usr/bin/env node
// THE permission policy of the portal, as data: for every collection and operation, which actors
// may do it. tests/permission-matrix.test.ts asserts every cell against a real PocketBase (by the
// effect: a listed record, a stored value, a deleted row — not just the status code), and
// `npm run docs:permissions` renders the same data into docs/permission-matrix.md (a test fails
// when the document is stale). Change a rule → change this file → the test and the doc follow.

/** The actors of every cell, in column order. */
export const ACTORS = ['anonymous', 'owner', 'athlete', 'organizer', 'organizer2', 'commissioner', 'admin', 'seat'];

export const ACTOR_LABELS = {
  anonymous: 'anonymous',
  owner: 'athlete owner',
  athlete: 'another athlete',
  organizer: 'organizer of the competition',
  organizer2: 'another organizer',
  commissioner: 'commissioner of the competition',
  admin: 'admin',
  seat: "a judge's tablet: the token of seat 2 of tatami 1 of a live competition, opened with its seat code",
};

const ALL = ACTORS;
/** Users with an account (a seat token is not a user). */
const SIGNED_IN = ACTORS.filter((a) => a !== 'anonymous' && a !== 'seat');
const NOBODY = [];

/** One operation: `op` (the probe's name) allowed to `allow`; `label` (default: op) and `note` as the document shows them. */
function row(op, allow, label, note) {
  return { op, ...(label ? { label } : {}), allow, ...(note ? { note } : {}) };
}
/** "list" and "view" (or "list <what>" and "view <what>") allowed to the same actors. */
const read = (allow, what) => [row(what ? `list ${what}` : 'list', allow), row(what ? `view ${what}` : 'view', allow)];
/** create, update and delete for nobody: the server or the dashboard writes these records. */
const WRITTEN_ELSEWHERE = [row('create', NOBODY), row('update', NOBODY), row('delete', NOBODY)];
const OWNER_ADMIN = ['owner', 'admin'];
const ORGANIZER_ADMIN = ['organizer', 'admin'];
const OFFICIALS = ['organizer', 'commissioner', 'admin'];
/** A collection of the matrix; `ops` are rows or arrays of rows, in document order. */
const collection = (name, target, ...ops) => ({ collection: name, target, ops: ops.flat() });

/**
 * One entry per collection: `target` says which record the operations act on, `ops` lists each
 * operation with the actors allowed (everybody else is denied). "create" means creating a record
 * *for the owner* (owner/author relation = the athlete owner), so that "another athlete" tests
 * writing into somebody else's data. A field write is allowed when the value sent is what gets
 * stored; a write the server ignores or recomputes counts as denied.
 */
export const MATRIX = [
  collection(
    'users',
    "the athlete owner's own account",
    read(OWNER_ADMIN),
    row('view organizer', ['organizer', 'admin'], 'view an organizer', 'users are private (no sort-by-email oracle): the public reads competitions.organizerNames'),
    row('create', ALL, 'create (registration, always an athlete)'),
    row('update', OWNER_ADMIN, 'update name'),
    row('role', ['admin'], 'write role'),
    row('email', NOBODY, 'write email directly', 'only through the confirmed e-mail change'),
    row('password', NOBODY, 'write password without the old one', 'superusers only; users give their old password'),
    row('verified', NOBODY, 'write verified', 'superusers only (dashboard)'),
    row('delete', ['admin']),
  ),
  collection(
    'athletes',
    "an athlete in the owner's registry",
    read(OWNER_ADMIN),
    row('create', OWNER_ADMIN),
    row('update', OWNER_ADMIN, 'update data'),
    row('verified', ['admin'], 'write verified'),
    row('owner', ['admin'], 'write owner'),
    row('delete', OWNER_ADMIN),
  ),
  collection(
    'couples',
    "a couple in the owner's registry",
    read(OWNER_ADMIN),
    row('create', OWNER_ADMIN),
    row('update', OWNER_ADMIN, 'update kata'),
    row('verified', ['admin'], 'write verified'),
    row('owner', NOBODY, 'write owner', 'a couple is two athletes of its owner: moving it alone is refused'),
    row('import', SIGNED_IN, 'import with their athletes from a file', "POST /api/custom/import/couples: always into the caller's own registry"),
    row('delete', OWNER_ADMIN),
  ),
  collection(
    'competitions',
    'a competition open for enrolment (and a draft one)',
    read(ALL),
    read(ORGANIZER_ADMIN, 'draft'),
    row('create', ['admin']),
    row('update', ORGANIZER_ADMIN, 'update location'),
    row('tatami', ORGANIZER_ADMIN, 'write tatami (how many; not below a tatami in use)'),
    row('absentRanked', ORGANIZER_ADMIN, 'write absentRanked (couples that do not perform ranked last, or unranked)'),
    row('judgeQualification', ORGANIZER_ADMIN, 'write judgeQualification (seating a judge not qualified for the kata: off, warn or refuse)'),
    row('panelConflicts', ORGANIZER_ADMIN, 'write panelConflicts (seating a judge with couples of their club: warn or refuse)'),
    row('breaks', ORGANIZER_ADMIN, 'write the breaks (breakEvery, breakMinutes, pouleBreakMinutes, lunchAt, lunchMinutes; checked, carried to the public rows)'),
    row('status', ORGANIZER_ADMIN, 'write status (one step forward)'),
    row('status back', ['admin'], 'write status (one step back)'),
    row('organizers', ['admin'], 'write organizers'),
    row('commissioners', ['admin'], 'write commissioners'),
    row('organizerNames', NOBODY, 'write organizerNames', "kept by the server from the organizers' names (users are private)"),
    row('clone', ORGANIZER_ADMIN, 'clone into a draft', 'POST /api/custom/competitions/{id}/clone: settings and circuits, never enrolments or results'),
    row('delete', ['admin']),
  ),
  collection(
    'circuits',
    'a circuit of the competition',
    read(ALL),
    row('create', ORGANIZER_ADMIN),
    row('update', ORGANIZER_ADMIN, 'update name'),
    row('competition', NOBODY, 'write competition (move)'),
    row('delete', ORGANIZER_ADMIN),
  ),
  collection(
    'enrolments',
    "the owner's enrolment in the competition",
    read(['owner', 'organizer', 'admin']),
    row('create', OWNER_ADMIN),
    row('view couple', OWNER_ADMIN, 'view the couple through expand'),
    row('update', OWNER_ADMIN, 'update notes'),
    row('paymentReceived', ORGANIZER_ADMIN, 'write paymentReceived'),
    row('couple', NOBODY, 'write couple (move to another couple)'),
    row('owner', NOBODY, 'write owner'),
    row('present', ['owner', 'organizer', 'admin'], 'write present', 'owner: self-accreditation inside the window, once verified and paid'),
    row('circuit', NOBODY, 'write circuit', 'assigned by the server'),
    row('status', NOBODY, 'write status', 'derived by the server'),
    row('checkinCode', NOBODY, 'write checkinCode', 'set by the server at creation (QR check-in)'),
    row('checkin', ORGANIZER_ADMIN, 'resolve its QR check-in code', 'POST /api/custom/competitions/{id}/checkin'),
    row('late entry', ORGANIZER_ADMIN, 'enter a late couple at the desk', "POST /api/custom/import/enrolments with late: the athletes and couple into the caller's registry, enrolled; in enrolment, accreditation or ongoing; audited late_entry"),
    row('import', ORGANIZER_ADMIN, 'import enrolments from a file', "POST /api/custom/import/enrolments: every row or none, into the caller's registry, enrolled in that competition"),
    row('delete', OWNER_ADMIN, undefined, 'owner: while the competition is in enrolment'),
  ),
  collection(
    'issues',
    "the owner's support issue",
    read(OWNER_ADMIN),
    row('create', ['owner'], undefined, 'nobody opens an issue for somebody else'),
    row('update', OWNER_ADMIN, 'update title'),
    row('status', OWNER_ADMIN, 'write status (open → solved)'),
    row('subscribers', ['admin'], 'write subscribers'),
    row('delete', ['admin']),
  ),
  collection(
    'messages',
    "a message in the owner's issue",
    read(OWNER_ADMIN),
    row('create', OWNER_ADMIN, 'create (write in the thread)'),
    row('create as another', NOBODY, 'create with somebody else as author'),
    row('update', NOBODY),
    row('delete', NOBODY),
  ),
  collection(
    'message_notifications',
    "the owner's notification of an admin's message",
    read(['owner']),
    row('create', NOBODY),
    row('read', ['owner'], 'write read'),
    row('user', NOBODY, 'write user'),
    row('delete', NOBODY),
  ),
  collection(
    'documents',
    'documents of the competition: public, for registered users, for staff',
    read(ALL, 'public'),
    read(SIGNED_IN, 'registered'),
    read(ORGANIZER_ADMIN, 'registered of draft'),
    read(ORGANIZER_ADMIN, 'staff'),
    row('download staff', ORGANIZER_ADMIN, 'download a staff file (file token)'),
    row('create', ORGANIZER_ADMIN),
    row('create elsewhere', ['organizer2', 'admin'], 'create for a competition organized by organizer2'),
    row('update', ORGANIZER_ADMIN, 'update name'),
    row('competition', ['admin'], "write competition (to another organizer's)"),
    row('delete', ORGANIZER_ADMIN),
  ),
  collection('audit', 'an audit row', read(['admin']), WRITTEN_ELSEWHERE),
  collection('impersonations', "an admin's impersonation session (written by the impersonate routes)", read(['admin']), WRITTEN_ELSEWHERE),
  collection('partners', 'a partner (managed in the dashboard)', read(ALL), WRITTEN_ELSEWHERE),
  collection('clubs', 'a club of the registry (code and name)', read(ALL), row('create', ['admin']), row('update', ['admin'], 'update name'), row('delete', ['admin'])),
  collection(
    'poules',
    'a published and an unpublished poule of the competition (created only by the draw route)',
    read(ALL),
    read(OFFICIALS, 'unpublished'),
    row('create', NOBODY, undefined, 'POST /api/custom/competitions/{id}/draw'),
    row('update', ORGANIZER_ADMIN, 'publish (write published)'),
    row('name', NOBODY, 'write name (set by the draw)'),
    row('tatami and start', ORGANIZER_ADMIN, 'write tatami and startsAt (running order; hook-checked range)'),
    row('delete', ORGANIZER_ADMIN, 'delete an unpublished poule'),
    row('delete published', NOBODY, 'delete a published poule'),
  ),
  collection(
    'draws',
    'a draw of a published poule (written only by the draw and move routes)',
    read(ALL),
    row('create', NOBODY, undefined, 'draw route'),
    row('update', NOBODY, 'write order', 'POST /api/custom/draws/{id}/move before publication'),
    row('tieBreak', OFFICIALS, "write tieBreak (the officials' decision on a tie)"),
    row('performedAt', NOBODY, 'write performedAt', 'derived: the first evaluation saved'),
    row('halved', NOBODY, 'write halved', 'derived: the halving rule of the sheets that count'),
    row('validated', NOBODY, 'write validated', 'POST /api/custom/draws/{id}/validate (officials: the supervisor)'),
    row('validatedAt', NOBODY, 'write validatedAt', "set by the validation, cleared by reopening: the inquiry window's start"),
    row('reopen', OFFICIALS, 'reopen a validated couple (with a reason, audited)', 'POST /api/custom/draws/{id}/reopen'),
    row(
      'absence',
      ORGANIZER_ADMIN,
      'mark a couple withdrawn or did-not-perform (with a reason, audited)',
      'POST /api/custom/draws/{id}/absence, until the couple has an evaluation; "" takes the mark back',
    ),
    row('absence field', NOBODY, 'write absence and absenceReason', 'only through the absence route'),
    row(
      'finalists',
      ORGANIZER_ADMIN,
      'remove a finalist (add, remove, replace an absent one by the next best of its group; with a reason, audited)',
      'POST /api/custom/poules/{id}/finalists',
    ),
    row('delete', NOBODY),
    row(
      'judgeTotals unvalidated',
      OFFICIALS,
      "read judgeTotals of a couple not yet validated, in a supervised competition",
      'a hidden field, shown per asker by pb_hooks/judge_totals.pb.js on list, view, realtime and expand; only superusers filter by it; the board shows none',
    ),
    row('judgeTotals validated', ALL, 'read judgeTotals of a validated couple'),
    row('judgeTotals unsupervised', ALL, 'read judgeTotals in a competition without supervision'),
  ),
  // A judge's record (docs/judging.md "Who reads the judges' records"): a couple's sheets are public
  // with the panel's names, one couple at a time; a judge's marks across competitions are the
  // admins' (consistency route) and, for one competition, its officials'.
  collection(
    'evaluations',
    'a judge evaluation of a draw of a published poule of an ongoing competition',
    row('list couple', ALL, "list a couple's sheets (`?draw=` naming the couple)"),
    row('view couple', ALL, "view a couple's sheet (`?draw=` naming the couple)"),
    row('list', OFFICIALS, 'list sheets over couples (no `?draw=`)', "the competition's officials; the public reads one couple at a time"),
    row('view', OFFICIALS, 'view a sheet without `?draw=`'),
    row('judgeName', ALL, "read the judge's name on a couple's sheet (`?draw=`)", 'as the sport publishes a couple\'s sheets'),
    row(
      'namedJudge',
      OFFICIALS,
      "read namedJudge (the judge's id, the same in every competition)",
      "a hidden field shown per asker by pb_hooks/evaluation_judges.pb.js to the competition's officials and admins",
    ),
    row('filter by judge', NOBODY, 'filter or sort sheets by namedJudge', 'superusers only: a judge over competitions is read through the consistency route (admins)'),
    row('create', [...OFFICIALS, 'seat'], "create seat 2's sheet (the seat's own)"),
    row('create other seat', OFFICIALS, "create seat 3's sheet of the poule on the seat's tatami"),
    row('create other poule', OFFICIALS, "create seat 2's sheet of a poule on another tatami"),
    row('create next poule', OFFICIALS, "create seat 2's sheet of the seat's tatami's next poule", 'a seat judges only the poule on the mat of its tatami (pb_hooks/seat_tatami.pb.js)'),
    row('update', OFFICIALS, 'update marks (a correction, audited)'),
    row('update own sent', OFFICIALS, "update seat 2's sheet once sent"),
    row('update own sent back', [...OFFICIALS, 'seat'], "update seat 2's sheet sent back to its judge"),
    row('returned', OFFICIALS, 'write returned (send the sheet back to its judge)'),
    row('send back', OFFICIALS, 'send the sheet back with a note to its judge', 'POST /api/custom/evaluations/{id}/return; the note (returnNote, hidden) is written only there and read by the seat and the officials'),
    row('delete', ORGANIZER_ADMIN),
    row('update validated', NOBODY, 'update marks of a validated couple', 'closed until an official reopens the couple'),
    row('delete validated', NOBODY, 'delete a sheet of a validated couple', 'closed until an official reopens the couple'),
    row('read shadow', OFFICIALS, "read a shadow judge's sheet (a trainee's, never counted)", 'never public; the shadow seat reads its own'),
  ),
  collection(
    'judges',
    "a judge of the judges' list (a person; no account needed) on the live competition's list",
    read(OFFICIALS),
    read(['admin'], 'unlisted'),
    row('create', ['organizer', 'organizer2', 'admin']),
    row('update', ORGANIZER_ADMIN, 'update name', "the staff of a competition listing the judge"),
    row('update unlisted', ['admin'], 'update name of a judge on none of the asker\'s competitions'),
    row('delete', ['admin']),
    row(
      'consistency',
      OFFICIALS,
      "read the consistency of the competition's judges",
      'GET /api/custom/competitions/{id}/judges/consistency: counts over every competition they judged, never the sheets',
    ),
    row('consistency all', ['admin'], 'read the consistency of every judge', 'GET /api/custom/judges/consistency'),
    // A judge linked to a user account (docs/judging.md "A judge's own page"): only admins link; the
    // account reads its own judge, nobody else's.
    read(['owner', 'admin'], 'linked'),
    row('link', ['admin'], 'write user (link a judge to an account)', 'organizers may rename a judge of their competition, never link it (judge_link_admin); one judge per account'),
    row('judging mine', ['owner'], "read one's own judge: panels to come, qualifications, figures", 'GET /api/custom/judges/me: the judge linked to the caller (here the owner), nothing of another judge'),
    row(
      'import',
      ['organizer', 'organizer2', 'admin'],
      'import from a file',
      'POST /api/custom/import/judges: whoever may create a judge; a name already on the list is refused (import_judge_exists)',
    ),
  ),
  collection(
    'judge_qualifications',
    "a judge's qualification for a kata (level, valid until), the judge on the live competition's list",
    read(OFFICIALS),
    read(['admin'], 'unlisted'),
    row('create', ['admin']),
    row('update', ['admin'], 'update level'),
    row('delete', ['admin']),
    read(['owner', 'admin'], 'linked'),
  ),
  // Reference sheets (docs/judging.md "Training and assessing judges"): an assessor's marks of a couple,
  // against which every judge's sheet of it is measured; never counted for the couple.
  collection(
    'reference_sheets',
    'a reference sheet of a couple of the live competition',
    read(OFFICIALS),
    row('create', ['commissioner', 'admin']),
    row('update', ['commissioner', 'admin'], 'update marks'),
    row('move', NOBODY, 'move to another couple', 'a reference of another couple is a new one'),
    row('delete', ['commissioner', 'admin']),
    row('references', OFFICIALS, 'read each judge against the references', 'GET /api/custom/competitions/{id}/references'),
  ),
  // Calibration before the day: officials start rounds on their tatami; the tatami's tablets mark
  // their own sheet of an open round; the sheets never count for any couple.
  collection(
    'calibration_rounds',
    'an open calibration round on tatami 1 of the live competition',
    read([...OFFICIALS, 'seat']),
    row('create', OFFICIALS, 'start a round', 'one open round per tatami (calibration_open)'),
    row('update', OFFICIALS, 'close the round, write its reference'),
    row('delete', OFFICIALS),
    row('deviations', OFFICIALS, "read each judge's deviation", 'GET /api/custom/calibration/{id}'),
  ),
  // Video review: the officials record a couple at the tatami and watch it; the public watches a
  // validated couple's clip where the competition opens clips (publicClips), never in a youth category.
  collection(
    'clips',
    'a clip of a couple of the live competition (which opens its clips), the couple not validated',
    read(OFFICIALS),
    row('view validated', ALL, "view a validated couple's clip", 'only where the competition opens its clips (default off) and the category is not youth (maximum age under 18)'),
    row('create', OFFICIALS, 'record a couple', 'anybody else is refused on the draw (clip_not_official)'),
    row('update', OFFICIALS, 'finish the recording'),
    row('move', NOBODY, 'move to another couple'),
    row('delete', OFFICIALS),
  ),
  collection(
    'clip_chunks',
    "a 2 s chunk of that clip (a protected file: its download follows the clip's readers)",
    read(OFFICIALS),
    row('create', OFFICIALS, 'upload a chunk', 'at most 4 MB, a video stream, 240 per clip, each index once'),
    row('update', NOBODY),
    row('delete', NOBODY, undefined, 'deleted with its clip'),
  ),
  // Inquiries: a couple's owner asks the jury to look again, within the window after its validation;
  // the desk records the fee, the jury (the competition's officials) decides.
  collection(
    'inquiries',
    "the owner's inquiry on a validated couple of the live competition (inquiries open for an hour)",
    read(['owner', ...OFFICIALS]),
    row('create', ['owner'], 'file on a couple', "the couple's owner only (anybody else refused on the draw: inquiry_not_owner), once per couple (inquiry_exists), within the window (inquiry_closed), on techniques of its kata (inquiry_items)"),
    row('update', NOBODY, 'update reason or techniques', 'inquiry_readonly'),
    row('status', NOBODY, 'write status or decision', 'POST /api/custom/inquiries/{id}/decide'),
    row('feePaid', ORGANIZER_ADMIN, 'write feePaid (the desk)', 'a commissioner is refused (inquiry_fee_desk)'),
    row('decide', OFFICIALS, 'decide: rejected with a reason, or upheld (the couple is reopened)', 'POST /api/custom/inquiries/{id}/decide; once (inquiry_decided), after the fee where the competition requires it (inquiry_fee_unpaid)'),
    row('delete', NOBODY),
  ),
  collection(
    'calibration_sheets',
    "seat 2's sheet of that round",
    read([...OFFICIALS, 'seat']),
    row('create', ['seat'], "create seat 2's sheet", 'the seat itself, while the round is open'),
    row('update', ['seat'], 'update marks', 'the seat itself, while the round is open'),
    row('delete', OFFICIALS),
  ),
  collection(
    'seats',
    "seat 2 of tatami 1 of the live competition (an auth collection; tokens only through POST /api/custom/seats/auth with a seat code)",
    read([...OFFICIALS, 'seat']),
    row('create', NOBODY, undefined, "POST /api/custom/poules/{id}/panel (staff): the seats of the poule's tatami"),
    row('update', NOBODY, 'write expires', 'codes: POST /api/custom/seats/{id}/code and /revoke (officials)'),
    row('update health', NOBODY, 'write queued (the tablet health: lastSeenAt, queued, battery)', 'only through the heartbeat route'),
    row('heartbeat', ['seat'], "send seat 2's heartbeat", 'POST /api/custom/seats/heartbeat: the seat itself, one per 4 s; officials read the figures with the seat'),
    row('delete', NOBODY),
  ),
  // The kata catalogue (katas are data): admins add and edit katas in the SPA; the items and scale of
  // a kata already scored are fixed, and a kata that anything names is not removed (hooks).
  collection(
    'kata_sheets',
    "a kata: its names, marked items, mark scale, default judges and typical duration",
    read(ALL),
    row('create', ['admin']),
    row('update', ['admin']),
    row('delete', ['admin'], "delete a kata nothing names", 'a kata that couples, circuits, poules, qualifications or seasons name: 400 kata_in_use'),
  ),
  // The season (pb_hooks/seasons.pb.js): admins define seasons, their events and wildcards; the
  // ranking rows are computed by the hooks when an event's results are confirmed or reopened.
  collection(
    'seasons',
    'a public season (classes, points, levels, best N, final event and qualification)',
    read(ALL),
    row('view private', ['organizer', 'admin'], 'view a private season', 'the organizers of its competitions see the season their competition belongs to'),
    row('create', ['admin']),
    row('update', ['admin'], 'update name'),
    row('delete', ['admin']),
  ),
  collection(
    'season_events',
    "a competition's place in a public season (level, circuits → classes, confirmed, seeded)",
    read(ALL),
    row('view private', ['organizer', 'admin'], "view the event of a private season", 'its competition\'s organizers see which season and level it belongs to'),
    row('create', ['admin']),
    row('update', ['admin'], 'update level'),
    row('confirmed', NOBODY, 'write confirmed', 'archiving confirms; POST /api/custom/season-events/{id}/confirm and /reopen'),
    row('confirm', ORGANIZER_ADMIN, 'confirm the results', 'POST /api/custom/season-events/{id}/confirm (the competition ongoing or archived); recomputes the ranking'),
    row('reopen', ['admin'], 'reopen the results', 'POST /api/custom/season-events/{id}/reopen; their points come out of the ranking'),
    row('delete', ['admin']),
  ),
  collection(
    'season_wildcards',
    "a pair admitted to a season's final event by an admin, with a reason (audited)",
    read(['admin']),
    row('create', ['admin']),
    row('update', ['admin'], 'update reason'),
    row('delete', ['admin']),
    row('qualification', ORGANIZER_ADMIN, "read the qualification of the competition's pairs", 'GET /api/custom/competitions/{id}/qualifications: rank at the cut-off, or wildcard and reason'),
    row('qualification mine', SIGNED_IN, "read the qualification of one's own couples", 'GET /api/custom/qualifications/mine: the caller\'s couples only'),
    // Who reads what of a final's qualification (pb_hooks/season_qualification.pb.js): a private
    // season's final is named only to those its view rule lets in; a wildcard's reason is the admins'
    // unless the wildcard makes it public (`reasonPublic`).
    row('qualification mine public', ['owner'], "read the owner's couple's standing for a public season's final", 'GET /api/custom/qualifications/mine'),
    row('qualification mine private', NOBODY, "read the owner's couple's standing for a private season's final", "the route names a final to who may read its season (its organizers and admins, for couples of their own): a pair with no part in it is not told it exists"),
    row('reason private', ['admin'], "read a wildcard's reason (private: the default)", 'through either qualification route'),
    row('reason public', ['owner', 'organizer', 'admin'], "read a wildcard's reason made public (`reasonPublic`)", "the pair's owner (…/qualifications/mine) and the final's organizers (…/competitions/{id}/qualifications)"),
  ),
  collection(
    'season_rankings',
    "a pair's line in a public season's ranking (written by the hooks)",
    read(ALL),
    row('view private', ['admin'], 'view a line of a private season'),
    row('ranking', ALL, "read the line's class × kata through the ranking route", 'GET /api/custom/seasons/{id}/ranking?class=…&kata=…: the same rule, only the columns the ranking page shows'),
    row('ranking private', ['admin'], "read a private season's class × kata through the route", '404 to everybody else, as an unknown season'),
    ...WRITTEN_ELSEWHERE,
  ),
  collection(
    'leaderboards',
    "a published poule's public results row (written by the hooks; `public` = its competition is not a draft) and a draft competition's",
    read(ALL),
    row('list draft', NOBODY, undefined, 'rule `public = true` (no join); a draft has no published poule; GET /api/custom/competitions/{id}/board and realtime `board/{id}` carry the same public rows (404 for a draft)'),
    row('create', NOBODY),
    row('update', NOBODY, 'write frozen', 'POST /api/custom/competitions/{id}/leaderboard (officials)'),
    row('delete', NOBODY),
  ),
];

/** The Markdown document (docs/permission-matrix.md). */
export function renderMarkdown(matrix = MATRIX) {
  const out = [];
  out.push('# Permission matrix');
  out.push('');
  out.push('<!-- Generated by `npm run docs:permissions` from scripts/permission-matrix.mjs: do not edit by hand. -->');
  out.push('');
  out.push('Who may do what, collection by collection. Every cell is asserted against a real PocketBase by');
  out.push('`tests/permission-matrix.test.ts`, by its effect (the record is listed, the value is stored, the');
  out.push('row is gone), so a write the server silently ignores or recomputes is a **—**. "create" creates a');
  out.push("record *for the athlete owner* (owner or author = the owner), so the other actors' columns show");
  out.push("whether they can write into somebody else's data. Superusers (the PocketBase dashboard) may do");
  out.push('everything and are not shown.');
  out.push('');
  out.push('Actors: ' + ACTORS.map((a) => `**${a}** = ${ACTOR_LABELS[a]}`).join(', ') + '.');
  for (const entry of matrix) {
    out.push('');
    out.push(`## ${entry.collection}`);
    out.push('');
    out.push(`Target: ${entry.target}.`);
    out.push('');
    out.push('| operation | ' + ACTORS.join(' | ') + ' |');
    out.push('|---|' + ACTORS.map(() => ':-:').join('|') + '|');
    for (const op of entry.ops) {
      const label = op.label ?? op.op;
      const cells = ACTORS.map((a) => (op.allow.includes(a) ? '✅' : '—'));
      out.push(`| ${label}${op.note ? ` (${op.note})` : ''} | ${cells.join(' | ')} |`);
    }
  }
  out.push('');
  return out.join('\n');
}

export const DOC_PATH = 'docs/permission-matrix.md';

// `node scripts/permission-matrix.mjs` writes the document.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { writeFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { ROOT } = await import('./pocketbase.mjs');
  writeFileSync(join(ROOT, DOC_PATH), renderMarkdown());
  console.log(`wrote ${DOC_PATH}`);
}
