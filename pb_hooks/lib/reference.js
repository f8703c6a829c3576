// @ts-check
/// <reference path="../env.d.ts" />
// Reference sheets (docs/judging.md "Training and assessing judges"): the marks of an admin or a
// commissioner on a couple's performance, against which each judge's sheet of that couple is measured
// (src/lib/rules/deviation.ts). Who writes them is the collection's API rules; what is written is
// checked here, whoever saves it.

/**
 * One sheet's marks as the comparison reads them: per item its mark in points and whether it had a big
 * mistake or was forgotten (src/lib/rules/deviation.ts ItemValue).
 * @param {import('../../src/lib/rules/scoring').AnyMark[]} marks
 * @param {import('../../src/lib/rules/scoring').Scale} scale
 * @param {import('../../src/lib/rules/scoring').ResolvedRules} rules
 * @returns {import('../../src/lib/rules/deviation').ItemValue[]}
 */
function itemValues(marks, scale, rules) {
  const scoring = require(`${__hooks}/lib/rules/scoring.js`);
  return (marks || []).map((m) => {
    const flow = scoring.isFlow(m);
    const mark = /** @type {import('../../src/lib/rules/scoring').Mark} */ (m);
    return { value: scoring.itemMark(m, scale, rules), big: !flow && !!mark && mark.big > 0, forgotten: !flow && !!mark && mark.forgotten === true };
  });
}

/**
 * A reference's marks checked as a judge's sheet is (every item marked, within the kata sheet's scale
 * and the competition's rules): a 400 with a field error on `marks` otherwise.
 * @param {core.RecordEvent} e
 */
function checkReference(e) {
  const scoring = require(`${__hooks}/lib/rules/scoring.js`);
  const results = require(`${__hooks}/lib/results.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const draw = e.app.findRecordById('draws', e.record.getString('draw'));
  const poule = e.app.findRecordById('poules', draw.getString('poule'));
  const sheet = results.sheetOf(e.app, poule.getString('kata'));
  const rules = results.rulesOf(e.app, poule.getString('competition'));
  const items = scoring.sheetItems(sheet.items, rules);
  const err = scoring.validateMarks(results.json(e.record, 'marks'), items, sheet.scale, rules);
  if (err && err.code === 'evaluation_unmarked') {
    const item = items[err.item];
    /** @type {{ [name: string]: unknown }} */
    const params = { item: err.item + 1, name: item ? item.name : '' };
    if (item && item.kind !== 'technique') params.context = item.kind;
    util.fieldError('marks', err.code, err.message, params);
  }
  if (err) util.fieldError('marks', err.code, err.message);
}

/**
 * The tolerance around the reference, in points: the JUDGE_REFERENCE_TOLERANCE setting when it is a
 * number of points (zero or more), else 1 (src/lib/rules/deviation.ts referenceTolerance).
 */
function toleranceSetting() {
  return require(`${__hooks}/lib/rules/deviation.js`).referenceTolerance($os.getenv('JUDGE_REFERENCE_TOLERANCE'));
}

/**
 * Each reference of a competition's couples with every sheet of the couple (panel and shadow seats)
 * against it, in the order the couples perform: the poule, the couple, the source and note, and per
 * seat the named judge and the comparison (per item: the difference and whether it lies outside).
 * @param {CoreApp} app
 * @param {string} competitionId
 */
function referencesOf(app, competitionId) {
  const deviation = require(`${__hooks}/lib/rules/deviation.js`);
  const results = require(`${__hooks}/lib/results.js`);
  const rules = results.rulesOf(app, competitionId);
  const tolerance = toleranceSetting();
  const refs = app.findRecordsByFilter('reference_sheets', 'draw.poule.competition = {:c}', '', 0, 0, { c: competitionId });
  const look = results.reportLookups(app);
  const out = refs.map((ref) => {
    const couple = look.coupleOf(ref.getString('draw'));
    const reference = itemValues(results.json(ref, 'marks'), couple.scale, rules);
    const sheets = app.findRecordsByFilter('evaluations', 'draw = {:d}', 'judge', 0, 0, { d: couple.draw.id });
    return Object.assign({ id: ref.id }, couple.row, {
      startsAt: couple.poule.getString('startsAt'),
      source: ref.getString('source'),
      note: ref.getString('note'),
      reference: reference.map((r) => r.value),
      judges: sheets.map((ev) => {
        const c = deviation.compareReference(itemValues(results.json(ev, 'marks'), couple.scale, rules), reference, tolerance);
        return { seat: ev.getInt('judge'), shadow: ev.getBool('shadow'), judge: ev.getString('namedJudge'), name: look.nameOf(ev.getString('namedJudge')), by: c.by, off: c.off, plus: c.plus, minus: c.minus, sum: c.sum, items: c.items };
      }),
    });
  });
  return out.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.pouleName.localeCompare(b.pouleName) || a.order - b.order);
}

module.exports = { itemValues, checkReference, toleranceSetting, referencesOf };
