// @ts-check
/// <reference path="../env.d.ts" />
// Results of a poule (points and rank of every draw, from its evaluations) and the public snapshot
// (leaderboards: one row per published poule with its order of execution and results; the SPA merges
// the rows of a competition and computes the standings per category). Everything here is derived: it
// can be recomputed from evaluations at any time.

/** @typedef {import('../../src/lib/rules/scoring').AnyMark} Mark */

/**
 * The parsed JSON of a field (null when empty or not JSON).
 * @param {core.Record} record
 * @param {string} field
 * @returns {any}
 */
function json(record, field) {
  const raw = record.getString(field);
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch (_) {
    return null;
  }
}

/**
 * The kata sheet of a kata: { items, scale, judges }.
 * @param {CoreApp} app
 * @param {string} kata
 */
function sheetOf(app, kata) {
  const r = app.findFirstRecordByFilter('kata_sheets', 'kata = {:k}', { k: kata });
  return { items: json(r, 'items') || [], scale: json(r, 'scale'), judges: r.getInt('judges'), duration: r.getInt('duration') };
}

/**
 * The scoring rules of a competition (src/lib/rules/scoring.ts rulesOf); takes the record or its id.
 * With a poule, its circuit's switches (children's rules: no forgotten, no big, no halving) apply too.
 * @param {CoreApp} app
 * @param {core.Record | string} competition
 * @param {core.Record} [poule]
 */
function rulesOf(app, competition, poule) {
  const scoring = require(`${__hooks}/lib/rules/scoring.js`);
  const c = typeof competition === 'string' ? app.findRecordById('competitions', competition) : competition;
  /** @type {{ [k: string]: boolean } | null} */
  let switches = null;
  const circuitId = poule ? poule.getString('circuit') : '';
  if (circuitId) {
    const circuit = app.findRecordById('circuits', circuitId);
    switches = {};
    for (const k of scoring.SWITCHES) switches[k] = circuit.getBool(k);
  }
  return scoring.rulesOf(scoring.competitionRules({ scoring: c.getString('scoring'), flow: c.getBool('flow') }, switches));
}

/**
 * Recomputes points, mistake counts and ranks of every draw of a poule; saves only what changed.
 * One transaction for the whole read-modify-write: PocketBase runs one writing transaction at a
 * time, so no other save (a tie decision, an evaluation) can land between our read of a draw and
 * our save of it. Without it, parallel tie decisions on one poule were lost (every request answered
 * 200, the recompute of one overwrote the tieBreak of another): tests/concurrency.test.ts.
 * An app that is already a transaction is reused as it is.
 * @param {CoreApp} app
 * @param {core.Record} poule
 */
function recomputePoule(app, poule) {
  app.runInTransaction((tx) => recomputePouleIn(tx, poule));
}

/**
 * @param {CoreApp} app
 * @param {core.Record} poule
 */
