// @ts-check
/// <reference path="../env.d.ts" />
// The public ranking's read (GET /api/custom/seasons/{id}/ranking, season_ranking.pb.js): the columns
// the ranking page shows, as one JSON document SQLite assembles in one query. The records API with
// `fields=` encodes each row, decodes it and encodes it again to pick the fields: on a category of
// 137 rows that tripled the read. A pair's few rows read faster through the records API.

/** The columns answered, as the records API names them (src/features/seasons/publicApi.ts RANKING_FIELDS). */
const COLUMNS = ['id', 'class', 'kata', 'pair', 'toriName', 'ukeName', 'clubs', 'lines', 'total', 'rank', 'previousRank', 'movement', 'provisional', 'qualified'];
const JSON_COLUMNS = ['clubs', 'lines'];
const BOOL_COLUMNS = ['provisional', 'qualified'];

/** A column as a JSON value: JSON fields embedded (an empty one null), booleans true/false. */
function jsonValue(/** @type {string} */ c) {
  if (JSON_COLUMNS.indexOf(c) >= 0) return "CASE WHEN r." + c + " IS NULL OR r." + c + " = '' THEN NULL ELSE json(r." + c + ') END';
  if (BOOL_COLUMNS.indexOf(c) >= 0) return "CASE WHEN r." + c + " THEN json('true') ELSE json('false') END";
  return 'r.' + c;
}

const OBJECT = 'json_object(' + COLUMNS.map((c) => "'" + c + "', " + jsonValue(c)).join(', ') + ')';

/**
 * The season's `public` (NULL: no such season) and classes, and the rows of one class × kata as a
 * JSON array, by rank then pair. A row is read under the records API rule of season_rankings
 * (`public = true || @request.auth.role = "admin"`).
 */
const SQL =
  'SELECT s.public AS pub, s.classes AS classes, ' +
  "(SELECT COALESCE(json_group_array(" + OBJECT + " ORDER BY r.rank, r.pair), '[]') FROM season_rankings r " +
  'WHERE r.season = s.id AND r.class = {:class} AND r.kata = {:kata} AND (r.public = TRUE OR {:admin})) AS rows ' +
  'FROM seasons s WHERE s.id = {:season}';

/**
 * The season's `public` flag, its classes and the rows of the class × kata (a JSON array as text), or
 * null when there is no such season.
 * @param {CoreApp} app
 * @param {string} seasonId
 * @param {string} cls
 * @param {string} kata
 * @param {boolean} admin the caller reads every row
 * @returns {{ public: boolean, classes: string[], rows: string } | null}
 */
function read(app, seasonId, cls, kata, admin) {
  const m = new DynamicModel({ pub: false, classes: '', rows: '' });
  try {
    app.db().newQuery(SQL).bind({ season: seasonId, class: cls, kata: kata, admin: admin }).one(m);
  } catch (_) {
    return null;
  }
  /** @type {unknown} */
  let classes;
  try {
    classes = JSON.parse(m.classes || '[]');
  } catch (_) {
    classes = [];
  }
  return { public: !!m.pub, classes: Array.isArray(classes) ? classes.map(String) : [], rows: m.rows || '[]' };
}

module.exports = { COLUMNS, read };
