// @ts-check
/// <reference path="../env.d.ts" />
// Data both ways (pb_hooks/data_exchange.pb.js): what a clone of a competition copies, and how the
// rows of an import are checked. An imported row is held to the rules of the normal create: the
// collection's own field validators (required, length, pattern, choices), its create API rule for
// the caller, and the request hooks' rules of that collection (a couple is two different athletes).

/**
 * Competition fields a clone does not copy: its state, its identity and what the server derives. The
 * accreditation's opening is a setting (copied with the dates it belongs to): derived again, it would
 * move from the organizers' hour to the start's hour of the day before.
 */
const CLONE_SKIP = ['id', 'name', 'status', 'created', 'updated', 'exportId', 'leaderboardFrozen', 'logo', 'organizerNames'];
/** Circuit fields a clone does not copy (the rest is the circuit's setting). */
const CIRCUIT_SKIP = ['id', 'competition', 'created', 'updated'];
/** Appended to the source's name when the caller gives none. */
const COPY_SUFFIX = ' (copy)';
/** A competition takes couples entered by its staff (a late entry at the desk, an import) in these statuses. */
const ENTRY_STATUSES = ['enrolment', 'accreditation', 'ongoing'];
/** Rows per import: a club's or a region's list, not a database dump. */
const MAX_ROWS = 500;
/** The athlete columns of an imported couple, for tori and uke alike. */
const ATHLETE_FIELDS = ['name', 'surname', 'birthday', 'country', 'region', 'belt', 'club', 'email', 'telephone'];
const JUDGE_FIELDS = ['name', 'club'];

/**
 * Copies the settings of `from` onto `to` (both records of the same collection), leaving `skip` alone.
 * @param {core.Record} from
 * @param {core.Record} to
 * @param {string[]} skip
 */
function copySettings(from, to, skip) {
  from
    .collection()
    .fields.map((f) => f.getName())
    .forEach((name) => {
      if (skip.indexOf(name) < 0) to.set(name, from.get(name));
    });
}

/**
 * The name of a clone: the caller's (trimmed) or the source's with the copy suffix, within the field's length.
 * @param {string} source
 * @param {unknown} given
 * @param {number} max
 */
function cloneName(source, given, max) {
  const name = typeof given === 'string' ? given.trim() : '';
  if (name) return name;
  return source.slice(0, Math.max(0, max - COPY_SUFFIX.length)) + COPY_SUFFIX;
}

/**
 * @typedef {{ code: string, message: string, params?: { [k: string]: unknown } }} FieldProblem
 * @typedef {{ [field: string]: FieldProblem }} RowErrors
 */

/**
 * The field errors of a record that is about to be created, from the collection's own validators
 * (PocketBase's codes: validation_required, validation_max_text_constraint, validation_invalid_format…).
 * @param {core.RequestEvent} e
 * @param {core.Record} record
 * @param {string} prefix the row's name of the record ("tori." for a couple's tori)
 * @param {RowErrors} into
 */
function validatorErrors(e, record, prefix, into) {
  record
    .collection()
    .fields.forEach((field) => {
      const name = field.getName();
      if (name === 'id' || field.type() === 'autodate') return;
      try {
        field.validateValue(e.request.context(), e.app, record);
      } catch (err) {
        /** @type {any} */
        const v = /** @type {any} */ (err).value;
        let code = 'validation_invalid_value';
        let message = String(err);
        /** @type {{ [k: string]: unknown } | undefined} */
        let params;
        try {
          code = v.code();
          message = v.error();
          params = v.params() || undefined;
        } catch (_) {
          // not an ozzo error object: the generic code and the text
        }
        into[prefix + name] = params ? { code: code, message: message, params: JSON.parse(JSON.stringify(params)) } : { code: code, message: message };
      }
    });
}

/**
 * Whether the caller passes the create rule of every record `build` saves. PocketBase checks a create
 * rule against the stored record, inside the transaction of the create; so does this, on records of
 * its own (`build` saves them in `tx`), and rolls them back whatever the answer.
 * @param {core.RequestEvent} e
 * @param {(tx: CoreApp) => Array<{ record: core.Record, body: { [k: string]: unknown } }>} build
 */
function mayCreate(e, build) {
  if (e.hasSuperuserAuth()) return true;
  const ROLLBACK = 'data_exchange: probe rolled back';
  let allowed = false;
  try {
    e.app.runInTransaction((tx) => {
      allowed = build(tx).every((made) => {
        const rule = made.record.collection().createRule;
        if (rule === null || rule === undefined) return false;
        const info = e.requestInfo().clone();
        info.body = made.body;
        return tx.canAccessRecord(made.record, info, rule);
      });
      throw new Error(ROLLBACK);
    });
  } catch (err) {
    if (String(err).indexOf(ROLLBACK) < 0) throw err;
  }
  return allowed;
}

/**
 * A trimmed string of a row's cell ('' for anything else).
 * @param {unknown} v
 */
function cell(v) {
  if (typeof v === 'number') return String(v);
  return typeof v === 'string' ? v.trim() : '';
}

/**
 * The identity of an athlete inside one owner's registry: the same person appearing twice in a file,
 * or already in the registry, is one athlete.
 * @param {{ [k: string]: unknown }} a
 */
function athleteKey(a) {
  return [cell(a.name).toLowerCase(), cell(a.surname).toLowerCase(), cell(a.birthday).slice(0, 10)].join('|');
}

