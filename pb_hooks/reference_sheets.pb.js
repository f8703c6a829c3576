// @ts-check
/// <reference path="env.d.ts" />
// Reference sheets (docs/judging.md "Training and assessing judges"). Who writes them (admins, the
// competition's commissioners) and reads them (its officials) is the collection's API rules; here:
// - every save (dashboard included): the marks are a complete sheet of the couple's kata and rules;
// - a request: `author` is whoever saved it last, never taken from the body.
// - GET /api/custom/competitions/{id}/references  each reference of the competition with every sheet of
//   that couple against it, per item (the competition's officials).

onRecordCreateRequest((e) => {
  e.record.set('author', e.auth && e.auth.collection().name === 'users' ? e.auth.id : '');
  e.next();
}, 'reference_sheets');

onRecordUpdateRequest((e) => {
  e.record.set('author', e.auth && e.auth.collection().name === 'users' ? e.auth.id : '');
  e.next();
}, 'reference_sheets');

onRecordCreate((e) => {
  require(`${__hooks}/lib/reference.js`).checkReference(e);
  e.next();
}, 'reference_sheets');

onRecordUpdate((e) => {
  require(`${__hooks}/lib/reference.js`).checkReference(e);
  e.next();
}, 'reference_sheets');

routerAdd('GET', '/api/custom/competitions/{id}/references', (e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const reference = require(`${__hooks}/lib/reference.js`);
  const competition = util.findOr404(e.app, 'competitions', e.request.pathValue('id'), 'There is no such competition.');
  require(`${__hooks}/lib/access.js`).requireOfficial(e, competition, 'Only the officials of the competition read its reference sheets.');
  return e.json(200, { tolerance: reference.toleranceSetting(), references: reference.referencesOf(e.app, competition.id) });
});
