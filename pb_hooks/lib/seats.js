// @ts-check
/// <reference path="../env.d.ts" />
// Seats of a tatami's panel and their codes (docs/judging.md "Judges, seat codes and validation").
// A seat is seat n of a tatami of a competition for the day: its tablet judges the poule on the mat of
// that tatami (src/lib/rules/tatami.ts), then the next one, without a new code.
// Pure helpers first (codes, panel checks), then the PocketBase glue.

/** Letters and digits nobody misreads on a screen (no 0/O, 1/I/L). */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 8;
/**
 * How long a seat code opens its seat. Codes are handed out the evening before as well as on the day:
 * a code lives until the end of the competition's last day (its end date, else its start date; the
 * calendar day in UTC, which in Italy ends at 01:00 or 02:00 local time), never less than
 * SEAT_MIN_HOURS from when it is issued (a day running late still gets working codes) and never more
 * than SEAT_MAX_HOURS (a code photographed on a long weekend stops working). A tablet's token works
 * only while its seat's code does (the `@request.auth.expires > @now` of the API rules), and its JWT
 * lasts SEAT_MAX_HOURS (the seats collection's authToken duration), so it cannot outlive the code.
 */
const SEAT_MIN_HOURS = 12;
const SEAT_MAX_HOURS = 72;
/** The largest panel: seats are numbered 1…SEATS_MAX (the seats collection's `seat`). */
const SEATS_MAX = 5;

/**
 * When a seat code issued at `now` (ms) stops opening its seat, for a competition starting on `date`
 * and ending on `endDate` ('' when it has none), both as PocketBase dates ("2026-05-10 09:00:00.000Z").
 * @param {number} now
 * @param {string} date
 * @param {string} endDate
 * @returns {Date}
 */
function codeExpiry(now, date, endDate) {
  const hour = 3600 * 1000;
  const last = new Date(String(endDate || date || '').replace(' ', 'T'));
  let until = now + SEAT_MIN_HOURS * hour;
  if (!isNaN(last.getTime())) {
    const endOfDay = Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), last.getUTCDate() + 1) - 1000;
    until = Math.max(until, endOfDay);
  }
  return new Date(Math.min(until, now + SEAT_MAX_HOURS * hour));
}

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
 * `size` is the poule's number of judges (shadow seats, lib/rules/shadow.js, come on top), `listed` the judges
 * the competition picked.
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
    const seat = (n >= 1 && n <= size && Math.floor(n) === n) || require(`${__hooks}/lib/rules/shadow.js`).isShadowSeat(n);
    if (!seat) return { field: 'seat' + keys[i], code: 'panel_seat' };
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
 * A seat for its officials: the seat (404 when there is none) with its competition;
 * 403 with `refusal` unless the request's user officiates that competition.
 * @param {core.RequestEvent} e
 * @param {string} seatId
 * @param {string} refusal
 */
function seatForOfficials(e, seatId, refusal) {
  const access = require(`${__hooks}/lib/access.js`);
  const seat = require(`${__hooks}/lib/util.js`).findOr404(e.app, 'seats', seatId, 'There is no such seat.');
  const competition = e.app.findRecordById('competitions', seat.getString('competition'));
  if (!access.officiates(e, competition)) throw new ForbiddenError(refusal);
  return { seat: seat, competition: competition };
}

/**
 * Whether a seat's tablet is in use at `now` (ms): src/lib/rules/seatTablet.ts says the rule.
 * @param {core.Record} seat
 * @param {number} now
 */
function seatTabletInUse(seat, now) {
  return require(`${__hooks}/lib/rules/seat_tablet.js`).tabletInUse(seat.getString('expires'), seat.getString('lastSeenAt'), now);
}

/**
 * The seats of a tatami (seat number → record).
 * @param {CoreApp} app
 * @param {string} competitionId
 * @param {number} tatami
 * @returns {{ [seat: number]: core.Record }}
 */
function tatamiSeats(app, competitionId, tatami) {
  /** @type {{ [seat: number]: core.Record }} */
  const out = {};
  app.findRecordsByFilter('seats', 'competition = {:c} && tatami = {:t}', 'seat', 0, 0, { c: competitionId, t: tatami }).forEach((row) => (out[row.getInt('seat')] = row));
  return out;
}

/**
 * The published poules of a competition's tatami in the order they run (src/lib/rules/tatami.ts).
 * @param {CoreApp} app
 * @param {string} competitionId
 * @param {number} tatami
 */
