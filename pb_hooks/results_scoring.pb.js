// @ts-check
/// <reference path="env.d.ts" />
// Evaluations, results and the public leaderboard (docs/ARCHITECTURE.md "Draws, scoring and results"):
// - POST /api/custom/competitions/{id}/leaderboard {frozen}    freeze/unfreeze (officials)
// Officials = whoever officiates the competition (lib/access.js). Evaluations go through the records
// API (rules + the hooks below); every change recomputes the poule's results and its public row
// (leaderboards, one per published poule) in the same save (lib/results.js, lib/rules/scoring.js).
// (The file name sorts after judges.pb.js: its evaluation hooks answer a repeated sheet before the
// save below runs.)

routerAdd('POST', '/api/custom/competitions/{id}/leaderboard', (e) => {
  const audit = require(`${__hooks}/lib/audit.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const competition = util.findOr404(e.app, 'competitions', e.request.pathValue('id'), 'There is no such competition.');
  require(`${__hooks}/lib/access.js`).requireOfficial(e, competition, 'Only the officials of the competition freeze the leaderboard.');
  const frozen = (e.requestInfo().body || {}).frozen === true;
  e.app.runInTransaction((tx) => {
    const c = tx.findRecordById('competitions', competition.id);
    const before = c.getBool('leaderboardFrozen');
    c.set('leaderboardFrozen', frozen);
    tx.save(c);
    audit.write(tx, { user: audit.actorOf(e), impersonator: audit.impersonatorOf(e), event: 'update', table: 'competitions', record: c.id, data: { leaderboardFrozen: [before, frozen] } });
  });
  return e.json(200, { frozen: frozen });
});

// ---------------------------------------------------------------- evaluations
// The evaluation and the results it changes are saved together or not at all: the save runs in a
// transaction, and the model hooks below recompute with the transaction's app.
onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/results.js`).saveEvaluationRequest(e);
}, 'evaluations');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/results.js`).saveEvaluationRequest(e);
}, 'evaluations');

// A validated couple's sheets stay as they are until an official reopens it (lib/validation.js).
onRecordDeleteRequest((e) => {
  if (!e.hasSuperuserAuth()) require(`${__hooks}/lib/validation.js`).requireOpen(e.app.findRecordById('draws', e.record.getString('draw')));
  e.next();
}, 'evaluations');

// Model level (dashboard edits included): marks checked against the kata sheet, total derived,
// results and snapshot recomputed inside the same save.
onRecordCreate((e) => {
  const results = require(`${__hooks}/lib/results.js`);
  const poule = results.scoreEvaluation(e);
  e.next();
  results.recomputePoule(e.app, poule);
  results.syncPoule(e.app, poule);
}, 'evaluations');

onRecordUpdate((e) => {
  const results = require(`${__hooks}/lib/results.js`);
  const poule = results.scoreEvaluation(e);
  e.next();
  results.recomputePoule(e.app, poule);
  results.syncPoule(e.app, poule);
}, 'evaluations');

onRecordDelete((e) => {
  const results = require(`${__hooks}/lib/results.js`);
  let poule;
  try {
    poule = e.app.findRecordById('poules', e.app.findRecordById('draws', e.record.getString('draw')).getString('poule'));
  } catch (_) {
    poule = null; // the draw itself is being deleted (cascade)
  }
  e.next();
  if (poule) {
    results.recomputePoule(e.app, poule);
    results.syncPoule(e.app, poule);
  }
}, 'evaluations');

// Freezing or unfreezing (by the route above or a competition edit), or a move into or out of draft
// (rows of a draft competition are not public), updates every row of the competition.
onRecordUpdate((e) => {
  const results = require(`${__hooks}/lib/results.js`);
  const before = e.record.original();
  const draft = (/** @type {core.Record} */ c) => c.getString('status') === 'draft';
  const changed = e.record.getBool('leaderboardFrozen') !== before.getBool('leaderboardFrozen') || draft(e.record) !== draft(before);
  e.next();
  if (changed) results.syncCompetition(e.app, e.record.id);
}, 'competitions');
