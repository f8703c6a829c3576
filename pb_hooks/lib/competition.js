// @ts-check
/// <reference path="../env.d.ts" />
// Competition lifecycle: draft → ready → enrolment → accreditation → ongoing → archived.
const STATUSES = ['draft', 'ready', 'enrolment', 'accreditation', 'ongoing', 'archived'];
const DAY_MS = 24 * 3600 * 1000;

/**
 * null when the move is allowed, else the reason. Forward one step: staff; back one step: admins.
 * @param {string} from
 * @param {string} to
 * @param {boolean} isAdmin
 */
function transitionError(from, to, isAdmin) {
  if (from === to) return null;
  const a = STATUSES.indexOf(from);
  const b = STATUSES.indexOf(to);
  if (b === a + 1) return null;
  if (b === a - 1 && from !== 'archived' && isAdmin) return null;
  if (b === a - 1 && from !== 'archived') return 'Only an admin can move a competition one step back.';
  return 'A competition cannot move from "' + from + '" to "' + to + '".';
}

/**
 * Parses a PocketBase date string ("2026-01-02 10:00:00.000Z") into epoch ms (NaN when empty).
 * @param {unknown} s
 */
function parseDate(s) {
  if (!s) return NaN;
  return Date.parse(String(s).replace(' ', 'T'));
}

/**
 * When self-accreditation opens: the stored value, else the day before the start.
 * @param {core.Record} competition
 */
function accreditationOpensMs(competition) {
  const opens = parseDate(competition.getString('accreditationOpensAt'));
  if (!isNaN(opens)) return opens;
  return parseDate(competition.getString('date')) - DAY_MS;
}

/**
 * Should the competition start by itself now? Only an `accreditation` competition whose `autoStart` is on
 * and whose start date/time has passed (the organizers can always start it by hand before).
 * @param {{ status: string, autoStart: boolean, date: unknown }} competition
 * @param {number} nowMs
 */
function dueToStart(competition, nowMs) {
  if (competition.status !== 'accreditation' || !competition.autoStart) return false;
  const start = parseDate(competition.date);
  return !isNaN(start) && start <= nowMs;
}

/**
 * Moves every competition due to start (dueToStart) to `ongoing`, each audited as a status update
 * made by no user (the system), like the manual move. Returns the ids started.
 * @param {CoreApp} app
 * @param {number} nowMs
 */
function autoStart(app, nowMs) {
  const audit = require(`${__hooks}/lib/audit.js`);
  const now = new Date(nowMs).toISOString().replace('T', ' ');
  const rows = app.findRecordsByFilter('competitions', 'status = "accreditation" && autoStart = true && date != "" && date <= {:now}', 'date', 0, 0, { now: now });
  /** @type {string[]} */
  const started = [];
  rows.forEach((r) => {
    if (!dueToStart({ status: r.getString('status'), autoStart: r.getBool('autoStart'), date: r.getString('date') }, nowMs)) return;
    r.set('status', 'ongoing');
    // The move and its audit row in one transaction: nobody sees a started competition without it.
    app.runInTransaction((tx) => {
      tx.save(r);
      audit.write(tx, { event: 'update', table: 'competitions', record: r.id, data: { status: ['accreditation', 'ongoing'], autoStart: [true, true] } });
    });
    started.push(r.id);
  });
  return started;
}

module.exports = { STATUSES, DAY_MS, transitionError, parseDate, accreditationOpensMs, dueToStart, autoStart };
