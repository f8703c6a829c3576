/// <reference path="../../pb_data/types.d.ts" />
// Results of a poule (points and rank of every draw, from its evaluations) and the public snapshot of a
// competition (leaderboards: published poules, their order of execution and results, and the standings
// per category). Everything here is derived: it can be recomputed from evaluations at any time.

function json(record, field) {
  const raw = record.getString(field);
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch (_) {
    return null;
  }
}

/** The kata sheet of a kata: { items, scale, judges }. */
function sheetOf(app, kata) {
  const r = app.findFirstRecordByFilter('kata_sheets', 'kata = {:k}', { k: kata });
  return { items: json(r, 'items') || [], scale: json(r, 'scale'), judges: r.getInt('judges') };
}

/** Who may organize the draw: admins and the organizers of the competition. */
function isStaff(e, competition) {
  const u = require(`${__hooks}/lib/util.js`);
  if (u.isStaff(e)) return true;
  return !!e.auth && competition.getStringSlice('organizers').indexOf(e.auth.id) >= 0;
}

/** Officials: staff plus the commissioners assigned to the competition. */
function isOfficial(e, competition) {
  if (isStaff(e, competition)) return true;
  return !!e.auth && competition.getStringSlice('commissioners').indexOf(e.auth.id) >= 0;
}

/**
 * Recomputes points, mistake counts and ranks of every draw of a poule; saves only what changed.
 * One transaction for the whole read-modify-write: PocketBase runs one writing transaction at a
 * time, so no other save (a tie decision, an evaluation) can land between our read of a draw and
 * our save of it. Without it, parallel tie decisions on one poule were lost (every request answered
 * 200, the recompute of one overwrote the tieBreak of another): tests/concurrency.test.ts.
 * An app that is already a transaction is reused as it is.
 */
function recomputePoule(app, poule) {
  app.runInTransaction((tx) => recomputePouleIn(tx, poule));
}

function recomputePouleIn(app, poule) {
  const s = require(`${__hooks}/lib/scoring.js`);
  const sheet = sheetOf(app, poule.getString('kata'));
  const judges = poule.getInt('judges') || sheet.judges;
  const draws = app.findRecordsByFilter('draws', 'poule = {:p}', 'order', 0, 0, { p: poule.id });
  const evals = app.findRecordsByFilter('evaluations', 'draw.poule = {:p}', 'judge', 0, 0, { p: poule.id });
  const byDraw = {};
  evals.forEach((ev) => {
    const d = ev.getString('draw');
    if (!byDraw[d]) byDraw[d] = {};
    byDraw[d][ev.getInt('judge')] = json(ev, 'marks');
  });
  const rows = draws.map((d) => {
    const marks = byDraw[d.id] || {};
    const panel = [];
    const totals = [];
    for (let j = 1; j <= judges; j++) {
      if (marks[j]) {
        panel.push(marks[j]);
        totals.push(s.judgeTotal(marks[j], sheet.scale));
      } else totals.push(null);
    }
    const row = { draw: d, scored: panel.length === judges, totals: totals, tieBreak: d.getInt('tieBreak') };
    if (row.scored) {
      const r = s.couplePoints(panel, sheet.scale);
      row.points = r.points;
      row.forgotten = r.forgotten;
      row.big = r.big;
      row.medium = r.medium;
      row.small = r.small;
    } else {
      row.points = 0;
      row.forgotten = 0;
      row.big = 0;
      row.medium = 0;
      row.small = 0;
    }
    return row;
  });
  const scored = rows.filter((r) => r.scored);
  const rk = s.ranks(scored);
  scored.forEach((r, i) => (r.rank = rk[i]));
  rows.forEach((r) => {
    const d = r.draw;
    const next = {
      scored: r.scored,
      points: r.points,
      forgotten: r.forgotten,
      big: r.big,
      medium: r.medium,
      small: r.small,
      rank: r.scored ? r.rank : 0,
    };
    let changed = JSON.stringify(json(d, 'judgeTotals')) !== JSON.stringify(r.totals);
    for (const k in next) if (d.get(k) !== next[k]) changed = true;
    if (!changed) return;
    for (const k in next) d.set(k, next[k]);
    d.set('judgeTotals', r.totals);
    app.saveNoValidate(d);
  });
}

