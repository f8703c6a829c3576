// @ts-check
/// <reference path="../env.d.ts" />
// Shared helpers for the hooks. Each handler runs in its own VM, so handlers load this with
// `require(__hooks + "/lib/util.js")` inside the handler body.

/**
 * The record of a collection by id; a 404 with `message` when there is none.
 * @param {CoreApp} app
 * @param {string} collection
 * @param {string} id
 * @param {string} message
 */
function findOr404(app, collection, id, message) {
  try {
    return app.findRecordById(collection, id);
  } catch (_) {
    throw new NotFoundError(message);
  }
}

/**
 * Throws a 400 whose data carries a field error, the shape the SPA shows next to the field.
 * `params` fill the localized text's placeholders (common:errors.<code>).
 * @param {string} field
 * @param {string} code
 * @param {string} message
 * @param {{ [name: string]: unknown }} [params]
 * @returns {never}
 */
function fieldError(field, code, message, params) {
  /** @type {{ [field: string]: ValidationError }} */
  const data = {};
  data[field] = params ? new ValidationError(code, message).setParams(params) : new ValidationError(code, message);
  throw new BadRequestError(message, data);
}

/**
 * A reason given in a request (src/lib/rules/reason.ts, one rule for every reason): the text
 * trimmed, or a 400 with a field error on `field` when nothing of it shows (spaces, zero-width
 * characters) or it is out of bounds.
 * @param {unknown} raw
 * @param {string} [field]
 * @returns {string}
 */
function reasonOf(raw, field) {
  const rule = require(`${__hooks}/lib/rules/reason.js`);
  const text = typeof raw === 'string' ? raw.trim() : '';
  const problem = rule.reasonProblem(text);
  if (problem && problem.code === 'reason_required') fieldError(field || 'reason', 'reason_required', 'Give a reason: spaces and invisible characters do not count.');
  if (problem) fieldError(field || 'reason', 'reason_length', 'A reason has ' + rule.REASON_MIN + ' to ' + rule.REASON_MAX + ' characters; spaces and invisible characters do not count.');
  return text;
}

/**
 * Names of the given fields whose value differs from the record's original (stored) value.
 * @param {core.Record} record
 * @param {string[]} names
 */
function changedFields(record, names) {
  const original = record.original();
  const out = [];
  for (let i = 0; i < names.length; i++) {
    const n = names[i];
    if (JSON.stringify(record.get(n)) !== JSON.stringify(original.get(n))) out.push(n);
  }
  return out;
}

/**
 * Names of the body keys of a request (file modifiers like `attachments+` map to their field).
 * @param {core.RequestEvent} e
 */
function bodyFields(e) {
  const body = e.requestInfo().body || {};
  const out = [];
  for (const k in body) out.push(k.replace(/[+-]$/, '').replace(/^[+-]/, ''));
  return out;
}

function nowIso() {
  return new Date().toISOString().replace('T', ' ');
}

module.exports = { reasonOf, findOr404, fieldError, changedFields, bodyFields, nowIso };
