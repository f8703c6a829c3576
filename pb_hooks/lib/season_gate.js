// @ts-check
/// <reference path="../env.d.ts" />
// The gate of a season's final event (docs/season.md, its qualification): in each season whose final
// event the competition is, a circuit mapped to a season class admits a pair qualified in its
// class × kata (ranked in the top N at the cut-off) or holding a wildcard; circuits with no class are
// not gated. The enrolment hook refuses by it; the athletes and the final's staff read its basis.
// A wildcard's reason is written by admins for admins: others read it only when the wildcard says
// so (`reasonPublic`). An athlete reads the finals of the seasons they may read (the seasons' own
// view rule): a private season is not named to a pair that has no part in it.

/**
 * @typedef {{ season: core.Record, classes: { [circuit: string]: string }, ranks: { [key: string]: number }, wildcards: { [key: string]: { reason: string, public: boolean } } }} Gate
 * @typedef {{ season: string, seasonName: string, class: string, kata: string, basis: 'rank' | 'wildcard' | 'none', rank: number, reason: string }} Basis
 */

/** @param {string} cls @param {string} kata @param {string} pair */
const keyOf = (cls, kata, pair) => cls + '|' + kata + '|' + pair;

/**
 * The gates of a competition: one per season whose final event it is (none: not a final).
 * @param {CoreApp} app
 * @param {string} competitionId
 * @returns {Gate[]}
 */
function gatesOf(app, competitionId) {
  const seasons = require(`${__hooks}/lib/seasons.js`);
  const json = require(`${__hooks}/lib/results.js`).json;
  return app.findRecordsByFilter('seasons', 'finalEvent = {:c}', '', 0, 0, { c: competitionId }).map((season) => {
    const event = app.findRecordsByFilter('season_events', 'season = {:s} && competition = {:c}', '', 1, 0, { s: season.id, c: competitionId })[0];
    /** @type {{ [key: string]: number }} */
    const ranks = {};
    app
      .findRecordsByFilter('season_rankings', 'season = {:s} && qualified = true', '', 0, 0, { s: season.id })
      .forEach((r) => (ranks[keyOf(r.getString('class'), r.getString('kata'), r.getString('pair'))] = r.getInt('qualifiedRank')));
    /** @type {Gate['wildcards']} */
    const wildcards = {};
    const secret = seasons.pairSecret(app);
    app.findRecordsByFilter('season_wildcards', 'season = {:s}', 'created', 0, 0, { s: season.id }).forEach((w) => {
      const pair = seasons.pairOf(app, app.findRecordById('athletes', w.getString('tori')), app.findRecordById('athletes', w.getString('uke')), secret);
      wildcards[keyOf(w.getString('class'), w.getString('kata'), pair)] = { reason: w.getString('reason'), public: w.getBool('reasonPublic') };
    });
    return { season: season, classes: (event && json(event, 'classes')) || {}, ranks: ranks, wildcards: wildcards };
  });
}

/**
 * The basis on which a pair enters the final event in a circuit, one per gate of that circuit: its
 * rank at the cut-off, else its wildcard (with its reason when public or `privateReasons`), else
 * 'none' (refused).
 * @param {Gate[]} gates
 * @param {string} pair the stored pair id (lib/seasons.js pairOf)
 * @param {string} circuit
 * @param {string} kata
 * @param {boolean} privateReasons the reader is an admin: every wildcard's reason
 * @returns {Basis[]}
 */
function basisOf(gates, pair, circuit, kata, privateReasons) {
  /** @type {Basis[]} */
  const out = [];
  gates.forEach((g) => {
    const cls = g.classes[circuit];
    if (!cls) return;
    const key = keyOf(cls, kata, pair);
    const ranked = key in g.ranks;
    const wildcard = !ranked && key in g.wildcards;
    out.push({
      season: g.season.id,
      seasonName: g.season.getString('name'),
      class: cls,
      kata: kata,
      basis: ranked ? 'rank' : wildcard ? 'wildcard' : 'none',
      rank: ranked ? g.ranks[key] : 0,
      reason: wildcard && (privateReasons || g.wildcards[key].public) ? g.wildcards[key].reason : '',
    });
  });
  return out;
}

