// @ts-check
/// <reference path="../env.d.ts" />
// The season's glue (the rules are lib/rules/season.js and lib/rules/season_seeding.js, compiled from
// src/lib/rules/): reads a season's events and their final places, writes the ranking rows, checks a
// pair's qualification for the final event and gives the ranks that seed a draw.
//
// A category's final places are the rule of lib/rules/places.js (the same as the public standings'):
// its final poule's ranks when it has one, else its only group's; couples that did not perform have none.

/**
 * The parsed JSON of a field (null when empty or not JSON).
 * @param {core.Record} record
 * @param {string} field
 * @returns {any}
 */
function json(record, field) {
  return require(`${__hooks}/lib/results.js`).json(record, field);
}

/**
 * The rule settings of a season record.
 * @param {core.Record} season
 * @returns {import('../../src/lib/rules/season').SeasonSettings}
 */
function settingsOf(season) {
  const rule = require(`${__hooks}/lib/rules/season.js`);
  const points = json(season, 'points');
  return {
    points: Array.isArray(points) && points.length ? points.map(Number) : rule.DEFAULT_SEASON_POINTS,
    bestN: season.getInt('bestN'),
    tieRule: 'places-then-recent',
    clubShare: season.getString('clubShare') === 'full' ? 'full' : 'half',
  };
}

/**
 * The weight of each level of a season: { name: weight }.
 * @param {core.Record} season
 * @returns {{ [level: string]: number }}
 */
function weightsOf(season) {
  /** @type {{ [level: string]: number }} */
  const out = {};
  const levels = json(season, 'levels');
  if (Array.isArray(levels)) levels.forEach((l) => l && typeof l.name === 'string' && (out[l.name] = Number(l.weight)));
  return out;
}

/**
 * The secret that keys the pairs' public ids: one row of the plain table `_season_secret` (migration
 * 1764800000_season_pair_secret.js), which no API reaches; made at random on first use when missing
 * (two first uses at once keep the one written first).
 * @param {CoreApp} app
 * @returns {string}
 */
function pairSecret(app) {
  const read = () => {
    const m = new DynamicModel({ secret: '' });
    try {
      app.db().newQuery('SELECT secret FROM _season_secret WHERE id = 1').one(m);
    } catch (_) {
      return '';
    }
    return m.secret;
  };
  const found = read();
  if (found) return found;
  app.db().newQuery('CREATE TABLE IF NOT EXISTS _season_secret (id INTEGER PRIMARY KEY CHECK (id = 1), secret TEXT NOT NULL)').execute();
  app.db().newQuery('INSERT OR IGNORE INTO _season_secret (id, secret) VALUES (1, {:s})').bind({ s: $security.randomString(64) }).execute();
  return read();
}

/**
 * A pair's public id from its key (the two identities, lib/rules/season.js seasonPairKey): HMAC-SHA256 with
 * the data dir's secret, 32 hex characters. The key holds both birthdays and the names stand beside
 * the id on the ranking, so an unkeyed digest would give the birthdays back to a search over dates.
 * @param {string} secret pairSecret
 * @param {string} pairKey
 */
function storedPair(secret, pairKey) {
  return $security.hs256(pairKey, secret).slice(0, 32);
}

/**
 * A pair's id as stored (storedPair) from its two athletes.
 * @param {CoreApp} app
 * @param {core.Record} tori
 * @param {core.Record} uke
 * @param {string} [secret] pairSecret, when the caller already read it
 */
function pairOf(app, tori, uke, secret) {
  const rule = require(`${__hooks}/lib/rules/season.js`);
  const key = (/** @type {core.Record} */ a) => rule.seasonAthleteKey(a.getString('name'), a.getString('surname'), a.getString('birthday'));
  return storedPair(secret || pairSecret(app), rule.seasonPairKey(key(tori), key(uke)));
}

/**
 * The stored pair id of a couple.
 * @param {CoreApp} app
 * @param {string} coupleId
 * @param {string} [secret] pairSecret
 */
function pairOfCouple(app, coupleId, secret) {
  const couple = app.findRecordById('couples', coupleId);
  return pairOf(app, app.findRecordById('athletes', couple.getString('tori')), app.findRecordById('athletes', couple.getString('uke')), secret);
}

