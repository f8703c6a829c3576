// @ts-check
/// <reference path="env.d.ts" />
// Impersonation sessions (lib/impersonation.js): every request whose token carries the
// `impersonator` claim must belong to a live one, checked by the one request middleware
// (request_guard.pb.js); here, the sessions end with their admin's role and their time.

// An admin who loses the role loses every open impersonation at once.
onRecordAfterUpdateSuccess((e) => {
  if (e.record.original().getString('role') === 'admin' && e.record.getString('role') !== 'admin') {
    require(`${__hooks}/lib/impersonation.js`).endAllOf(e.app, e.record.id, 'demotion');
  }
  e.next();
}, 'users');

cronAdd('impersonation_expiry', '*/10 * * * *', () => {
  require(`${__hooks}/lib/impersonation.js`).endExpired($app);
});
