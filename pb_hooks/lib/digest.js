// @ts-check
/// <reference path="../env.d.ts" />
// Coalesced notification mails: one mail per record and recipient at most every window (10 minutes;
// MAIL_COALESCE_SECONDS overrides it), not one per keystroke. The first event mails at once; what
// happens during the window is kept in `_mail_digests` and sent as one digest by the
// `mail_digests` cron once the window has passed (or with the next event after it).
// The decision is taken in one transaction (PocketBase's single writer connection): 40 parallel
// saves of one note cannot all see "nothing sent yet".
const MAX_ITEMS = 20;

function windowMs() {
  const v = parseInt($os.getenv('MAIL_COALESCE_SECONDS'), 10);
  return (isNaN(v) || v < 0 ? 600 : v) * 1000;
}

/**
 * @param {CoreApp} tx
 * @param {string} key
 * @returns {{ found: boolean, lastSentAt: number, pending: unknown[] }}
 */
function read(tx, key) {
  const row = new DynamicModel({ lastSentAt: 0, pending: '' });
  try {
    tx.db().newQuery('SELECT lastSentAt, pending FROM _mail_digests WHERE key = {:key}').bind({ key: key }).one(row);
    return { found: true, lastSentAt: row.lastSentAt, pending: row.pending ? JSON.parse(row.pending) : [] };
  } catch (_) {
    return { found: false, lastSentAt: 0, pending: [] };
  }
}

/**
 * @param {CoreApp} tx
 * @param {string} key
 * @param {number} lastSentAt
 * @param {unknown[]} pending
 */
function store(tx, key, lastSentAt, pending) {
  tx.db()
    .newQuery('INSERT INTO _mail_digests (key, lastSentAt, pending) VALUES ({:key}, {:at}, {:pending}) ON CONFLICT(key) DO UPDATE SET lastSentAt = {:at}, pending = {:pending}')
    .bind({ key: key, at: lastSentAt, pending: pending.length ? JSON.stringify(pending.slice(-MAX_ITEMS)) : '' })
    .execute();
}

/**
 * One event for `key`: returns the items to mail now (this one plus any held ones) when the window
 * since the last mail has passed, else holds it and returns null.
 * @template T
 * @param {CoreApp} app
 * @param {string} key
 * @param {T} item
 * @returns {T[] | null}
 */
function admit(app, key, item) {
  /** @type {T[] | null} */
  let out = null;
  app.runInTransaction((tx) => {
    const row = read(tx, key);
    const items = /** @type {T[]} */ (row.pending).concat([item]);
    const now = Date.now();
    if (!row.found || now - row.lastSentAt >= windowMs()) {
      store(tx, key, now, []);
      out = items;
    } else {
      store(tx, key, row.lastSentAt, items);
    }
  });
  return out;
}

/**
 * Held items whose window has passed, taken (and marked sent) key by key: [{ key, items }].
 * @param {CoreApp} app
 */
function takeDue(app) {
  /** @type {{ key: string, items: unknown[] }[]} */
  const due = [];
  const rows = arrayOf(new DynamicModel({ key: '' }));
  app.db()
    .newQuery("SELECT key FROM _mail_digests WHERE pending != '' AND lastSentAt <= {:before}")
    .bind({ before: Date.now() - windowMs() })
    .all(rows);
  rows.forEach((r) => {
    app.runInTransaction((tx) => {
      const row = read(tx, r.key);
      if (!row.pending.length || Date.now() - row.lastSentAt < windowMs()) return;
      store(tx, r.key, Date.now(), []);
      due.push({ key: r.key, items: row.pending });
    });
  });
  return due;
}

/**
 * Forgets keys without pending items whose window has long passed.
 * @param {CoreApp} app
 */
function prune(app) {
  app.db()
    .newQuery("DELETE FROM _mail_digests WHERE pending = '' AND lastSentAt < {:before}")
    .bind({ before: Date.now() - windowMs() - 24 * 3600 * 1000 })
    .execute();
}

module.exports = { windowMs, admit, takeDue, prune };
