// @ts-check
/// <reference path="env.d.ts" />
// Judge consistency by person (docs/judging.md "Judge consistency"): per named judge, over every
// competition they judged, the item marks given, how often a mark was cancelled, how often it was
// cancelled AND lay outside the marks that counted, and by how much, and how often it lay off the
// panel's average (plus and minus apart; `panelDistance`, the setting it was measured with, answered).
// - GET /api/custom/competitions/{id}/judges/consistency  the judges of that competition (its officials),
//   and its shadow judges' sheets against the panel's, per couple
// - GET /api/custom/judges/consistency                    every judge of the list (admins)
//   ?season={id}                                          the same over the competitions of a season
// Only admins see a judge's figures over every competition. The officials of one competition see
// its judges' figures over that competition's sheets only: a judge's record elsewhere is not theirs
// to read, and adding a judge to their own list must not reveal it. `scope` says which it is.

routerAdd('GET', '/api/custom/competitions/{id}/judges/consistency', (e) => {
  const consistency = require(`${__hooks}/lib/consistency.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const competition = util.findOr404(e.app, 'competitions', e.request.pathValue('id'), 'There is no such competition.');
  require(`${__hooks}/lib/access.js`).requireOfficial(e, competition, 'Only the officials of the competition read the consistency of its judges.');
  // The judges it lists, and anybody who judged one of its couples and was taken off the list since.
  /** @type {{ [judge: string]: boolean }} */
  const ids = {};
  competition.getStringSlice('judges').forEach((id) => (ids[id] = true));
  consistency.judgesOf(e.app, competition.id).forEach((id) => (ids[id] = true));
  // Shadow judges (trainees) beside the panel: each sheet against the panel's, per couple.
  const everywhere = require(`${__hooks}/lib/access.js`).isAdmin(e);
  return e.json(200, {
    scope: everywhere ? 'all' : 'competition',
    panelDistance: consistency.distanceSetting(),
    referenceTolerance: require(`${__hooks}/lib/reference.js`).toleranceSetting(),
    judges: consistency.rowsFor(e.app, Object.keys(ids), everywhere ? undefined : competition.id),
    shadows: consistency.shadowsOf(e.app, competition.id),
  });
});

routerAdd('GET', '/api/custom/judges/consistency', (e) => {
  const consistency = require(`${__hooks}/lib/consistency.js`);
  if (!require(`${__hooks}/lib/access.js`).isAdmin(e)) throw new ForbiddenError('Only administrators read the consistency of every judge.');
  const seasonId = e.request.url.query().get('season');
  if (!seasonId) return e.json(200, { scope: 'all', panelDistance: consistency.distanceSetting(), referenceTolerance: require(`${__hooks}/lib/reference.js`).toleranceSetting(), judges: consistency.rowsFor(e.app, null) });
  const season = require(`${__hooks}/lib/util.js`).findOr404(e.app, 'seasons', seasonId, 'There is no such season.');
  return e.json(200, { scope: 'season', season: season.id, panelDistance: consistency.distanceSetting(), referenceTolerance: require(`${__hooks}/lib/reference.js`).toleranceSetting(), judges: consistency.rowsFor(e.app, null, undefined, season.id) });
});
