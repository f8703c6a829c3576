// @ts-check
/// <reference path="../env.d.ts" />
// Judge consistency that follows the named judge (a person of the judges' list) across poules and
// competitions, like the Grand Prix scorer's judge ranking (docs/judging.md "Judge consistency").
// On every item of every counted couple (its panel complete, validated where the competition is
// supervised), a judge's mark may be cancelled as the highest or lowest (five judges); it "lay
// outside" when it was cancelled AND strictly above the highest, or below the lowest, of the marks that
// counted (a cancelled mark equal to a counted one is a tie, not a deviation). With three judges
// nothing is cancelled, so nothing lies outside. Any panel size: a mark is off the panel when it lies
// at least the panel distance above (plus) or below (minus) the average of the item's counted marks
// (rules/deviation.js `offPanel`; the distance is the JUDGE_PANEL_DISTANCE setting, 0.75 by default).
// `tally` is pure (Node tests load it as it is); the rest reads PocketBase.

/**
 * @typedef {{ couples: number, items: number, cancelled: number, outside: number, distance: number, plus: number, minus: number }} Tally
 * @typedef {{ sheets: { judge: string, values: number[] }[] }} Panel
 * @typedef {{ refCouples: number, refItems: number, refPlus: number, refMinus: number, refSum: number }} ReferenceTally
 */

/**
 * Per named judge, against the reference sheets: couples with a reference, items compared, items
 * outside the tolerance above (refPlus) and below (refMinus), and the differences summed (refSum).
 * `pairs`: each named judge's sheet of a couple with that couple's reference, as ItemValues
 * (src/lib/rules/deviation.ts); `compare` is its compareReference.
 * @param {{ judge: string, items: import('../../src/lib/rules/deviation').ItemValue[], reference: import('../../src/lib/rules/deviation').ItemValue[] }[]} pairs
 * @param {(marks: import('../../src/lib/rules/deviation').ItemValue[], reference: import('../../src/lib/rules/deviation').ItemValue[], tolerance: number) => import('../../src/lib/rules/deviation').ReferenceComparison} compare
 * @param {number} tolerance
 */
function referenceTally(pairs, compare, tolerance) {
  /** @type {{ [judge: string]: ReferenceTally }} */
  const rows = {};
  pairs.forEach((p) => {
    if (!p.judge) return;
    const r = rows[p.judge] || (rows[p.judge] = { refCouples: 0, refItems: 0, refPlus: 0, refMinus: 0, refSum: 0 });
    const c = compare(p.items, p.reference, tolerance);
    r.refCouples++;
    r.refItems += c.items;
    r.refPlus += c.plus;
    r.refMinus += c.minus;
    r.refSum += c.sum;
  });
  return rows;
}

/**
 * Per named judge: { couples, items, cancelled, outside, distance, plus, minus } over `panels`, each
 * { sheets: [{ judge, values }] } with one mark value per item (the flow mark included);
 * measured with the scoring rules (scoring.js): `cancelled(values)` gives the indexes of an item's
 * cancelled marks, `outsideBy(mark, counted)` how far a cancelled mark lay outside the counted ones,
 * `offPanel(values, cancelled, distance)` which marks lay at least `distance` above (1) or below (-1)
 * the counted marks' average: `plus` and `minus` count those.
 * Sheets without a named judge are left out of the rows but still count in their panel.
 * @param {Panel[]} panels
 * @param {{ cancelled: (values: number[]) => number[], outsideBy: (mark: number, marks: number[]) => number, offPanel: (values: number[], cancelled: number[], distance: number) => number[] }} rules
 * @param {number} distance
 */
function tally(panels, rules, distance) {
  /** @type {{ [judge: string]: Tally }} */
  const rows = {};
  const row = (/** @type {string} */ judge) => rows[judge] || (rows[judge] = { couples: 0, items: 0, cancelled: 0, outside: 0, distance: 0, plus: 0, minus: 0 });
  panels.forEach((p) => {
    p.sheets.forEach((s) => {
      if (s.judge) row(s.judge).couples++;
    });
    const items = Math.min.apply(null, p.sheets.map((s) => s.values.length));
    for (let i = 0; i < items; i++) {
      const values = p.sheets.map((s) => s.values[i]);
      const out = rules.cancelled(values);
      const counted = values.filter((_, j) => out.indexOf(j) < 0);
      const off = rules.offPanel(values, out, distance);
      p.sheets.forEach((s, j) => {
        if (!s.judge) return;
        const r = row(s.judge);
        r.items++;
        if (off[j] > 0) r.plus++;
        else if (off[j] < 0) r.minus++;
        if (out.indexOf(j) < 0) return;
        r.cancelled++;
        const by = rules.outsideBy(values[j], counted);
        if (by > 0) {
          r.outside++;
          r.distance += by;
        }
      });
    }
  });
  return rows;
}

