// @ts-check
/// <reference path="../env.d.ts" />
// Registry rules shared by the handlers in registry.pb.js (handlers run in separate VMs, so
// shared code lives here and is loaded with require()).

const ATHLETE_DATA = ['name', 'surname', 'birthday', 'country', 'region', 'belt', 'club', 'email', 'telephone', 'external'];
const COUPLE_DATA = ['tori', 'uke', 'kata', 'external'];

/**
 * @param {core.RecordRequestEvent} e
 */
function guardVerification(e) {
  const util = require(`${__hooks}/lib/util.js`);
  if (require(`${__hooks}/lib/access.js`).isAdmin(e)) {
    renewExpired(e);
    return;
  }
  const touched = util.bodyFields(e).filter((f) => f === 'verified' || f === 'verifiedAt');
  const isCreate = !e.record.original() || e.record.isNew();
  const changed = isCreate
    ? e.record.getBool('verified') || e.record.getString('verifiedAt') !== ''
    : util.changedFields(e.record, ['verified', 'verifiedAt']).length > 0;
  if (touched.length && changed) {
    throw new ForbiddenError('Only the federation staff can verify athletes and couples.');
  }
  if (isCreate) {
    e.record.set('verified', false);
    e.record.set('verifiedAt', '');
  }
  // The owner of a record never changes hands through the API, except by staff.
  if (!isCreate && e.record.getString('owner') !== e.record.original().getString('owner')) {
    throw new ForbiddenError('The owner of a record cannot be changed.');
  }
}

/**
 * The staff's "verify" on an athlete whose verification has expired (a year after verifiedAt) renews
 * it: verifiedAt becomes now. The record is still stored as verified, so without this the request
 * changed nothing and the athlete stayed expired. The new verifiedAt is audited like any change.
 * @param {core.RecordRequestEvent} e
 */
function renewExpired(e) {
  const util = require(`${__hooks}/lib/util.js`);
  const enrolment = require(`${__hooks}/lib/enrolment.js`);
  if (e.record.collection().name !== 'athletes' || e.record.isNew()) return;
  const body = e.requestInfo().body || {};
  if (body.verified !== true || body.verifiedAt !== undefined) return;
  const original = e.record.original();
  if (!original.getBool('verified')) return;
  if (!enrolment.athleteVerified(original, Date.now())) e.record.set('verifiedAt', util.nowIso());
}

/**
 * @param {core.RecordRequestEvent} e
 */
function validateCouple(e) {
  const util = require(`${__hooks}/lib/util.js`);
  const toriId = e.record.getString('tori');
  const ukeId = e.record.getString('uke');
  if (toriId && toriId === ukeId) {
    util.fieldError('uke', 'couple_same_athlete', 'Tori and uke must be two different athletes.');
  }
  const owner = e.record.getString('owner');
  [['tori', toriId], ['uke', ukeId]].forEach((pair) => {
    if (!pair[1]) return;
    let athlete;
    try {
      athlete = e.app.findRecordById('athletes', pair[1]);
    } catch (_) {
      athlete = null; // unknown id: same answer as a foreign one
    }
    if (!athlete || athlete.getString('owner') !== owner) {
      util.fieldError(pair[0], 'couple_foreign_athlete', 'Choose one of your own athletes.');
    }
  });
}

/**
 * A couple is verified only once both its athletes are: the staff's check of a couple is that of its
 * two people. Asked when a request turns the couple's verification on (a couple already verified
 * keeps it; an edit of an athlete resets its couples anyway).
 * @param {core.RequestEvent & { record: core.Record }} e
 */
function requireVerifiedAthletes(e) {
  const util = require(`${__hooks}/lib/util.js`);
  if (!e.record.getBool('verified')) return;
  if (!e.record.isNew() && e.record.original().getBool('verified')) return;
  const unverified = ['tori', 'uke'].filter((role) => {
    try {
      return !e.app.findRecordById('athletes', e.record.getString(role)).getBool('verified');
    } catch (_) {
      return true;
    }
  });
  if (unverified.length) util.fieldError('verified', 'couple_athletes_unverified', 'Verify both athletes of the couple first.');
}

/**
 * Shared by both collections: keep verifiedAt in step with verified, reset on a data edit.
 * @param {core.Record} record
 * @param {string[]} dataFields
 */
function verificationBookkeeping(record, dataFields) {
  const util = require(`${__hooks}/lib/util.js`);
  if (record.isNew()) {
    if (record.getBool('verified') && !record.getString('verifiedAt')) record.set('verifiedAt', util.nowIso());
    if (!record.getBool('verified')) record.set('verifiedAt', '');
    return false;
  }
  const original = record.original();
  const wasVerified = original.getBool('verified');
  const verifyChanged = record.getBool('verified') !== wasVerified;
  if (verifyChanged) {
    record.set('verifiedAt', record.getBool('verified') ? util.nowIso() : '');
    return false;
  }
  if (wasVerified && util.changedFields(record, dataFields).length > 0) {
    record.set('verified', false);
    record.set('verifiedAt', '');
    return true;
  }
  return false;
}

module.exports = { ATHLETE_DATA, COUPLE_DATA, guardVerification, validateCouple, requireVerifiedAthletes, verificationBookkeeping };
