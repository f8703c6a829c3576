// @ts-check
/// <reference path="../env.d.ts" />
// The public board of a competition (docs/ARCHITECTURE.md "Results and the live leaderboard",
// "Beyond one machine"): its public leaderboard rows as ONE cacheable document, and the realtime
// topic `board/{competition}` the SPA follows instead of `leaderboards/*`.
//
// Why a custom topic: PocketBase's own record events check the collection rule and the
// subscription's filter with one SQL query each and marshal the record once PER SUBSCRIBER, inside
// the save request (after its commit): with 200 spectators an evaluation's save took 5× longer.
// Here the row is marshalled once and handed to each subscriber's stream (a channel send) by the
// realtime dispatcher (lib/dispatch.js), outside the save; the topic carries only rows that are
// public, so there is nothing to check per client.

/** Cache-Control of the document: short enough to be live-ish, long enough for a cache to absorb readers. */
const CACHE_CONTROL = 'public, max-age=2, stale-while-revalidate=10';

/** @typedef {{ status: string, frozen: boolean, fp: string }} BoardState */

/**
 * @param {string} competitionId
 */
function topicOf(competitionId) {
  return 'board/' + competitionId;
}

/**
 * One row as the records API shows it (the `data` field is embedded raw: no parse/stringify).
 * @param {string} id
 * @param {string} competition
 * @param {string} poule
 * @param {boolean} frozen
 * @param {string} updated
 * @param {string} rawData
 */
function rowJson(id, competition, poule, frozen, updated, rawData) {
  return (
    '{"id":' + JSON.stringify(id) +
    ',"collectionName":"leaderboards","competition":' + JSON.stringify(competition) +
    ',"poule":' + JSON.stringify(poule) +
    ',"frozen":' + (frozen ? 'true' : 'false') +
    ',"updated":' + JSON.stringify(updated) +
    ',"data":' + (rawData || 'null') +
    '}'
  );
}

/**
 * The state of a competition's board in one query: its status, frozen flag and a fingerprint of its
 * public rows (id, updated and frozen of each), or null when there is no such competition.
 * @param {CoreApp} app
 * @param {string} competitionId
 * @returns {BoardState | null}
 */
function stateOf(app, competitionId) {
  const m = new DynamicModel({ status: '', frozen: false, fp: '' });
  try {
    app
      .db()
      .newQuery(
        'SELECT c.status AS status, c.leaderboardFrozen AS frozen, ' +
          "COALESCE((SELECT group_concat(l.id || ':' || l.updated || ':' || l.frozen, ',') FROM " +
          '(SELECT id, updated, frozen FROM leaderboards WHERE competition = c.id AND public = 1 ORDER BY id) l), \'\') AS fp ' +
          'FROM competitions c WHERE c.id = {:c}',
      )
      .bind({ c: competitionId })
      .one(m);
  } catch (_) {
    return null;
  }
  return { status: m.status, frozen: !!m.frozen, fp: m.fp };
}

/**
 * Strong ETag of a board state: changes with any public row (written, frozen, deleted) and the freeze.
 * @param {BoardState} state
 */
function etagOf(state) {
  return '"' + $security.sha256(state.fp + '|' + (state.frozen ? 1 : 0)).slice(0, 32) + '"';
}

/**
 * True when an If-None-Match header names this ETag (a list, weak forms and `*` included).
 * @param {unknown} ifNoneMatch
 * @param {string} etag
 */
function matches(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  return String(ifNoneMatch)
    .split(',')
    .map((s) => s.trim().replace(/^W\//, ''))
    .some((s) => s === '*' || s === etag);
}

/**
 * The document: { competition, frozen, updated, rows } with the rows as the records API shows them,
 * and `live`: where browsers follow the board's topic when a relay holds its streams
 * (BOARD_RELAY_PUBLIC_URL, lib/relay.js); without it, on this server.
 * @param {CoreApp} app
 * @param {string} competitionId
 * @param {BoardState} state
 */
function bodyOf(app, competitionId, state) {
  const rows = app.findRecordsByFilter('leaderboards', 'competition = {:c} && public = true', 'id', 0, 0, { c: competitionId });
  let updated = '';
  const parts = rows.map((r) => {
    const u = r.getString('updated');
    if (u > updated) updated = u;
    return rowJson(r.id, competitionId, r.getString('poule'), r.getBool('frozen'), u, r.getString('data'));
  });
  const live = $os.getenv('BOARD_RELAY_PUBLIC_URL');
  return (
    '{"competition":' + JSON.stringify(competitionId) + ',"frozen":' + (state.frozen ? 'true' : 'false') + ',"updated":' + JSON.stringify(updated) +
    (live ? ',"live":' + JSON.stringify(live) : '') + ',"rows":[' + parts.join(',') + ']}'
  );
}

/**
 * Sends a row's change to the subscribers of its competition's topic ({action, record}), through the
 * outbox (lib/dispatch.js): the save that wrote the row does not wait for the spectators.
 * A public row rewritten while it stays public is sent as a patch (lib/rules/board_patch.js): the entries
 * and fields that changed, with the version it applies to; a spectator holding another version reads
 * the board again. A new row, or one that becomes public, is sent whole. A row that is not public
 * (its competition went back to draft) is sent as a delete with its ids only, so a spectator drops it
 * and learns nothing else.
 * @param {CoreApp} app
 * @param {string} action
 * @param {core.Record} record
 * @param {core.Record} [before] the row as it was before an update
 */
function broadcast(app, action, record, before) {
  const competition = record.getString('competition');
  const visible = action !== 'delete' && record.getBool('public');
  let message;
  if (visible && action === 'update' && before && before.getBool('public')) {
    message = JSON.stringify({ action: 'patch', record: patchOf(record, before) });
  } else {
    const row = visible
      ? rowJson(record.id, competition, record.getString('poule'), record.getBool('frozen'), record.getString('updated'), record.getString('data'))
      : JSON.stringify({ id: record.id, competition: competition, poule: record.getString('poule') });
    message = '{"action":"' + (visible ? action : 'delete') + '","record":' + row + '}';
  }
  require(`${__hooks}/lib/dispatch.js`).publish(app, topicOf(competition), record.id, message);
}

/**
 * The patch from the row as it was to the row as it is.
 * @param {core.Record} record
 * @param {core.Record} before
 */
function patchOf(record, before) {
  /** @param {core.Record} r */
  const dataOf = (r) => {
    const raw = r.getString('data');
    return raw ? JSON.parse(raw) : {};
  };
  const after = {
    id: record.id,
    competition: record.getString('competition'),
    poule: record.getString('poule'),
    frozen: record.getBool('frozen'),
    updated: record.getString('updated'),
    data: dataOf(record),
  };
  return require(`${__hooks}/lib/rules/board_patch.js`).diffRow(dataOf(before), before.getString('updated'), after);
}

module.exports = { CACHE_CONTROL, topicOf, stateOf, etagOf, matches, bodyOf, broadcast };