/**
 * One query's rows as a JSON array built by SQLite (`json_group_array`): the hooks' JS runtime turns
 * one long string into values far faster than it reads thousands of rows column by column.
 * @param {CoreApp} app
 * @param {string} sql a query of one column named `j`
 * @param {{ [name: string]: any }} params
 * @returns {any[]}
 */
function jsonRows(app, sql, params) {
  const out = new DynamicModel({ j: '' });
  app.db().newQuery(sql).bind(params).one(out);
  return out.j ? JSON.parse(out.j) : [];
}

/**
 * The placed couples of every competition of a season, read in three queries (the poules, the placed
 * draws with their couple's athletes, those athletes) and one of every draw's state, whatever the
 * number of events and couples: per competition, the final places of each category (the rule in this
 * file's header) and the categories that give none with why (lib/rules/unfinished.js), and the athletes by id.
 * @param {CoreApp} app
 * @param {string} seasonId
 * @returns {{ places: { [competition: string]: { circuit: string, kata: string, rank: number, toriName: string, ukeName: string, clubs: string, tori: string, uke: string }[] }, athletes: { [id: string]: { name: string, surname: string, birthday: string, country: string } }, unplaced: { [competition: string]: import('../../src/lib/rules/unfinished').UnplacedCategory[] } }}
 */
function seasonPlaces(app, seasonId) {
  const inSeason = 'competition IN (SELECT competition FROM season_events WHERE season = {:s})';
  const placedDraws =
    'FROM draws d JOIN poules p ON p.id = d.poule JOIN enrolments e ON e.id = d.enrolment JOIN couples c ON c.id = e.couple ' +
    'WHERE p.' + inSeason + " AND d.rank > 0 AND d.absence = ''";
  const poules = arrayOf(new DynamicModel({ id: '', competition: '', circuit: '', kata: '', phase: '', name: '' }));
  app.db().newQuery('SELECT id, competition, circuit, kata, phase, name FROM poules WHERE ' + inSeason + ' ORDER BY competition, name').bind({ s: seasonId }).all(poules);
  /** @type {[string, number, string, string, string, string, string][]} id, rank, toriName, ukeName, clubs, tori, uke */
  const draws = jsonRows(app, 'SELECT json_group_array(json_array(d.id, d.rank, d.toriName, d.ukeName, d.clubs, c.tori, c.uke)) AS j ' + placedDraws, { s: seasonId });
  /** @type {{ [id: string]: { name: string, surname: string, birthday: string, country: string } }} */
  const athletes = {};
  jsonRows(
    app,
    'SELECT json_group_array(json_array(a.id, a.name, a.surname, a.birthday, a.country)) AS j FROM athletes a ' +
      'WHERE a.id IN (SELECT c.tori ' + placedDraws + ') OR a.id IN (SELECT c.uke ' + placedDraws + ')',
    { s: seasonId },
  ).forEach((a) => (athletes[a[0]] = { name: a[1], surname: a[2], birthday: a[3], country: a[4] }));
  /** @type {{ [draw: string]: (typeof draws)[number] }} */
  const placed = {};
  draws.forEach((d) => (placed[d[0]] = d));
  /** @type {{ [competition: string]: { [category: string]: any[] } }} */
  const categories = {};
  poules.forEach((p) => {
    const byCategory = (categories[p.competition] = categories[p.competition] || {});
    const key = p.circuit + '|' + p.kata;
    (byCategory[key] = byCategory[key] || []).push(p);
  });
  // Every draw's state (not only the placed ones), for the places (lib/rules/places.js) and for the
  // categories that give no places and why.
  /** @type {{ [poule: string]: { id: string, poule: string, enrolment: string, order: number, scored: boolean, absence: string, rank: number, points: number, forgotten: number, big: number, medium: number, small: number }[] }} */
  const drawn = {};
  jsonRows(
    app,
    'SELECT json_group_array(json_array(d.poule, d.scored, d.absence, d.rank, d.id, d.enrolment, d."order", d.points, d.forgotten, d.big, d.medium, d.small)) AS j ' +
      'FROM draws d JOIN poules p ON p.id = d.poule WHERE p.' + inSeason,
    { s: seasonId },
  ).forEach((d) =>
    (drawn[d[0]] = drawn[d[0]] || []).push({
      poule: d[0],
      scored: !!d[1],
      absence: d[2] || '',
      rank: Number(d[3]) || 0,
      id: d[4],
      enrolment: d[5],
      order: Number(d[6]) || 0,
      points: Number(d[7]) || 0,
      forgotten: Number(d[8]) || 0,
      big: Number(d[9]) || 0,
      medium: Number(d[10]) || 0,
      small: Number(d[11]) || 0,
    }),
  );
  const places = require(`${__hooks}/lib/rules/places.js`);
  const scoring = require(`${__hooks}/lib/rules/scoring.js`);
  const unfinished = require(`${__hooks}/lib/rules/unfinished.js`);
  /** @type {{ [competition: string]: import('../../src/lib/rules/unfinished').UnplacedCategory[] }} */
  const unplaced = {};
  /** @type {ReturnType<typeof seasonPlaces>['places']} */
  const out = {};
  Object.keys(categories).forEach((competition) => {
    const list = (out[competition] = /** @type {ReturnType<typeof seasonPlaces>['places'][string]} */ ([]));
    /** @type {any[]} */
    const itsPoules = [];
    /** @type {any[]} */
    const itsDraws = [];
    Object.keys(categories[competition]).forEach((key) =>
      categories[competition][key].forEach((/** @type {any} */ p) => {
        itsPoules.push(p);
        (drawn[p.id] || []).forEach((d) => itsDraws.push(d));
      }),
    );
    unplaced[competition] = unfinished.unfinishedResults(itsPoules, itsDraws).unplaced;
    Object.keys(categories[competition]).forEach((key) => {
      const poules = categories[competition][key].map((/** @type {any} */ p) => ({ id: p.id, circuit: p.circuit, kata: p.kata, phase: p.phase, entries: drawn[p.id] || [] }));
      places.categoryPlaces(poules, scoring.ranks).forEach((c) => {
        const d = c.final ? placed[c.entry.id] : undefined;
        if (d) list.push({ circuit: c.poule.circuit, kata: c.poule.kata, rank: /** @type {number} */ (c.place), toriName: d[2], ukeName: d[3], clubs: d[4], tori: d[5], uke: d[6] });
      });
    });
  });
  return { places: out, athletes: athletes, unplaced: unplaced };
}