function recomputePouleIn(app, poule) {
  const scoring = require(`${__hooks}/lib/rules/scoring.js`);
  const sheet = sheetOf(app, poule.getString('kata'));
  const competition = app.findRecordById('competitions', poule.getString('competition'));
  const rules = rulesOf(app, competition, poule);
  // Under supervision a couple counts (points, rank, leaderboard) only once the supervisor validated it.
  const supervised = competition.getBool('supervised');
  const judges = poule.getInt('judges') || sheet.judges;
  const draws = app.findRecordsByFilter('draws', 'poule = {:p}', 'order', 0, 0, { p: poule.id });
  const evals = app.findRecordsByFilter('evaluations', 'draw.poule = {:p}', 'judge', 0, 0, { p: poule.id });
  /** @type {{ [draw: string]: { [judge: number]: Mark[] } }} */
  const byDraw = {};
  // When the couple performed: its first evaluation saved (docs/ARCHITECTURE.md "Running order and live times").
  /** @type {{ [draw: string]: string }} */
  const firstAt = {};
  evals.forEach((ev) => {
    // A shadow judge's sheet is never counted (src/lib/rules/shadow.ts).
    if (ev.getBool('shadow')) return;
    const d = ev.getString('draw');
    if (!byDraw[d]) byDraw[d] = {};
    byDraw[d][ev.getInt('judge')] = json(ev, 'marks');
    const at = ev.getString('created');
    if (!firstAt[d] || at < firstAt[d]) firstAt[d] = at;
  });
  const rows = draws.map((d) => {
    const marks = byDraw[d.id] || {};
    /** @type {Mark[][]} */
    const panel = [];
    /** @type {(number | null)[]} */
    const totals = [];
    for (let j = 1; j <= judges; j++) {
      if (marks[j]) {
        panel.push(marks[j]);
        totals.push(scoring.judgeTotal(marks[j], sheet.scale, rules));
      } else totals.push(null);
    }
    const complete = !d.getString('absence') && panel.length === judges && (!supervised || d.getBool('validated'));
    const r = complete ? scoring.couplePoints(panel, sheet.scale, rules) : null;
    return {
      draw: d,
      scored: complete,
      // Once the panel is complete, each judge's shown total is their sheet under the couple's
      // halving: the numbers that make up the couple's points.
      totals: r ? r.judgeTotals : totals,
      tieBreak: d.getInt('tieBreak'),
      points: r ? r.points : 0,
      forgotten: r ? r.forgotten : 0,
      big: r ? r.big : 0,
      medium: r ? r.medium : 0,
      small: r ? r.small : 0,
      // Which halving rule halved the total (`majority` | `any`), '' when none did.
      halved: r && r.halved ? rules.halving : '',
      rank: 0,
    };
  });
  const scored = rows.filter((r) => r.scored);
  const rk = scoring.ranks(scored);
  scored.forEach((r, i) => (r.rank = rk[i]));
  // A couple that will not perform is never scored; its place is the competition's choice.
  const absence = require(`${__hooks}/lib/rules/absence.js`);
  const competing = absence.contenders(rows.map((r) => ({ absence: r.draw.getString('absence') }))).length;
  const absentRank = absence.absentRank(competing, competition.getBool('absentRanked'));
  rows.forEach((r) => {
    if (r.draw.getString('absence')) r.rank = absentRank;
  });
  rows.forEach((r) => {
    const d = r.draw;
    /** @type {{ [field: string]: boolean | number | string }} */
    const next = {
      scored: r.scored,
      points: r.points,
      forgotten: r.forgotten,
      big: r.big,
      medium: r.medium,
      small: r.small,
      halved: r.halved,
      rank: r.scored || r.draw.getString('absence') ? r.rank : 0,
    };
    const performedAt = firstAt[d.id] || '';
    let changed = JSON.stringify(json(d, 'judgeTotals')) !== JSON.stringify(r.totals) || d.getString('performedAt') !== performedAt;
    for (const k in next) if (d.get(k) !== next[k]) changed = true;
    if (!changed) return;
    for (const k in next) d.set(k, next[k]);
    d.set('judgeTotals', r.totals);
    d.set('performedAt', performedAt);
    app.saveNoValidate(d);
  });
}

/**
 * JSON with the keys of every object sorted: compares a stored value with a computed one.
 * @param {unknown} v
 * @returns {string}
 */
function canonical(v) {
  if (Array.isArray(v)) return '[' + v.map(canonical).join(',') + ']';
  if (v && typeof v === 'object') {
    const o = /** @type {{ [key: string]: unknown }} */ (v);
    return '{' + Object.keys(o).sort().map((k) => JSON.stringify(k) + ':' + canonical(o[k])).join(',') + '}';
  }
  return JSON.stringify(v === undefined ? null : v);
}

/**
 * Each judge's sheet total of the couples of a poule with a complete panel, as the judge's tablet
 * showed it (the evaluation's stored total: a sheet that halves alone shows its own half, and no
 * sheet of a halved couple adds its flow mark). The judges' totals of the results are those sheets
 * under the couple's halving, the numbers that add up to its points, so a halved couple's differ
 * from what the judges saw: the public row says why. Read only for a poule with a scored couple,
 * whose sheets are public (docs/judging.md "Who reads the judges' records").
 * @param {CoreApp} app
 * @param {core.Record} poule
 * @returns {{ [draw: string]: number[] }}
 */
