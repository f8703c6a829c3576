/// <reference path="../../pb_data/types.d.ts" />
// Shared helpers for the hooks. Each handler runs in its own VM, so handlers load this with
// `require(__hooks + "/lib/util.js")` inside the handler body.

/** The role of the authenticated app user of a request event ("" for guests and superusers). */
function roleOf(e) {
  if (!e.auth || e.auth.collection().name !== 'users') return '';
  return e.auth.getString('role');
}

/** Superusers (dashboard) and app admins are staff for every collection. */
function isStaff(e) {
  return e.hasSuperuserAuth() || roleOf(e) === 'admin';
}

/** Throws a 400 whose data carries a field error, the shape the SPA shows next to the field. */
function fieldError(field, code, message) {
  const data = {};
  data[field] = new ValidationError(code, message);
  throw new BadRequestError(message, data);
}

/** Names of the given fields whose value differs from the record's original (stored) value. */
function changedFields(record, names) {
  const original = record.original();
  const out = [];
  for (let i = 0; i < names.length; i++) {
    const n = names[i];
    if (JSON.stringify(record.get(n)) !== JSON.stringify(original.get(n))) out.push(n);
  }
  return out;
}

/** Names of the body keys of a request (file modifiers like `attachments+` map to their field). */
function bodyFields(e) {
  const body = e.requestInfo().body || {};
  const out = [];
  for (const k in body) out.push(k.replace(/[+-]$/, '').replace(/^[+-]/, ''));
  return out;
}

function nowIso() {
  return new Date().toISOString().replace('T', ' ');
}

module.exports = { roleOf, isStaff, fieldError, changedFields, bodyFields, nowIso };
