// @ts-check
/// <reference path="../env.d.ts" />
// Data both ways (pb_hooks/data_exchange.pb.js): what a clone of a competition copies, and how the
// rows of an import are checked. An imported row is held to the rules of the normal create: the
// collection's own field validators (required, length, pattern, choices), its create API rule for
// the caller, and the request hooks' rules of that collection (a couple is two different athletes).

/** Competition fields a clone does not copy: its state, its identity and what the server derives. */
const CLONE_SKIP = ['id', 'name', 'status', 'created', 'updated', 'exportId', 'accreditationOpensAt', 'leaderboardFrozen', 'logo', 'organizerNames'];
/** Circuit fields a clone does not copy (the rest is the circuit's setting). */
const CIRCUIT_SKIP = ['id', 'competition', 'created', 'updated'];
/** Appended to the source's name when the caller gives none. */
const COPY_SUFFIX = ' (copy)';
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

module.exports = { CLONE_SKIP, CIRCUIT_SKIP, COPY_SUFFIX, MAX_ROWS, ATHLETE_FIELDS, JUDGE_FIELDS, copySettings, cloneName, validatorErrors, mayCreate, cell, athleteKey };
