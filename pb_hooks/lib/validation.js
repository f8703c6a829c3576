// @ts-check
/// <reference path="../env.d.ts" />
// The supervisor's validation of a couple and its reopening (docs/judging.md "Judges, seat codes
// and validation"). A validated couple's sheets are closed: nobody creates, corrects, sends back or
// deletes one (lib/results.js guardEvaluation) until an official reopens the couple with a reason
// (src/lib/rules/reason.ts), which is audited; the couple then counts again only once validated again.

/**
 * Sheets are written, validated, sent back and reopened while the competition is ongoing: not before
 * it starts, not once it is archived.
 * @param {core.Record} competition
 */
function requireOngoing(competition) {
  if (competition.getString('status') !== 'ongoing') {
    require(`${__hooks}/lib/util.js`).fieldError('draw', 'evaluation_not_ongoing', 'Evaluations are entered while the competition is ongoing.');
  }
}

/**
 * A couple with a saved sheet has performed: it can no longer be marked absent (nor the mark taken
 * back), nor taken out of a final. Refused on `field`.
 * @param {CoreApp} app
 * @param {string} drawId
 * @param {string} field
 */
function requireNotPerformed(app, drawId, field) {
  if (app.findRecordsByFilter('evaluations', 'draw = {:d}', '', 1, 0, { d: drawId }).length) {
    require(`${__hooks}/lib/util.js`).fieldError(field, 'absence_performed', 'The couple has performed: it has evaluations.');
  }
}

/**
 * The lock itself: a validated couple's sheets are closed until an official reopens the couple. A
 * sheet sent back is refused on `returned`, any other change (create, correct, delete) on `draw`.
 * @param {core.Record} draw
 * @param {boolean} [sendingBack]
 */
function requireOpen(draw, sendingBack) {
  if (!draw.getBool('validated')) return;
  const util = require(`${__hooks}/lib/util.js`);
  if (sendingBack) util.fieldError('returned', 'evaluation_validated', 'The couple is validated: reopen it (with a reason) before sending a sheet back.');
  util.fieldError('draw', 'evaluation_validated_locked', 'The couple is validated: reopen it (with a reason) before changing its sheets.');
}

/**
 * Sets a couple's `validated` and recomputes its poule's results and public row, audited, in one
 * transaction. `data` is what the audit row notes besides the change.
 * @param {core.RequestEvent} e
 * @param {{ draw: core.Record, poule: core.Record }} ctx
 * @param {boolean} validated
 * @param {string} event
 * @param {{ [key: string]: unknown }} data
 */
function setValidated(e, ctx, validated, event, data) {
  e.app.runInTransaction((tx) => setValidatedIn(tx, e, ctx, validated, event, data));
}

/**
 * setValidated inside a transaction the caller holds (an upheld inquiry reopens its couple in the
 * same transaction as its decision). `validatedAt` is the inquiry window's start
 * (src/lib/rules/inquiries.ts): set to now by every validation, cleared by every reopening, written
 * by nothing else.
 * @param {CoreApp} tx
 * @param {core.RequestEvent} e
 * @param {{ draw: core.Record, poule: core.Record }} ctx
 * @param {boolean} validated
 * @param {string} event
 * @param {{ [key: string]: unknown }} data
 */
function setValidatedIn(tx, e, ctx, validated, event, data) {
  const results = require(`${__hooks}/lib/results.js`);
  const audit = require(`${__hooks}/lib/audit.js`);
  const d = tx.findRecordById('draws', ctx.draw.id);
  const before = d.getBool('validated');
  d.set('validated', validated);
  d.set('validatedAt', validated ? require(`${__hooks}/lib/util.js`).nowIso() : '');
  tx.save(d);
  const poule = tx.findRecordById('poules', ctx.poule.id);
  results.recomputePoule(tx, poule);
  results.syncPoule(tx, poule);
  audit.write(tx, { user: audit.actorOf(e), impersonator: audit.impersonatorOf(e), event: event, table: 'draws', record: ctx.draw.id, data: Object.assign({ validated: [before, validated] }, data) });
}

