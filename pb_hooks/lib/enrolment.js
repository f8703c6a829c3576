// @ts-check
/// <reference path="../env.d.ts" />
// Enrolment derivations: circuit assignment, the derived status and the denormalized desk fields.
// Everything here is recomputed by the server; clients never write these fields.
const BELTS = ['6k', '5k', '4k', '3k', '2k', '1k', '1d', '2d', '3d', '4d', '5d', '6d', '7d', '8d', '9d', '10d'];
const YEAR_MS = 365.25 * 24 * 3600 * 1000;

/**
 * @param {unknown} s
 */
function parseDate(s) {
  if (!s) return NaN;
  return Date.parse(String(s).replace(' ', 'T'));
}

/**
 * Athlete verification counts for one year after verifiedAt (judged at `atMs`).
 * @param {core.Record | null} athlete
 * @param {number} atMs
 */
function athleteVerified(athlete, atMs) {
  if (!athlete || !athlete.getBool('verified')) return false;
  const at = parseDate(athlete.getString('verifiedAt'));
  return !isNaN(at) && atMs - at < YEAR_MS;
}

/**
 * Age in whole years on the given date.
 * @param {string} birthday
 * @param {number} atMs
 */
function ageOn(birthday, atMs) {
  const b = new Date(parseDate(birthday));
  const d = new Date(atMs);
  let age = d.getUTCFullYear() - b.getUTCFullYear();
  const m = d.getUTCMonth() - b.getUTCMonth();
  if (m < 0 || (m === 0 && d.getUTCDate() < b.getUTCDate())) age--;
  return age;
}

/**
 * The first circuit (by order) whose eligibility the couple meets, or null.
 * @param {CoreApp} app
 * @param {core.Record} competition
 * @param {core.Record} couple
 * @param {core.Record} tori
 * @param {core.Record} uke
 */
function findCircuit(app, competition, couple, tori, uke) {
  const circuits = app.findRecordsByFilter('circuits', 'competition = {:c}', 'order,created', 0, 0, { c: competition.id });
  const at = parseDate(competition.getString('date'));
  const kata = couple.getString('kata');
  for (let i = 0; i < circuits.length; i++) {
    const ci = circuits[i];
    // A JSON list of kata slugs (katas are data: migration 1764834100); empty: every kata.
    const katas = require(`${__hooks}/lib/katas.js`).katasOf(ci);
    if (katas.length && katas.indexOf(kata) < 0) continue;
    const minBelt = ci.getString('minBelt');
    if (minBelt) {
      const need = BELTS.indexOf(minBelt);
      if (BELTS.indexOf(tori.getString('belt')) < need || BELTS.indexOf(uke.getString('belt')) < need) continue;
    }
    const minAge = ci.getInt('minAge');
    const maxAge = ci.getInt('maxAge');
    const ages = [ageOn(tori.getString('birthday'), at), ageOn(uke.getString('birthday'), at)];
    if (minAge && (ages[0] < minAge || ages[1] < minAge)) continue;
    if (maxAge && (ages[0] > maxAge || ages[1] > maxAge)) continue;
    return ci;
  }
  return null;
}

/**
 * The derived status. Order matters: verifications first, then payment, then presence; once the
 * competition is under way an absent couple is "not in competition".
 * @param {{ toriVerified: boolean, ukeVerified: boolean, coupleVerified: boolean, paymentReceived: boolean, present: boolean }} flags
 * @param {string} competitionStatus
 */
function deriveStatus(flags, competitionStatus) {
  if (!flags.toriVerified || !flags.ukeVerified) return 'missing_athlete_verification';
  if (!flags.coupleVerified) return 'missing_couple_verification';
  if (!flags.paymentReceived) return 'missing_payment';
  if (flags.present) return 'in_competition';
  if (competitionStatus === 'ongoing' || competitionStatus === 'archived') return 'not_in_competition';
  return 'waiting_accreditation';
}

/**
 * @param {core.Record | null} a
 */
function fullName(a) {
  return a ? (a.getString('name') + ' ' + a.getString('surname')).trim() : '';
}

/**
 * When an athlete's verification is judged for a competition: at its start date, so that a year
 * ending during a several-day event does not drop the couple on day 2 (and a verification that ends
 * before the event shows as missing already at enrolment). Without a date: now.
 * @param {core.Record} competition
 * @param {number} nowMs
 */
function verificationDate(competition, nowMs) {
  const start = parseDate(competition.getString('date'));
  return isNaN(start) ? nowMs : start;
}

/**
 * Loads the inputs of an enrolment and writes its derived fields onto the record (no save).
 * @param {CoreApp} app
 * @param {core.Record} enrolment
 * @param {number} nowMs
 */
function derive(app, enrolment, nowMs) {
  const competition = app.findRecordById('competitions', enrolment.getString('competition'));
  const couple = app.findRecordById('couples', enrolment.getString('couple'));
  const tori = app.findRecordById('athletes', couple.getString('tori'));
  const uke = app.findRecordById('athletes', couple.getString('uke'));
  const at = verificationDate(competition, nowMs);
  const flags = {
    toriVerified: athleteVerified(tori, at),
    ukeVerified: athleteVerified(uke, at),
    coupleVerified: couple.getBool('verified'),
    paymentReceived: enrolment.getBool('paymentReceived'),
    present: enrolment.getBool('present'),
  };
  enrolment.set('toriVerified', flags.toriVerified);
  enrolment.set('ukeVerified', flags.ukeVerified);
  enrolment.set('coupleVerified', flags.coupleVerified);
  enrolment.set('status', deriveStatus(flags, competition.getString('status')));
  enrolment.set('kata', couple.getString('kata'));
  enrolment.set('toriName', fullName(tori));
  enrolment.set('ukeName', fullName(uke));
  const clubs = [tori.getString('club')];
  if (uke.getString('club') !== clubs[0]) clubs.push(uke.getString('club'));
  enrolment.set('clubs', clubs.join(' '));
  enrolment.set('search', (fullName(tori) + ' ' + fullName(uke) + ' ' + clubs.join(' ')).toLowerCase());
  return { competition: competition, couple: couple, tori: tori, uke: uke, flags: flags };
}

/**
 * Re-derives and saves every enrolment matching the filter whose derived fields changed.
 * @param {CoreApp} app
 * @param {string} filter
 * @param {{ [name: string]: unknown }} [params]
 */
function recompute(app, filter, params) {
  const rows = app.findRecordsByFilter('enrolments', filter, '', 0, 0, params || {});
  const now = Date.now();
  const fields = ['status', 'toriVerified', 'ukeVerified', 'coupleVerified', 'kata', 'toriName', 'ukeName', 'clubs', 'search'];
  rows.forEach((r) => {
    const before = fields.map((f) => JSON.stringify(r.get(f))).join('|');
    derive(app, r, now);
    const after = fields.map((f) => JSON.stringify(r.get(f))).join('|');
    if (before !== after) app.saveNoValidate(r);
  });
  return rows.length;
}

module.exports = { BELTS, YEAR_MS, parseDate, athleteVerified, verificationDate, ageOn, findCircuit, deriveStatus, derive, recompute };
