// @ts-check
/// <reference path="env.d.ts" />
// Judge consistency by person (docs/ARCHITECTURE.md "Judge consistency"): per named judge, over every
// competition they judged, the item marks given, how often a mark was cancelled, how often it was
// cancelled AND lay outside the marks that counted, and by how much.
// - GET /api/custom/competitions/{id}/judges/consistency  the judges of that competition (its officials)
// - GET /api/custom/judges/consistency                    every judge of the list (admins)
// Officials of one competition see only aggregates of its judges (never another competition's
// sheets): the rows are counts and sums, computed here from all the evaluations.

routerAdd('GET', '/api/custom/competitions/{id}/judges/consistency', (e) => {
  const consistency = require(`${__hooks}/lib/consistency.js`);
  const r = require(`${__hooks}/lib/results.js`);
  let competition;
  try {
    competition = e.app.findRecordById('competitions', e.request.pathValue('id'));
  } catch (_) {
    throw new NotFoundError('There is no such competition.');
  }
  if (!r.isOfficial(e, competition)) throw new ForbiddenError('Only the officials of the competition read the consistency of its judges.');
  // The judges it lists, and anybody who judged one of its couples and was taken off the list since.
  /** @type {{ [judge: string]: boolean }} */
  const ids = {};
  competition.getStringSlice('judges').forEach((id) => (ids[id] = true));
  consistency.judgesOf(e.app, competition.id).forEach((id) => (ids[id] = true));
  return e.json(200, { judges: consistency.rowsFor(e.app, Object.keys(ids)) });
});

routerAdd('GET', '/api/custom/judges/consistency', (e) => {
  const consistency = require(`${__hooks}/lib/consistency.js`);
  if (!require(`${__hooks}/lib/util.js`).isStaff(e)) throw new ForbiddenError('Only administrators read the consistency of every judge.');
  return e.json(200, { judges: consistency.rowsFor(e.app, null) });
});
