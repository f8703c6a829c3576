/// <reference path="../pb_data/types.d.ts" />
// Failed password logins are limited per account and per IP (lib/login_limits.js says why the
// numbers). Runs after users.pb.js (file order), which finds the account of an e-mail typed in
// another letter case, so both spellings count against the same account.

onRecordAuthWithPasswordRequest((e) => {
  const l = require(`${__hooks}/lib/login_limits.js`);
  l.check(e);
  try {
    e.next();
  } catch (err) {
    // A wrong identity or password (PocketBase's 400 "Failed to authenticate."): whatever stopped
    // the login counts as a failure; a success never reaches this line.
    l.recordFailure(e);
    throw err;
  }
}, 'users');
