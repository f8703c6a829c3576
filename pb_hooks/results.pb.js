// @ts-check
/// <reference path="env.d.ts" />
// Draws, evaluations and results (docs/ARCHITECTURE.md "Draws, scoring and results").
// - POST /api/custom/competitions/{id}/draw   {seed?}          group poules + seeded order (staff)
// - POST /api/custom/draws/{id}/move          {poule, order}   move a couple before publication (staff)
// - POST /api/custom/competitions/{id}/final  {circuit, kata, seed?}  final of the best (staff)
// - POST /api/custom/competitions/{id}/leaderboard {frozen}    freeze/unfreeze (officials)
// Staff = whoever organizes the competition, officials = whoever officiates it (lib/access.js).
// Each route works in one transaction and writes an audit row. Evaluations and tie decisions go
// through the records API (rules + the hooks below); every change recomputes the poule's results and
// its public row (leaderboards, one per published poule) in the same save.

routerAdd('POST', '/api/custom/competitions/{id}/draw', (e) => {
  const results = require(`${__hooks}/lib/results.js`);
  const seededDraw = require(`${__hooks}/lib/draw.js`);
  const audit = require(`${__hooks}/lib/audit.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const competition = util.findOr404(e.app, 'competitions', e.request.pathValue('id'), 'There is no such competition.');
  require(`${__hooks}/lib/access.js`).requireOrganizer(e, competition, 'Only the organizers of the competition draw the poules.');
  const status = competition.getString('status');
  if (status !== 'accreditation' && status !== 'ongoing') {
    util.fieldError('competition', 'draw_not_open', 'The draw is made once accreditation is open (accreditation or ongoing).');
  }
  const body = e.requestInfo().body || {};
  let seed = String(body.seed || '').trim();
  if (seed.length > 64) util.fieldError('seed', 'draw_seed_too_long', 'The seed is at most 64 characters.');
  if (!seed) seed = $security.randomStringWithAlphabet(8, '23456789ABCDEFGHJKLMNPQRSTUVWXYZ');
  // 0 means never split (new competitions start at 10, set when they are created).
  const splitAt = competition.getInt('pouleSplitAt');
  /** @type {{ seed: string, drawn: { circuit: string, kata: string, couples: number, poules: number }[], skipped: { circuit: string, kata: string }[] }} */
  const result = { seed: seed, drawn: [], skipped: [] };

  e.app.runInTransaction((tx) => {
    const enrolments = tx.findRecordsByFilter('enrolments', 'competition = {:c} && status = "in_competition"', 'id', 0, 0, { c: competition.id });
    /** @type {{ [key: string]: { circuit: string, kata: string, entries: { id: string, clubs: string[], record: core.Record }[] } }} */
    const categories = {};
    enrolments.forEach((en) => {
      const key = en.getString('circuit') + '|' + en.getString('kata');
      if (!categories[key]) categories[key] = { circuit: en.getString('circuit'), kata: en.getString('kata'), entries: [] };
      categories[key].entries.push({ id: en.id, clubs: en.getString('clubs').split(' ').filter((c) => c), record: en });
    });
    const pouleCol = tx.findCollectionByNameOrId('poules');
    const drawCol = tx.findCollectionByNameOrId('draws');
    Object.keys(categories).sort().forEach((key) => {
      const cat = categories[key];
      const existing = tx.findRecordsByFilter('poules', 'competition = {:c} && circuit = {:ci} && kata = {:k}', '', 0, 0, {
        c: competition.id,
        ci: cat.circuit,
        k: cat.kata,
      });
      const locked = existing.some((p) => p.getBool('published') || p.getString('phase') === 'final');
      if (locked) {
        result.skipped.push({ circuit: cat.circuit, kata: cat.kata });
        return;
      }
      existing.forEach((p) => tx.delete(p));
      const sheet = results.sheetOf(tx, cat.kata);
      const groups = seededDraw.drawCategory(cat.entries, seed + '|' + cat.circuit + '|' + cat.kata, splitAt);
      groups.forEach((g, gi) => {
        const p = new Record(pouleCol);
        p.set('competition', competition.id);
        p.set('circuit', cat.circuit);
        p.set('kata', cat.kata);
        p.set('name', String.fromCharCode(65 + gi));
        p.set('phase', 'group');
        p.set('seed', seed);
        p.set('judges', sheet.judges);
        p.set('published', false);
        tx.save(p);
        g.forEach((entry, i) => {
          const d = new Record(drawCol);
          d.set('poule', p.id);
          d.set('enrolment', entry.id);
          d.set('order', i + 1);
          d.set('toriName', entry.record.getString('toriName'));
          d.set('ukeName', entry.record.getString('ukeName'));
          d.set('clubs', entry.record.getString('clubs'));
          tx.save(d);
        });
      });
      result.drawn.push({ circuit: cat.circuit, kata: cat.kata, couples: cat.entries.length, poules: groups.length });
    });
    audit.write(tx, { user: audit.actorOf(e), impersonator: audit.impersonatorOf(e), event: 'draw', table: 'poules', record: competition.id, data: result });
  });
  return e.json(200, result);
});

routerAdd('POST', '/api/custom/draws/{id}/move', (e) => {
  const audit = require(`${__hooks}/lib/audit.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const draw = util.findOr404(e.app, 'draws', e.request.pathValue('id'), 'There is no such draw.');
  const from = e.app.findRecordById('poules', draw.getString('poule'));
  const competition = e.app.findRecordById('competitions', from.getString('competition'));
  require(`${__hooks}/lib/access.js`).requireOrganizer(e, competition, 'Only the organizers of the competition change the draw.');
  const body = e.requestInfo().body || {};
  /** @type {core.Record} */
  let to;
  try {
    to = e.app.findRecordById('poules', String(body.poule || from.id));
  } catch (_) {
    return util.fieldError('poule', 'draw_move_poule', 'There is no such poule.');
  }
  if (to.getString('competition') !== competition.id || to.getString('circuit') !== from.getString('circuit') || to.getString('kata') !== from.getString('kata') || to.getString('phase') !== from.getString('phase')) {
    util.fieldError('poule', 'draw_move_category', 'A couple moves only between poules of the same circuit, kata and phase.');
  }
  if (from.getBool('published') || to.getBool('published')) {
    util.fieldError('poule', 'draw_published', 'The draw of a published poule cannot change.');
  }
  const position = Number(body.order);
  if (!(position >= 1) || Math.floor(position) !== position) util.fieldError('order', 'draw_move_order', 'The position must be a whole number from 1.');

  e.app.runInTransaction((tx) => {
    const source = tx.findRecordsByFilter('draws', 'poule = {:p} && id != {:d}', 'order', 0, 0, { p: from.id, d: draw.id });
    source.forEach((d, i) => {
      if (d.getInt('order') !== i + 1) {
        d.set('order', i + 1);
        tx.saveNoValidate(d);
      }
    });
    const target = to.id === from.id ? source : tx.findRecordsByFilter('draws', 'poule = {:p}', 'order', 0, 0, { p: to.id });
    const at = Math.min(position, target.length + 1);
    const list = /** @type {(core.Record | null)[]} */ (target.slice(0, at - 1)).concat([null], target.slice(at - 1));
    list.forEach((d, i) => {
      if (d === null) {
        const moved = tx.findRecordById('draws', draw.id);
        moved.set('poule', to.id);
        moved.set('order', i + 1);
        tx.save(moved);
      } else if (d.getInt('order') !== i + 1) {
        d.set('order', i + 1);
        tx.saveNoValidate(d);
      }
    });
    audit.write(tx, {
      user: audit.actorOf(e),
      impersonator: audit.impersonatorOf(e),
      event: 'move',
      table: 'draws',
      record: draw.id,
      data: { poule: [from.id, to.id], order: [draw.getInt('order'), at] },
    });
  });
  return e.json(200, { poule: to.id, order: Math.min(position, 999) });
});

routerAdd('POST', '/api/custom/competitions/{id}/final', (e) => {
  const seededDraw = require(`${__hooks}/lib/draw.js`);
  const audit = require(`${__hooks}/lib/audit.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const competition = util.findOr404(e.app, 'competitions', e.request.pathValue('id'), 'There is no such competition.');
  require(`${__hooks}/lib/access.js`).requireOrganizer(e, competition, 'Only the organizers of the competition make the final.');
  const body = e.requestInfo().body || {};
  const circuit = String(body.circuit || '');
  const kata = String(body.kata || '');
  const params = { c: competition.id, ci: circuit, k: kata };
  const poules = e.app.findRecordsByFilter('poules', 'competition = {:c} && circuit = {:ci} && kata = {:k}', 'name', 0, 0, params);
  const groups = poules.filter((p) => p.getString('phase') !== 'final');
  if (!groups.length) util.fieldError('kata', 'final_no_groups', 'This category has no poules yet.');
  if (poules.length !== groups.length) util.fieldError('kata', 'final_exists', 'This category already has a final.');
  const finalists = competition.getInt('finalists') || 6;
  const perGroup = Math.floor(finalists / groups.length);
  /** @type {core.Record[]} */
  const qualified = [];
  groups.forEach((g) => {
    if (!g.getBool('published')) util.fieldError('kata', 'final_unpublished', 'Publish and score every poule of the category first.');
    const draws = e.app.findRecordsByFilter('draws', 'poule = {:p}', 'rank,order', 0, 0, { p: g.id });
    if (draws.some((d) => !d.getBool('scored'))) util.fieldError('kata', 'final_unscored', 'Every couple of the category must be scored first.');
    if (draws.length > perGroup && draws[perGroup - 1].getInt('rank') === draws[perGroup].getInt('rank')) {
      util.fieldError('kata', 'final_tie_at_cutoff', 'Couples are tied for the last place in the final: the officials must decide the tie first.');
    }
    draws.slice(0, perGroup).forEach((d) => qualified.push(d));
  });
  let seed = String(body.seed || '').trim();
  if (!seed) seed = $security.randomStringWithAlphabet(8, '23456789ABCDEFGHJKLMNPQRSTUVWXYZ');
  if (seed.length > 64) util.fieldError('seed', 'draw_seed_too_long', 'The seed is at most 64 characters.');
  const entries = qualified.map((d) => ({ id: d.getString('enrolment'), clubs: d.getString('clubs').split(' ').filter((c) => c), record: d }));
  const ordered = seededDraw.drawCategory(entries, seed + '|final|' + circuit + '|' + kata, 0)[0];
  let pouleId = '';
  e.app.runInTransaction((tx) => {
    const p = new Record(tx.findCollectionByNameOrId('poules'));
    p.set('competition', competition.id);
    p.set('circuit', circuit);
    p.set('kata', kata);
    p.set('name', 'F');
    p.set('phase', 'final');
    p.set('seed', seed);
    p.set('judges', groups[0].getInt('judges'));
    p.set('published', false);
    tx.save(p);
    pouleId = p.id;
    const col = tx.findCollectionByNameOrId('draws');
    ordered.forEach((entry, i) => {
      const d = new Record(col);
      d.set('poule', p.id);
      d.set('enrolment', entry.id);
      d.set('order', i + 1);
      d.set('toriName', entry.record.getString('toriName'));
      d.set('ukeName', entry.record.getString('ukeName'));
      d.set('clubs', entry.record.getString('clubs'));
      tx.save(d);
    });
    audit.write(tx, { user: audit.actorOf(e), impersonator: audit.impersonatorOf(e), event: 'final', table: 'poules', record: p.id, data: { seed: seed, couples: ordered.length } });
  });
  return e.json(200, { poule: pouleId, seed: seed, couples: ordered.length });
});

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

// ---------------------------------------------------------------- poules: publish, judges, delete
onRecordUpdateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  if (e.hasSuperuserAuth()) return e.next();
  const changed = util.changedFields(e.record, ['competition', 'circuit', 'kata', 'name', 'phase', 'seed', 'judges', 'published']);
  const scored = e.app.findRecordsByFilter('evaluations', 'draw.poule = {:p}', '', 1, 0, { p: e.record.id }).length > 0;
  changed.forEach((f) => {
    if (f !== 'judges' && f !== 'published') throw new ForbiddenError('The ' + f + ' of a poule is set by the draw.');
    if (f === 'judges') {
      const j = e.record.getInt('judges');
      if (j !== 3 && j !== 5) util.fieldError('judges', 'poule_judges', 'A panel has three or five judges.');
      if (scored) util.fieldError('judges', 'poule_scored', 'The panel cannot change once evaluations are saved.');
    }
    if (f === 'published' && !e.record.getBool('published') && scored) {
      util.fieldError('published', 'poule_scored', 'A poule with evaluations cannot be withdrawn.');
    }
  });
  e.next();
}, 'poules');

onRecordDeleteRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  if (!e.hasSuperuserAuth() && e.record.getBool('published')) {
    util.fieldError('published', 'draw_published', 'A published poule cannot be deleted.');
  }
  e.next();
}, 'poules');

onRecordUpdate((e) => {
  const results = require(`${__hooks}/lib/results.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const changed = util.changedFields(e.record, ['judges', 'published']);
  e.next();
  if (changed.indexOf('judges') >= 0) results.recomputePoule(e.app, e.record);
  if (changed.length) results.syncPoule(e.app, e.record);
}, 'poules');
// A deleted poule's public row goes with it (leaderboards.poule cascades).

// ---------------------------------------------------------------- draws: only the officials' tie decision
onRecordUpdateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const results = require(`${__hooks}/lib/results.js`);
  if (!e.hasSuperuserAuth()) {
    const fields = ['poule', 'enrolment', 'order', 'points', 'rank', 'forgotten', 'big', 'medium', 'small', 'scored', 'toriName', 'ukeName', 'clubs', 'judgeTotals'];
    util.changedFields(e.record, fields).forEach((f) => {
      throw new ForbiddenError('The ' + f + ' of a draw is set by the draw and the evaluations.');
    });
    if (e.record.getInt('tieBreak') < 0) util.fieldError('tieBreak', 'draw_tie_break', 'The decided place is a whole number from 1 (0 clears it).');
  }
  e.next();
  const poule = e.app.findRecordById('poules', e.record.getString('poule'));
  results.recomputePoule(e.app, poule);
  results.syncPoule(e.app, poule);
}, 'draws');

// ---------------------------------------------------------------- evaluations
// The evaluation and the results it changes are saved together or not at all: the save runs in a
// transaction, and the model hooks below recompute with the transaction's app.
onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/results.js`).guardEvaluation(e);
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
}, 'evaluations');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/results.js`).guardEvaluation(e);
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

