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

// GET /api/custom/seats/calibration  the open round of the asking seat's tatami, what its tablet needs to
// mark it (the kata sheet's items and scale, the competition's rules) and the seat's own sheet; `round`
// null when none is open. Seats only.
routerAdd('GET', '/api/custom/seats/calibration', (e) => {
  if (!e.auth || e.auth.collection().name !== 'seats') throw new ForbiddenError('Only a judge tablet reads its calibration round.');
  const results = require(`${__hooks}/lib/results.js`);
  const seat = e.auth;
  const open = e.app.findRecordsByFilter('calibration_rounds', 'competition = {:c} && tatami = {:t} && open = true', '-created', 1, 0, { c: seat.getString('competition'), t: seat.getInt('tatami') });
  if (!open.length) return e.json(200, { round: null });
  const round = open[0];
  const sheet = results.sheetOf(e.app, round.getString('kata'));
  const scoring = require(`${__hooks}/lib/rules/scoring.js`);
  const c = e.app.findRecordById('competitions', round.getString('competition'));
  const mine = e.app.findRecordsByFilter('calibration_sheets', 'round = {:r} && seat = {:s}', '', 1, 0, { r: round.id, s: seat.getInt('seat') });
  return e.json(200, {
    round: { id: round.id, kata: round.getString('kata'), source: round.getString('source'), label: round.getString('label') },
    items: sheet.items,
    scale: sheet.scale,
    rules: scoring.competitionRules({ scoring: c.getString('scoring'), flow: c.getBool('flow') }),
    sheet: mine.length ? { id: mine[0].id, marks: results.json(mine[0], 'marks'), updated: mine[0].getString('updated') } : null,
  });
});
