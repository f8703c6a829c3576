// @ts-check
/// <reference path="../env.d.ts" />
// Audit trail writer. Rows are saved with the app (bypassing API rules): nobody writes `audit`
// through the API (its create/update/delete rules are null).
const AUDITED = [
  'users', 'athletes', 'couples', 'competitions', 'circuits', 'enrolments', 'issues', 'messages',
  'documents', 'partners', 'poules', 'draws', 'evaluations', 'clubs', 'seasons', 'season_events', 'season_wildcards',
  'inquiries',
];
const SECRET = ['password', 'passwordConfirm', 'oldPassword', 'tokenKey'];

/**
 * One audit row: who (the user, the admin impersonating them, the judge's seat), what, on which record,
 * and that record's readable name (`label`; looked up when not given).
 * @typedef {{ user?: string, impersonator?: string, seat?: string, judge?: string, event: string, table?: string, record?: string, label?: string, data?: unknown }} AuditRow
 */

const LABEL_MAX = 200;

/**
 * An athlete's "Name Surname", or '' when the id names none.
 * @param {CoreApp} app
 * @param {string} id
 */
function athleteName(app, id) {
  if (!id) return '';
  try {
    const a = app.findRecordById('athletes', id);
    return (a.getString('name') + ' ' + a.getString('surname')).trim();
  } catch (_) {
    return '';
  }
}

/**
 * A couple's "Tori – Uke".
 * @param {CoreApp} app
 * @param {string} id
 */
function coupleName(app, id) {
  if (!id) return '';
  try {
    const c = app.findRecordById('couples', id);
    return [athleteName(app, c.getString('tori')), athleteName(app, c.getString('uke'))].filter(Boolean).join(' – ');
  } catch (_) {
    return '';
  }
}

/**
 * The couple of a drawn enrolment, '' when it is gone.
 * @param {CoreApp} app
 * @param {string} enrolment
 */
function drawCouple(app, enrolment) {
  try {
    return coupleName(app, app.findRecordById('enrolments', enrolment).getString('couple'));
  } catch (_) {
    return '';
  }
}

/**
 * The name of a record of `table`, '' when it is gone.
 * @param {CoreApp} app
 * @param {string} table
 * @param {string} id
 */
function recordName(app, table, id) {
  try {
    return app.findRecordById(table, id).getString('name');
  } catch (_) {
    return '';
  }
}

/**
 * The readable name of an audited record, as people know it: a person's name, a couple's athletes, a
 * competition's or club's name, an issue's title; an enrolment, a draw or a judge's sheet by its couple; a season's event by its competition. Stored with
 * the row when it is written, so the trail still names a record deleted since.
 * @param {CoreApp} app
 * @param {core.Record} record
 */
function labelOf(app, record) {
  const name = record.collection().name;
  const get = (/** @type {string} */ f) => {
    try {
      return record.getString(f);
    } catch (_) {
      return '';
    }
  };
  let out;
  if (name === 'users') out = get('name') || get('username');
  else if (name === 'athletes') out = (get('name') + ' ' + get('surname')).trim();
  else if (name === 'couples') out = [athleteName(app, get('tori')), athleteName(app, get('uke'))].filter(Boolean).join(' – ');
  else if (name === 'enrolments') out = coupleName(app, get('couple'));
  else if (name === 'draws') out = drawCouple(app, get('enrolment'));
  else if (name === 'evaluations' || name === 'inquiries') {
    // A judge's sheet, an inquiry: the couple it is about (the judge's seat is in the row's data).
    try {
      out = drawCouple(app, app.findRecordById('draws', get('draw')).getString('enrolment'));
    } catch (_) {
      out = '';
    }
  } else if (name === 'season_events') out = recordName(app, 'competitions', get('competition'));
  else if (name === 'clubs') out = [get('name'), get('code') ? '(' + get('code') + ')' : ''].filter(Boolean).join(' ');
  else out = get('title') || get('name');
  return out.slice(0, LABEL_MAX);
}

/**
 * The label of the row's record when it still exists ('' otherwise: a deleted record's label is taken
 * before the delete).
 * @param {CoreApp} app
 * @param {string} table
 * @param {string} id
 */
function labelById(app, table, id) {
  if (!table || !id) return '';
  try {
    return labelOf(app, app.findRecordById(table, id));
  } catch (_) {
    return '';
  }
}

/**
 * The admin behind an impersonation token, read from the (already verified) request token.
 * @param {core.RequestEvent} e
 */
function impersonatorOf(e) {
  try {
    // requestInfo() headers are lower-cased with '-' turned into '_'.
    const header = String(e.requestInfo().headers['authorization'] || '');
    const token = header.replace(/^Bearer\s+/i, '');
    if (!token) return '';
    const claims = $security.parseUnverifiedJWT(token);
    return claims.impersonator ? String(claims.impersonator) : '';
  } catch (_) {
    return '';
  }
}

