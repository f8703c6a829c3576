// @ts-check
/// <reference path="../env.d.ts" />
// The gate of a season's final event (docs/season.md "Qualification"): in each season whose final
// event the competition is, a circuit mapped to a season class admits a pair qualified in its
// class × kata (ranked in the top N at the cut-off) or holding a wildcard; circuits with no class are
// not gated. The enrolment hook refuses by it; the athletes and the final's staff read its basis.

/**
 * @typedef {{ season: core.Record, classes: { [circuit: string]: string }, ranks: { [key: string]: number }, wildcards: { [key: string]: string } }} Gate
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
    /** @type {{ [key: string]: string }} */
    const wildcards = {};
    app.findRecordsByFilter('season_wildcards', 'season = {:s}', 'created', 0, 0, { s: season.id }).forEach((w) => {
      const pair = seasons.pairOf(app.findRecordById('athletes', w.getString('tori')), app.findRecordById('athletes', w.getString('uke')));
      wildcards[keyOf(w.getString('class'), w.getString('kata'), pair)] = w.getString('reason');
    });
    return { season: season, classes: (event && json(event, 'classes')) || {}, ranks: ranks, wildcards: wildcards };
  });
}

/**
 * The basis on which a pair enters the final event in a circuit, one per gate of that circuit: its
 * rank at the cut-off, else its wildcard's reason, else 'none' (refused).
 * @param {Gate[]} gates
 * @param {string} pair the stored pair key (lib/seasons.js pairOf)
 * @param {string} circuit
 * @param {string} kata
 * @returns {Basis[]}
 */
function basisOf(gates, pair, circuit, kata) {
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
      reason: wildcard ? g.wildcards[key] : '',
    });
  });
  return out;
}

/**
 * The qualification of each couple of an owner for the final events still to come (not draft, not
 * archived): the circuit each couple would enter (lib/enrolment.js findCircuit) and its basis there.
 * @param {CoreApp} app
 * @param {string} ownerId
 */
function ownerQualifications(app, ownerId) {
  const seasons = require(`${__hooks}/lib/seasons.js`);
  const enrolment = require(`${__hooks}/lib/enrolment.js`);
  /** @type {{ [id: string]: boolean }} */
  const finals = {};
  app.findRecordsByFilter('seasons', 'finalEvent != ""', '', 0, 0).forEach((s) => (finals[s.getString('finalEvent')] = true));
  /** @type {any[]} */
  const out = [];
  const ids = Object.keys(finals);
  if (!ids.length) return out;
  const couples = app.findRecordsByFilter('couples', 'owner = {:u}', '', 0, 0, { u: ownerId });
  if (!couples.length) return out;
  app.findRecordsByIds('competitions', ids).forEach((competition) => {
    const status = competition.getString('status');
    if (status === 'draft' || status === 'archived') return;
    const gates = gatesOf(app, competition.id);
    couples.forEach((couple) => {
      const tori = app.findRecordById('athletes', couple.getString('tori'));
      const uke = app.findRecordById('athletes', couple.getString('uke'));
      const circuit = enrolment.findCircuit(app, competition, couple, tori, uke);
      if (!circuit) return;
      basisOf(gates, seasons.pairOf(tori, uke), circuit.id, couple.getString('kata')).forEach((b) =>
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
 */
function enrolmentQualifications(app, competitionId) {
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
  enrolments.forEach((en) => {
    const couple = couples[en.getString('couple')];
    const tori = couple && athletes[couple.getString('tori')];
    const uke = couple && athletes[couple.getString('uke')];
    if (!couple || !tori || !uke) return;
    const kata = en.getString('kata') || couple.getString('kata');
    basisOf(gates, seasons.pairOf(tori, uke), en.getString('circuit'), kata).forEach((b) => out.push(Object.assign({ enrolment: en.id }, b)));
  });
  return out;
}

module.exports = { gatesOf, basisOf, ownerQualifications, enrolmentQualifications };
