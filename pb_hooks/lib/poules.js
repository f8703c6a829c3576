// @ts-check
/// <reference path="../env.d.ts" />
// Writes the poules a draw or a final planned (lib/categories.js): the poule, then one draw record
// per couple in order of execution, with the names and clubs the public results show.

/**
 * Creates the poule of a plan and its draws; returns the poule.
 * @param {CoreApp} tx the transaction of the draw
 * @param {string} competitionId
 * @param {string} circuit
 * @param {string} kata
 * @param {import('./categories.js').PoulePlan} plan
 */
function createPoule(tx, competitionId, circuit, kata, plan) {
  const poule = new Record(tx.findCollectionByNameOrId('poules'));
  poule.set('competition', competitionId);
  poule.set('circuit', circuit);
  poule.set('kata', kata);
  poule.set('name', plan.name);
  poule.set('phase', plan.phase);
  poule.set('seed', plan.seed);
  poule.set('judges', plan.judges);
  poule.set('published', false);
  tx.save(poule);
  const draws = tx.findCollectionByNameOrId('draws');
  plan.couples.forEach((couple, i) => {
    const draw = new Record(draws);
    draw.set('poule', poule.id);
    draw.set('enrolment', couple.id);
    draw.set('order', i + 1);
    draw.set('toriName', couple.toriName);
    draw.set('ukeName', couple.ukeName);
    draw.set('clubs', couple.clubsText);
    // The season rank a seeded couple was placed by (results_draws.pb.js); 0 when drawn.
    draw.set('seededRank', /** @type {{ seededRank?: number }} */ (couple).seededRank || 0);
    tx.save(draw);
  });
  return poule;
}

/**
 * A couple as the draw sees it (lib/categories.js), from its enrolment or from its draw in a
 * group poule (both carry the names and clubs).
 * @param {core.Record} record an enrolment, or a draw
 * @param {string} enrolmentId
 * @param {string} circuit
 * @param {string} kata
 * @returns {import('./categories.js').Couple}
 */
function coupleOf(record, enrolmentId, circuit, kata) {
  const clubsText = record.getString('clubs');
  return {
    id: enrolmentId,
    circuit: circuit,
    kata: kata,
    toriName: record.getString('toriName'),
    ukeName: record.getString('ukeName'),
    clubs: require(`${__hooks}/lib/categories.js`).clubsOf(clubsText),
    clubsText: clubsText,
  };
}

module.exports = { createPoule, coupleOf };
