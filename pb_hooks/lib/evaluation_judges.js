// @ts-check
/// <reference path="../env.d.ts" />
// Who learns which judge wrote a sheet (docs/judging.md "Who reads the judges' records"). The sport
// publishes a couple's sheets with the panel's names; a judge's marks gathered over competitions are
// theirs and the admins'. `evaluations.namedJudge` is hidden in the schema (migration 1764800100), so
// no response, realtime message or expand carries it and only superusers filter or sort by it:
// - the id is shown to admins and to the officials of the sheet's competition (the supervisor's
//   panel), who read that competition's judges anyway;
// - `judgeName` (the judge's name, not the id that joins competitions) is given to whoever reads one
//   couple's sheets, `?draw=` naming that couple: the public rule answers nothing else.

const FIELD = 'namedJudge';

/**
 * Whether a relation field's stored value (a JSON array of ids, or one id) lists `id`.
 * @param {string} raw
 * @param {string} id
 */
function lists(raw, id) {
  if (!raw || !id) return false;
  try {
    const ids = JSON.parse(raw);
    return Array.isArray(ids) ? ids.indexOf(id) >= 0 : ids === id;
  } catch (_) {
    return raw === id;
  }
}

/**
 * Whether the asker officiates the competition of the sheet's couple: one query, no record loads
 * (a competition's workbook serializes every sheet it holds).
 * @param {CoreApp} app
 * @param {string} draw
 * @param {string} user
 */
function officiatesDraw(app, draw, user) {
  const row = new DynamicModel({ organizers: '', commissioners: '' });
  try {
    app
      .db()
      .newQuery('SELECT c.organizers AS organizers, c.commissioners AS commissioners FROM draws d JOIN poules p ON p.id = d.poule JOIN competitions c ON c.id = p.competition WHERE d.id = {:d}')
      .bind({ d: draw })
      .one(row);
  } catch (_) {
    return false;
  }
  return lists(row.organizers, user) || lists(row.commissioners, user);
}

/**
 * Shows a sheet's named judge to its officials and its judge's name to a couple's readers.
 * @param {core.RecordEnrichEvent} e
 */
function reveal(e) {
  const sheet = e.record;
  const info = e.requestInfo;
  if (!info) return;
  const judge = sheet.getString(FIELD);
  if (!judge) return;
  const draw = sheet.getString('draw');
  const query = /** @type {{ [k: string]: string }} */ (/** @type {unknown} */ (info.query || {}));
  if (query.draw && query.draw === draw) {
    try {
      sheet.withCustomData(true);
      sheet.set('judgeName', e.app.findRecordById('judges', judge).getString('name'));
    } catch (_) {
      // A judge deleted from the list: the sheet keeps its seat number only.
    }
  }
  const auth = info.auth;
  if (!auth || auth.collection().name !== 'users') return;
  if (auth.getString('role') === 'admin' || officiatesDraw(e.app, draw, auth.id)) sheet.unhide(FIELD);
}

/**
 * Shows the supervisor's note on a sheet sent back (`returnNote`, hidden in the schema) to the sheet's
 * seat, which reads only its own sheets, and to the competition's officials and admins: a word for
 * the judge, not for the public reading a couple's sheets.
 * @param {core.RecordEnrichEvent} e
 */
function revealNote(e) {
  const sheet = e.record;
  const auth = e.requestInfo ? e.requestInfo.auth : null;
  if (!auth || !sheet.getString('returnNote')) return;
  const kind = auth.collection().name;
  if (kind === 'seats' || (kind === 'users' && (auth.getString('role') === 'admin' || officiatesDraw(e.app, sheet.getString('draw'), auth.id)))) sheet.unhide('returnNote');
}

module.exports = { FIELD, lists, reveal, revealNote };
