// @ts-check
/// <reference path="env.d.ts" />
// Data both ways (docs/ARCHITECTURE.md "Custom routes"; the rules in lib/data_exchange.js):
// - POST /api/custom/competitions/{id}/clone  {name?}: a draft copy of the competition's settings
//   (every field but its state, its identity and the logo) and of its circuits, never its enrolments,
//   draws, results or payments. Whoever organizes the source (lib/access.js organizes); one
//   transaction; audited.
// - POST /api/custom/import/judges   {rows: [{name, club}], dryRun?}
// - POST /api/custom/import/couples  {rows: [{kata, tori: {…athlete}, uke: {…athlete}}], dryRun?}
//   Every row is checked first (the collection's validators, the create rule of the caller, the
//   couple's rules); any row in error → 400 with each row's field errors and nothing written; else all
//   rows in one transaction, audited. `dryRun` answers the same check (200) and writes nothing: the
//   SPA's preview. The athletes and couples belong to the caller; an athlete already in the caller's
//   registry (same name, surname and birthday), or earlier in the file, is reused.
// - POST /api/custom/import/enrolments  {competition, rows: [{kata, tori, uke}], dryRun?, late?}: the
//   couples entered by the competition's staff into their own registry and enrolled (lib/entries.js):
//   a spreadsheet of enrolments, or a late entry at the desk (`late`: one row, audited `late_entry`).

routerAdd(
  'POST',
  '/api/custom/competitions/{id}/clone',
  (e) => {
    const access = require(`${__hooks}/lib/access.js`);
    const audit = require(`${__hooks}/lib/audit.js`);
    const dx = require(`${__hooks}/lib/data_exchange.js`);
    const util = require(`${__hooks}/lib/util.js`);
    const source = util.findOr404(e.app, 'competitions', e.request.pathValue('id'), 'There is no such competition.');
    // A draft is invisible to whoever does not organize it: the same 404 as a missing one.
    if (source.getString('status') === 'draft' && !access.organizes(e, source)) throw new NotFoundError('There is no such competition.');
    access.requireOrganizer(e, source, 'Only the organizers of the competition clone it.');
    require(`${__hooks}/lib/account_guard.js`).requireVerifiedFor(e, 'competitions');
    const body = e.requestInfo().body || {};
    const collection = e.app.findCollectionByNameOrId('competitions');
    const nameField = /** @type {any} */ (collection.fields.getByName('name'));
    const name = dx.cloneName(source.getString('name'), body.name, nameField.max || 150);
    /** @type {string} */
    let cloneId = '';
    let circuits = 0;
    e.app.runInTransaction((tx) => {
      const clone = new Record(collection);
      dx.copySettings(source, clone, dx.CLONE_SKIP);
      clone.set('name', name);
      clone.set('status', 'draft');
      tx.save(clone);
      cloneId = clone.id;
      const circuitsCol = tx.findCollectionByNameOrId('circuits');
      tx.findRecordsByFilter('circuits', 'competition = {:c}', 'order,created', 0, 0, { c: source.id }).forEach((c) => {
        const copy = new Record(circuitsCol);
        dx.copySettings(c, copy, dx.CIRCUIT_SKIP);
        copy.set('competition', clone.id);
        tx.save(copy);
        circuits++;
      });
      audit.write(tx, {
        user: audit.actorOf(e),
        impersonator: audit.impersonatorOf(e),
        event: 'clone',
        table: 'competitions',
        record: clone.id,
        label: name,
        data: { source: source.id, circuits: circuits },
      });
    });
    return e.json(200, { id: cloneId, name: name, circuits: circuits });
  },
  $apis.requireAuth(),
);