function tatamiPoules(app, competitionId, tatami) {
  const rules = require(`${__hooks}/lib/rules/tatami.js`);
  const rows = app.findRecordsByFilter('poules', 'competition = {:c} && published = true', '', 0, 0, { c: competitionId }).map((p) => ({
    id: p.id,
    name: p.getString('name'),
    tatami: p.getInt('tatami'),
    startsAt: p.getString('startsAt'),
    published: true,
    record: p,
  }));
  return rules.tatamiSequence(rows, tatami);
}

/**
 * The poule on the mat of a competition's tatami: the first of its poules with a couple not done
 * (src/lib/rules/tatami.ts), null when the tatami has nothing left to judge.
 * @param {CoreApp} app
 * @param {core.Record} competition
 * @param {number} tatami
 * @returns {core.Record | null}
 */
function matPoule(app, competition, tatami) {
  const rules = require(`${__hooks}/lib/rules/tatami.js`);
  const sequence = tatamiPoules(app, competition.id, tatami);
  const supervised = competition.getBool('supervised');
  const open = (/** @type {string} */ pouleId) => {
    const poule = sequence.filter((p) => p.id === pouleId)[0].record;
    const judges = poule.getInt('judges');
    return app.findRecordsByFilter('draws', 'poule = {:p}', '', 0, 0, { p: pouleId }).some((d) => {
      const sheets = supervised || d.getBool('validated') || d.getString('absence') ? 0 : app.countRecords('evaluations', $dbx.hashExp({ draw: d.id, shadow: false }));
      return !rules.coupleDone({ absence: d.getString('absence'), validated: d.getBool('validated'), sheets: sheets }, supervised, judges);
    });
  };
  const id = rules.pouleOnMat(sequence, open);
  return id ? sequence.filter((p) => p.id === id)[0].record : null;
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
 * A seat as its own tablet sees it (GET /api/custom/seats/me, and the code's exchange for a token):
 * its number, its judge and the judge's name, its tatami, the poule on that tatami's mat and its kata.
 * @param {CoreApp} app
 * @param {core.Record} rec the seat
 */
function seatInfo(app, rec) {
  let name = '';
  try {
    if (rec.getString('judge')) name = app.findRecordById('judges', rec.getString('judge')).getString('name');
  } catch (_) {
    name = '';
  }
  const competition = app.findRecordById('competitions', rec.getString('competition'));
  const onMat = matPoule(app, competition, rec.getInt('tatami'));
  // The poule's kata too: the tablet reads the poule, its couples, its sheets and the kata's sheet at
  // once, not the kata's sheet after the poule (one round trip fewer before the sheet shows).
  return { seat: rec.getInt('seat'), judge: rec.getString('judge'), judgeName: name, competition: competition.id, tatami: rec.getInt('tatami'), poule: onMat ? onMat.id : '', kata: onMat ? onMat.getString('kata') : '' };
}

/**
 * The named judge sitting on seat `n` of the tatami a poule runs on ('' when nobody is assigned).
 * @param {CoreApp} app
 * @param {core.Record} poule
 * @param {number} n
 */
function namedJudgeOf(app, poule, n) {
  const tatami = require(`${__hooks}/lib/rules/tatami.js`).pouleTatami(poule.getInt('tatami'));
  try {
    return app.findFirstRecordByFilter('seats', 'competition = {:c} && tatami = {:t} && seat = {:n}', { c: poule.getString('competition'), t: tatami, n: n }).getString('judge');
  } catch (_) {
    return '';
  }
}

/**
 * Refuses a seat's sheet of a couple outside the poule on the mat of the seat's tatami (400
 * `seat_poule_not_on_mat`); any other request passes.
 * @param {core.RecordRequestEvent} e
 */
function checkOnMat(e) {
  const seat = seatOf(e);
  if (!seat) return;
  const draw = e.app.findRecordById('draws', e.record.getString('draw'));
  const competition = e.app.findRecordById('competitions', seat.getString('competition'));
  const onMat = matPoule(e.app, competition, seat.getInt('tatami'));
  if (!onMat || onMat.id !== draw.getString('poule')) {
    require(`${__hooks}/lib/util.js`).fieldError('draw', 'seat_poule_not_on_mat', 'This couple is not in the poule on the mat of your tatami.');
  }
}

module.exports = { CODE_ALPHABET, CODE_LENGTH, SEAT_MIN_HOURS, SEAT_MAX_HOURS, SEATS_MAX, codeExpiry, normalizeCode, panelProblem, pouleContext, seatForOfficials, seatTabletInUse, tatamiSeats, tatamiPoules, matPoule, drawForOfficials, seatOf, seatInfo, namedJudgeOf, checkOnMat };