function tabletTotalsOf(app, poule) {
  const judges = poule.getInt('judges') || sheetOf(app, poule.getString('kata')).judges;
  /** @type {{ [draw: string]: { [judge: number]: number } }} */
  const byDraw = {};
  app.findRecordsByFilter('evaluations', 'draw.poule = {:p} && shadow = false', 'judge', 0, 0, { p: poule.id }).forEach((ev) => {
    const d = ev.getString('draw');
    if (!byDraw[d]) byDraw[d] = {};
    byDraw[d][ev.getInt('judge')] = ev.getFloat('total');
  });
  /** @type {{ [draw: string]: number[] }} */
  const out = {};
  for (const d in byDraw) {
    const sheets = [];
    for (let j = 1; j <= judges; j++) if (byDraw[d][j] !== undefined) sheets.push(byDraw[d][j]);
    if (sheets.length === judges) out[d] = sheets;
  }
  return out;
}

/**
 * The public data of one published poule: its category (circuit with its name and position, kata),
 * the order of execution with each couple's results, and the couple scored last. The standings of a
 * category are computed by the SPA from the rows of its poules (src/lib/board/snapshot.ts).
 * @param {CoreApp} app
 * @param {core.Record} poule
 */
function pouleData(app, poule) {
  const competition = app.findRecordById('competitions', poule.getString('competition'));
  // A supervised competition shows nothing of a couple's sheets before the supervisor validates it.
  const supervised = competition.getBool('supervised');
  let circuitName = '';
  let circuitOrder = 0;
  try {
    const c = app.findRecordById('circuits', poule.getString('circuit'));
    circuitName = c.getString('name');
    circuitOrder = c.getInt('order');
  } catch (_) {
    /* no circuit: sorted first */
  }
  const draws = app.findRecordsByFilter('draws', 'poule = {:p}', 'order', 0, 0, { p: poule.id });
  const tablets = draws.some((d) => d.getBool('scored')) ? tabletTotalsOf(app, poule) : {};
  // Inquiries (lib/inquiries.js): per couple its state, the window's end and the jury's decision,
  // from which every public view tells a provisional place (src/lib/rules/inquiries.ts); never the
  // filer's reason nor who filed.
  const inquiries = require(`${__hooks}/lib/inquiries.js`);
  const asked = inquiries.boardStates(app, poule.id);
  const entries = draws.map((d) => {
    const end = inquiries.windowEnd(d, competition);
    const inquiry = asked[d.id];
    const totals = json(d, 'judgeTotals') || [];
    const entry = {
      id: d.id,
      enrolment: d.getString('enrolment'),
      order: d.getInt('order'),
      tori: d.getString('toriName'),
      uke: d.getString('ukeName'),
      clubs: d.getString('clubs'),
      scored: d.getBool('scored'),
      points: d.getFloat('points'),
      rank: d.getInt('rank'),
      forgotten: d.getInt('forgotten'),
      big: d.getInt('big'),
      medium: d.getInt('medium'),
      small: d.getInt('small'),
      // The judges' totals are private until validation (lib/judge_totals.js); the public learns
      // only that every sheet is in and the couple awaits the supervisor.
      judgeTotals: supervised && !d.getBool('scored') ? [] : totals,
      awaiting: supervised && !d.getBool('scored') && totals.length > 0 && totals.every((/** @type {unknown} */ v) => v !== null),
      performedAt: d.getString('performedAt'),
      // withdrawn | did_not_perform (src/lib/rules/absence.ts); the reason stays with the officials.
      absence: d.getString('absence'),
      inquiry: inquiry ? inquiry.status : '',
      inquiryEnds: end === null ? '' : new Date(end).toISOString(),
      inquiryDecision: inquiry ? inquiry.decision : '',
    };
    // The season rank a seeded couple was placed by (lib/seasons.js drawSeeded): shown on the public
    // draw; left out for drawn couples, so an unseeded poule's row is unchanged.
    const seeded = d.getInt('seededRank');
    if (seeded) Object.assign(entry, { seededRank: seeded });
    // Which halving rule halved the couple's total (the hall's screens and the results say so in words),
    // and each tablet's own total where it differs from the results'; both left out otherwise, so the
    // rows of the other couples are unchanged.
    const halved = d.getBool('scored') ? d.getString('halved') : '';
    if (halved) Object.assign(entry, { halved: halved });
    const sheets = entry.scored ? tablets[d.id] : undefined;
    if (sheets && sheets.some((v, i) => v !== entry.judgeTotals[i])) Object.assign(entry, { sheetTotals: sheets });
    return entry;
  });
  // The couple scored last: the scored couple with the newest evaluation (not the newest draw: a
  // score re-ranks, and so re-saves, the couples scored before it).
  /** @type {{ [draw: string]: boolean }} */
  const scored = {};
  entries.forEach((e) => {
    if (e.scored) scored[e.id] = true;
  });
  let last = null;
  if (entries.some((e) => e.scored)) {
    const recent = app.findRecordsByFilter('evaluations', 'draw.poule = {:p} && shadow = false', '-updated', 50, 0, { p: poule.id });
    for (let i = 0; i < recent.length && !last; i++) {
      const d = recent[i].getString('draw');
      if (scored[d]) last = { draw: d, poule: poule.id, at: recent[i].getString('updated') };
    }
  }
  return {
    id: poule.id,
    circuit: poule.getString('circuit'),
    circuitName: circuitName,
    circuitOrder: circuitOrder,
    kata: poule.getString('kata'),
    name: poule.getString('name'),
    phase: poule.getString('phase'),
    judges: poule.getInt('judges'),
    seed: poule.getString('seed'),
    // Running order (src/lib/domain/runningOrder.ts): where and when the poule starts, the kata's slot.
    tatami: poule.getInt('tatami'),
    startsAt: poule.getString('startsAt'),
    duration: sheetOf(app, poule.getString('kata')).duration,
    // The competition's breaks (src/lib/rules/breaks.ts), placed by the running order.
    breaks: require(`${__hooks}/lib/schedule.js`).settingsOf(competition),
    entries: entries,
    last: last,
  };
}