/**
 * The consistency rows of `judgeIds` (null = every judge of the list), over every competition, or
 * over the sheets of one competition only when `onlyCompetition` is given, or over the competitions
 * of one season (its events) when `onlySeason` is.
 * Each row: the judge's id, name and club, how many competitions they judged, and the tally.
 * @param {CoreApp} app
 * @param {string[] | null} judgeIds
 * @param {string} [onlyCompetition]
 * @param {string} [onlySeason]
 */
function rowsFor(app, judgeIds, onlyCompetition, onlySeason) {
  const scoring = require(`${__hooks}/lib/rules/scoring.js`);
  const results = require(`${__hooks}/lib/results.js`);
  const judges = judgeIds === null ? app.findAllRecords('judges') : judgeIds.length ? app.findRecordsByIds('judges', judgeIds) : [];
  if (!judges.length) return [];
  /** @type {{ [judge: string]: boolean }} */
  const wanted = {};
  judges.forEach((j) => (wanted[j.id] = true));

  // Every sheet of the counted couples that one of the wanted judges marked (the whole panel: the
  // other sheets decide what was cancelled).
  /** @type {{ [name: string]: string }} */
  const params = {};
  const named = judgeIds === null ? '' : ' AND e.draw IN (SELECT draw FROM evaluations WHERE namedJudge IN (' + judges.map((j, i) => ((params['j' + i] = j.id), '{:j' + i + '}')).join(', ') + '))';
  let within = '';
  if (onlyCompetition) {
    params.c = onlyCompetition;
    within = ' AND p.competition = {:c}';
  }
  if (onlySeason) {
    params.s = onlySeason;
    within += ' AND p.competition IN (SELECT competition FROM season_events WHERE season = {:s})';
  }
  const sheets = sheetRows(
    app,
    'SELECT e.draw AS draw, e.judge AS judge, e.namedJudge AS namedJudge, e.marks AS marks, p.kata AS kata, p.competition AS competition, p.judges AS judges ' +
      'FROM evaluations e JOIN draws d ON d.id = e.draw JOIN poules p ON p.id = d.poule WHERE d.scored = TRUE AND e.shadow = FALSE' + within + named + ' ORDER BY e.draw, e.judge',
    params,
  );

  /** @type {{ [competition: string]: import('../../src/lib/rules/scoring').ResolvedRules }} */
  const rulesCache = {};
  /** @type {{ [kata: string]: import('../../src/lib/rules/scoring').Scale }} */
  const scaleCache = {};
  /** @type {{ [judge: string]: { [competition: string]: boolean } }} */
  const competitionsOf = {};
  /** @type {{ [draw: string]: Panel & { size: number, competition: string, kata: string, items: { judge: string, items: import('../../src/lib/rules/deviation').ItemValue[] }[] } }} */
  const panels = {};
  const reference = require(`${__hooks}/lib/reference.js`);
  sheets.forEach((row) => {
    if (!rulesCache[row.competition]) rulesCache[row.competition] = results.rulesOf(app, row.competition);
    if (!scaleCache[row.kata]) scaleCache[row.kata] = results.sheetOf(app, row.kata).scale;
    /** @type {import('../../src/lib/rules/scoring').AnyMark[]} */
    let marks;
    try {
      marks = JSON.parse(row.marks) || [];
    } catch (_) {
      marks = [];
    }
    const values = marks.map((m) => scoring.itemMark(m, /** @type {import('../../src/lib/rules/scoring').Scale} */ (scaleCache[row.kata]), rulesCache[row.competition]));
    if (!panels[row.draw]) panels[row.draw] = { size: row.judges, competition: row.competition, kata: row.kata, sheets: [], items: [] };
    panels[row.draw].sheets.push({ judge: row.namedJudge, values: values });
    panels[row.draw].items.push({ judge: row.namedJudge, items: reference.itemValues(marks, scaleCache[row.kata], rulesCache[row.competition]) });
  });
  const completeDraws = Object.keys(panels).filter((d) => panels[d].sheets.length === panels[d].size);
  const complete = completeDraws.map((d) => panels[d]);
  complete.forEach((p) =>
    p.sheets.forEach((sh) => {
      if (sh.judge && wanted[sh.judge]) (competitionsOf[sh.judge] = competitionsOf[sh.judge] || {})[p.competition] = true;
    }),
  );
  const deviation = require(`${__hooks}/lib/rules/deviation.js`);
  const tallies = tally(complete, { cancelled: scoring.cancelled, outsideBy: scoring.outsideBy, offPanel: deviation.offPanel }, distanceSetting());
  // The reference sheets of those couples: every named judge's sheet against its couple's reference.
  /** @type {{ judge: string, items: import('../../src/lib/rules/deviation').ItemValue[], reference: import('../../src/lib/rules/deviation').ItemValue[] }[]} */
  const pairs = [];
  // References are few (one per couple an assessor marked): read them all, keep those of these couples.
  /** @type {{ [draw: string]: boolean }} */
  const counted = {};
  completeDraws.forEach((d) => (counted[d] = true));
  app.findAllRecords('reference_sheets').forEach((ref) => {
    const p = counted[ref.getString('draw')] ? panels[ref.getString('draw')] : null;
    if (!p) return;
    const refItems = reference.itemValues(results.json(ref, 'marks') || [], scaleCache[p.kata], rulesCache[p.competition]);
    p.items.forEach((sh) => {
      if (sh.judge && wanted[sh.judge]) pairs.push({ judge: sh.judge, items: sh.items, reference: refItems });
    });
  });
  const refTallies = referenceTally(pairs, deviation.compareReference, reference.toleranceSetting());
  return judges
    .map((j) => {
      const t = tallies[j.id] || { couples: 0, items: 0, cancelled: 0, outside: 0, distance: 0, plus: 0, minus: 0 };
      const rt = refTallies[j.id] || { refCouples: 0, refItems: 0, refPlus: 0, refMinus: 0, refSum: 0 };
      return {
        judge: j.id,
        name: j.getString('name'),
        club: j.getString('club'),
        competitions: Object.keys(competitionsOf[j.id] || {}).length,
        couples: t.couples,
        items: t.items,
        cancelled: t.cancelled,
        outside: t.outside,
        distance: t.distance,
        plus: t.plus,
        minus: t.minus,
        refCouples: rt.refCouples,
        refItems: rt.refItems,
        refPlus: rt.refPlus,
        refMinus: rt.refMinus,
        refSum: rt.refSum,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || (a.judge < b.judge ? -1 : 1));
}

/**
 * The distance from the panel's average that makes a mark off the panel, in points: the
 * JUDGE_PANEL_DISTANCE setting when it is a positive number, else 0.75 (rules/deviation.js).
 */
function distanceSetting() {
  return require(`${__hooks}/lib/rules/deviation.js`).panelDistance($os.getenv('JUDGE_PANEL_DISTANCE'));
}

/**
 * The sheets of the query as plain objects.
 * @param {CoreApp} app
 * @param {string} sql
 * @param {{ [name: string]: string }} params
 * @returns {{ draw: string, judge: number, namedJudge: string, marks: string, kata: string, competition: string, judges: number }[]}
 */
function sheetRows(app, sql, params) {
  const rows = arrayOf(new DynamicModel({ draw: '', judge: 0, namedJudge: '', marks: '', kata: '', competition: '', judges: 0 }));
  app.db().newQuery(sql).bind(params).all(rows);
  return rows.map((m) => ({ draw: m.draw, judge: m.judge, namedJudge: m.namedJudge, marks: m.marks, kata: m.kata, competition: m.competition, judges: m.judges }));
}

/**
 * The named judges of every sheet of a competition.
 * @param {CoreApp} app
 * @param {string} competitionId
 * @returns {string[]}
 */
function judgesOf(app, competitionId) {
  const rows = arrayOf(new DynamicModel({ judge: '' }));
  app
    .db()
    .newQuery(
      'SELECT DISTINCT e.namedJudge AS judge FROM evaluations e JOIN draws d ON d.id = e.draw JOIN poules p ON p.id = d.poule ' +
        "WHERE p.competition = {:c} AND e.namedJudge != '' AND e.shadow = FALSE",
    )
    .bind({ c: competitionId })
    .all(rows);
  return rows.map((m) => m.judge);
}

/**
 * Each shadow judge's sheet of a competition's counted couples against the panel's sheets of the same
 * couple (src/lib/rules/scoring.ts compareShadow), in the order the couples performed: the poule, the
 * couple, the shadow's seat and named judge, and the comparison.
 * @param {CoreApp} app
 * @param {string} competitionId
 */
function shadowsOf(app, competitionId) {
  const scoring = require(`${__hooks}/lib/rules/scoring.js`);
  const results = require(`${__hooks}/lib/results.js`);
  const rules = results.rulesOf(app, competitionId);
  const trainees = app.findRecordsByFilter('evaluations', 'shadow = true && draw.scored = true && draw.poule.competition = {:c}', 'created', 0, 0, { c: competitionId });
  const look = results.reportLookups(app);
  /** @type {object[]} */
  const out = [];
  trainees.forEach((ev) => {
    const couple = look.coupleOf(ev.getString('draw'));
    const values = (/** @type {core.Record} */ r) => (results.json(r, 'marks') || []).map((/** @type {import('../../src/lib/rules/scoring').AnyMark} */ m) => scoring.itemMark(m, couple.scale, rules));
    const panel = app.findRecordsByFilter('evaluations', 'draw = {:d} && shadow = false', 'judge', 0, 0, { d: couple.draw.id }).map(values);
    const c = scoring.compareShadow(values(ev), panel);
    if (!c) return;
    out.push(Object.assign({}, couple.row, {
      seat: ev.getInt('judge'),
      judge: ev.getString('namedJudge'),
      name: look.nameOf(ev.getString('namedJudge')),
      total: c.total,
      panel: c.panel,
      deviation: c.deviation,
      items: c.items,
      outside: c.outside,
      distance: c.distance,
    }));
  });
  return out;
}

module.exports = { tally, referenceTally, rowsFor, judgesOf, shadowsOf, distanceSetting };
