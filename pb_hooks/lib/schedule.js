// @ts-check
/// <reference path="../env.d.ts" />
// The competition's break settings (src/lib/rules/breaks.ts, compiled to lib/rules/breaks.js): the checks of
// what staff write, and the settings a poule's public row carries.

/** The competition's fields holding the break settings. */
const BREAK_FIELDS = ['breakEvery', 'breakMinutes', 'pouleBreakMinutes', 'lunchAt', 'lunchMinutes'];

/**
 * The break settings of a competition record.
 * @param {core.Record} competition
 */
function settingsOf(competition) {
  return require(`${__hooks}/lib/rules/breaks.js`).breakSettings({
    breakEvery: competition.getFloat('breakEvery'),
    breakMinutes: competition.getFloat('breakMinutes'),
    pouleBreakMinutes: competition.getFloat('pouleBreakMinutes'),
    lunchAt: competition.getString('lunchAt'),
    lunchMinutes: competition.getFloat('lunchMinutes'),
  });
}

/**
 * Throws the field error of the competition's break settings, if any: out of limits (`break_range`),
 * a break without its count or its length (`break_incomplete`), a lunch without its time or its length
 * (`lunch_incomplete`), a lunch outside the competition's days (`lunch_day`, the poules' start window).
 * @param {core.Record} competition
 */
function checkBreaks(competition) {
  const util = require(`${__hooks}/lib/util.js`);
  // breakSettings floors what it reads: a negative or fractional number is refused here first.
  BREAK_FIELDS.forEach((f) => {
    if (f === 'lunchAt') return;
    const v = competition.getFloat(f);
    if (v < 0 || Math.floor(v) !== v) util.fieldError(f, 'break_range', 'A break setting is a whole number within its limits.');
  });
  const error = require(`${__hooks}/lib/rules/breaks.js`).breakError(settingsOf(competition));
  if (error) util.fieldError(error.field, error.code, 'The break settings are incomplete or out of range.');
  const raw = competition.getString('lunchAt');
  if (raw) {
    const at = require(`${__hooks}/lib/competition.js`).parseDate(raw);
    const w = require(`${__hooks}/lib/running.js`).startWindow(competition);
    if (isNaN(at) || at < w.from || at >= w.to) util.fieldError('lunchAt', 'lunch_day', 'The lunch break is on a day of the competition.');
  }
}

module.exports = { BREAK_FIELDS, settingsOf, checkBreaks };
