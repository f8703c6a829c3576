// @ts-check
/// <reference path="../env.d.ts" />
// Per-account (and per-IP) limits that PocketBase's own rate limiter cannot express: it counts
// requests per IP and route, while these count what one account makes (a batch of 50 issues is one
// request to PocketBase but 50 issues here) and, for logins, only the failures.
//
// Every counted action is a row of `_rate_hits`. The count and the insert run in one transaction of
// the request's app: PocketBase runs every transaction on its single writer connection, so 40 parallel
// requests cannot all read "0 so far" before one of them writes. Inside a batch request the rows
// belong to the batch's transaction: a batch refused as a whole counts nothing, like it created nothing.

const LIMITS = {
  // A support issue is a conversation with the admins; ten new ones an hour is far above real use
  // (an organizer reporting problems during an event included).
  issues: { max: 10, window: 3600, code: 'rate_limited_issues' },
  // Every message mails every admin: a lively conversation stays well under one every two minutes.
  messages: { max: 30, window: 3600, code: 'rate_limited_messages' },
  // Enrolment notes and attachments (each change notifies the organizers).
  notes: { max: 10, window: 600, code: 'rate_limited_notes' },
};

/**
 * Rows of `key` newer than `windowSec`.
 * @param {CoreApp} app
 * @param {string} key
 * @param {number} windowSec
 */
function count(app, key, windowSec) {
  const row = new DynamicModel({ n: 0 });
  app
    .db()
    .newQuery('SELECT COUNT(*) AS n FROM _rate_hits WHERE key = {:key} AND at > {:since}')
    .bind({ key: key, since: Date.now() - windowSec * 1000 })
    .one(row);
  return row.n;
}

/**
 * @param {CoreApp} app
 * @param {string} key
 * @param {number} [at] when (ms; now by default): an attempt that removes its own row later names it
 */
function add(app, key, at) {
  app.db().newQuery('INSERT INTO _rate_hits (key, at) VALUES ({:key}, {:at})').bind({ key: key, at: at || Date.now() }).execute();
}

/**
 * @param {string} code
 * @param {string} message
 */
function tooMany(code, message) {
  throw new TooManyRequestsError(message, { rate: new ValidationError(code, message) });
}

/**
 * Counts one `kind` action of `subject` (an account id); throws 429 with the kind's code when the
 * limit of the window is already reached (the refused attempt is not counted).
 * @param {CoreApp} app
 * @param {keyof typeof LIMITS} kind
 * @param {string} subject
 */
function take(app, kind, subject) {
  const l = LIMITS[kind];
  const key = kind + ':' + subject;
  let allowed = false;
  app.runInTransaction((tx) => {
    if (count(tx, key, l.window) >= l.max) return;
    add(tx, key);
    allowed = true;
  });
  if (!allowed) tooMany(l.code, 'Too many in a short time: please wait and try again.');
}

/**
 * Deletes rows older than a day (no limit looks further back).
 * @param {CoreApp} app
 */
function prune(app) {
  app.db().newQuery('DELETE FROM _rate_hits WHERE at < {:before}').bind({ before: Date.now() - 24 * 3600 * 1000 }).execute();
}

module.exports = { LIMITS, count, add, take, tooMany, prune };
