// @ts-check
/// <reference path="../env.d.ts" />
// Seat codes traded for a tablet's token (POST /api/custom/seats/auth) are limited in `_rate_hits`
// (see lib/limits.js), like password logins:
//
// - An IP: 100 failed codes in 15 minutes. A hall puts every judge's tablet behind one public IP:
//   eight tatami with five seats each are 40 tablets, and even if every judge typed the code wrong
//   twice while a poule changes panels, that is 80 failures, under the limit (a scanned QR never
//   fails). A guesser from one address gets 100 tries a quarter of an hour, 9,600 a day, against
//   8.5·10¹¹ possible codes of which a few hundred are alive at most: about one chance in 400,000 a day.
// - A code: 10 attempts in 15 minutes, successes included. One code opens one tablet; a reload after a
//   lost answer tries it again a few times at most, while a photographed QR shared around (or a
//   tablet stuck retrying) opens no more than ten devices before the official issues a new one.
//   Only the code's hash is the key: `_rate_hits` never holds a live code.
// While the IP is locked every code from it is refused, a right one too (otherwise the lock would tell
// a guesser which guess was right). The check, the look-up and the count run in one transaction on
// PocketBase's single writer connection, so parallel guesses cannot all slip under the limit.
const IP = { max: 100, window: 900, code: 'seat_code_ip_locked' };
const CODE = { max: 10, window: 900, code: 'seat_code_locked' };

/**
 * The seat that `code` (normalized) opens, or null; throws 429 when the IP or the code is locked.
 * Counts a failure against the IP and every attempt against the code.
 * @param {core.RequestEvent} e
 * @param {string} code
 * @returns {core.Record | null}
 */
function exchange(e, code) {
  const limits = require(`${__hooks}/lib/limits.js`);
  const hash = $security.sha256(code);
  const ipKey = 'seat_ip:' + e.realIP();
  const codeKey = 'seat_code:' + hash;
  // Written by the transaction's callback: an object, so that the checks below see its writes.
  /** @type {{ locked: typeof IP | null, seat: core.Record | null }} */
  const out = { locked: null, seat: null };
  e.app.runInTransaction((tx) => {
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
    if (!out.seat) limits.add(tx, ipKey);
  });
  if (out.locked === IP) limits.tooMany(IP.code, 'Too many wrong seat codes from this network: wait 15 minutes and try again.');
  if (out.locked === CODE) limits.tooMany(CODE.code, 'This seat code was tried too often: ask the organizer for a new one.');
  return out.seat;
}

module.exports = { IP, CODE, exchange };
