// @ts-check
/// <reference path="env.d.ts" />
// A drawn couple that will not perform (src/lib/rules/absence.ts; docs/ARCHITECTURE.md "Draws,
// scoring and results"):
// - POST /api/custom/draws/{id}/absence  {absence: "withdrawn" | "did_not_perform" | "", reason}
//   marks a couple withdrawn or did-not-perform, or takes the mark back (""), with the officials'
//   reason, for as long as the couple has no evaluation (staff: lib/access.js organizes). One
//   transaction: the draw, its poule's results and public row, an audit row.
// - draws.absence and draws.absenceReason are written by that route only.
// - competitions.absentRanked (staff) re-ranks every poule of the competition when it changes.
// An absent couple is never scored: lib/results.js refuses its evaluations and ranks it.

routerAdd('POST', '/api/custom/draws/{id}/absence', (e) => {
  const absence = require(`${__hooks}/lib/rules/absence.js`);
  const access = require(`${__hooks}/lib/access.js`);
  const audit = require(`${__hooks}/lib/audit.js`);
  const results = require(`${__hooks}/lib/results.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const draw = util.findOr404(e.app, 'draws', e.request.pathValue('id'), 'There is no such draw.');
  const poule = e.app.findRecordById('poules', draw.getString('poule'));
  const competition = e.app.findRecordById('competitions', poule.getString('competition'));
  access.requireOrganizer(e, competition, 'Only the organizers of the competition mark a couple absent.');
  const body = e.requestInfo().body || {};
  const wanted = body.absence === undefined || body.absence === null ? '' : body.absence;
  if (wanted !== '' && !absence.isAbsence(wanted)) {
    util.fieldError('absence', 'absence_value', 'A couple is withdrawn or did not perform ("" takes it back).');
  }
  const reason = util.reasonOf(body.reason);
  const status = competition.getString('status');
  if (status !== 'accreditation' && status !== 'ongoing') {
    util.fieldError('absence', 'absence_not_open', 'Couples are marked absent while the competition is in accreditation or ongoing.');
  }
  const before = draw.getString('absence');
  if (wanted === before && !wanted) util.fieldError('absence', 'absence_unchanged', 'The couple is not marked absent.');
  e.app.runInTransaction((tx) => {
    const finals = tx.findRecordsByFilter('poules', "competition = {:c} && circuit = {:ci} && kata = {:k} && phase = 'final'", '', 1, 0, {
      c: competition.id,
      ci: poule.getString('circuit'),
      k: poule.getString('kata'),
    });
    if (!absence.absenceOpen(poule.getString('phase'), finals.length > 0)) {
      util.fieldError('absence', 'absence_final_drawn', "The final of this couple's category is drawn: its group's results are closed.");
    }
    // Once a judge saved a sheet the couple performed: neither the mark nor its undo fits any more.
    require(`${__hooks}/lib/validation.js`).requireNotPerformed(tx, draw.id, 'absence');
    const d = tx.findRecordById('draws', draw.id);
    d.set('absence', wanted);
    d.set('absenceReason', wanted ? reason : '');
    tx.save(d);
    results.recomputePoule(tx, poule);
    results.syncPoule(tx, poule);
    audit.write(tx, {
      user: audit.actorOf(e),
      impersonator: audit.impersonatorOf(e),
      event: 'absence',
      table: 'draws',
      record: draw.id,
      label: draw.getString('toriName') + ' / ' + draw.getString('ukeName'),
      data: { absence: [before, wanted], reason: reason },
    });
  });
  return e.json(200, { draw: draw.id, absence: wanted });
});

onRecordUpdateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    require(`${__hooks}/lib/util.js`)
      .changedFields(e.record, ['absence', 'absenceReason'])
      .forEach((f) => {
        throw new ForbiddenError('The ' + f + ' of a draw is set by POST /api/custom/draws/{id}/absence.');
      });
  }
  e.next();
}, 'draws');

onRecordUpdate((e) => {
  const results = require(`${__hooks}/lib/results.js`);
  const changed = require(`${__hooks}/lib/util.js`).changedFields(e.record, ['absentRanked']).length > 0;
  e.next();
  if (!changed) return;
  e.app.findRecordsByFilter('poules', 'competition = {:c}', '', 0, 0, { c: e.record.id }).forEach((p) => {
    results.recomputePoule(e.app, p);
    results.syncPoule(e.app, p);
  });
}, 'competitions');
