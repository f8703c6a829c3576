// @ts-check
/// <reference path="../env.d.ts" />
// Running order (docs/ARCHITECTURE.md "Running order and live times"): the checks of the staff-written
// tatami and start time of a poule. The estimate itself is computed by the SPA
// (src/lib/domain/runningOrder.ts) from the public rows; the server only stores facts.
const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How many tatami a competition has (an empty field means one).
 * @param {core.Record} competition
 */
function tatamiOf(competition) {
  return Math.max(1, competition.getInt('tatami'));
}

/**
 * The window a poule may start in: the competition's days (date … endDate, whole UTC days) widened by
 * 14 hours before and 12 after, so that any time zone's local day of the competition fits (a
 * competition dated 24 November starts at 09:00 in Rome, 08:00 UTC, or at 09:00 in Sydney, 22:00 UTC
 * on the 23rd). [from, to) in epoch ms.
 * @param {core.Record} competition
 */
function startWindow(competition) {
  const competitionLib = require(`${__hooks}/lib/competition.js`);
  const first = competitionLib.parseDate(competition.getString('date'));
  let last = competitionLib.parseDate(competition.getString('endDate'));
  if (isNaN(last) || last < first) last = first;
  const day = (/** @type {number} */ ms) => Math.floor(ms / DAY_MS) * DAY_MS;
  return { from: day(first) - 14 * HOUR_MS, to: day(last) + DAY_MS + 12 * HOUR_MS };
}

/**
 * Throws the field error of a poule's tatami or start time out of range (staff edits).
 * @param {CoreApp} app
 * @param {core.Record} poule
 */
function checkPoule(app, poule) {
  const competitionLib = require(`${__hooks}/lib/competition.js`);
  const competition = app.findRecordById('competitions', poule.getString('competition'));
  const tatami = poule.getInt('tatami');
  const max = tatamiOf(competition);
  if (tatami < 0 || tatami > max) refuseTatami(competition);
  const raw = poule.getString('startsAt');
  if (raw) {
    const at = competitionLib.parseDate(raw);
    const w = startWindow(competition);
    if (isNaN(at) || at < w.from || at >= w.to) refuseStartsAt();
  }
}

/**
 * A tatami that is not one of the competition's.
 * @param {core.Record} competition
 * @returns {never}
 */
function refuseTatami(competition) {
  return require(`${__hooks}/lib/util.js`).fieldError('tatami', 'poule_tatami', 'The tatami is a number from 1 to ' + tatamiOf(competition) + '.');
}

/**
 * A start time off the competition's days (or one the date field cannot read).
 * @returns {never}
 */
function refuseStartsAt() {
  return require(`${__hooks}/lib/util.js`).fieldError('startsAt', 'poule_starts_at', 'The start time is on a day of the competition.');
}

module.exports = { tatamiOf, startWindow, checkPoule, refuseTatami, refuseStartsAt };
