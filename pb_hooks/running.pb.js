// @ts-check
/// <reference path="env.d.ts" />
// Running order and live times (docs/ARCHITECTURE.md "Running order and live times").
// - poules.tatami and poules.startsAt: staff (the poules' update rule), checked here: a tatami of the
//   competition, a start on one of its days. A change rewrites the poule's public row, so the running
//   times follow live.
// - competitions.tatami cannot drop below a tatami some poule is assigned to (poule_tatami_in_use).
// - draws.performedAt is derived by the results recompute (pb_hooks/lib/results.js): never written
//   through the API.

onRecordUpdateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    const util = require(`${__hooks}/lib/util.js`);
    if (util.changedFields(e.record, ['tatami', 'startsAt']).length) require(`${__hooks}/lib/running.js`).checkPoule(e.app, e.record);
  }
  e.next();
}, 'poules');

onRecordUpdate((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const changed = util.changedFields(e.record, ['tatami', 'startsAt']).length > 0;
  e.next();
  if (changed) require(`${__hooks}/lib/results.js`).syncPoule(e.app, e.record);
}, 'poules');

onRecordUpdateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    const util = require(`${__hooks}/lib/util.js`);
    if (util.changedFields(e.record, ['performedAt']).length) {
      throw new ForbiddenError('When a couple performed is set by its first evaluation.');
    }
  }
  e.next();
}, 'draws');

onRecordUpdateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const tatami = e.record.getInt('tatami');
  if (!e.hasSuperuserAuth() && util.changedFields(e.record, ['tatami']).length) {
    if (tatami < 0 || tatami > 20) util.fieldError('tatami', 'competition_tatami', 'A hall has 1 to 20 tatami.');
    const max = Math.max(1, tatami);
    const used = e.app.findRecordsByFilter('poules', 'competition = {:c} && tatami > {:m}', '', 1, 0, { c: e.record.id, m: max });
    if (used.length) util.fieldError('tatami', 'poule_tatami_in_use', 'A poule is assigned to tatami ' + used[0].getInt('tatami') + '.');
  }
  e.next();
}, 'competitions');
