// @ts-check
/// <reference path="../env.d.ts" />
// Password logins: only failures are counted (a hall of correct logins never locks anybody out),
// per account and per client IP separately, in `_rate_hits` (see lib/limits.js).
//
// - An account: 10 failures in 15 minutes lock it for what is left of the window. Somebody who
//   mistypes their password a few times is not locked; a guesser gets 10 tries a quarter of an hour.
// - An IP: 100 failures in 15 minutes. A venue puts a few hundred athletes, coaches and staff behind
//   one public IP (the hall's wifi): if 300 people log in at the desk within a quarter of an hour and
//   a third of them mistype once, that is 100 failures at most, under the limit; a script guessing
//   across many accounts from one address is stopped after 100 tries (9,600 a day at most), and each
//   account still after 10.
// While either is locked, every password login of it is refused, correct or not (otherwise the lock
// would tell a guesser which guess was right).
const ACCOUNT = { max: 10, window: 900, code: 'login_locked' };
const IP = { max: 100, window: 900, code: 'login_ip_locked' };

// The account's id, whatever the letter case of the e-mail typed. The record is looked up here too:
// PocketBase's own lookup is case-sensitive, and the order in which handlers of different hook files
// run is not something to rely on (users.pb.js resolves the same record for the login itself).
/**
 * @param {core.RecordAuthWithPasswordRequestEvent} e
 */
function accountKey(e) {
  const identity = String(e.identity || '').trim().toLowerCase();
  let record = e.record;
  if (!record && identity.indexOf('@') > 0) {
    try {
      record = e.app.findFirstRecordByFilter('users', 'email:lower = {:email}', { email: identity });
    } catch (_) {
      // unknown address: counted under what was typed
    }
  }
  return 'login_account:' + (record ? record.id : identity);
}

/**
 * @param {core.RequestEvent} e
 */
function ipKey(e) {
  return 'login_ip:' + e.realIP();
}

/**
 * Throws 429 when the account or the IP is locked.
 * @param {core.RecordAuthWithPasswordRequestEvent} e
 */
function check(e) {
  const limits = require(`${__hooks}/lib/limits.js`);
  if (limits.count(e.app, accountKey(e), ACCOUNT.window) >= ACCOUNT.max) {
    limits.tooMany(ACCOUNT.code, 'Too many failed logins for this account: wait 15 minutes or reset the password.');
  }
  if (limits.count(e.app, ipKey(e), IP.window) >= IP.max) {
    limits.tooMany(IP.code, 'Too many failed logins from this network: wait 15 minutes and try again.');
  }
}

/**
 * @param {core.RecordAuthWithPasswordRequestEvent} e
 */
function recordFailure(e) {
  const limits = require(`${__hooks}/lib/limits.js`);
  e.app.runInTransaction((tx) => {
    limits.add(tx, accountKey(e));
    limits.add(tx, ipKey(e));
  });
}

module.exports = { ACCOUNT, IP, check, recordFailure };
