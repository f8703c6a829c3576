// @ts-check
/// <reference path="../env.d.ts" />
// Seat codes traded for a tablet's token (POST /api/custom/seats/auth) are limited in `_rate_hits`
// (see lib/limits.js), like password logins. The code is the secret (8 characters of 31, about
// 8.5·10¹¹ codes), and the limits make guessing it infeasible while a judge with the right code
// always gets in: a device flooding the venue's wifi slows down only the guesses.
//
// - A device (the random id the tablet keeps, sent as `device`, within its source): two wrong codes in
//   15 minutes are free (a judge who mistypes retries at once); from the third, after k wrong codes its
//   next try waits 2^k seconds after the last one (8, 16, 32 … capped at 15 minutes). A tablet stuck
//   retrying a dead code makes about 9 tries a quarter of an hour and slows nobody else. A request
//   without an id is not slowed per device (a guesser can invent ids anyway): the source bounds it.
// - A source (the client's IPv4 address, or its IPv6 /64: one subscriber holds a whole /64): 100 wrong
//   codes in 15 minutes are free (40 tablets of a hall, every judge mistyping twice, are 80); from
//   then on, after k wrong codes the next full check waits 2^(k-100) seconds after the last (capped at
//   15 minutes). While the source waits, a code is still looked up among the FRESH codes, those
//   issued in the last 10 minutes (a replaced tablet pairs with the code just printed for it); any
//   other code is answered "slow down" without saying whether it was right. The source gets 300 such
//   tries a minute (then even a fresh code waits for the next minute), and misses count as wrong
//   codes, so a flood keeps its source waiting.
// - A code: 10 attempts in 15 minutes, successes included. One code opens one tablet; a reload after a
//   lost answer tries it again a few times at most, while a photographed QR shared around (or a
//   tablet stuck retrying) opens no more than ten devices before the official issues a new one.
//   Only the code's hash is a key: `_rate_hits` never holds a live code.
// What a guesser gets from one source (the arithmetic: docs/ARCHITECTURE.md "Server: where each rule
// lives", its rate limits): about 110 full checks a quarter of an hour against every live code, and
// 300 a minute against the few fresh ones. The check, the look-up and the count run in one
// transaction on PocketBase's single writer connection, so parallel guesses cannot all slip under the
// limits. LOGIN_DELAY_UNIT_MS shortens the delays' unit in tests, as for logins (lib/login_limits.js).
const DEVICE = { window: 900, free: 2, maxDelay: 900, code: 'seat_code_slow_down' };
const SOURCE = { window: 900, free: 100, maxDelay: 900, code: 'seat_code_network_slow_down' };
const FRESH = { age: 600, max: 300, window: 60 };
const CODE = { max: 10, window: 900, code: 'seat_code_locked' };

/**
 * The source of a client address: an IPv4 address as it is, an IPv6 address as its /64.
 * @param {string} ip
 */
function sourceOf(ip) {
  const s = String(ip || '');
  if (s.indexOf(':') < 0) return s;
  if (s.indexOf('.') >= 0) return s.slice(s.lastIndexOf(':') + 1); // IPv4-mapped
  const halves = s.split('::');
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length > 1 && halves[1] ? halves[1].split(':') : [];
  /** @type {string[]} */
  const fill = [];
  if (halves.length > 1) for (let i = head.length + tail.length; i < 8; i++) fill.push('0');
  const full = head.concat(fill, tail);
  return full
    .slice(0, 4)
    .map((h) => (parseInt(h, 16) || 0).toString(16))
    .join(':') + '::/64';
}

/**
 * Records that a code was just issued: while its source waits, a tablet can still pair with it.
 * @param {CoreApp} app
 * @param {string} code
 */
function issued(app, code) {
  require(`${__hooks}/lib/limits.js`).add(app, 'seat_fresh:' + $security.sha256(code));
}

/**
 * The device id of the request: letters, digits and dashes, at most 64; '' without one.
 * @param {unknown} device
 */
function deviceOf(device) {
  const s = typeof device === 'string' ? device : '';
  return /^[A-Za-z0-9-]{1,64}$/.test(s) ? s : '';
}

