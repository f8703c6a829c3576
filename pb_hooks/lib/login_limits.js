// @ts-check
/// <reference path="../env.d.ts" />
// Password logins (users and superusers) are slowed down, and a stranger cannot lock the owner out.
// Failures are rows of `_rate_hits` (see lib/limits.js), keyed by account AND source (the client IP
// as `e.realIP()` reads it, behind the trusted proxy header of the settings):
//
// - One source, one account: two failures in the last hour are free (a person who mistypes retries
//   at once, a password manager too); from the third, after k failures the next attempt from that
//   source waits 2^k seconds after the last failure (8, 16, 32 … capped at an hour): a guesser from
//   one address gets about 11 tries an hour. Another source (the victim's phone, another network) is
//   not slowed by it, and 300 people behind a hall's one IP are 300 separate pairs.
// - One account, all sources: at most 100 failures an hour, the hard bound on guesses per account
//   whatever the number of addresses. While this budget is spent, the password is checked only from a
//   device that signed in to the account before (lib/known_device.js, a signed cookie); any other
//   attempt is refused with `login_account_locked` and the owner signs in with a code mailed to the
//   account's address (PocketBase's OTP, enabled on users and superusers), which the stranger cannot
//   read. A new password clears every counter of the account (clear()).
// In-flight attempts count before they run. The attempts of one pair run one at a time in order of
// arrival (at most 10 waiting, each at most 10 s): a burst of parallel guesses from one source gets
// the same 3 tries as a sequence, while a few parallel right logins (two tabs, a script) all pass.
// Across sources each attempt is counted against the account's budget BEFORE its password is checked,
// in the transaction of the check, which writes the reservation first so that it waits for SQLite's
// write lock rather than failing while another connection writes (writeFirst); the reservation is
// taken back when the check refuses or the login succeeds: parallel guesses from many sources cannot
// pass the budget. A refused attempt is not counted. The answer is a 429 whose `password` field error (code
// `login_slow_down` or `login_account_locked`) carries `params.seconds`, the wait.
//
// LOGIN_DELAY_UNIT_MS (default 1000) is the length of one "second" of the delays; the integration
// tests shorten it so that they need not wait.
const PAIR = { window: 3600, free: 2, maxDelay: 3600 };
const ACCOUNT = { max: 100, window: 3600 };
const QUEUE = { max: 10, waitMs: 10 * 1000, pollMs: 10 };
const IN_FLIGHT_MS = 60 * 1000;
const CODE = 'login_slow_down';
const LOCKED = 'login_account_locked';

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
  return { key: collection + ':' + (record ? record.id : identity), record: record || null };
}

/**
 * @param {core.RecordAuthWithPasswordRequestEvent} e
 */
