// @ts-check
/// <reference path="../env.d.ts" />
// Password logins (users and superusers) are slowed down, never locked for the right person. Only
// failures count, in `_rate_hits` (see lib/limits.js), keyed by account AND source (the client IP as
// `e.realIP()` reads it, behind the trusted proxy headers of the settings):
//
// - One source, one account: two failures in the last hour are free (a person who mistypes retries
//   at once, a password manager too); from the third, after k failures the next attempt from that
//   source waits 2^k seconds after the last failure (8, 16, 32 … capped at an hour): a guesser from
//   one address gets about 11 tries an hour. Another source
//   (the victim's phone, another network) is not slowed by it, and 300 people behind a hall's one IP
//   are 300 separate pairs: a few mistyped passwords slow only the people who mistyped.
// - One account, all sources: at most 100 failures an hour (the hard bound on guesses per account,
//   whatever the number of addresses an attacker has). While this budget is spent every attempt on
//   the account waits until its oldest failure is an hour old, the right password too: that is the
//   trade-off of the bound. Only an attacker with many addresses can spend it (one address stays at
//   about 11 an hour), and a password reset clears every counter of the account (clear()).
// Attempts in flight count towards the account's budget too (rows `login_try…`, removed when the
// attempt ends), so parallel guesses cannot slip past the bound; at most 10 may be in flight per
// source and account. A refused attempt is not counted. The answer is a 429 whose `password` field
// error (code `login_slow_down`) carries `params.seconds`, the wait before the next try.
//
// LOGIN_DELAY_UNIT_MS (default 1000) is the length of one "second" of the delays; the integration
// tests shorten it so that they need not wait.
const PAIR = { window: 3600, free: 2, maxDelay: 3600, maxInFlight: 10 };
const ACCOUNT = { max: 100, window: 3600 };
const IN_FLIGHT_MS = 60 * 1000;
const CODE = 'login_slow_down';

function unitMs() {
  const v = parseInt($os.getenv('LOGIN_DELAY_UNIT_MS'), 10);
  return v > 0 ? v : 1000;
}

/**
 * The wait, in ms, after k failures of one pair.
 * @param {number} k
 */
function delayMs(k) {
  return k <= PAIR.free ? 0 : Math.min(Math.pow(2, k), PAIR.maxDelay) * unitMs();
}

// The account's id, whatever the letter case of the e-mail typed. The record is looked up here too:
// PocketBase's own lookup is case-sensitive, and the order in which handlers of different hook files
// run is not something to rely on (users.pb.js resolves the same record for the login itself).
/**
 * @param {core.RecordAuthWithPasswordRequestEvent} e
 */
function accountOf(e) {
  const collection = e.collection.name;
  const identity = String(e.identity || '').trim().toLowerCase();
  let record = e.record;
  if (!record && identity.indexOf('@') > 0) {
    try {
      record = e.app.findFirstRecordByFilter(collection, 'email:lower = {:email}', { email: identity });
    } catch (_) {
      // unknown address: counted under what was typed
    }
  }
  return collection + ':' + (record ? record.id : identity);
}

/**
 * @param {core.RecordAuthWithPasswordRequestEvent} e
 */
function keysOf(e) {
  const account = accountOf(e);
  const pair = account + '@' + e.realIP();
  return {
    pair: 'login:' + pair,
    account: 'login_account:' + account,
    tryPair: 'login_try:' + pair,
    tryAccount: 'login_try_account:' + account,
  };
}

/**
 * @param {CoreApp} app
 * @param {string} key
 * @param {number} since
 */
function stats(app, key, since) {
  const row = new DynamicModel({ n: 0, first: 0, last: 0 });
  app
    .db()
    .newQuery('SELECT COUNT(*) AS n, COALESCE(MIN(at), 0) AS first, COALESCE(MAX(at), 0) AS last FROM _rate_hits WHERE key = {:key} AND at > {:since}')
    .bind({ key: key, since: since })
    .one(row);
  return { n: row.n, first: row.first, last: row.last };
}

/**
 * @param {CoreApp} app
 * @param {string} key
 * @param {number} at
 */
function removeOne(app, key, at) {
  app
    .db()
    .newQuery('DELETE FROM _rate_hits WHERE rowid = (SELECT rowid FROM _rate_hits WHERE key = {:key} AND at = {:at} LIMIT 1)')
    .bind({ key: key, at: at })
    .execute();
}

/**
 * @param {number} waitMs
 */
function slowDown(waitMs) {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const message = 'Too many failed logins: try again in ' + seconds + ' s.';
  throw new TooManyRequestsError(message, { password: new ValidationError(CODE, message).setParams({ seconds: seconds }) });
}

/**
 * Runs the login (`e.next()`) under the limits: throws 429 while the pair or the account must wait,
 * counts a failure.
 * @param {core.RecordAuthWithPasswordRequestEvent} e
 */
function guard(e) {
  const limits = require(`${__hooks}/lib/limits.js`);
  const keys = keysOf(e);
  const now = Date.now();
  /** @type {{ wait: number }} */
  const out = { wait: 0 };
  e.app.runInTransaction((tx) => {
    const pair = stats(tx, keys.pair, now - PAIR.window * 1000);
    const pairWait = pair.last + delayMs(pair.n) - now;
    if (pair.n > PAIR.free && pairWait > 0) {
      out.wait = pairWait;
      return;
    }
    if (stats(tx, keys.tryPair, now - IN_FLIGHT_MS).n >= PAIR.maxInFlight) {
      out.wait = 1000;
      return;
    }
    const account = stats(tx, keys.account, now - ACCOUNT.window * 1000);
    const inFlight = stats(tx, keys.tryAccount, now - IN_FLIGHT_MS).n;
    if (account.n + inFlight >= ACCOUNT.max) {
      out.wait = account.n > 0 ? account.first + ACCOUNT.window * 1000 - now : 1000;
      return;
    }
    limits.add(tx, keys.tryPair, now);
    limits.add(tx, keys.tryAccount, now);
  });
  if (out.wait > 0) slowDown(out.wait);
  // This attempt's own rows (at = its `now`), never another attempt's: two attempts in flight on one
  // account end in any order.
  /** @param {CoreApp} app */
  const end = (app) => {
    removeOne(app, keys.tryPair, now);
    removeOne(app, keys.tryAccount, now);
  };
  try {
    e.next();
  } catch (err) {
    // A wrong identity or password (PocketBase's 400 "Failed to authenticate."): whatever stopped
    // the login counts as a failure; a success never reaches this line.
    e.app.runInTransaction((tx) => {
      end(tx);
      limits.add(tx, keys.pair);
      limits.add(tx, keys.account);
    });
    throw err;
  }
  end(e.app);
}

/**
 * Forgets every failure of the account (a password reset: whoever holds the mailbox is the owner).
 * @param {CoreApp} app
 * @param {core.Record} record
 */
function clear(app, record) {
  const account = record.collection().name + ':' + record.id;
  app
    .db()
    .newQuery("DELETE FROM _rate_hits WHERE key = {:account} OR key LIKE {:pairs} ESCAPE '\\'")
    .bind({ account: 'login_account:' + account, pairs: 'login:' + account.replace(/[\\%_]/g, '\\$&') + '@%' })
    .execute();
}

module.exports = { PAIR, ACCOUNT, CODE, delayMs, guard, clear };
