// @ts-check
/// <reference path="env.d.ts" />
// The finalists by hand (docs/ARCHITECTURE.md "Draws, scoring and results"), beside the final the
// route makes from the groups' results (results_draws.pb.js):
// - POST /api/custom/poules/{id}/finalists  {action, enrolment?, draw?, reason}   staff (lib/access.js)
//   add      {enrolment}  a couple drawn in a group of the category (not absent there) joins the final,
//                         last in the order of execution;
//   remove   {draw}       a finalist without evaluations leaves the final (the order closes up);
//   replace  {draw}       a finalist marked absent gives its place in the order to the next best couple
//                         of its group: scored, not absent, not in the final, first by rank (a tie for
//                         that place is for the officials to decide first).
// Every action needs a reason (src/lib/rules/reason.ts), works in one transaction with the poule's results
// and public row, and writes an audit row.

routerAdd('POST', '/api/custom/poules/{id}/finalists', (e) => {
  const access = require(`${__hooks}/lib/access.js`);
  const audit = require(`${__hooks}/lib/audit.js`);
  const poules = require(`${__hooks}/lib/poules.js`);
  const results = require(`${__hooks}/lib/results.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const final = util.findOr404(e.app, 'poules', e.request.pathValue('id'), 'There is no such poule.');
  const competition = e.app.findRecordById('competitions', final.getString('competition'));
  access.requireOrganizer(e, competition, 'Only the organizers of the competition change the finalists.');
  if (final.getString('phase') !== 'final') util.fieldError('poule', 'finalists_not_final', 'Finalists are changed in a final.');
  const status = competition.getString('status');
  if (status !== 'accreditation' && status !== 'ongoing') {
    util.fieldError('poule', 'finalists_not_open', 'Finalists change while the competition is in accreditation or ongoing.');
  }
  const body = e.requestInfo().body || {};
  const action = String(body.action || '');
  if (action !== 'add' && action !== 'remove' && action !== 'replace') util.fieldError('action', 'finalists_action', 'The action is add, remove or replace.');
  const reason = util.reasonOf(body.reason);
  const category = { c: competition.id, ci: final.getString('circuit'), k: final.getString('kata') };
  /** @type {{ [k: string]: unknown }} */
  let data = {};
  let record = final.id;
  e.app.runInTransaction((tx) => {
    const finalDraws = tx.findRecordsByFilter('draws', 'poule = {:p}', 'order', 0, 0, { p: final.id });
    const inFinal = (/** @type {string} */ enrolment) => finalDraws.some((d) => d.getString('enrolment') === enrolment);
    const groupDrawOf = (/** @type {string} */ enrolment) => {
      const filter = 'enrolment = {:en} && poule.competition = {:c} && poule.circuit = {:ci} && poule.kata = {:k} && poule.phase != "final"';
      const found = tx.findRecordsByFilter('draws', filter, '', 1, 0, { en: enrolment, c: category.c, ci: category.ci, k: category.k });
      return found.length ? found[0] : null;
    };
    /** The finalist named by `draw`, without evaluations. */
    const finalistOf = () => {
      const d = finalDraws.find((x) => x.id === String(body.draw || ''));
      if (!d) return util.fieldError('draw', 'finalists_draw', 'Pick a couple of this final.');
      require(`${__hooks}/lib/validation.js`).requireNotPerformed(tx, d.id, 'draw');
      return d;
    };
    /**
     * A draw of the final for the couple of a group draw, at a place in the order.
     * @param {core.Record} from
     * @param {number} order
     */
    const addAt = (from, order) => {
      const draw = new Record(tx.findCollectionByNameOrId('draws'));
      const couple = poules.coupleOf(from, from.getString('enrolment'), category.ci, category.k);
      draw.set('poule', final.id);
      draw.set('enrolment', couple.id);
      draw.set('order', order);
      draw.set('toriName', couple.toriName);
      draw.set('ukeName', couple.ukeName);
      draw.set('clubs', couple.clubsText);
      tx.save(draw);
      return draw;
    };
    const label = (/** @type {core.Record} */ d) => d.getString('toriName') + ' / ' + d.getString('ukeName');
    if (action === 'add') {
      const enrolment = String(body.enrolment || '');
      const from = enrolment ? groupDrawOf(enrolment) : null;
      const added = addAt(require(`${__hooks}/lib/categories.js`).checkJoiner('enrolment', from, inFinal(enrolment)), finalDraws.reduce((n, d) => Math.max(n, d.getInt('order')), 0) + 1);
      record = added.id;
      data = { event: 'finalist_add', label: label(added), data: { enrolment: enrolment, reason: reason } };
    } else if (action === 'remove') {
      const out = finalistOf();
      tx.delete(out);
      finalDraws
        .filter((d) => d.id !== out.id)
        .forEach((d, i) => {
          if (d.getInt('order') !== i + 1) {
            d.set('order', i + 1);
            tx.saveNoValidate(d);
          }
        });
      record = out.id;
      data = { event: 'finalist_remove', label: label(out), data: { enrolment: out.getString('enrolment'), reason: reason } };
    } else {
      const out = finalistOf();
      if (!out.getString('absence')) util.fieldError('draw', 'finalists_replace_present', 'Only a finalist marked absent is replaced.');
      const group = groupDrawOf(out.getString('enrolment'));
      const candidates = group
        ? tx
            .findRecordsByFilter('draws', 'poule = {:p} && scored = true && absence = ""', 'rank,order', 0, 0, { p: group.getString('poule') })
            .filter((d) => !inFinal(d.getString('enrolment')))
        : [];
      const next = candidates[0];
      if (!next) return util.fieldError('draw', 'finalists_replace_none', 'No other couple of the group can take the place.');
      if (candidates[1] && candidates[1].getInt('rank') === next.getInt('rank')) {
        util.fieldError('draw', 'final_tie_at_cutoff', 'Couples are tied for the last place in the final: the officials must decide the tie first.');
      }
      tx.delete(out);
      const added = addAt(next, out.getInt('order'));
      record = added.id;
      data = { event: 'finalist_replace', label: label(added), data: { out: out.getString('enrolment'), in: next.getString('enrolment'), reason: reason } };
    }
    results.recomputePoule(tx, final);
    results.syncPoule(tx, final);
    audit.write(tx, {
      user: audit.actorOf(e),
      impersonator: audit.impersonatorOf(e),
      event: String(data.event),
      table: 'draws',
      record: record,
      label: String(data.label),
      data: data.data,
    });
  });
  return e.json(200, { draw: record });
});
