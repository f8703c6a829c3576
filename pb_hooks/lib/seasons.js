// @ts-check
/// <reference path="../env.d.ts" />
// The season's glue (the rules are lib/season.js and lib/season_seeding.js, compiled from
// src/lib/rules/): reads a season's events and their final places, writes the ranking rows, checks a
// pair's qualification for the final event and gives the ranks that seed a draw.
//
// A category's final places are those of its final poule when it has one, else those of its only
// group poule (two groups without a final give no place); couples that did not perform have none.

/** The fields of a ranking row a recompute may change (a row is saved only when one did). */
const SHOWN = ['toriName', 'ukeName', 'clubs', 'nations', 'lines', 'total', 'rank', 'previousRank', 'movement', 'provisional', 'qualified', 'qualifiedRank'];

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
  const rule = require(`${__hooks}/lib/season.js`);
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
 * A pair's key as stored (a digest: the identities behind it hold birthdays) from its two athletes.
 * @param {core.Record} tori
 * @param {core.Record} uke
 */
function pairOf(tori, uke) {
  const rule = require(`${__hooks}/lib/season.js`);
  const key = (/** @type {core.Record} */ a) => rule.seasonAthleteKey(a.getString('name'), a.getString('surname'), a.getString('birthday'));
  return $security.sha256(rule.seasonPairKey(key(tori), key(uke))).slice(0, 40);
}

/**
 * The stored pair key of a couple.
 * @param {CoreApp} app
 * @param {string} coupleId
 */
function pairOfCouple(app, coupleId) {
  const couple = app.findRecordById('couples', coupleId);
  return pairOf(app.findRecordById('athletes', couple.getString('tori')), app.findRecordById('athletes', couple.getString('uke')));
}

/**
 * The placed couples of every competition of a season, read in two queries (the poules, then the
 * placed draws with their couple's two athletes), whatever the number of events and couples: per
 * competition, the final places of each category (the rule in this file's header).
 * @param {CoreApp} app
 * @param {string} seasonId
 * @returns {{ [competition: string]: { circuit: string, kata: string, rank: number, toriName: string, ukeName: string, clubs: string, tori: { name: string, surname: string, birthday: string, country: string }, uke: { name: string, surname: string, birthday: string, country: string } }[] }}
 */
function seasonPlaces(app, seasonId) {
  const inSeason = 'competition IN (SELECT competition FROM season_events WHERE season = {:s})';
  const poules = arrayOf(new DynamicModel({ id: '', competition: '', circuit: '', kata: '', phase: '' }));
  app.db().newQuery('SELECT id, competition, circuit, kata, phase FROM poules WHERE ' + inSeason + ' ORDER BY competition, name').bind({ s: seasonId }).all(poules);
  const draws = arrayOf(
    new DynamicModel({ poule: '', rank: 0, toriName: '', ukeName: '', clubs: '', tn: '', ts: '', tb: '', tc: '', un: '', us: '', ub: '', uc: '' }),
  );
  app
    .db()
    .newQuery(
      'SELECT d.poule AS poule, d.rank AS rank, d.toriName AS toriName, d.ukeName AS ukeName, d.clubs AS clubs, ' +
        't.name AS tn, t.surname AS ts, t.birthday AS tb, t.country AS tc, u.name AS un, u.surname AS us, u.birthday AS ub, u.country AS uc ' +
        'FROM draws d JOIN poules p ON p.id = d.poule JOIN enrolments e ON e.id = d.enrolment JOIN couples c ON c.id = e.couple ' +
        'JOIN athletes t ON t.id = c.tori JOIN athletes u ON u.id = c.uke ' +
        "WHERE p." + inSeason + " AND d.rank > 0 AND d.absence = '' ORDER BY d.poule, d.rank",
    )
    .bind({ s: seasonId })
    .all(draws);
  /** @type {{ [poule: string]: any[] }} */
  const placed = {};
  draws.forEach((d) => (placed[d.poule] = placed[d.poule] || []).push(d));
  /** @type {{ [competition: string]: { [category: string]: any[] } }} */
  const categories = {};
  poules.forEach((p) => {
    const byCategory = (categories[p.competition] = categories[p.competition] || {});
    const key = p.circuit + '|' + p.kata;
    (byCategory[key] = byCategory[key] || []).push(p);
  });
  /** @type {ReturnType<typeof seasonPlaces>} */
  const out = {};
  Object.keys(categories).forEach((competition) => {
    const list = (out[competition] = /** @type {ReturnType<typeof seasonPlaces>[string]} */ ([]));
    Object.keys(categories[competition]).forEach((key) => {
      const group = categories[competition][key];
      const final = group.filter((p) => p.phase === 'final')[0];
      const source = final || (group.length === 1 ? group[0] : null);
      if (!source) return;
      (placed[source.id] || []).forEach((d) =>
        list.push({
          circuit: source.circuit,
          kata: source.kata,
          rank: d.rank,
          toriName: d.toriName,
          ukeName: d.ukeName,
          clubs: d.clubs,
          tori: { name: d.tn, surname: d.ts, birthday: d.tb, country: d.tc },
          uke: { name: d.un, surname: d.us, birthday: d.ub, country: d.uc },
        }),
      );
    });
  });
  return out;
}