/**
 * @param {CoreApp} app
 * @param {string} pouleId
 */
function rowOf(app, pouleId) {
  try {
    return app.findFirstRecordByFilter('leaderboards', 'poule = {:p}', { p: pouleId });
  } catch (_) {
    return null;
  }
}

/**
 * Writes the public row (leaderboards) of one poule: created when the poule is published, deleted
 * when it is withdrawn, rewritten only when its data changed (a save that changes nothing public
 * sends nothing to the subscribers). While the competition's leaderboard is frozen only the `frozen`
 * flag follows: rows keep the data they had when it was frozen, and none is created or deleted.
 * In a transaction like recomputePoule: a slower concurrent sync must not save older draws over newer.
 * @param {CoreApp} app
 * @param {core.Record | string} poule
 */
function syncPoule(app, poule) {
  app.runInTransaction((tx) => syncPouleIn(tx, tx.findRecordById('poules', typeof poule === 'string' ? poule : poule.id)));
}

/**
 * @param {CoreApp} app
 * @param {core.Record} poule
 */
function syncPouleIn(app, poule) {
  const competition = app.findRecordById('competitions', poule.getString('competition'));
  const frozen = competition.getBool('leaderboardFrozen');
  // The API rule of leaderboards is `public = true`: a rule without a join, because PocketBase checks
  // it with one SQL query per realtime subscriber and event (docs/ARCHITECTURE.md).
  const isPublic = competition.getString('status') !== 'draft';
  let row = rowOf(app, poule.id);
  if (frozen) {
    if (row && (!row.getBool('frozen') || row.getBool('public') !== isPublic)) {
      row.set('frozen', true);
      row.set('public', isPublic);
      app.save(row);
    }
    return;
  }
  if (!poule.getBool('published')) {
    if (row) app.delete(row);
    return;
  }
  const data = pouleData(app, poule);
  if (row && !row.getBool('frozen') && row.getBool('public') === isPublic && canonical(json(row, 'data')) === canonical(data)) return;
  if (!row) {
    row = new Record(app.findCollectionByNameOrId('leaderboards'));
    row.set('competition', competition.id);
    row.set('poule', poule.id);
  }
  row.set('frozen', false);
  row.set('public', isPublic);
  row.set('data', data);
  app.save(row);
}

