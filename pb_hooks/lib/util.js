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

module.exports = { findOr404, fieldError, changedFields, bodyFields, nowIso };