/** The columns of a ranking row the recompute writes, in the order of each row's JSON array. */
const WRITTEN = ['class', 'kata', 'pair', 'toriName', 'ukeName', 'clubs', 'nations', 'lines', 'total', 'rank', 'previousRank', 'movement', 'provisional', 'qualified', 'qualifiedRank'];
/** Those holding JSON (read from the array as JSON text, `->`; the others as values, `->>`). */
const WRITTEN_JSON = ['clubs', 'nations', 'lines'];

/**
 * Writes a season's ranking rows in two statements of the recompute's transaction: an upsert of every
 * row (one row per season × class × kata × pair, the unique index of the migration
 * 1764760000_season_rankings_bulk.js) that changes only the rows whose values differ (their `updated`
 * with them), then a delete of the rows no longer ranked. Each row carries its season's `public`
 * (the guests' rule reads it there). The rows are computed here from validated
 * records and nobody else writes them, so no record hook runs per row; the pages hear of a recompute
 * through one message on the season's topic (announce), not one event per row.
 * @param {CoreApp} tx
 * @param {string} seasonId
 * @param {boolean} isPublic the season's flag
 * @param {any[][]} rows each row's values in the order of WRITTEN
 */
function writeRows(tx, seasonId, isPublic, rows) {
  const now = new Date().toISOString().replace('T', ' ');
  const values = WRITTEN.map((c, i) => (WRITTEN_JSON.indexOf(c) >= 0 ? 'r.value->' : 'r.value->>') + i).join(', ');
  const changed = WRITTEN.filter((c) => c !== 'class' && c !== 'kata' && c !== 'pair').concat(['public']);
  tx.db()
    .newQuery(
      'INSERT INTO season_rankings (id, season, ' + WRITTEN.join(', ') + ', public, created, updated) ' +
        // A new row's id: 15 characters of [0-9a-f], as PocketBase's own ids are of [0-9a-z].
        'SELECT substr(lower(hex(randomblob(8))), 1, 15), {:s}, ' + values + ', {:public}, {:now}, {:now} FROM json_each({:rows}) r WHERE true ' +
        'ON CONFLICT (season, class, kata, pair) DO UPDATE SET ' + changed.map((c) => c + ' = excluded.' + c).join(', ') + ', updated = excluded.updated ' +
        'WHERE ' + changed.map((c) => 'season_rankings.' + c + ' IS NOT excluded.' + c).join(' OR '),
    )
    .bind({ s: seasonId, public: isPublic, now: now, rows: JSON.stringify(rows) })
    .execute();
  tx.db()
    .newQuery("DELETE FROM season_rankings WHERE season = {:s} AND (class || '|' || kata || '|' || pair) NOT IN (SELECT value FROM json_each({:keys}))")
    .bind({ s: seasonId, keys: JSON.stringify(rows.map((r) => r[0] + '|' + r[1] + '|' + r[2])) })
    .execute();
}

