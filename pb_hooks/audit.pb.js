/// <reference path="../pb_data/types.d.ts" />
// Audit trail: every create, update and delete on the product collections made through the API,
// every password login and every impersonation start/stop. While impersonating, the row names the
// impersonated user (user) and the admin behind it (impersonator).

onRecordCreateRequest((e) => {
  const a = require(`${__hooks}/lib/audit.js`);
  e.next();
  if (a.AUDITED.indexOf(e.collection.name) >= 0) a.fromRequest(e, 'create', e.collection.name, e.record.id, a.plain(e.record));
});

onRecordUpdateRequest((e) => {
  const a = require(`${__hooks}/lib/audit.js`);
  const changes = a.AUDITED.indexOf(e.collection.name) >= 0 ? a.diff(e.record) : null;
  e.next();
  if (changes) a.fromRequest(e, 'update', e.collection.name, e.record.id, changes);
});

onRecordDeleteRequest((e) => {
  const a = require(`${__hooks}/lib/audit.js`);
  const snapshot = a.AUDITED.indexOf(e.collection.name) >= 0 ? a.plain(e.record) : null;
  e.next();
  if (snapshot) a.fromRequest(e, 'delete', e.collection.name, e.record.id, snapshot);
});

onRecordAuthWithPasswordRequest((e) => {
  e.next();
  const a = require(`${__hooks}/lib/audit.js`);
  if (e.record) a.write(e.app, { user: e.record.id, event: 'login', table: 'users', record: e.record.id, data: { identityField: e.identityField } });
}, 'users');
