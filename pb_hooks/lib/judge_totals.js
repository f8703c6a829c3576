// @ts-check
/// <reference path="../env.d.ts" />
// Who reads a couple's judges' totals (draws.judgeTotals, docs/judging.md "Judges, seat codes
// and validation"). In a supervised competition the panel's marks stay with the officials until the
// supervisor validates the couple: the public, the athletes, the tablets (the other seats included)
// and the staff of other competitions see them only once it is validated. Without supervision they
// are public as the judges send them. The field is hidden in the schema (migration 1764610000), so
// every channel that serializes a draw (list, view, realtime, expand, batch) leaves it out unless
// this rule shows it; the public board applies the same rule to its rows (lib/results.js pouleData).

const FIELD = 'judgeTotals';

/**
 * The rule, pure: whether an asker reads the judges' totals of a couple.
 * @param {{ supervised: boolean, validated: boolean, official: boolean }} c
 */
function shown(c) {
  return !c.supervised || c.validated || c.official;
}

/**
 * Whether a stored value holds any judge's total (an empty panel reveals nothing).
 * @param {core.Record} draw
 */
function holdsMarks(draw) {
  let totals;
  try {
    totals = JSON.parse(draw.getString(FIELD) || 'null');
  } catch (_) {
    return true;
  }
  return Array.isArray(totals) ? totals.some((v) => v !== null) : !!totals;
}

/**
 * Shows a draw's judges' totals to the asker of a record response or realtime message when the rule
 * allows it (superusers see hidden fields anyway). The competition is read only for a couple that is
 * not validated and holds marks.
 * @param {core.RecordEnrichEvent} e
 */
function reveal(e) {
  const draw = e.record;
  const info = e.requestInfo;
  if (!info) return;
  if (draw.getBool('validated') || !holdsMarks(draw)) {
    draw.unhide(FIELD);
    return;
  }
  let competition;
  try {
    const poule = e.app.findRecordById('poules', draw.getString('poule'));
    competition = e.app.findRecordById('competitions', poule.getString('competition'));
  } catch (_) {
    return;
  }
  // lib/access.js asks a request event; a request's info carries the same auth.
  const asker = /** @type {core.RequestEvent} */ (/** @type {unknown} */ ({ auth: info.auth, hasSuperuserAuth: () => info.hasSuperuserAuth() }));
  const official = require(`${__hooks}/lib/access.js`).officiates(asker, competition);
  if (shown({ supervised: competition.getBool('supervised'), validated: false, official: official })) draw.unhide(FIELD);
}

module.exports = { FIELD, shown, reveal };