/**
 * The realtime topic of a season's ranking: one message per recompute, once it is committed, for a
 * public season (the rows' visibility; a private season's pages are read again on their next visit).
 * @param {string} seasonId
 */
function topicOf(seasonId) {
  return 'season/' + seasonId;
}

/**
 * Tells the season's pages that its ranking was recomputed (lib/dispatch.js: sent once to every
 * subscriber of the topic, no rule query per subscriber; the message names the season only).
 * @param {CoreApp} app
 * @param {string} seasonId
 */
function announce(app, seasonId) {
  /** @type {core.Record} */
  let season;
  try {
    season = app.findRecordById('seasons', seasonId);
  } catch (_) {
    return;
  }
  if (!season.getBool('public')) return;
  require(`${__hooks}/lib/dispatch.js`).publish(app, topicOf(seasonId), '', JSON.stringify({ season: seasonId }));
}

/**
 * Stores on a season event the categories of its season classes that give no places, and why
 * (`unplaced`: class, kata, reason, group names), when that changed: one SQL update in the
 * recompute's transaction, without a record event (the season's pages hear of the recompute).
 * @param {CoreApp} tx
 * @param {core.Record} event a season_events record
 * @param {{ [circuit: string]: string }} classes the event's circuits → season classes
 * @param {import('../../src/lib/rules/unfinished').UnplacedCategory[]} unplaced
 */
function writeUnplaced(tx, event, classes, unplaced) {
  const rows = unplaced.filter((u) => classes[u.circuit]).map((u) => ({ class: classes[u.circuit], kata: u.kata, reason: u.reason, groups: u.groups }));
  const text = JSON.stringify(rows);
  if (JSON.stringify(json(event, 'unplaced') || []) === text) return;
  tx.db().newQuery('UPDATE season_events SET unplaced = {:u} WHERE id = {:id}').bind({ u: text, id: event.id }).execute();
}

/** The audit events of a recompute (its reason: an edit, a confirmation, a reopening). */
const RECOMPUTE_EVENTS = ['season_ranking', 'season_confirm', 'season_reopen'];

/**
 * Recomputes the ranking rows of a season in one transaction and audits it; the audit row's commit
 * announces it (seasons.pb.js).
 * @param {CoreApp} app
 * @param {string} seasonId
 * @param {{ user?: string, impersonator?: string, reason: string, event?: string }} why
 */
