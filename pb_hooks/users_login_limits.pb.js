// @ts-check
/// <reference path="env.d.ts" />
// Failed password logins slow down further tries per account and source, for users and superusers
// alike (lib/login_limits.js says why the numbers); a new password clears the account's counters.
// An e-mail typed in another letter case counts against the same account: the lib resolves the
// account itself, as it cannot rely on users.pb.js's handler having run first.
// A sign-in (password or mailed code) remembers the device for the account (lib/known_device.js):
// from there the right password opens the account even while a stranger has spent its budget.

onBootstrap((e) => {
  e.next();
  require(`${__hooks}/lib/known_device.js`).bootstrap(e.app);
});

onRecordAuthWithPasswordRequest((e) => {
  require(`${__hooks}/lib/login_limits.js`).guard(e);
}, 'users', '_superusers');

// Runs just before the token is answered (the response headers are still open).
onRecordAuthRequest((e) => {
  if (e.record && (e.authMethod === 'password' || e.authMethod === 'otp')) require(`${__hooks}/lib/known_device.js`).remember(e, e.record);
  e.next();
}, 'users', '_superusers');

// A new password (a reset through the mailed link, the owner's change, `superuser upsert` from the
// server's shell) clears the account's counters: whoever set it holds the account. PocketBase renews
// the token key with every password change.
onRecordAfterUpdateSuccess((e) => {
  e.next();
  if (e.record.original().getString('tokenKey') !== e.record.getString('tokenKey')) require(`${__hooks}/lib/login_limits.js`).clear(e.app, e.record);
}, 'users', '_superusers');
