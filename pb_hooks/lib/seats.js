// @ts-check
/// <reference path="../env.d.ts" />
// Seats of a poule's panel and their codes (docs/ARCHITECTURE.md "Judges, seat codes and validation").
// Pure helpers first (codes, panel checks), then the PocketBase glue.

/** Letters and digits nobody misreads on a screen (no 0/O, 1/I/L). */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 8;
/** How long a code opens its seat, and how long a tablet's seat token works (one competition day). */
const SEAT_HOURS = 12;

/**
 * A typed or scanned code as stored: upper case, without spaces or dashes.
 * @param {unknown} code
 */
function normalizeCode(code) {
  return String(code || '')
    .toUpperCase()
    .replace(/[\s-]/g, '');
}

/**
 * The first problem of a panel assignment, or null. `seats` maps seat number → judge id ('' = empty),
 * `size` is the poule's number of judges, `listed` the judges the competition picked.
 * Codes: panel_seat (a seat outside 1..size), panel_judge_unlisted, panel_judge_twice.
 * @param {{ [seat: string]: unknown }} seats
 * @param {number} size
 * @param {string[]} listed
 * @returns {{ field: string, code: string } | null}
 */
function panelProblem(seats, size, listed) {
  /** @type {{ [judge: string]: boolean }} */
  const seen = {};
  const keys = Object.keys(seats || {});
  for (let i = 0; i < keys.length; i++) {
    const n = Number(keys[i]);
    if (!(n >= 1 && n <= size) || Math.floor(n) !== n) return { field: 'seat' + keys[i], code: 'panel_seat' };
    const judge = String(seats[keys[i]] || '');
    if (!judge) continue;
    if (listed.indexOf(judge) < 0) return { field: 'seat' + n, code: 'panel_judge_unlisted' };
    if (seen[judge]) return { field: 'seat' + n, code: 'panel_judge_twice' };
    seen[judge] = true;
  }
  return null;
}

/**
 * The poule (404 when there is none), its competition, and whether the request's user organizes
 * (staff) or officiates (official) that competition.
 * @param {core.RequestEvent} e
 * @param {string} pouleId
 */
function pouleContext(e, pouleId) {
  const access = require(`${__hooks}/lib/access.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const poule = util.findOr404(e.app, 'poules', pouleId, 'There is no such poule.');
  const competition = e.app.findRecordById('competitions', poule.getString('competition'));
  return { poule: poule, competition: competition, staff: access.organizes(e, competition), official: access.officiates(e, competition) };
}

/**
 * A seat for its officials: the seat (404 when there is none) with its poule and competition;
 * 403 with `refusal` unless the request's user officiates that competition.
 * @param {core.RequestEvent} e
 * @param {string} seatId
 * @param {string} refusal
 */
function seatForOfficials(e, seatId, refusal) {
  const seat = require(`${__hooks}/lib/util.js`).findOr404(e.app, 'seats', seatId, 'There is no such seat.');
  const ctx = pouleContext(e, seat.getString('poule'));
  if (!ctx.official) throw new ForbiddenError(refusal);
  return { seat: seat, poule: ctx.poule, competition: ctx.competition };
}

/**
 * A couple's draw for the officials: the draw (404 when there is none) with its poule and
 * competition; 403 with `refusal` unless the request's user officiates that competition.
 * @param {core.RequestEvent} e
 * @param {string} drawId
 * @param {string} refusal
 */
function drawForOfficials(e, drawId, refusal) {
  const draw = require(`${__hooks}/lib/util.js`).findOr404(e.app, 'draws', drawId, 'There is no such draw.');
  const ctx = pouleContext(e, draw.getString('poule'));
  if (!ctx.official) throw new ForbiddenError(refusal);
  return { draw: draw, poule: ctx.poule, competition: ctx.competition };
}

/**
 * The seat record authenticating the request, or null (users, guests, superusers).
 * @param {core.RequestEvent} e
 */
function seatOf(e) {
  return e.auth && e.auth.collection().name === 'seats' ? e.auth : null;
}

/**
 * The named judge sitting on seat `n` of a poule ('' when nobody is assigned).
 * @param {CoreApp} app
 * @param {string} pouleId
 * @param {number} n
 */
function namedJudgeOf(app, pouleId, n) {
  try {
    return app.findFirstRecordByFilter('seats', 'poule = {:p} && seat = {:n}', { p: pouleId, n: n }).getString('judge');
  } catch (_) {
    return '';
  }
}

module.exports = { CODE_ALPHABET, CODE_LENGTH, SEAT_HOURS, normalizeCode, panelProblem, pouleContext, seatForOfficials, drawForOfficials, seatOf, namedJudgeOf };