function recompute(app, seasonId, why) {
  const rule = require(`${__hooks}/lib/rules/season.js`);
  const audit = require(`${__hooks}/lib/audit.js`);
  const categories = require(`${__hooks}/lib/categories.js`);
  /** @type {{ rows: number, confirmed: number }} */
  const summary = { rows: 0, confirmed: 0 };
  app.runInTransaction((tx) => {
    const season = tx.findRecordById('seasons', seasonId);
    const settings = settingsOf(season);
    const weights = weightsOf(season);
    const finalEvent = season.getString('finalEvent');
    /** @type {{ id: string, date: string, weight: number, confirmed: boolean, final: boolean }[]} */
    const events = [];
    /** @type {any[]} */
    const results = [];
    const read = seasonPlaces(tx, seasonId);
    const seasonEvents = tx.findRecordsByFilter('season_events', 'season = {:s}', '', 0, 0, { s: seasonId });
    /** @type {{ [id: string]: core.Record }} */
    const competitions = {};
    tx.findRecordsByIds('competitions', seasonEvents.map((ev) => ev.getString('competition'))).forEach((c) => (competitions[c.id] = c));
    // Each athlete's identity and each pair's key once, however many events they ranked at.
    /** @type {{ [athlete: string]: string }} */
    const athleteKeys = {};
    /** @param {string} id */
    const athleteKey = (id) => {
      if (!(id in athleteKeys)) {
        const a = read.athletes[id] || { name: '', surname: '', birthday: '' };
        athleteKeys[id] = rule.seasonAthleteKey(a.name, a.surname, a.birthday);
      }
      return athleteKeys[id];
    };
    /** @type {{ [couple: string]: string }} tori + '/' + uke ids → pair key */
    const pairs = {};
    /** @type {{ [pair: string]: string }} */
    const stored = {};
    const secret = pairSecret(tx);
    seasonEvents.forEach((ev) => {
      const competition = competitions[ev.getString('competition')];
      events.push({ id: ev.id, date: competition.getString('date'), weight: weights[ev.getString('level')] || 0, confirmed: ev.getBool('confirmed'), final: competition.id === finalEvent });
      const classes = json(ev, 'classes') || {};
      writeUnplaced(tx, ev, classes, read.unplaced[competition.id] || []);
      (read.places[competition.id] || []).forEach((p) => {
        const cls = classes[p.circuit];
        if (!cls) return;
        const ids = p.tori + '/' + p.uke;
        let pair = pairs[ids];
        if (pair === undefined) {
          pair = pairs[ids] = rule.seasonPairKey(athleteKey(p.tori), athleteKey(p.uke));
          // The stored id is keyed from the same two identities (pairOf), computed once per pair.
          if (!stored[pair]) stored[pair] = storedPair(secret, pair);
        }
        const tori = read.athletes[p.tori];
        const uke = read.athletes[p.uke];
        results.push({
          event: ev.id,
          cls: cls,
          kata: p.kata,
          pair: pair,
          toriName: p.toriName,
          ukeName: p.ukeName,
          clubs: categories.clubsOf(p.clubs),
          nations: [tori ? tori.country : '', uke ? uke.country : ''],
          place: p.rank,
        });
      });
    });
    const rows = rule.seasonRanking(settings, events, results);
    /** @type {{ [key: string]: number }} */
    let qualified = {};
    if (finalEvent) {
      const before = events.filter((e) => !e.final);
      // The ranking just computed is that of the same events unless the final's own results are confirmed.
      const same = !events.some((e) => e.final && e.confirmed);
      qualified = rule.seasonQualifiedRanks(settings, before, results, season.getString('qualifyCutoff'), season.getInt('qualifyTop'), same ? rows : undefined);
    }
    writeRows(
      tx,
      seasonId,
      season.getBool('public'),
      rows.map((row) => {
        const q = qualified[rule.seasonQualifiedKey(row.cls, row.kata, row.pair)] || 0;
        return [row.cls, row.kata, stored[row.pair], row.toriName, row.ukeName, row.clubs, row.nations, row.lines, row.total, row.rank, row.previousRank, row.movement, row.provisional, q > 0, q];
      }),
    );
    summary.rows = rows.length;
    summary.confirmed = events.filter((e) => e.confirmed).length;
    audit.write(tx, { user: why.user || '', impersonator: why.impersonator || '', event: why.event || 'season_ranking', table: 'seasons', record: seasonId, data: { reason: why.reason, rows: summary.rows, confirmed: summary.confirmed } });
  });
  return summary;
}

/**
 * Confirms (or reopens) the results of a season's event and recomputes its season, in one transaction.
 * @param {CoreApp} app
 * @param {core.Record} event a season_events record
 * @param {boolean} confirmed
 * @param {{ user?: string, impersonator?: string, reason: string, event?: string }} why
 */
function setConfirmed(app, event, confirmed, why) {
  let summary = { rows: 0, confirmed: 0 };
  app.runInTransaction((tx) => {
    const record = tx.findRecordById('season_events', event.id);
    record.set('confirmed', confirmed);
    tx.save(record);
    summary = recompute(tx, record.getString('season'), why);
  });
  return summary;
}