/**
 * @typedef {{ id?: string, record?: core.Record }} AthleteRef an athlete of the registry (id) or of this file (a new record)
 * @typedef {{ couple: core.Record, tori: AthleteRef, uke: AthleteRef, existing: string }} PlannedCouple
 */

/**
 * The couples of an import's rows, checked, for `owner`'s registry: each row's athletes (reused when the
 * registry or an earlier row has the same name, surname and birthday) and its couple. With
 * `reuseCouples` a couple of the registry with the same tori, uke and kata is the row's couple
 * (`existing`: its id) rather than a second copy. Nothing is written until `write(tx)`.
 * @param {core.RequestEvent} e
 * @param {string} owner
 * @param {any[]} rows
 * @param {boolean} reuseCouples
 */
function planCouples(e, owner, rows, reuseCouples) {
  const athletesCol = e.app.findCollectionByNameOrId('athletes');
  const couplesCol = e.app.findCollectionByNameOrId('couples');
  /** @type {Array<{ row: number, errors: RowErrors }>} */
  const problems = [];
  /** @type {{ [key: string]: AthleteRef }} */
  const known = {};
  e.app.findRecordsByFilter('athletes', 'owner = {:o}', 'created', 0, 0, { o: owner }).forEach((a) => {
    known[athleteKey({ name: a.getString('name'), surname: a.getString('surname'), birthday: a.getString('birthday') })] = { id: a.id };
  });
  /** @type {{ [toriUkeKata: string]: string }} */
  const ownCouples = {};
  if (reuseCouples) {
    e.app.findRecordsByFilter('couples', 'owner = {:o}', 'created', 0, 0, { o: owner }).forEach((c) => {
      ownCouples[[c.getString('tori'), c.getString('uke'), c.getString('kata')].join('|')] = c.id;
    });
  }
  /** @type {core.Record[]} */
  const newAthletes = [];
  /** @type {PlannedCouple[]} */
  const couples = [];
  rows.forEach((raw, i) => {
    const row = raw && typeof raw === 'object' ? raw : {};
    /** @type {RowErrors} */
    const errors = {};
    /** @param {'tori' | 'uke'} role */
    const athlete = (role) => {
      const data = row[role] && typeof row[role] === 'object' ? row[role] : {};
      const key = athleteKey(data);
      if (known[key]) return known[key];
      const r = new Record(athletesCol);
      ATHLETE_FIELDS.forEach((f) => r.set(f, cell(data[f])));
      r.set('owner', owner);
      r.set('verified', false);
      const before = Object.keys(errors).length;
      validatorErrors(e, r, role + '.', errors);
      // A date that does not exist (31/02/1990) reaches the record as no date: say so, not "required".
      if (cell(data.birthday) && r.getDateTime('birthday').isZero()) errors[role + '.birthday'] = { code: 'import_invalid_date', message: 'This date does not exist.' };
      /** @type {AthleteRef} */
      const ref = { record: r };
      // A valid new athlete is one person for the rest of the file; an invalid one is reported on each row.
      if (Object.keys(errors).length === before) {
        known[key] = ref;
        newAthletes.push(r);
      }
      return ref;
    };
    const tori = athlete('tori');
    const uke = athlete('uke');
    const couple = new Record(couplesCol);
    couple.set('owner', owner);
    couple.set('kata', cell(row.kata));
    couple.set('verified', false);
    /** @type {RowErrors} */
    const coupleErrors = {};
    validatorErrors(e, couple, '', coupleErrors);
    // A kata of the catalogue (katas are data: lib/katas.js), said per row like the validators' errors.
    if (!coupleErrors.kata && !require(`${__hooks}/lib/katas.js`).kataOf(e.app, cell(row.kata))) {
      coupleErrors.kata = { code: 'kata_unknown', message: 'There is no such kata.' };
    }
    // tori and uke are the athletes of this file or of the registry, linked by the server.
    if (coupleErrors.kata) errors.kata = coupleErrors.kata;
    if (tori === uke && !errors['uke.name']) errors['uke.name'] = { code: 'couple_same_athlete', message: 'Tori and uke must be two different athletes.' };
    const existing = tori.id && uke.id ? ownCouples[[tori.id, uke.id, cell(row.kata)].join('|')] || '' : '';
    if (Object.keys(errors).length) problems.push({ row: i, errors: errors });
    couples.push({ couple: couple, tori: tori, uke: uke, existing: existing });
  });
  /** @param {AthleteRef} ref */
  const idOf = (ref) => (ref.record ? ref.record.id : ref.id || '');
  return {
    problems: problems,
    newAthletes: newAthletes,
    couples: couples,
    /**
     * Saves the new athletes and couples (not the reused ones, nor the rows in `skip`); answers each row's couple id ('' when skipped).
     * @param {CoreApp} tx
     * @param {{ [row: number]: boolean }} [skip]
     */
    write: (tx, skip) => {
      newAthletes.forEach((r) => tx.save(r));
      return couples.map((c, i) => {
        if (skip && skip[i]) return '';
        if (c.existing) return c.existing;
        c.couple.set('tori', idOf(c.tori));
        c.couple.set('uke', idOf(c.uke));
        tx.save(c.couple);
        return c.couple.id;
      });
    },
  };
}

module.exports = { CLONE_SKIP, CIRCUIT_SKIP, COPY_SUFFIX, ENTRY_STATUSES, MAX_ROWS, ATHLETE_FIELDS, JUDGE_FIELDS, copySettings, cloneName, validatorErrors, mayCreate, cell, athleteKey, planCouples };
