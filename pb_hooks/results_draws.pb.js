// @ts-check
/// <reference path="env.d.ts" />
// The draw of a competition's poules (docs/ARCHITECTURE.md "Draws, scoring and results"):
// - POST /api/custom/competitions/{id}/draw   {seed?}          group poules + seeded order (staff)
// - POST /api/custom/draws/{id}/move          {poule, order}   move a couple before publication (staff)
// - POST /api/custom/competitions/{id}/final  {circuit, kata, seed?, count?, tatami?, startsAt?, add?, reason?}
//   final of the best (staff): `count` sizes this final (else the competition's `finalists`), `tatami`
//   and `startsAt` place it in the running order, `add` (enrolments, with a `reason`) joins couples
//   of the groups by hand, last in the order
// Staff = whoever organizes the competition (lib/access.js). Each route works in one transaction and
// writes an audit row. Which couples compete together, the poules made of them and who qualifies for
// the final are plain data (lib/categories.js); lib/poules.js writes them. A poule's panel and
// publication change through the records API (the hooks below), its draws only by the routes; the
// officials' tie decision is the one field of a draw they write.
// (The file name sorts after judges.pb.js and before running.pb.js, like the handlers depend on.)

routerAdd('POST', '/api/custom/competitions/{id}/draw', (e) => {
  const access = require(`${__hooks}/lib/access.js`);
  const audit = require(`${__hooks}/lib/audit.js`);
  const categories = require(`${__hooks}/lib/categories.js`);
  const poules = require(`${__hooks}/lib/poules.js`);
  const results = require(`${__hooks}/lib/results.js`);
  const seededDraw = require(`${__hooks}/lib/draw.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const competition = util.findOr404(e.app, 'competitions', e.request.pathValue('id'), 'There is no such competition.');
  access.requireOrganizer(e, competition, 'Only the organizers of the competition draw the poules.');
  const status = competition.getString('status');
  if (status !== 'accreditation' && status !== 'ongoing') {
    util.fieldError('competition', 'draw_not_open', 'The draw is made once accreditation is open (accreditation or ongoing).');
  }
  const seed = categories.drawSeed((e.requestInfo().body || {}).seed);
  // 0 means never split (new competitions start at 10, set when they are created).
  const splitAt = competition.getInt('pouleSplitAt');
  /** @type {{ seed: string, drawn: { circuit: string, kata: string, couples: number, poules: number }[], skipped: { circuit: string, kata: string }[] }} */
  const result = { seed: seed, drawn: [], skipped: [] };

  e.app.runInTransaction((tx) => {
    // A competition of a season may seed its draw from the season's ranking (lib/seasons.js seedingOf).
    const seeding = require(`${__hooks}/lib/seasons.js`).seedingOf(tx, competition.id);
    const enrolments = tx.findRecordsByFilter('enrolments', 'competition = {:c} && status = "in_competition"', 'id', 0, 0, { c: competition.id });
    const couples = enrolments.map((en) => poules.coupleOf(en, en.id, en.getString('circuit'), en.getString('kata')));
    categories.byCategory(couples).forEach((category) => {
      const existing = tx.findRecordsByFilter('poules', 'competition = {:c} && circuit = {:ci} && kata = {:k}', '', 0, 0, {
        c: competition.id,
        ci: category.circuit,
        k: category.kata,
      });
      // A published poule or a final fixes the category's draw.
      if (existing.some((p) => p.getBool('published') || p.getString('phase') === 'final')) {
        result.skipped.push({ circuit: category.circuit, kata: category.kata });
        return;
      }
      existing.forEach((p) => tx.delete(p));
      const key = seed + '|' + category.circuit + '|' + category.kata;
      const ranks = seeding ? seeding(category.circuit, category.kata, category.couples.map((c) => c.id)) : null;
      const groups = ranks ? require(`${__hooks}/lib/seasons.js`).drawSeeded(category.couples, key, splitAt, ranks) : seededDraw.drawCategory(category.couples, key, splitAt);
      categories.groupPoules(groups, seed, results.sheetOf(tx, category.kata).judges).forEach((plan) => {
        poules.createPoule(tx, competition.id, category.circuit, category.kata, plan);
      });
      result.drawn.push({ circuit: category.circuit, kata: category.kata, couples: category.couples.length, poules: groups.length });
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
  const access = require(`${__hooks}/lib/access.js`);
  const audit = require(`${__hooks}/lib/audit.js`);
  const categories = require(`${__hooks}/lib/categories.js`);
  const poules = require(`${__hooks}/lib/poules.js`);
  const seededDraw = require(`${__hooks}/lib/draw.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const competition = util.findOr404(e.app, 'competitions', e.request.pathValue('id'), 'There is no such competition.');
  access.requireOrganizer(e, competition, 'Only the organizers of the competition make the final.');
  const body = e.requestInfo().body || {};
  const circuit = String(body.circuit || '');
  const kata = String(body.kata || '');
  const params = { c: competition.id, ci: circuit, k: kata };
  const existing = e.app.findRecordsByFilter('poules', 'competition = {:c} && circuit = {:ci} && kata = {:k}', 'name', 0, 0, params);
  const groups = existing.filter((p) => p.getString('phase') !== 'final');
  if (!groups.length) util.fieldError('kata', 'final_no_groups', 'This category has no poules yet.');
  if (existing.length !== groups.length) util.fieldError('kata', 'final_exists', 'This category already has a final.');
  const standings = groups.map((g) => ({
    published: g.getBool('published'),
    draws: e.app.findRecordsByFilter('draws', 'poule = {:p}', 'rank,order', 0, 0, { p: g.id }).map((d) => ({ scored: d.getBool('scored'), rank: d.getInt('rank'), absence: d.getString('absence'), record: d })),
  }));
  // The size of this final: the officials' choice, within the couples drawn, else the competition's.
  const drawn = standings.reduce((n, g) => n + g.draws.length, 0);
  const asked = body.count === undefined || body.count === null || body.count === '' ? null : body.count;
  if (asked !== null && !require(`${__hooks}/lib/rules/final.js`).finalCountAllowed(asked, drawn)) {
    util.fieldError('count', 'final_count', 'The final takes a whole number of couples from 1 to ' + drawn + '.', { max: drawn });
  }
  const count = asked !== null ? Number(asked) : competition.getInt('finalists');
  const qualification = categories.qualify(standings, count);
  if (qualification.problem) return util.fieldError('kata', qualification.problem.code, qualification.problem.message);
  const seed = categories.drawSeed(body.seed);
  // Couples joined by hand: drawn in a group of the category, not absent there, not qualified already;
  // the officials say why (the audit trail keeps it).
  const rawAdd = body.add === undefined || body.add === null ? [] : body.add;
  if (!Array.isArray(rawAdd) || rawAdd.length > drawn) return categories.checkJoiner('add', null, false);
  /** @type {core.Record[]} */
  const added = [];
  rawAdd.forEach((/** @type {unknown} */ raw) => {
    const enrolment = String(raw || '');
    /** @type {core.Record | undefined} */
    let from;
    standings.forEach((g) => g.draws.forEach((d) => (d.record.getString('enrolment') === enrolment && enrolment ? (from = d.record) : null)));
    const already = qualification.qualified.some((d) => d.record.getString('enrolment') === enrolment) || added.some((d) => d.getString('enrolment') === enrolment);
    added.push(categories.checkJoiner('add', from, already));
  });
  const reason = added.length ? util.reasonOf(body.reason) : '';
  const couples = qualification.qualified.map((d) => poules.coupleOf(d.record, d.record.getString('enrolment'), circuit, kata));
  const ordered = (seededDraw.drawCategory(couples, seed + '|final|' + circuit + '|' + kata, 0)[0] || []).concat(added.map((d) => poules.coupleOf(d, d.getString('enrolment'), circuit, kata)));
  const plan = categories.finalPoule(ordered, seed, groups[0] ? groups[0].getInt('judges') : 0);
  let pouleId = '';
  e.app.runInTransaction((tx) => {
    const poule = poules.createPoule(tx, competition.id, circuit, kata, plan);
    pouleId = poule.id;
    // Where and when the final runs: the same checks as a staff edit of the poule (lib/running.js).
    const tatami = body.tatami === undefined || body.tatami === null || body.tatami === '' ? 0 : Number(body.tatami);
    if (!Number.isInteger(tatami)) require(`${__hooks}/lib/running.js`).refuseTatami(competition);
    const startsAt = String(body.startsAt || '');
    if (tatami || startsAt) {
      poule.set('tatami', tatami);
      poule.set('startsAt', startsAt);
      // A start time the date field cannot read is refused, not dropped.
      if (startsAt && !poule.getString('startsAt')) require(`${__hooks}/lib/running.js`).refuseStartsAt();
      require(`${__hooks}/lib/running.js`).checkPoule(tx, poule);
      tx.save(poule);
    }
    const label = (/** @type {core.Record} */ d) => d.getString('toriName') + ' / ' + d.getString('ukeName');
    const data = { seed: seed, couples: ordered.length, count: count, tatami: tatami, startsAt: poule.getString('startsAt'), added: added.map((d) => d.getString('enrolment')), reason: reason };
    audit.write(tx, { user: audit.actorOf(e), impersonator: audit.impersonatorOf(e), event: 'final', table: 'poules', record: pouleId, data: data });
    // Each couple joined by hand is also a finalist_add row, as if added through the finalists route.
    tx.findRecordsByFilter('draws', 'poule = {:p}', 'order', 0, 0, { p: pouleId })
      .filter((d) => added.some((a) => a.getString('enrolment') === d.getString('enrolment')))
      .forEach((d) => {
        audit.write(tx, { user: audit.actorOf(e), impersonator: audit.impersonatorOf(e), event: 'finalist_add', table: 'draws', record: d.id, label: label(d), data: { enrolment: d.getString('enrolment'), reason: reason } });
      });
  });
  return e.json(200, { poule: pouleId, seed: seed, couples: ordered.length, added: added.length });
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
    const fields = ['poule', 'enrolment', 'order', 'points', 'rank', 'forgotten', 'big', 'medium', 'small', 'scored', 'toriName', 'ukeName', 'clubs', 'judgeTotals', 'halved'];
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