/**
 * The qualification of each couple of an owner for the final events still to come (not draft, not
 * archived) of the seasons the owner may read: the circuit each couple would enter (lib/enrolment.js
 * findCircuit) and its basis there.
 * @param {CoreApp} app
 * @param {string} ownerId
 * @param {(season: core.Record) => boolean} mayRead the caller passes the season's view rule
 * @param {boolean} privateReasons the caller is an admin
 */
function ownerQualifications(app, ownerId, mayRead, privateReasons) {
  const seasons = require(`${__hooks}/lib/seasons.js`);
  const enrolment = require(`${__hooks}/lib/enrolment.js`);
  /** @type {{ [id: string]: boolean }} */
  const finals = {};
  app.findRecordsByFilter('seasons', 'finalEvent != ""', '', 0, 0).forEach((s) => {
    if (mayRead(s)) finals[s.getString('finalEvent')] = true;
  });
  /** @type {any[]} */
  const out = [];
  const ids = Object.keys(finals);
  if (!ids.length) return out;
  const couples = app.findRecordsByFilter('couples', 'owner = {:u}', '', 0, 0, { u: ownerId });
  if (!couples.length) return out;
  app.findRecordsByIds('competitions', ids).forEach((competition) => {
    const status = competition.getString('status');
    if (status === 'draft' || status === 'archived') return;
    const gates = gatesOf(app, competition.id).filter((g) => mayRead(g.season));
    const secret = seasons.pairSecret(app);
    couples.forEach((couple) => {
      const tori = app.findRecordById('athletes', couple.getString('tori'));
      const uke = app.findRecordById('athletes', couple.getString('uke'));
      const circuit = enrolment.findCircuit(app, competition, couple, tori, uke);
      if (!circuit) return;
      basisOf(gates, seasons.pairOf(app, tori, uke, secret), circuit.id, couple.getString('kata'), privateReasons).forEach((b) =>
        out.push(Object.assign({ couple: couple.id, competition: competition.id, competitionName: competition.getString('name'), competitionDate: competition.getString('date') }, b)),
      );
    });
  });
  return out;
}

/**
 * The basis of each enrolment of a final event (empty when the competition is no final).
 * @param {CoreApp} app
 * @param {string} competitionId
 * @param {boolean} privateReasons the caller is an admin (the final's organizers read public reasons)
 */
function enrolmentQualifications(app, competitionId, privateReasons) {
  const seasons = require(`${__hooks}/lib/seasons.js`);
  const gates = gatesOf(app, competitionId);
  /** @type {any[]} */
  const out = [];
  if (!gates.length) return out;
  const enrolments = app.findRecordsByFilter('enrolments', 'competition = {:c}', '', 0, 0, { c: competitionId });
  /** @type {{ [id: string]: core.Record }} */
  const couples = {};
  const coupleIds = enrolments.map((en) => en.getString('couple'));
  if (coupleIds.length) app.findRecordsByIds('couples', coupleIds).forEach((c) => (couples[c.id] = c));
  /** @type {{ [id: string]: core.Record }} */
  const athletes = {};
  const athleteIds = Object.keys(couples).reduce((/** @type {string[]} */ acc, id) => acc.concat([couples[id].getString('tori'), couples[id].getString('uke')]), []);
  if (athleteIds.length) app.findRecordsByIds('athletes', athleteIds).forEach((a) => (athletes[a.id] = a));
  const secret = seasons.pairSecret(app);
  enrolments.forEach((en) => {
    const couple = couples[en.getString('couple')];
    const tori = couple && athletes[couple.getString('tori')];
    const uke = couple && athletes[couple.getString('uke')];
    if (!couple || !tori || !uke) return;
    const kata = en.getString('kata') || couple.getString('kata');
    basisOf(gates, seasons.pairOf(app, tori, uke, secret), en.getString('circuit'), kata, privateReasons).forEach((b) => out.push(Object.assign({ enrolment: en.id }, b)));
  });
  return out;
}

module.exports = { gatesOf, basisOf, ownerQualifications, enrolmentQualifications };
