// @ts-check
/// <reference path="../env.d.ts" />
// Calibration rounds (docs/judging.md "Training and assessing judges"): before the day the supervisor
// starts a round on a tatami; the seated judges mark a reference performance on their tablets
// (calibration_sheets, never evaluations: they count for no couple) and the supervisor reads each
// judge's deviation from the round's reference marks at once (src/lib/rules/deviation.ts).
// Who writes what is the collections' API rules; what is written is checked here.

/**
 * The marks checked as a judge's sheet of the kata under the competition's rules: a 400 with a field
 * error on `field` otherwise.
 * @param {CoreApp} app
 * @param {unknown} marks
 * @param {string} kata
 * @param {string} competitionId
 * @param {string} field
 */
function checkMarks(app, marks, kata, competitionId, field) {
  const scoring = require(`${__hooks}/lib/rules/scoring.js`);
  const results = require(`${__hooks}/lib/results.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const sheet = results.sheetOf(app, kata);
  const rules = results.rulesOf(app, competitionId);
  const items = scoring.sheetItems(sheet.items, rules);
  const err = scoring.validateMarks(marks, items, sheet.scale, rules);
  if (err && err.code === 'evaluation_unmarked') {
    const item = items[err.item];
    /** @type {{ [name: string]: unknown }} */
    const params = { item: err.item + 1, name: item ? item.name : '' };
    if (item && item.kind !== 'technique') params.context = item.kind;
    util.fieldError(field, err.code, err.message, params);
  }
  if (err) util.fieldError(field, err.code, err.message);
}

/**
 * A round: on a tatami of the competition (`calibration_tatami`), its reference (when given) a complete
 * sheet of the kata, and one open round per tatami (`calibration_open`).
 * @param {core.RecordEvent} e
 */
function checkRound(e) {
  const util = require(`${__hooks}/lib/util.js`);
  const r = e.record;
  const competition = e.app.findRecordById('competitions', r.getString('competition'));
  const tatamis = Math.max(1, competition.getInt('tatami'));
  if (r.getInt('tatami') < 1 || r.getInt('tatami') > tatamis) util.fieldError('tatami', 'calibration_tatami', 'This competition has ' + tatamis + ' tatami.', { tatamis: tatamis });
  const reference = require(`${__hooks}/lib/results.js`).json(r, 'reference');
  if (reference !== null && !(Array.isArray(reference) && reference.length === 0)) checkMarks(e.app, reference, r.getString('kata'), competition.id, 'reference');
  if (r.getBool('open')) {
    const others = e.app.findRecordsByFilter('calibration_rounds', 'competition = {:c} && tatami = {:t} && open = true && id != {:id}', '', 1, 0, { c: competition.id, t: r.getInt('tatami'), id: r.id });
    if (others.length) util.fieldError('tatami', 'calibration_open', 'A calibration round is already open on this tatami: close it first.');
  }
}

/**
 * A seat's sheet of a round: a complete sheet of the round's kata; the judge on the seat named on it.
 * @param {core.RecordEvent} e
 */
function checkSheet(e) {
  const round = e.app.findRecordById('calibration_rounds', e.record.getString('round'));
  checkMarks(e.app, require(`${__hooks}/lib/results.js`).json(e.record, 'marks'), round.getString('kata'), round.getString('competition'), 'marks');
  let judge;
  try {
    judge = e.app.findFirstRecordByFilter('seats', 'competition = {:c} && tatami = {:t} && seat = {:n}', { c: round.getString('competition'), t: round.getInt('tatami'), n: e.record.getInt('seat') }).getString('judge');
  } catch (_) {
    judge = '';
  }
  e.record.set('namedJudge', judge);
}

/**
 * The round as the supervisor reads it: the reference's marks per item (null until given), the
 * tolerance, and each seat's sheet against the reference (null comparison without one).
 * @param {CoreApp} app
 * @param {core.Record} round
 */
function deviationsOf(app, round) {
  const results = require(`${__hooks}/lib/results.js`);
  const reference = require(`${__hooks}/lib/reference.js`);
  const deviation = require(`${__hooks}/lib/rules/deviation.js`);
  const scale = results.sheetOf(app, round.getString('kata')).scale;
  const rules = results.rulesOf(app, round.getString('competition'));
  const refMarks = results.json(round, 'reference');
  const ref = Array.isArray(refMarks) && refMarks.length ? reference.itemValues(refMarks, scale, rules) : null;
  const tolerance = reference.toleranceSetting();
  const sheets = app.findRecordsByFilter('calibration_sheets', 'round = {:r}', 'seat', 0, 0, { r: round.id });
  return {
    id: round.id,
    competition: round.getString('competition'),
    tatami: round.getInt('tatami'),
    kata: round.getString('kata'),
    source: round.getString('source'),
    label: round.getString('label'),
    open: round.getBool('open'),
    tolerance: tolerance,
    reference: ref ? ref.map((v) => v.value) : null,
    sheets: sheets.map((s) => {
      const judge = s.getString('namedJudge');
      let name = '';
      if (judge) {
        try {
          name = app.findRecordById('judges', judge).getString('name');
        } catch (_) {
          name = '';
        }
      }
      const values = reference.itemValues(results.json(s, 'marks') || [], scale, rules);
      return { seat: s.getInt('seat'), judge: judge, name: name, values: values.map((v) => v.value), comparison: ref ? deviation.compareReference(values, ref, tolerance) : null };
    }),
  };
}

module.exports = { checkRound, checkSheet, deviationsOf };