routerAdd(
  'POST',
  '/api/custom/import/{kind}',
  (e) => {
    const audit = require(`${__hooks}/lib/audit.js`);
    const dx = require(`${__hooks}/lib/data_exchange.js`);
    const util = require(`${__hooks}/lib/util.js`);
    const kind = e.request.pathValue('kind');
    if (kind !== 'judges' && kind !== 'couples' && kind !== 'enrolments') throw new NotFoundError('There is no such import.');
    const body = e.requestInfo().body || {};
    /** @type {any[]} */
    const rows = Array.isArray(body.rows) ? body.rows : [];
    if (!rows.length) util.fieldError('rows', 'import_empty', 'The file has no rows to import.');
    if (rows.length > dx.MAX_ROWS) util.fieldError('rows', 'import_too_many', 'Import at most ' + dx.MAX_ROWS + ' rows at a time.');
    const dryRun = body.dryRun === true;

    /** @type {Array<{ row: number, errors: { [field: string]: { code: string, message: string } } }>} */
    const problems = [];
    /** @type {(tx: CoreApp) => { [k: string]: number }} */
    let write;
    /** @type {string[]} the new judges (the SPA adds them to the competition it imports them for) */
    const ids = [];

    if (kind === 'judges') {
      const col = e.app.findCollectionByNameOrId('judges');
      require(`${__hooks}/lib/account_guard.js`).requireVerifiedFor(e, 'judges');
      const probe = (/** @type {CoreApp} */ tx) => {
        const r = new Record(col);
        r.set('name', 'Import probe');
        tx.save(r);
        return [{ record: r, body: { name: 'Import probe' } }];
      };
      if (!dx.mayCreate(e, probe)) throw new ForbiddenError('Only admins and organizers add judges to the list.');
      /** @type {{ [name: string]: boolean }} */
      const taken = {};
      e.app.findRecordsByFilter('judges', '', '', 0, 0).forEach((j) => (taken[j.getString('name').trim().toLowerCase()] = true));
      /** @type {core.Record[]} */
      const records = [];
      rows.forEach((raw, i) => {
        const row = raw && typeof raw === 'object' ? raw : {};
        const r = new Record(col);
        dx.JUDGE_FIELDS.forEach((f) => r.set(f, dx.cell(row[f])));
        /** @type {import('./lib/data_exchange.js').RowErrors} */
        const errors = {};
        dx.validatorErrors(e, r, '', errors);
        const key = dx.cell(row.name).toLowerCase();
        if (!errors.name && taken[key]) errors.name = { code: 'import_judge_exists', message: 'This judge is already on the list (or twice in the file).' };
        taken[key] = true;
        if (Object.keys(errors).length) problems.push({ row: i, errors: errors });
        records.push(r);
      });
      write = (tx) => {
        records.forEach((r) => {
          tx.save(r);
          ids.push(r.id);
        });
        return { judges: records.length };
      };
    } else if (kind === 'enrolments') {
      return require(`${__hooks}/lib/entries.js`).importEnrolments(e, body, rows, dryRun);
    } else {
      if (!e.auth || e.auth.collection().name !== 'users') throw new ForbiddenError('Couples are imported into the registry of a user account.');
      require(`${__hooks}/lib/account_guard.js`).requireVerifiedFor(e, 'athletes');
      const owner = e.auth.id;
      const athletesCol = e.app.findCollectionByNameOrId('athletes');
      const couplesCol = e.app.findCollectionByNameOrId('couples');
      const probe = (/** @type {CoreApp} */ tx) => {
        const data = { owner: owner, name: 'Import', surname: 'Probe', birthday: '2000-01-01', country: 'IT', belt: '1k', club: '00XX0000' };
        /** @type {Array<{ record: core.Record, body: { [k: string]: unknown } }>} */
        const made = [];
        [1, 2].forEach(() => {
          const a = new Record(athletesCol);
          a.load(data);
          tx.save(a);
          made.push({ record: a, body: data });
        });
        const c = new Record(couplesCol);
        const couple = { owner: owner, tori: made[0].record.id, uke: made[1].record.id, kata: 'nage-no-kata' };
        c.load(couple);
        tx.save(c);
        made.push({ record: c, body: couple });
        return made;
      };
      if (!dx.mayCreate(e, probe)) {
        throw new ForbiddenError('You cannot add athletes and couples.');
      }
      const plan = dx.planCouples(e, owner, rows, false);
      plan.problems.forEach((p) => problems.push(p));
      write = (tx) => {
        plan.write(tx);
        return { athletes: plan.newAthletes.length, couples: plan.couples.length };
      };
    }

    if (dryRun) return e.json(200, { rows: rows.length, problems: problems });
    if (problems.length) {
      const message = 'Some rows cannot be imported: nothing was imported.';
      return e.json(400, { status: 400, message: message, data: { rows: { code: 'import_rows_invalid', message: message } }, problems: problems });
    }
    /** @type {{ [k: string]: number }} */
    let created = {};
    e.app.runInTransaction((tx) => {
      created = write(tx);
      audit.write(tx, {
        user: audit.actorOf(e),
        impersonator: audit.impersonatorOf(e),
        event: 'import',
        table: kind === 'judges' ? 'judges' : 'couples',
        record: '',
        label: kind + ': ' + rows.length,
        data: created,
      });
    });
    return e.json(200, { rows: rows.length, created: created, ids: ids });
  },
  $apis.requireAuth(),
);
