// @ts-check
/// <reference path="env.d.ts" />
// Calibration rounds before the day (docs/judging.md "Training and assessing judges"). Rules: who starts,
// reads and marks a round is the collections' API rules (officials start and close rounds on their
// competition's tatami; a seat marks its own sheet of an open round of its tatami); here:
// - a round starts open, started by whoever created it; one open round per tatami; its reference, when
//   given, is a complete sheet of its kata (every save, dashboard included);
// - a seat's sheet is a complete sheet of the round's kata, naming the judge on the seat;
// - GET /api/custom/calibration/{id}  the round with each seat's sheet against its reference (officials).

onRecordCreateRequest((e) => {
  e.record.set('startedBy', e.auth && e.auth.collection().name === 'users' ? e.auth.id : '');
  e.record.set('open', true);
  e.next();
}, 'calibration_rounds');

onRecordUpdateRequest((e) => {
  // Who started it stays who started it.
  e.record.set('startedBy', e.record.original().getString('startedBy'));
  e.next();
}, 'calibration_rounds');

onRecordCreate((e) => {
  require(`${__hooks}/lib/calibration.js`).checkRound(e);
  e.next();
}, 'calibration_rounds');

onRecordUpdate((e) => {
  require(`${__hooks}/lib/calibration.js`).checkRound(e);
  e.next();
}, 'calibration_rounds');

onRecordCreate((e) => {
  require(`${__hooks}/lib/calibration.js`).checkSheet(e);
  e.next();
}, 'calibration_sheets');

onRecordUpdate((e) => {
  require(`${__hooks}/lib/calibration.js`).checkSheet(e);
  e.next();
}, 'calibration_sheets');

routerAdd('GET', '/api/custom/calibration/{id}', (e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const round = util.findOr404(e.app, 'calibration_rounds', e.request.pathValue('id'), 'There is no such calibration round.');
  const competition = e.app.findRecordById('competitions', round.getString('competition'));
  require(`${__hooks}/lib/access.js`).requireOfficial(e, competition, 'Only the officials of the competition read its calibration rounds.');
  return e.json(200, require(`${__hooks}/lib/calibration.js`).deviationsOf(e.app, round));
});
