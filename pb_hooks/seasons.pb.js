// @ts-check
/// <reference path="env.d.ts" />
// The season (docs/ARCHITECTURE.md "The season"; rules: src/lib/rules/season.ts, glue: lib/seasons.js):
// - a season's settings and its events are checked here; any change to them recomputes the ranking;
// - an event's results count once confirmed: archiving the competition confirms them, so do its
//   organizers with POST /api/custom/season-events/{id}/confirm; an admin reopens them
//   (POST /api/custom/season-events/{id}/reopen) and their points come out again. Each recomputes the
//   season's ranking in the same transaction, audited. `confirmed` is written by nothing else;
// - the ranking's pages follow the realtime topic `season/{id}`: one message per recompute of a public
//   season, once committed (the rows themselves are written in bulk, without a record event each);
// - enrolment in a season's final event is refused to a pair neither qualified nor given a wildcard.
// The live-leaderboard freeze is no confirmation: it hides results, it does not declare them final.

onRecordValidate((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const rule = require(`${__hooks}/lib/rules/season.js`);
  const json = require(`${__hooks}/lib/results.js`).json;
  const r = e.record;
  const points = json(r, 'points');
  if (points === null || (Array.isArray(points) && !points.length)) r.set('points', rule.DEFAULT_SEASON_POINTS);
  else if (!Array.isArray(points) || points.length > 100 || !points.every((p) => typeof p === 'number' && isFinite(p) && p >= 0)) {
    util.fieldError('points', 'season_points_invalid', 'The points are a list of numbers, 0 or more, one per place.');
  }
  const levels = json(r, 'levels');
  /** @type {string[]} */
  const names = [];
  const levelOk = Array.isArray(levels) && levels.length > 0 && levels.length <= 20 && levels.every((l) => {
    const name = l && typeof l.name === 'string' ? l.name.trim() : '';
    const ok = name.length > 0 && name.length <= 40 && names.indexOf(name) < 0 && typeof l.weight === 'number' && l.weight > 0 && l.weight <= 100;
    names.push(name);
    return ok;
  });
  if (!levelOk) util.fieldError('levels', 'season_levels_invalid', 'Each level has a name of its own and a weight above 0.');
  const classes = json(r, 'classes');
  const classOk = Array.isArray(classes) && classes.length > 0 && classes.length <= 30 && classes.every((c, i) => typeof c === 'string' && c.trim() === c && c.length > 0 && c.length <= 40 && classes.indexOf(c) === i);
  if (!classOk) util.fieldError('classes', 'season_classes_invalid', 'A season has at least one class, each named once.');
  const competition = require(`${__hooks}/lib/competition.js`);
  const start = competition.parseDate(r.getString('startDate'));
  const end = competition.parseDate(r.getString('endDate'));
  if (!isNaN(start) && !isNaN(end) && end < start) util.fieldError('endDate', 'season_end_before_start', 'The season cannot end before it starts.');
  if (!r.getString('tieRule')) r.set('tieRule', 'places-then-recent');
  if (!r.getString('clubShare')) r.set('clubShare', 'half');
  e.next();
}, 'seasons');

onRecordValidate((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const seasons = require(`${__hooks}/lib/seasons.js`);
  const json = require(`${__hooks}/lib/results.js`).json;
  const season = e.app.findRecordById('seasons', e.record.getString('season'));
  if (!(e.record.getString('level') in seasons.weightsOf(season))) util.fieldError('level', 'season_event_level', 'Choose one of the levels of the season.');
  const classes = json(e.record, 'classes');
  if (classes !== null) {
    const allowed = json(season, 'classes') || [];
    const circuits = e.app.findRecordsByFilter('circuits', 'competition = {:c}', '', 0, 0, { c: e.record.getString('competition') }).map((c) => c.id);
    const ok = typeof classes === 'object' && !Array.isArray(classes) && Object.keys(classes).every((k) => circuits.indexOf(k) >= 0 && (classes[k] === '' || allowed.indexOf(classes[k]) >= 0));
    if (!ok) util.fieldError('classes', 'season_event_class', 'Map each circuit of the competition to one of the classes of the season.');
  }
  e.next();
}, 'season_events');

// `confirmed` follows the competition on creation (an archived competition's results are final) and
// changes only through the confirm and reopen routes.
onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    const competition = e.app.findRecordById('competitions', e.record.getString('competition'));
    e.record.set('confirmed', competition.getString('status') === 'archived');
  }
  // `unplaced` is the recompute's (lib/seasons.js writeUnplaced), never a client's.
  e.record.set('unplaced', null);
  e.next();
  require(`${__hooks}/lib/seasons.js`).recompute(e.app, e.record.getString('season'), { user: require(`${__hooks}/lib/audit.js`).actorOf(e), reason: 'event' });
}, 'season_events');

onRecordUpdateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  if (!e.hasSuperuserAuth() && util.changedFields(e.record, ['confirmed', 'season', 'competition']).length) {
    util.fieldError('confirmed', 'season_event_fixed', 'Confirm or reopen the results with their actions; an event stays in its season and competition.');
  }
  e.record.set('unplaced', e.record.original().get('unplaced'));
  e.next();
  require(`${__hooks}/lib/seasons.js`).recompute(e.app, e.record.getString('season'), { user: require(`${__hooks}/lib/audit.js`).actorOf(e), reason: 'event' });
}, 'season_events');