function keysOf(e) {
  const account = accountOf(e);
  return {
    pair: 'login:' + account.key + '@' + e.realIP(),
    turn: 'login_turn:' + account.key + '@' + e.realIP(),
    account: 'login_account:' + account.key,
    record: account.record,
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
 * @param {boolean} locked the account's budget is spent (not this source's delay)
 */
function slowDown(waitMs, locked) {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const message = locked
    ? 'Too many failed logins on this account: sign in with a code sent to its e-mail address, or from a device you signed in with before.'
    : 'Too many failed logins: try again in ' + seconds + ' s.';
  throw new TooManyRequestsError(message, { password: new ValidationError(locked ? LOCKED : CODE, message).setParams({ seconds: seconds }) });
}

const ROLLBACK = 'login_limits: refused, rolled back';

/**
 * Runs `fn` in a transaction whose FIRST statement must be a write: `fn` writes its row, then reads
 * the counts, and returns false to take the row back (the transaction is rolled back). A transaction
 * that reads first and writes after cannot wait for the write lock: while another connection writes,
 * SQLite refuses at once to turn its read into a write ("database is locked"), and the request failed
 * uncounted. A first write waits for the lock (the busy timeout) and then reads counts nobody else
 * can change before it commits.
 * @param {CoreApp} app
 * @param {(tx: CoreApp) => boolean} fn
 */
function writeFirst(app, fn) {
  try {
    app.runInTransaction((tx) => {
      if (!fn(tx)) throw new Error(ROLLBACK);
    });
  } catch (err) {
    if (String(err).indexOf(ROLLBACK) < 0) throw err;
  }
}

/**
 * Runs the login (`e.next()`) under the limits, after the attempts of the same pair that arrived
 * before it: throws 429 while the pair must wait, or the account's budget is spent (unless this
 * device is known to the account), or too many attempts of the pair are waiting.
 * @param {core.RecordAuthWithPasswordRequestEvent} e
 */
function guard(e) {
  const limits = require(`${__hooks}/lib/limits.js`);
  const keys = keysOf(e);
  const known = require(`${__hooks}/lib/known_device.js`).known(e, keys.record);
  const arrived = Date.now();
  /** @type {{ id: number }} */
  const place = { id: 0 };
  writeFirst(e.app, (tx) => {
    limits.add(tx, keys.turn, arrived);
    const row = new DynamicModel({ id: 0 });
    tx.db().newQuery('SELECT last_insert_rowid() AS id').one(row);
    // Its own row included: more than QUEUE.max waiting (the refused one is rolled back).
    if (stats(tx, keys.turn, arrived - IN_FLIGHT_MS).n > QUEUE.max) return false;
    place.id = row.id;
    return true;
  });
  if (!place.id) slowDown(1000, false);
  try {
    for (;;) {
      const first = new DynamicModel({ id: 0 });
      e.app
        .db()
        .newQuery('SELECT COALESCE(MIN(rowid), 0) AS id FROM _rate_hits WHERE key = {:key} AND at > {:since}')
        .bind({ key: keys.turn, since: Date.now() - IN_FLIGHT_MS })
        .one(first);
      if (first.id === place.id || first.id === 0) break;
      if (Date.now() - arrived > QUEUE.waitMs) slowDown(1000, false);
      sleep(QUEUE.pollMs);
    }
    attempt(e, keys, known);
  } finally {
    e.app.db().newQuery('DELETE FROM _rate_hits WHERE rowid = {:id}').bind({ id: place.id }).execute();
  }
}

/**
 * The attempt itself, its pair's turn come.
 * @param {core.RecordAuthWithPasswordRequestEvent} e
 * @param {ReturnType<typeof keysOf>} keys
 * @param {boolean} known
 */
function attempt(e, keys, known) {
  const limits = require(`${__hooks}/lib/limits.js`);
  const now = Date.now();
  /** @type {{ wait: number, locked: boolean }} */
  const out = { wait: 0, locked: false };
  writeFirst(e.app, (tx) => {
    limits.add(tx, keys.account, now);
    const pair = stats(tx, keys.pair, now - PAIR.window * 1000);
    const pairWait = pair.last + delayMs(pair.n) - now;
    if (pair.n > PAIR.free && pairWait > 0) {
      out.wait = pairWait;
      return false;
    }
    // Its own reservation included: the budget was already spent before it.
    const account = stats(tx, keys.account, now - ACCOUNT.window * 1000);
    if (account.n > ACCOUNT.max && !known) {
      out.wait = account.first + ACCOUNT.window * 1000 - now;
      out.locked = true;
      return false;
    }
    return true;
  });
  if (out.wait > 0) slowDown(out.wait, out.locked);
  try {
    e.next();
  } catch (err) {
    // A wrong identity or password (PocketBase's 400 "Failed to authenticate."): the account's
    // reservation stays as the failure, and the pair's failure is dated now, when its wait starts.
    limits.add(e.app, keys.pair);
    throw err;
  }
  // A success takes back this attempt's own reservation (at = its `now`).
  removeOne(e.app, keys.account, now);
}

/**
 * Forgets every failure of the account (a new password: whoever set it holds the account).
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

module.exports = { PAIR, ACCOUNT, CODE, LOCKED, delayMs, guard, clear };