/**
 * The seat that `code` (normalized) opens, or null; throws 429 while the device must wait, or the
 * source must wait and the code is not a fresh one, or the code is spent. Counts a failure against
 * the device and the source, every attempt against the code.
 * @param {core.RequestEvent} e
 * @param {string} code
 * @param {unknown} device
 * @returns {core.Record | null}
 */
function exchange(e, code, device) {
  const limits = require(`${__hooks}/lib/limits.js`);
  const unit = parseInt($os.getenv('LOGIN_DELAY_UNIT_MS'), 10) > 0 ? parseInt($os.getenv('LOGIN_DELAY_UNIT_MS'), 10) : 1000;
  const hash = $security.sha256(code);
  const source = sourceOf(e.realIP());
  const sourceKey = 'seat_ip:' + source;
  const deviceKey = deviceOf(device) ? 'seat_device:' + source + '#' + deviceOf(device) : '';
  const codeKey = 'seat_code:' + hash;
  const now = Date.now();
  /**
   * Rows of `key` in the window, and the latest.
   * @param {CoreApp} tx
   * @param {string} key
   * @param {number} windowSec
   */
  const stats = (tx, key, windowSec) => {
    const row = new DynamicModel({ n: 0, last: 0 });
    tx.db()
      .newQuery('SELECT COUNT(*) AS n, COALESCE(MAX(at), 0) AS last FROM _rate_hits WHERE key = {:key} AND at > {:since}')
      .bind({ key: key, since: now - windowSec * 1000 })
      .one(row);
    return row;
  };
  // Written by the transaction's callback: an object, so that the checks below see its writes.
  /** @type {{ locked: typeof CODE | null, wait: number, slow: typeof DEVICE | typeof SOURCE | null, seat: core.Record | null }} */
  const out = { locked: null, wait: 0, slow: null, seat: null };
  e.app.runInTransaction((tx) => {
    if (deviceKey) {
      const d = stats(tx, deviceKey, DEVICE.window);
      const wait = d.n > DEVICE.free ? d.last + Math.min(Math.pow(2, d.n), DEVICE.maxDelay) * unit - now : 0;
      if (wait > 0) {
        out.wait = wait;
        out.slow = DEVICE;
        return;
      }
    }
    const src = stats(tx, sourceKey, SOURCE.window);
    const sourceWait = src.n > SOURCE.free ? src.last + Math.min(Math.pow(2, src.n - SOURCE.free), SOURCE.maxDelay) * unit - now : 0;
    if (sourceWait > 0) {
      // Only a fresh code can be right now, and the source gets so many tries a minute (every try
      // counts, or a guesser would try at the network's speed against the fresh codes).
      const tries = 'seat_fresh_try:' + source;
      const allowed = limits.count(tx, tries, FRESH.window) < FRESH.max;
      if (allowed) limits.add(tx, tries);
      if (!allowed || limits.count(tx, 'seat_fresh:' + hash, FRESH.age) === 0) {
        limits.add(tx, sourceKey);
        out.wait = sourceWait;
        out.slow = SOURCE;
        return;
      }
    }
    if (limits.count(tx, codeKey, CODE.window) >= CODE.max) {
      out.locked = CODE;
      return;
    }
    limits.add(tx, codeKey);
    try {
      out.seat = tx.findFirstRecordByFilter('seats', 'codeHash = {:h} && expires > @now', { h: hash });
    } catch (_) {
      out.seat = null;
    }
    if (!out.seat) {
      limits.add(tx, sourceKey);
      if (deviceKey) limits.add(tx, deviceKey);
    }
  });
  if (out.slow) {
    const seconds = Math.max(1, Math.ceil(out.wait / 1000));
    const message = (out.slow === DEVICE ? 'Too many wrong seat codes from this device' : 'Too many wrong seat codes from this network') + ': try again in ' + seconds + ' s.';
    throw new TooManyRequestsError(message, { code: new ValidationError(out.slow.code, message).setParams({ seconds: seconds }) });
  }
  if (out.locked === CODE) limits.tooMany(CODE.code, 'This seat code was tried too often: ask the organizer for a new one.');
  return out.seat;
}

module.exports = { DEVICE, SOURCE, FRESH, CODE, sourceOf, issued, exchange };