/**
 * Every row of a competition (freezing, unfreezing, moving into or out of draft): each poule synced,
 * rows of withdrawn poules dropped.
 * @param {CoreApp} app
 * @param {string} competitionId
 */
function syncCompetition(app, competitionId) {
  app.runInTransaction((tx) => {
    const frozen = tx.findRecordById('competitions', competitionId).getBool('leaderboardFrozen');
    const poules = tx.findRecordsByFilter('poules', 'competition = {:c}', '', 0, 0, { c: competitionId });
    /** @type {{ [poule: string]: boolean }} */
    const ids = {};
    poules.forEach((p) => {
      ids[p.id] = true;
      syncPouleIn(tx, p);
    });
    if (frozen) return;
    tx.findRecordsByFilter('leaderboards', 'competition = {:c}', '', 0, 0, { c: competitionId }).forEach((row) => {
      if (!ids[row.getString('poule')]) tx.delete(row);
    });
  });
}

/**
 * Request-level checks of an evaluation: published poule, ongoing competition, fixed draw and judge.
 * @param {core.RecordRequestEvent} e
 */
function guardEvaluation(e) {
  const util = require(`${__hooks}/lib/util.js`);
  if (e.hasSuperuserAuth()) return;
  const draw = e.app.findRecordById('draws', e.record.getString('draw'));
  const poule = e.app.findRecordById('poules', draw.getString('poule'));
  const competition = e.app.findRecordById('competitions', poule.getString('competition'));
  if (!poule.getBool('published')) util.fieldError('draw', 'evaluation_unpublished', 'Publish the draw of the poule before scoring it.');
  require(`${__hooks}/lib/validation.js`).requireOngoing(competition);
  // A validated couple's sheets are closed until an official reopens it (lib/validation.js).
  // (a sheet sent back gets the same answer as pb_hooks/judges.pb.js gives, whichever hook runs first)
  const sendingBack = !e.record.isNew() && e.record.getBool('returned') && util.changedFields(e.record, ['returned']).length > 0;
  require(`${__hooks}/lib/validation.js`).requireOpen(draw, sendingBack);
  if (draw.getString('absence')) util.fieldError('draw', 'evaluation_absent', 'The couple is marked absent: take the mark back before scoring it.');
  if (!e.record.isNew()) {
    util.changedFields(e.record, ['draw', 'judge']).forEach((f) => {
      util.fieldError(f, 'evaluation_fixed', 'The ' + f + ' of a saved evaluation cannot change.');
    });
  }
}

/**
 * An evaluation's create or update request: guarded, then saved with the results it changes in one
 * transaction (the model hooks recompute with the transaction's app), so an evaluation never lands
 * without its results.
 * @param {core.RecordRequestEvent} e
 */
function saveEvaluationRequest(e) {
  guardEvaluation(e);
  const app = e.app;
  app.runInTransaction((tx) => {
    e.app = tx;
    try {
      e.next();
    } finally {
      // Outer handlers (the audit) write after us: give them back the app, not the finished transaction.
      e.app = app;
    }
  });
}

/**
 * Checks an evaluation's judge and marks against the poule and the kata sheet; sets its total.
 * @param {core.RecordEvent} e
 */
