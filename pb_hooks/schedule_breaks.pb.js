// @ts-check
/// <reference path="env.d.ts" />
// The breaks of the competition day (docs/ARCHITECTURE.md "Running order and live times"; the rule is
// src/lib/rules/breaks.ts, run as lib/rules/breaks.js; the checks are lib/schedule.js):
// - competitions.breakEvery/breakMinutes, pouleBreakMinutes, lunchAt/lunchMinutes: staff (the
//   competitions' update rule), checked on every create and change.
// - A change rewrites every poule's public row (`data.breaks`), so the live times follow at once.

onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) require(`${__hooks}/lib/schedule.js`).checkBreaks(e.record);
  e.next();
}, 'competitions');

onRecordUpdateRequest((e) => {
  const schedule = require(`${__hooks}/lib/schedule.js`);
  if (!e.hasSuperuserAuth() && require(`${__hooks}/lib/util.js`).changedFields(e.record, schedule.BREAK_FIELDS).length) schedule.checkBreaks(e.record);
  e.next();
}, 'competitions');

onRecordUpdate((e) => {
  const schedule = require(`${__hooks}/lib/schedule.js`);
  const changed = require(`${__hooks}/lib/util.js`).changedFields(e.record, schedule.BREAK_FIELDS).length > 0;
  e.next();
  if (!changed) return;
  const results = require(`${__hooks}/lib/results.js`);
  e.app.findRecordsByFilter('poules', 'competition = {:c}', '', 0, 0, { c: e.record.id }).forEach((p) => results.syncPoule(e.app, p));
}, 'competitions');
