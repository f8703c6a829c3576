// @ts-check
/// <reference path="../env.d.ts" />
// Seat codes traded for a tablet's token (POST /api/custom/seats/auth) are limited in `_rate_hits`
// (see lib/limits.js), like password logins: one device's wrong codes slow that device down and do
// not lock the hall's other tablets behind the same public IP.
//
// - A device (the random id the tablet keeps, sent as `device`, within its IP): two wrong codes in 15
//   minutes are free (a judge who mistypes retries at once); from the third, after k wrong codes its
//   next try waits 2^k seconds after the last one (8, 16, 32 …). A tablet stuck retrying a dead code
//   makes about 9 tries a quarter of an hour and slows nobody else. A request without an id is not slowed per device (a guesser can
//   invent ids anyway): the IP's budget below bounds it.
// - An IP: 300 wrong codes in 15 minutes, all devices together, the bound on guesses (a guesser can
//   invent device ids). Eight tatami with five seats are 40 tablets; every judge mistyping twice is 80
//   failures, far under it. While it is spent every code from the IP waits, a right one too (otherwise
//   the wait would tell a guesser which guess was right): 28,800 guesses a day at most against
//   8.5·10¹¹ possible codes of which a few hundred are alive, about one chance in 100,000 a day.
// - A code: 10 attempts in 15 minutes, successes included. One code opens one tablet; a reload after a
//   lost answer tries it again a few times at most, while a photographed QR shared around (or a
//   tablet stuck retrying) opens no more than ten devices before the official issues a new one.
//   Only the code's hash is the key: `_rate_hits` never holds a live code.
// The check, the look-up and the count run in one transaction on PocketBase's single writer
// connection, so parallel guesses cannot all slip under the limits. LOGIN_DELAY_UNIT_MS shortens the
// delays' unit in tests, as for logins (lib/login_limits.js).
const DEVICE = { window: 900, free: 2, maxDelay: 900, code: 'seat_code_slow_down' };
const IP = { max: 300, window: 900, code: 'seat_code_ip_locked' };
const CODE = { max: 10, window: 900, code: 'seat_code_locked' };

/**
 * The device id of the request: letters, digits and dashes, at most 64; '' without one.
 * @param {unknown} device
 */
function deviceOf(device) {
  const s = typeof device === 'string' ? device : '';
  return /^[A-Za-z0-9-]{1,64}$/.test(s) ? s : '';
}

/**
 * The seat that `code` (normalized) opens, or null; throws 429 while the device must wait or the IP or
 * the code is spent. Counts a failure against the device and the IP, every attempt against the code.
 * @param {core.RequestEvent} e
 * @param {string} code
 * @param {unknown} device
 * @returns {core.Record | null}
 */
function exchange(e, code, device) {
  const limits = require(`${__hooks}/lib/limits.js`);
  const unit = parseInt($os.getenv('LOGIN_DELAY_UNIT_MS'), 10) > 0 ? parseInt($os.getenv('LOGIN_DELAY_UNIT_MS'), 10) : 1000;
  const hash = $security.sha256(code);
  const ipKey = 'seat_ip:' + e.realIP();
  const deviceKey = deviceOf(device) ? 'seat_device:' + e.realIP() + '#' + deviceOf(device) : '';
  const codeKey = 'seat_code:' + hash;
  const now = Date.now();
  // Written by the transaction's callback: an object, so that the checks below see its writes.
  /** @type {{ locked: typeof IP | typeof CODE | null, wait: number, seat: core.Record | null }} */
  const out = { locked: null, wait: 0, seat: null };
  e.app.runInTransaction((tx) => {
    const row = new DynamicModel({ n: 0, last: 0 });
    if (deviceKey) {
      tx.db()
        .newQuery('SELECT COUNT(*) AS n, COALESCE(MAX(at), 0) AS last FROM _rate_hits WHERE key = {:key} AND at > {:since}')
        .bind({ key: deviceKey, since: now - DEVICE.window * 1000 })
        .one(row);
    }
    if (row.n > DEVICE.free) {
      const wait = row.last + Math.min(Math.pow(2, row.n), DEVICE.maxDelay) * unit - now;
      if (wait > 0) {
        out.wait = wait;
        return;
      }
    }
    if (limits.count(tx, ipKey, IP.window) >= IP.max) {
      out.locked = IP;
      return;
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
      limits.add(tx, ipKey);
      if (deviceKey) limits.add(tx, deviceKey);
    }
  });
  if (out.wait > 0) {
    const seconds = Math.max(1, Math.ceil(out.wait / 1000));
    const message = 'Too many wrong seat codes from this device: try again in ' + seconds + ' s.';
    throw new TooManyRequestsError(message, { code: new ValidationError(DEVICE.code, message).setParams({ seconds: seconds }) });
  }
  if (out.locked === IP) limits.tooMany(IP.code, 'Too many wrong seat codes from this network: wait 15 minutes and try again.');
  if (out.locked === CODE) limits.tooMany(CODE.code, 'This seat code was tried too often: ask the organizer for a new one.');
  return out.seat;
}

module.exports = { DEVICE, IP, CODE, exchange };
