// @ts-check
/// <reference path="../env.d.ts" />
// QR check-in codes (docs/ARCHITECTURE.md "The accreditation desk"). The QR holds
// "KP1.<enrolment id>.<checkinCode>"; see pb_migrations/1764310000_enrolment_checkin_code.js.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const PATTERN = /^KP1\.([a-z0-9]{15})\.([A-Za-z0-9]{24})$/;

function newCode() {
  return $security.randomStringWithAlphabet(24, ALPHABET);
}

/**
 * {id, code} of a scanned text, or null when it is not a portal check-in code at all.
 * @param {unknown} text
 */
function parse(text) {
  const m = PATTERN.exec(String(text || '').trim());
  return m ? { id: m[1], code: m[2] } : null;
}

/**
 * Length-independent comparison, so the time taken does not tell how much of a guess was right.
 * @param {string} a
 * @param {string} b
 */
function same(a, b) {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

module.exports = { newCode, parse, same };
