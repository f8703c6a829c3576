// @ts-check
/// <reference path="env.d.ts" />
// Failed password logins are limited per account and per IP (lib/login_limits.js says why the
// numbers). An e-mail typed in another letter case counts against the same account: the lib
// resolves the account itself, as it cannot rely on users.pb.js's handler having run first.

onRecordAuthWithPasswordRequest((e) => {
  const loginLimits = require(`${__hooks}/lib/login_limits.js`);
  loginLimits.check(e);
  try {
    e.next();
  } catch (err) {
    // A wrong identity or password (PocketBase's 400 "Failed to authenticate."): whatever stopped
    // the login counts as a failure; a success never reaches this line.
    loginLimits.recordFailure(e);
    throw err;
  }
}, 'users');