/**
 * Recomputes the ranking rows of a season in one transaction and audits it.
 * @param {CoreApp} app
 * @param {string} seasonId
 * @param {{ user?: string, impersonator?: string, reason: string, event?: string }} why
 */
function recompute(app, seasonId, why) {
  const rule = require(`${__hooks}/lib/season.js`);
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
    /** @type {{ [pair: string]: string }} */
    const stored = {};
    const places = seasonPlaces(tx, seasonId);
    const seasonEvents = tx.findRecordsByFilter('season_events', 'season = {:s}', '', 0, 0, { s: seasonId });
    /** @type {{ [id: string]: core.Record }} */
    const competitions = {};
    tx.findRecordsByIds('competitions', seasonEvents.map((ev) => ev.getString('competition'))).forEach((c) => (competitions[c.id] = c));
    /** @param {{ name: string, surname: string, birthday: string }} a */
    const athleteKey = (a) => rule.seasonAthleteKey(a.name, a.surname, a.birthday);
    seasonEvents.forEach((ev) => {
      const competition = competitions[ev.getString('competition')];
      events.push({ id: ev.id, date: competition.getString('date'), weight: weights[ev.getString('level')] || 0, confirmed: ev.getBool('confirmed'), final: competition.id === finalEvent });
      const classes = json(ev, 'classes') || {};
      (places[competition.id] || []).forEach((p) => {
        const cls = classes[p.circuit];
        if (!cls) return;
        const pair = rule.seasonPairKey(athleteKey(p.tori), athleteKey(p.uke));
        // The stored key is a digest of the same two identities (pairOf), computed once per pair.
        stored[pair] = stored[pair] || $security.sha256(pair).slice(0, 40);
        results.push({
          event: ev.id,
          cls: cls,
          kata: p.kata,
          pair: pair,
          toriName: p.toriName,
          ukeName: p.ukeName,
          clubs: categories.clubsOf(p.clubs),
          nations: [p.tori.country, p.uke.country],
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
    /** @type {{ [key: string]: core.Record }} */
    const existing = {};
    tx.findRecordsByFilter('season_rankings', 'season = {:s}', '', 0, 0, { s: seasonId }).forEach((r) => (existing[r.getString('class') + '|' + r.getString('kata') + '|' + r.getString('pair')] = r));
    const collection = tx.findCollectionByNameOrId('season_rankings');
    rows.forEach((row) => {
      const pair = stored[row.pair];
      const key = row.cls + '|' + row.kata + '|' + pair;
      const record = existing[key] || new Record(collection);
      delete existing[key];
      const values = {
        season: seasonId,
        class: row.cls,
        kata: row.kata,
        pair: pair,
        toriName: row.toriName,
        ukeName: row.ukeName,
        clubs: row.clubs,
        nations: row.nations,
        lines: row.lines,
        total: row.total,
        rank: row.rank,
        previousRank: row.previousRank,
        movement: row.movement,
        provisional: row.provisional,
        qualified: !!qualified[rule.seasonQualifiedKey(row.cls, row.kata, row.pair)],
        qualifiedRank: qualified[rule.seasonQualifiedKey(row.cls, row.kata, row.pair)] || 0,
      };
      const before = record.isNew() ? '' : JSON.stringify(SHOWN.map((f) => record.getString(f)));
      Object.keys(values).forEach((f) => record.set(f, /** @type {any} */ (values)[f]));
      const after = JSON.stringify(SHOWN.map((f) => record.getString(f)));
      // Every value is computed here from validated records: saved without validating them again
      // (which would check the season relation once per row).
      if (before !== after) tx.saveNoValidate(record);
    });
    Object.keys(existing).forEach((k) => tx.delete(existing[k]));
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
  return gate.basisOf(gates, pairOf(tori, uke), circuit, kata).some((b) => b.basis === 'none') ? 'season_not_qualified' : null;
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
    enrolmentIds.forEach((id) => {
      const rank = ranks[pairOfCouple(app, app.findRecordById('enrolments', id).getString('couple'))];
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
  const rule = require(`${__hooks}/lib/season_seeding.js`);
  const rankOf = (/** @type {T} */ c) => ranks[c.id] || 0;
  const groups = require(`${__hooks}/lib/draw.js`).drawCategorySeeded(couples, key, splitAt, rankOf, rule.seasonSeededDraw);
  const sorted = couples.slice().sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  rule.seasonSeeds(sorted, rankOf, groups.length).forEach((c) => (c.seededRank = rankOf(c)));
  return groups;
}

module.exports = { drawSeeded, settingsOf, weightsOf, pairOf, recompute, setConfirmed, finalEntryProblem, seedingOf };
