// @ts-check
/// <reference path="env.d.ts" />
// The qualification for a season's final event (docs/season.md; the gate: lib/season_gate.js):
// - a season's final event is one of its own events; a wildcard names one of the season's classes
//   and gives a reason;
// - GET /api/custom/qualifications/mine: the basis of each couple of the caller for the final events
//   to come of the seasons the caller may read (qualified at the cut-off with its rank, a wildcard, or
//   not qualified); a private season is not named to anyone its view rule does not let in;
// - GET /api/custom/competitions/{id}/qualifications: the basis of each enrolment of a final event,
//   for its organizers and admins (the accreditation desk);
// - a wildcard's reason is written by admins for admins: both routes answer it to others only when
//   the wildcard's `reasonPublic` says so.

onRecordValidate((e) => {
  const finalEvent = e.record.getString('finalEvent');
  const ofSeason = () => e.app.findRecordsByFilter('season_events', 'season = {:s} && competition = {:c}', '', 1, 0, { s: e.record.id, c: finalEvent }).length > 0;
  if (finalEvent && (e.record.isNew() || !ofSeason())) {
    require(`${__hooks}/lib/util.js`).fieldError('finalEvent', 'season_final_event', 'The final event is one of the events of the season.');
  }
  e.next();
}, 'seasons');

onRecordValidate((e) => {
  const json = require(`${__hooks}/lib/results.js`).json;
  const season = e.app.findRecordById('seasons', e.record.getString('season'));
  const classes = json(season, 'classes') || [];
  if (!Array.isArray(classes) || classes.indexOf(e.record.getString('class')) < 0) {
    require(`${__hooks}/lib/util.js`).fieldError('class', 'season_wildcard_class', 'Choose one of the classes of the season.');
  }
  // Why the pair gets a place without qualifying: the one rule of reasons (src/lib/rules/reason.ts).
  e.record.set('reason', require(`${__hooks}/lib/util.js`).reasonOf(e.record.getString('reason')));
  if (e.record.getString('tori') && e.record.getString('tori') === e.record.getString('uke')) {
    require(`${__hooks}/lib/util.js`).fieldError('uke', 'season_wildcard_pair', 'Tori and uke are two different athletes.');
  }
  e.next();
}, 'season_wildcards');

routerAdd(
  'GET',
  '/api/custom/qualifications/mine',
  (e) => {
    const access = require(`${__hooks}/lib/access.js`);
    const info = e.requestInfo();
    /** @param {core.Record} season */
    const mayRead = (season) => {
      const rule = season.collection().viewRule;
      return rule !== null && rule !== undefined && e.app.canAccessRecord(season, info, rule);
    };
    return e.json(200, { items: require(`${__hooks}/lib/season_gate.js`).ownerQualifications(e.app, access.authId(e), mayRead, access.isAdmin(e)) });
  },
  $apis.requireAuth('users', '_superusers'),
);

routerAdd('GET', '/api/custom/competitions/{id}/qualifications', (e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const competition = util.findOr404(e.app, 'competitions', e.request.pathValue('id'), 'There is no such competition.');
  require(`${__hooks}/lib/access.js`).requireOrganizer(e, competition, 'Only the organizers of the competition read the qualification of its pairs.');
  const admin = require(`${__hooks}/lib/access.js`).isAdmin(e);
  return e.json(200, { items: require(`${__hooks}/lib/season_gate.js`).enrolmentQualifications(e.app, competition.id, admin) });
});