/**
 * Standings of one category (circuit + kata). Finalists first, by their final rank (those not yet
 * scored after, in order of execution); then everyone else by their group results (points and the
 * tie-break chain across groups, a tie shares the position); couples not yet scored last, unplaced.
 */
function standings(poules) {
  const s = require(`${__hooks}/lib/scoring.js`);
  const final = poules.filter((p) => p.phase === 'final')[0];
  const inFinal = {};
  const rows = [];
  if (final) {
    const fe = final.entries.slice().sort((a, b) => (a.scored && b.scored ? a.rank - b.rank : a.scored ? -1 : b.scored ? 1 : a.order - b.order));
    fe.forEach((e) => {
      inFinal[e.enrolment] = true;
      rows.push({ draw: e.id, poule: final.id, phase: 'final', tori: e.tori, uke: e.uke, clubs: e.clubs, points: e.scored ? e.points : null, position: e.scored ? e.rank : null });
    });
  }
  const base = rows.length;
  const rest = [];
  poules
    .filter((p) => p.phase !== 'final')
    .forEach((p) => p.entries.forEach((e) => { if (!inFinal[e.enrolment]) rest.push({ e: e, poule: p }); }));
  const scored = rest.filter((x) => x.e.scored);
  const keys = scored.map((x) => ({ points: x.e.points, forgotten: x.e.forgotten, big: x.e.big, medium: x.e.medium, small: x.e.small, tieBreak: 0 }));
  const rk = s.ranks(keys);
  const order = scored.map((_, i) => i).sort((a, b) => rk[a] - rk[b] || a - b);
  order.forEach((i) => {
    const x = scored[i];
    rows.push({ draw: x.e.id, poule: x.poule.id, phase: 'group', tori: x.e.tori, uke: x.e.uke, clubs: x.e.clubs, points: x.e.points, position: base + rk[i] });
  });
  rest
    .filter((x) => !x.e.scored)
    .forEach((x) => rows.push({ draw: x.e.id, poule: x.poule.id, phase: 'group', tori: x.e.tori, uke: x.e.uke, clubs: x.e.clubs, points: null, position: null }));
  return rows;
}

/** The public snapshot data of a competition: published poules with entries, standings per category. */
function snapshotData(app, competitionId) {
  const poules = app.findRecordsByFilter('poules', 'competition = {:c} && published = true', 'kata,phase,name', 0, 0, { c: competitionId });
  const circuits = {};
  app.findRecordsByFilter('circuits', 'competition = {:c}', 'order', 0, 0, { c: competitionId }).forEach((c, i) => {
    circuits[c.id] = { name: c.getString('name'), order: i };
  });
  let last = null;
  const out = poules.map((p) => {
    const draws = app.findRecordsByFilter('draws', 'poule = {:p}', 'order', 0, 0, { p: p.id });
    return {
      id: p.id,
      circuit: p.getString('circuit'),
      circuitName: (circuits[p.getString('circuit')] || {}).name || '',
      kata: p.getString('kata'),
      name: p.getString('name'),
      phase: p.getString('phase'),
      judges: p.getInt('judges'),
      seed: p.getString('seed'),
      entries: draws.map((d) => {
        const updated = d.getString('updated');
        if (d.getBool('scored') && (!last || updated > last.at)) last = { draw: d.id, poule: p.id, at: updated };
        return {
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
          judgeTotals: json(d, 'judgeTotals') || [],
        };
      }),
    };
  });
  out.sort((a, b) => {
    const ca = (circuits[a.circuit] || {}).order || 0;
    const cb = (circuits[b.circuit] || {}).order || 0;
    if (ca !== cb) return ca - cb;
    if (a.kata !== b.kata) return a.kata < b.kata ? -1 : 1;
    if (a.phase !== b.phase) return a.phase === 'final' ? 1 : -1;
    return a.name < b.name ? -1 : 1;
  });
  const categories = [];
  const byKey = {};
  out.forEach((p) => {
    const key = p.circuit + '|' + p.kata;
    if (!byKey[key]) {
      byKey[key] = { circuit: p.circuit, circuitName: p.circuitName, kata: p.kata, poules: [] };
      categories.push(byKey[key]);
    }
    byKey[key].poules.push(p);
  });
  return {
    poules: out,
    standings: categories.map((c) => ({ circuit: c.circuit, circuitName: c.circuitName, kata: c.kata, rows: standings(c.poules) })),
    last: last,
  };
}

