// @ts-check
/// <reference path="env.d.ts" />
// Audit trail: every create, update and delete on the product collections made through the API,
// every password login, every impersonation start/stop and every e-mail change (request and
// confirmation, old and new address). While impersonating, the row names the impersonated user
// (user) and the admin behind it (impersonator).

onRecordCreateRequest((e) => {
  const audit = require(`${__hooks}/lib/audit.js`);
  e.next();
  if (audit.AUDITED.indexOf(e.collection.name) >= 0) audit.fromRequest(e, 'create', e.collection.name, e.record.id, audit.plain(e.record));
});

onRecordUpdateRequest((e) => {
  const audit = require(`${__hooks}/lib/audit.js`);
  const before = audit.AUDITED.indexOf(e.collection.name) >= 0 ? audit.snapshot(e.record) : null;
  e.next();
  if (before) audit.fromRequest(e, 'update', e.collection.name, e.record.id, audit.diff(e.record, before));
});

onRecordDeleteRequest((e) => {
  const audit = require(`${__hooks}/lib/audit.js`);
  const snapshot = audit.AUDITED.indexOf(e.collection.name) >= 0 ? audit.plain(e.record) : null;
  // The name is read while the record (and what it names, a couple's athletes) still exists.
  const label = snapshot ? audit.labelOf(e.app, e.record) : '';
  e.next();
  if (snapshot) audit.fromRequest(e, 'delete', e.collection.name, e.record.id, snapshot, label);
});

onRecordAuthWithPasswordRequest((e) => {
  e.next();
  const audit = require(`${__hooks}/lib/audit.js`);
  if (e.record) audit.write(e.app, { user: e.record.id, event: 'login', table: 'users', record: e.record.id, data: { identityField: e.identityField } });
}, 'users');

// A sign-in with a code mailed to the account (the way in while its failed-login budget is spent).
onRecordAuthWithOTPRequest((e) => {
  e.next();
  const audit = require(`${__hooks}/lib/audit.js`);
  if (e.record) audit.write(e.app, { user: e.record.id, event: 'login', table: 'users', record: e.record.id, data: { method: 'otp' } });
}, 'users');

// E-mail changes: the request (maybe while impersonated) and the confirmation through the mailed
// link, which carries no impersonation token: it names the admin behind the matching request.
onRecordRequestEmailChangeRequest((e) => {
  const old = e.record.email();
  e.next();
  const audit = require(`${__hooks}/lib/audit.js`);
  audit.fromRequest(e, 'email_change_request', 'users', e.record.id, { email: [old, e.newEmail] });
}, 'users');

onRecordConfirmEmailChangeRequest((e) => {
  const old = e.record.email();
  const next = e.newEmail;
  e.next();
  const audit = require(`${__hooks}/lib/audit.js`);
  audit.write(e.app, {
    user: e.record.id,
    impersonator: audit.emailChangeRequester(e.app, e.record.id, next),
    event: 'email_change',
    table: 'users',
    record: e.record.id,
    data: { email: [old, next] },
  });
}, 'users');