/**
 * Reopens a validated couple (POST /api/custom/draws/{id}/reopen, and the validate route asked for
 * `validated: false`): a field error on `reason` without one, on `draw` when it is not validated;
 * the recording watched, when taken from the replay, in its audit entry (reviewOf).
 * @param {core.RequestEvent} e
 * @param {{ draw: core.Record, poule: core.Record, competition: core.Record }} ctx
 * @param {unknown} reason
 */
function reopen(e, ctx, reason) {
  const util = require(`${__hooks}/lib/util.js`);
  const text = util.reasonOf(reason);
  if (!ctx.draw.getBool('validated')) util.fieldError('draw', 'reopen_not_validated', 'The couple is not validated.');
  const review = reviewOf(e.app, ctx, e.requestInfo().body || {});
  setValidated(e, ctx, false, 'reopen', Object.assign({ reason: text }, review));
}

/** A sheet has fewer techniques than this (the longest kata has 20-odd). */
const TECHNIQUE_MAX = 100;

/**
 * What a decision taken from the replay of the couple's recording names, for its audit entry: the
 * clip watched (`clip`, one of this couple's recordings: another couple's or another competition's is
 * refused on `clip`), where in it (`clipAt`, ms from its start, within the recording) and the
 * technique watched (`technique`, 1-based). All optional: a decision taken without the replay names
 * none of them; `clipAt` and `technique` only come with a clip. Checked before anything is written.
 * @param {CoreApp} app
 * @param {{ draw: core.Record, poule: core.Record, competition: core.Record }} ctx
 * @param {{ [key: string]: unknown }} body
 * @returns {{ [key: string]: unknown }}
 */
function reviewOf(app, ctx, body) {
  const util = require(`${__hooks}/lib/util.js`);
  const raw = body.clip;
  if (raw === undefined || raw === null || raw === '') {
    if ((body.clipAt !== undefined && body.clipAt !== null) || (body.technique !== undefined && body.technique !== null)) util.fieldError('clip', 'review_clip_required', 'A time viewed or a technique comes with the recording watched.');
    return {};
  }
  /** @type {core.Record | null} */
  let clip = null;
  if (typeof raw === 'string') {
    try {
      clip = app.findRecordById('clips', raw);
    } catch (_) {
      clip = null;
    }
  }
  if (!clip || clip.getString('draw') !== ctx.draw.id) util.fieldError('clip', 'review_clip_other', 'This recording is not one of this couple.');
  const c = /** @type {core.Record} */ (clip);
  // Within the recording: its duration once finished, the pieces received while it records.
  const limits = require(`${__hooks}/lib/rules/clip_bookmarks.js`);
  const length = Math.max(c.getInt('durationMs'), c.getInt('chunks') * limits.CLIP_CHUNK_MS);
  const at = body.clipAt;
  if (typeof at !== 'number' || !Number.isFinite(at) || at < 0 || at > Math.min(limits.CLIP_MAX_MS, length)) util.fieldError('clipAt', 'review_clip_at', 'The time viewed lies within the recording.');
  const technique = body.technique;
  if (technique !== undefined && technique !== null && (typeof technique !== 'number' || !Number.isInteger(technique) || technique < 1 || technique > TECHNIQUE_MAX)) util.fieldError('technique', 'review_technique', 'The technique is not one of the sheet.');
  /** @type {{ [key: string]: unknown }} */
  const out = { clip: c.id, clipAt: Math.round(/** @type {number} */ (at)), competition: ctx.competition.id, poule: ctx.poule.id };
  if (typeof technique === 'number') out.technique = technique;
  return out;
}

module.exports = { requireOngoing, requireOpen, requireNotPerformed, setValidated, setValidatedIn, reopen, reviewOf };