onRecordDeleteRequest((e) => {
  const season = e.record.getString('season');
  e.next();
  require(`${__hooks}/lib/seasons.js`).recompute(e.app, season, { user: require(`${__hooks}/lib/audit.js`).actorOf(e), reason: 'event' });
}, 'season_events');

onRecordUpdateRequest((e) => {
  e.next();
  require(`${__hooks}/lib/seasons.js`).recompute(e.app, e.record.id, { user: require(`${__hooks}/lib/audit.js`).actorOf(e), reason: 'settings' });
}, 'seasons');

// The one realtime message of a recompute (lib/seasons.js announce): its audit row is written in the
// recompute's transaction, so this runs once the new rows are committed, whichever transaction the
// recompute ran in, and never for one rolled back.
onRecordAfterCreateSuccess((e) => {
  e.next();
  if (e.record.getString('table') !== 'seasons') return;
  const seasons = require(`${__hooks}/lib/seasons.js`);
  if (seasons.RECOMPUTE_EVENTS.indexOf(e.record.getString('event')) >= 0) seasons.announce(e.app, e.record.getString('record'));
}, 'audit');

// Archiving a competition confirms its results in its season, in the archiving's save, and the
// confirmation's audit row names who archived: the request hands its actor to the model hook through
// the app's store (hooks run in separate VMs), keyed by the competition, for the length of the save.
onRecordUpdateRequest((e) => {
  const audit = require(`${__hooks}/lib/audit.js`);
  const key = 'season:archivedBy:' + e.record.id;
  e.app.store().set(key, { user: audit.actorOf(e), impersonator: audit.impersonatorOf(e) });
  try {
    e.next();
  } finally {
    e.app.store().remove(key);
  }
}, 'competitions');

onRecordUpdate((e) => {
  const before = e.record.original().getString('status');
  e.next();
  if (before === 'archived' || e.record.getString('status') !== 'archived') return;
  /** @type {core.Record} */
  let event;
  try {
    event = e.app.findFirstRecordByFilter('season_events', 'competition = {:c}', { c: e.record.id });
  } catch (_) {
    return;
  }
  if (event.getBool('confirmed')) return;
  /** @type {{ user?: string, impersonator?: string } | null} */
  const by = e.app.store().get('season:archivedBy:' + e.record.id) || null;
  require(`${__hooks}/lib/seasons.js`).setConfirmed(e.app, event, true, { user: by ? by.user : '', impersonator: by ? by.impersonator : '', reason: 'archived', event: 'season_confirm' });
}, 'competitions');

// Enrolment in a season's final event (after the circuit is assigned, enrolments.pb.js).
onRecordCreate((e) => {
  const code = require(`${__hooks}/lib/seasons.js`).finalEntryProblem(e.app, e.record);
  if (code) require(`${__hooks}/lib/util.js`).fieldError('couple', code, 'This pair is not qualified for the final event of the season.');
  e.next();
}, 'enrolments');

routerAdd('POST', '/api/custom/season-events/{id}/confirm', (e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const audit = require(`${__hooks}/lib/audit.js`);
  const event = util.findOr404(e.app, 'season_events', e.request.pathValue('id'), 'There is no such season event.');
  const competition = e.app.findRecordById('competitions', event.getString('competition'));
  require(`${__hooks}/lib/access.js`).requireOrganizer(e, competition, 'Only the organizers of the competition confirm its results.');
  const status = competition.getString('status');
  if (status !== 'ongoing' && status !== 'archived') util.fieldError('competition', 'season_confirm_status', 'Results are confirmed once the competition is under way.');
  // A place still provisional (an open inquiry, an inquiry window still open) does not enter the
  // season: its lines stay provisional until the jury has decided and the windows have closed.
  const pending = require(`${__hooks}/lib/inquiries.js`).provisionalCount(e.app, competition);
  if (pending) util.fieldError('competition', 'season_confirm_inquiries', 'Some places are still provisional (an open inquiry or inquiry window): confirm once they are settled.', { count: pending });
  const summary = require(`${__hooks}/lib/seasons.js`).setConfirmed(e.app, event, true, { user: audit.actorOf(e), impersonator: audit.impersonatorOf(e), reason: 'confirmed', event: 'season_confirm' });
  return e.json(200, { confirmed: true, rows: summary.rows });
});

routerAdd('POST', '/api/custom/season-events/{id}/reopen', (e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const audit = require(`${__hooks}/lib/audit.js`);
  const event = util.findOr404(e.app, 'season_events', e.request.pathValue('id'), 'There is no such season event.');
  if (!require(`${__hooks}/lib/access.js`).isAdmin(e)) throw new ForbiddenError('Only an admin reopens the results of an event.');
  const summary = require(`${__hooks}/lib/seasons.js`).setConfirmed(e.app, event, false, { user: audit.actorOf(e), impersonator: audit.impersonatorOf(e), reason: 'reopened', event: 'season_reopen' });
  return e.json(200, { confirmed: false, rows: summary.rows });
});