/**
 * @param {core.RequestEvent} e
 */
function actorOf(e) {
  if (e.auth && e.auth.collection().name === 'users') return e.auth.id;
  return '';
}

/**
 * A judge's tablet behind the request: { seat, judge } (the named judge on the seat now), or empty strings.
 * @param {core.RequestEvent} e
 */
function seatActorOf(e) {
  if (e.auth && e.auth.collection().name === 'seats') return { seat: e.auth.id, judge: e.auth.getString('judge') };
  return { seat: '', judge: '' };
}

/**
 * @param {CoreApp} app
 * @param {AuditRow} row
 */
function write(app, row) {
  const col = app.findCollectionByNameOrId('audit');
  const r = new Record(col);
  r.set('user', row.user || '');
  r.set('impersonator', row.impersonator || '');
  r.set('seat', row.seat || '');
  r.set('judge', row.judge || '');
  r.set('event', row.event);
  r.set('table', row.table || '');
  r.set('record', row.record || '');
  r.set('label', row.label !== undefined ? String(row.label).slice(0, LABEL_MAX) : labelById(app, row.table || '', row.record || ''));
  r.set('data', row.data || {});
  app.save(r);
}

/**
 * @param {core.Record} record
 */
function plain(record) {
  /** @type {{ [field: string]: unknown }} */
  const out = {};
  const data = JSON.parse(JSON.stringify(record));
  for (const k in data) if (SECRET.indexOf(k) < 0) out[k] = data[k];
  if (record.collection().type === 'auth') out.email = record.email();
  return out;
}

/**
 * The admin behind the latest request to change `record`'s address to `newEmail` (a confirmation
 * comes through a mailed link, without the impersonation token that asked for it).
 * @param {CoreApp} app
 * @param {string} recordId
 * @param {string} newEmail
 */
function emailChangeRequester(app, recordId, newEmail) {
  const rows = app.findRecordsByFilter('audit', 'record = {:id} && event = "email_change_request"', '-created', 20, 0, { id: recordId });
  for (let i = 0; i < rows.length; i++) {
    /** @type {{ email?: unknown[] }} */
    let data = {};
    try {
      data = JSON.parse(rows[i].getString('data') || '{}') || {};
    } catch (_) {
      // not an object: no match
    }
    const email = data.email || [];
    if (String(email[1] || '').toLowerCase() === String(newEmail || '').toLowerCase()) return rows[i].getString('impersonator');
  }
  return '';
}

/**
 * The record as stored before a request changes it: taken before the request's handlers run, compared
 * with the saved record after them (diff), so that a change made by another file's handler (a renewed
 * verifiedAt) is audited whichever order the handlers of different files run in.
 * @param {core.Record} record
 */
function snapshot(record) {
  const original = record.original();
  const auth = record.collection().type === 'auth';
  return { json: JSON.parse(JSON.stringify(original)), tokenKey: auth ? original.tokenKey() : '', email: auth ? original.email() : '' };
}

/**
 * { field: [before, after] } for the fields that changed, secrets left out (only named).
 * @param {core.Record} record
 * @param {ReturnType<typeof snapshot>} [snap]
 */
function diff(record, snap) {
  const original = snap || snapshot(record);
  const before = original.json;
  const after = JSON.parse(JSON.stringify(record));
  /** @type {{ [field: string]: unknown[] }} */
  const out = {};
  for (const k in after) {
    if (k === 'updated') continue;
    if (JSON.stringify(before[k]) === JSON.stringify(after[k])) continue;
    out[k] = SECRET.indexOf(k) >= 0 ? ['***', '***'] : [before[k], after[k]];
  }
  // The password is not part of the JSON export: name the change without the value.
  if (record.collection().type === 'auth' && record.tokenKey() !== original.tokenKey) out.password = ['***', '***'];
  // Neither is an address hidden by emailVisibility: an e-mail change is recorded with both
  // addresses (audit rows are read by admins only).
  if (record.collection().type === 'auth' && record.email() !== original.email) out.email = [original.email, record.email()];
  return out;
}

/**
 * @param {core.RequestEvent} e
 * @param {string} event
 * @param {string} table
 * @param {string} record
 * @param {unknown} data
 * @param {string} [label] the record's name (default: looked up by id)
 */
function fromRequest(e, event, table, record, data, label) {
  const seat = seatActorOf(e);
  write(e.app, { user: actorOf(e), impersonator: impersonatorOf(e), seat: seat.seat, judge: seat.judge, event: event, table: table, record: record, label: label, data: data });
}

module.exports = { AUDITED, labelOf, write, plain, snapshot, diff, fromRequest, impersonatorOf, actorOf, seatActorOf, emailChangeRequester };