/**
 * Writes the public snapshot of a competition. While the leaderboard is frozen only the `frozen` flag
 * follows the competition: the data stays as it was when it was frozen.
 */
function syncSnapshot(app, competitionId) {
  // Same reason as recomputePoule: the snapshot is computed from the draws it reads, so a slower
  // concurrent sync must not save a snapshot of older draws after a newer one.
  app.runInTransaction((tx) => syncSnapshotIn(tx, competitionId));
}

function syncSnapshotIn(app, competitionId) {
  const competition = app.findRecordById('competitions', competitionId);
  const frozen = competition.getBool('leaderboardFrozen');
  let snap;
  try {
    snap = app.findFirstRecordByFilter('leaderboards', 'competition = {:c}', { c: competitionId });
  } catch (_) {
    snap = null;
  }
  if (!snap) {
    snap = new Record(app.findCollectionByNameOrId('leaderboards'));
    snap.set('competition', competitionId);
  } else if (frozen) {
    if (!snap.getBool('frozen')) {
      snap.set('frozen', true);
      app.save(snap);
    }
    return;
  }
  snap.set('frozen', frozen);
  snap.set('data', snapshotData(app, competitionId));
  app.save(snap);
}

/** Request-level checks of an evaluation: published poule, ongoing competition, fixed draw and judge. */
function guardEvaluation(e) {
  const u = require(`${__hooks}/lib/util.js`);
  if (e.hasSuperuserAuth()) return;
  const draw = e.app.findRecordById('draws', e.record.getString('draw'));
  const poule = e.app.findRecordById('poules', draw.getString('poule'));
  const competition = e.app.findRecordById('competitions', poule.getString('competition'));
  if (!poule.getBool('published')) u.fieldError('draw', 'evaluation_unpublished', 'Publish the draw of the poule before scoring it.');
  if (competition.getString('status') !== 'ongoing') {
    u.fieldError('draw', 'evaluation_not_ongoing', 'Evaluations are entered while the competition is ongoing.');
  }
  if (!e.record.isNew()) {
    u.changedFields(e.record, ['draw', 'judge']).forEach((f) => {
      u.fieldError(f, 'evaluation_fixed', 'The ' + f + ' of a saved evaluation cannot change.');
    });
  }
}

/** Checks an evaluation's judge and marks against the poule and the kata sheet; sets its total. */
function scoreEvaluation(e) {
  const s = require(`${__hooks}/lib/scoring.js`);
  const u = require(`${__hooks}/lib/util.js`);
  const draw = e.app.findRecordById('draws', e.record.getString('draw'));
  const poule = e.app.findRecordById('poules', draw.getString('poule'));
  const sheet = sheetOf(e.app, poule.getString('kata'));
  const judge = e.record.getInt('judge');
  const judges = poule.getInt('judges') || sheet.judges;
  if (judge < 1 || judge > judges) u.fieldError('judge', 'evaluation_judge', 'This poule has ' + judges + ' judges.');
  const marks = json(e.record, 'marks');
  const err = s.validateMarks(marks, sheet.items, sheet.scale);
  if (err) u.fieldError('marks', 'evaluation_marks', err.message);
  e.record.set('total', s.judgeTotal(marks, sheet.scale));
  return poule;
}

module.exports = { guardEvaluation, scoreEvaluation, json, sheetOf, isStaff, isOfficial, recomputePoule, standings, snapshotData, syncSnapshot };
