// @ts-check
/// <reference path="env.d.ts" />
// Katas as data: every field naming a kata names one of the catalogue (kata_sheets), checked at the
// model level (API, dashboard, imports alike: lib/katas.js); a kata that anything names is not removed.
onRecordValidate(
  (e) => {
    require(`${__hooks}/lib/katas.js`).checkKatas(e);
    e.next();
  },
  'couples',
  'enrolments',
  'poules',
  'judge_qualifications',
  'season_rankings',
  'season_wildcards',
  'circuits',
  'calibration_rounds',
);

onRecordDeleteRequest((e) => {
  const slug = e.record.getString('kata');
  const where = require(`${__hooks}/lib/katas.js`).usedIn(e.app, slug);
  if (where) {
    throw new BadRequestError('This kata is in use (' + where + '): it cannot be removed.', { kata: new ValidationError('kata_in_use', 'This kata is in use: it cannot be removed.') });
  }
  e.next();
}, 'kata_sheets');