function scoreEvaluation(e) {
  const scoring = require(`${__hooks}/lib/rules/scoring.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const draw = e.app.findRecordById('draws', e.record.getString('draw'));
  const poule = e.app.findRecordById('poules', draw.getString('poule'));
  const sheet = sheetOf(e.app, poule.getString('kata'));
  const judge = e.record.getInt('judge');
  const judges = poule.getInt('judges') || sheet.judges;
  // A seat of the panel, or a shadow seat that the panel route opened on this poule's tatami.
  const shadowSeat = () => require(`${__hooks}/lib/rules/shadow.js`).isShadowSeat(judge) && !!require(`${__hooks}/lib/seats.js`).namedJudgeOf(e.app, poule, judge);
  if ((judge < 1 || judge > judges) && !shadowSeat()) util.fieldError('judge', 'evaluation_judge', 'This poule has ' + judges + ' judges.');
  const rules = rulesOf(e.app, poule.getString('competition'), poule);
  const marks = json(e.record, 'marks');
  const items = scoring.sheetItems(sheet.items, rules);
  const err = scoring.validateMarks(marks, items, sheet.scale, rules);
  if (err && err.code === 'evaluation_unmarked') {
    // Named for the judge: the item's number and name (opening, closing and flow by their kind: the SPA's words).
    const item = items[err.item];
    const kind = item ? item.kind : 'technique';
    /** @type {{ [name: string]: unknown }} */
    const params = { item: err.item + 1, name: item ? item.name : '' };
    if (kind !== 'technique') params.context = kind;
    util.fieldError('marks', err.code, err.message, params);
  }
  // A mark the circuit's switches forbid names its item, like an unmarked one.
  if (err && (err.code === 'evaluation_forgotten_off' || err.code === 'evaluation_big_off')) {
    const item = items[err.item];
    util.fieldError('marks', err.code, err.message, { item: err.item + 1, name: item ? item.name : '' });
  }
  if (err) util.fieldError('marks', err.code, err.message);
  e.record.set('total', scoring.judgeTotal(marks, sheet.scale, rules));
  keepTrail(e, marks);
  return poule;
}

/**
 * The marks' trail of a save (src/lib/rules/trail.ts): the device's times as sent with the marks, the
 * server's receipt stamped here on every item whose mark is new or changed. The server's own times are
 * never taken from the request.
 * @param {core.RecordEvent} e
 * @param {unknown[]} marks
 */
function keepTrail(e, marks) {
  const trail = require(`${__hooks}/lib/rules/trail.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const isNew = e.record.isNew();
  const original = isNew ? null : e.record.original();
  const given = json(e.record, 'trail');
  // An update that leaves the trail as stored sent no device times.
  const sentTimes = original && JSON.stringify(given) === JSON.stringify(json(original, 'trail')) ? null : given;
  const read = trail.deviceTimes(sentTimes, marks.length);
  const device = read === 'invalid' ? util.fieldError('trail', 'evaluation_trail', 'The trail gives, per item, when it was first marked and last changed (ms).') : read;
  const created = original ? new Date(original.getString('created').replace(' ', 'T')).getTime() : Date.now();
  const before = original ? { trail: json(original, 'trail'), marks: json(original, 'marks'), fallback: isNaN(created) ? Date.now() : created } : null;
  e.record.set('trail', trail.stampTrail(before, marks, device, Date.now()));
}

/**
 * Lookups memoized for one report over a competition's sheets (the judges' consistency, shadows and
 * references): a sheet's couple (its draw, poule, kata, that kata's scale and the couple's row
 * fields) and a named judge's name ('' when none or the judge is gone).
 * @param {CoreApp} app
 */
function reportLookups(app) {
  /** @type {{ [kata: string]: import('../../src/lib/rules/scoring').Scale }} */
  const scales = {};
  /** @type {{ [id: string]: string }} */
  const names = {};
  return {
    /** @param {string} drawId */
    coupleOf(drawId) {
      const draw = app.findRecordById('draws', drawId);
      const poule = app.findRecordById('poules', draw.getString('poule'));
      const kata = poule.getString('kata');
      if (!scales[kata]) scales[kata] = sheetOf(app, kata).scale;
      const row = { draw: draw.id, poule: poule.id, pouleName: poule.getString('name'), phase: poule.getString('phase'), kata: kata, order: draw.getInt('order'), tori: draw.getString('toriName'), uke: draw.getString('ukeName') };
      return { draw: draw, poule: poule, kata: kata, scale: scales[kata], row: row };
    },
    /** @param {string} id */
    nameOf(id) {
      if (!id) return '';
      if (names[id] === undefined) {
        try {
          names[id] = app.findRecordById('judges', id).getString('name');
        } catch (_) {
          names[id] = '';
        }
      }
      return names[id];
    },
  };
}

module.exports = { reportLookups, guardEvaluation, saveEvaluationRequest, scoreEvaluation, json, sheetOf, rulesOf, recomputePoule, pouleData, syncPoule, syncCompetition };
