// @ts-check
/// <reference path="../env.d.ts" />
// Couples entered by a competition's staff (POST /api/custom/import/enrolments, data_exchange.pb.js):
// a late entry at the desk (one row, `late: true`) or a spreadsheet of enrolments. Enrolments are made
// by a couple's owner, and a couple's athletes belong to its owner; so the staff member enters the
// athletes and the couple into their own registry (the registry's checks, unverified until the
// provider's staff verify them) and enrols that couple in the competition — their competition only,
// while it takes couples (enrolment, accreditation, ongoing). Each row is held to the normal
// enrolment's rules too (a circuit that fits, once per competition, a season final's qualification);
// every row or none, one transaction, audited (`late_entry` per couple, else one `import`).

/**
 * @param {core.RequestEvent} e
 * @param {{ [k: string]: any }} body
 * @param {any[]} rows
 * @param {boolean} dryRun
 */
function importEnrolments(e, body, rows, dryRun) {
  const access = require(`${__hooks}/lib/access.js`);
  const audit = require(`${__hooks}/lib/audit.js`);
  const dx = require(`${__hooks}/lib/data_exchange.js`);
  const enrolment = require(`${__hooks}/lib/enrolment.js`);
  const seasons = require(`${__hooks}/lib/seasons.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const competition = util.findOr404(e.app, 'competitions', typeof body.competition === 'string' ? body.competition : '', 'There is no such competition.');
  // A draft is invisible to whoever does not organize it: the same 404 as a missing one.
  if (competition.getString('status') === 'draft' && !access.organizes(e, competition)) throw new NotFoundError('There is no such competition.');
  access.requireOrganizer(e, competition, 'Only the organizers of the competition enter couples in it.');
  if (!e.auth || e.auth.collection().name !== 'users') throw new ForbiddenError('Couples are entered from the registry of a user account.');
  require(`${__hooks}/lib/account_guard.js`).requireVerifiedFor(e, 'enrolments');
  if (dx.ENTRY_STATUSES.indexOf(competition.getString('status')) < 0) {
    util.fieldError('competition', 'entry_closed', 'Couples are entered while the competition is in enrolment, accreditation or ongoing.');
  }
  const late = body.late === true;
  if (late && rows.length !== 1) util.fieldError('rows', 'late_entry_one', 'A late entry is one couple.');
  const owner = e.auth.id;
  const plan = dx.planCouples(e, owner, rows, true);
  /** @type {{ [row: number]: import('./data_exchange.js').RowErrors }} */
  const byRow = {};
  plan.problems.forEach((p) => (byRow[p.row] = p.errors));
  /** @type {{ [row: number]: boolean }} */
  const skip = {};
  plan.problems.forEach((p) => (skip[p.row] = true));
  const enrolmentsCol = e.app.findCollectionByNameOrId('enrolments');
  /** @type {string[]} */
  const ids = [];
  /** @type {{ [k: string]: number }} */
  let created = {};
  const ROLLBACK = 'entries: rolled back';
  try {
    e.app.runInTransaction((tx) => {
      const coupleIds = plan.write(tx, skip);
      /** @type {{ [couple: string]: boolean }} */
      const seen = {};
      /** @type {core.Record[]} */
      const records = [];
      coupleIds.forEach((coupleId, i) => {
        if (!coupleId) return;
        /** @param {string} code @param {string} message */
        const refuse = (code, message) => {
          byRow[i] = byRow[i] || {};
          byRow[i].kata = { code: code, message: message };
        };
        const couple = tx.findRecordById('couples', coupleId);
        const already = seen[coupleId] || tx.findRecordsByFilter('enrolments', 'competition = {:c} && couple = {:k}', '', 1, 0, { c: competition.id, k: coupleId }).length > 0;
        seen[coupleId] = true;
        if (already) return refuse('entry_exists', 'This couple is already enrolled in the competition (or twice in the file).');
        const tori = tx.findRecordById('athletes', couple.getString('tori'));
        const uke = tx.findRecordById('athletes', couple.getString('uke'));
        if (!enrolment.findCircuit(tx, competition, couple, tori, uke)) return refuse('no_circuit', 'No circuit of this competition fits this couple (kata, belts or ages).');
        const r = new Record(enrolmentsCol);
        r.set('competition', competition.id);
        r.set('couple', coupleId);
        r.set('owner', owner);
        r.set('paymentReceived', false);
        r.set('present', false);
        const season = seasons.finalEntryProblem(tx, r);
        if (season) return refuse(season, 'This pair is not qualified for the final event of the season.');
        records.push(r);
      });
      if (dryRun || Object.keys(byRow).length) throw new Error(ROLLBACK);
      records.forEach((r) => {
        tx.save(r);
        ids.push(r.id);
      });
      created = { athletes: plan.newAthletes.length, couples: plan.couples.filter((c) => !c.existing).length, enrolments: records.length };
      if (late) {
        audit.write(tx, {
          user: audit.actorOf(e),
          impersonator: audit.impersonatorOf(e),
          event: 'late_entry',
          table: 'enrolments',
          record: ids[0],
          data: { competition: competition.id, couple: records[0].getString('couple'), athletes: created.athletes, couples: created.couples },
        });
      } else {
        audit.write(tx, {
          user: audit.actorOf(e),
          impersonator: audit.impersonatorOf(e),
          event: 'import',
          table: 'enrolments',
          record: '',
          label: competition.getString('name').slice(0, 150) + ': ' + records.length,
          data: { competition: competition.id, athletes: created.athletes, couples: created.couples, enrolments: created.enrolments },
        });
      }
    });
  } catch (err) {
    if (String(err).indexOf(ROLLBACK) < 0) throw err;
  }
  const problems = Object.keys(byRow)
    .map(Number)
    .sort((a, b) => a - b)
    .map((row) => ({ row: row, errors: byRow[row] }));
  if (dryRun) return e.json(200, { rows: rows.length, problems: problems });
  if (problems.length) {
    const message = 'Some rows cannot be imported: nothing was imported.';
    return e.json(400, { status: 400, message: message, data: { rows: { code: 'import_rows_invalid', message: message } }, problems: problems });
  }
  return e.json(200, { rows: rows.length, created: created, ids: ids });
}

module.exports = { importEnrolments };