/**
 * Why an enrolment in a season's final event is refused ('season_not_qualified'), or null: a pair
 * enters when it is qualified in its class × kata (the top of the ranking at the cut-off) or holds a
 * wildcard (lib/season_gate.js). Circuits of the final event with no season class are not gated.
 * @param {CoreApp} app
 * @param {core.Record} enrolment
 * @returns {string | null}
 */
function finalEntryProblem(app, enrolment) {
  const competitionId = enrolment.getString('competition');
  const gate = require(`${__hooks}/lib/season_gate.js`);
  const gates = gate.gatesOf(app, competitionId);
  if (!gates.length) return null;
  const couple = app.findRecordById('couples', enrolment.getString('couple'));
  const kata = enrolment.getString('kata') || couple.getString('kata');
  const tori = app.findRecordById('athletes', couple.getString('tori'));
  const uke = app.findRecordById('athletes', couple.getString('uke'));
  // The circuit the server assigns (enrolments.pb.js), whichever of the two create hooks runs first.
  let circuit = enrolment.getString('circuit');
  if (!circuit) {
    const found = require(`${__hooks}/lib/enrolment.js`).findCircuit(app, app.findRecordById('competitions', competitionId), couple, tori, uke);
    circuit = found ? found.id : '';
  }
  return gate.basisOf(gates, pairOf(app, tori, uke), circuit, kata, false).some((b) => b.basis === 'none') ? 'season_not_qualified' : null;
}

/**
 * The seeding of a competition's draw: null when it does not seed, else a function giving, for a
 * category (circuit, kata), each couple's rank in the season's ranking by enrolment id.
 * @param {CoreApp} app
 * @param {string} competitionId
 * @returns {null | ((circuit: string, kata: string, enrolmentIds: string[]) => { [enrolment: string]: number })}
 */
function seedingOf(app, competitionId) {
  /** @type {core.Record} */
  let event;
  try {
    event = app.findFirstRecordByFilter('season_events', 'competition = {:c} && seeded = true', { c: competitionId });
  } catch (_) {
    return null;
  }
  const classes = json(event, 'classes') || {};
  const season = event.getString('season');
  return (circuit, kata, enrolmentIds) => {
    /** @type {{ [enrolment: string]: number }} */
    const out = {};
    const cls = classes[circuit];
    if (!cls) return out;
    /** @type {{ [pair: string]: number }} */
    const ranks = {};
    app.findRecordsByFilter('season_rankings', 'season = {:s} && class = {:cl} && kata = {:k} && total > 0', 'rank', 0, 0, { s: season, cl: cls, k: kata }).forEach((r) => (ranks[r.getString('pair')] = r.getInt('rank')));
    const secret = pairSecret(app);
    enrolmentIds.forEach((id) => {
      const rank = ranks[pairOfCouple(app, app.findRecordById('enrolments', id).getString('couple'), secret)];
      if (rank) out[id] = rank;
    });
    return out;
  };
}

/**
 * The seeded draw of one category (lib/draw.js drawCategorySeeded with the season's rule); the seeds
 * carry their season rank to their draw records (`seededRank`, lib/poules.js).
 * @template {{ id: string, clubs: string[], seededRank?: number }} T
 * @param {T[]} couples
 * @param {string} key the draw's seed for the category
 * @param {number} splitAt
 * @param {{ [enrolment: string]: number }} ranks
 * @returns {T[][]}
 */
function drawSeeded(couples, key, splitAt, ranks) {
  const rule = require(`${__hooks}/lib/rules/season_seeding.js`);
  const rankOf = (/** @type {T} */ c) => ranks[c.id] || 0;
  const groups = require(`${__hooks}/lib/draw.js`).drawCategorySeeded(couples, key, splitAt, rankOf, rule.seasonSeededDraw);
  const sorted = couples.slice().sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  rule.seasonSeeds(sorted, rankOf, groups.length).forEach((c) => (c.seededRank = rankOf(c)));
  return groups;
}

module.exports = { drawSeeded, settingsOf, weightsOf, pairOf, pairSecret, storedPair, recompute, setConfirmed, finalEntryProblem, seedingOf, announce, topicOf, RECOMPUTE_EVENTS };
