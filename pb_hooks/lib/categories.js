// @ts-check
/// <reference path="../env.d.ts" />
// Categories, poules and the final as plain data: which couples compete together (a category is one
// circuit and one kata), the poules a draw makes of them, and who qualifies for the final. Pure
// functions (tests/categories-lib.test.ts runs them in Node); lib/poules.js writes the records.

/**
 * A couple in competition as the draw sees it: its enrolment, category, names and clubs (as a list
 * for the draw, and as the text stored on enrolments and draws).
 * @typedef {{ id: string, circuit: string, kata: string, toriName: string, ukeName: string, clubs: string[], clubsText: string }} Couple
 */

/**
 * A poule to create: its name (A, B … for groups, F for the final), phase, seed, panel size and
 * couples in order of execution.
 * @typedef {{ name: string, phase: 'group' | 'final', seed: string, judges: number, couples: Couple[] }} PoulePlan
 */

/**
 * The clubs of a couple from the space-separated text stored on enrolments and draws.
 * @param {string} text
 */
function clubsOf(text) {
  return String(text || '')
    .split(' ')
    .filter((c) => c);
}

/**
 * The couples grouped by category, categories sorted by circuit then kata ("circuit|kata"), the
 * couples of each in the order given.
 * @template {{ circuit: string, kata: string }} T
 * @param {T[]} couples
 * @returns {{ circuit: string, kata: string, couples: T[] }[]}
 */
function byCategory(couples) {
  /** @type {{ [key: string]: { circuit: string, kata: string, couples: T[] } }} */
  const categories = {};
  couples.forEach((c) => {
    const key = c.circuit + '|' + c.kata;
    if (!categories[key]) categories[key] = { circuit: c.circuit, kata: c.kata, couples: [] };
    categories[key].couples.push(c);
  });
  return Object.keys(categories)
    .sort()
    .map((key) => /** @type {{ circuit: string, kata: string, couples: T[] }} */ (categories[key]));
}

/**
 * The group poules of one category from its drawn groups: named A, B … in the order of the groups.
 * @param {Couple[][]} groups the draw's groups, each in order of execution
 * @param {string} seed
 * @param {number} judges the panel size (the kata sheet's)
 * @returns {PoulePlan[]}
 */
function groupPoules(groups, seed, judges) {
  return groups.map((couples, i) => ({ name: String.fromCharCode(65 + i), phase: /** @type {'group'} */ ('group'), seed: seed, judges: judges, couples: couples }));
}

/**
 * The final of one category: poule F with the qualified couples in their drawn order.
 * @param {Couple[]} ordered
 * @param {string} seed
 * @param {number} judges the panel size (the groups')
 * @returns {PoulePlan}
 */
function finalPoule(ordered, seed, judges) {
  return { name: 'F', phase: 'final', seed: seed, judges: judges, couples: ordered };
}

/**
 * Who goes to the final: the places per group and the tie at the cut-off are src/lib/rules/final.ts
 * (lib/rules/final.js), the SPA's too.
 * Every group must be published and every couple that competes scored (one marked absent counts
 * for neither: lib/rules/absence.js contenders), and no tie may straddle the last place
 * (the officials decide such a tie first). The first problem, group by group, is the answer.
 * @template {{ scored: boolean, rank: number, absence?: string }} D
 * @param {{ published: boolean, draws: D[] }[]} groups each group's draws sorted by rank, then order
 * @param {number} finalists how many couples the final takes (6 when not set)
 * @returns {{ problem: { code: string, message: string } } | { problem: null, qualified: D[] }}
 */
function qualify(groups, finalists) {
  if (!groups.length) return { problem: { code: 'final_no_groups', message: 'This category has no poules yet.' } };
  const rules = require(`${__hooks}/lib/rules/final.js`);
  const absence = require(`${__hooks}/lib/rules/absence.js`);
  const perGroup = rules.perGroup(finalists, groups.length);
  /** @type {D[]} */
  const qualified = [];
  for (let i = 0; i < groups.length; i++) {
    const g0 = /** @type {{ published: boolean, draws: D[] }} */ (groups[i]);
    // A couple marked absent neither holds up the final nor goes to it.
    const g = { published: g0.published, draws: absence.contenders(g0.draws) };
    if (!g.published) return { problem: { code: 'final_unpublished', message: 'Publish and score every poule of the category first.' } };
    if (g.draws.some((d) => !d.scored)) return { problem: { code: 'final_unscored', message: 'Every couple of the category must be scored first.' } };
    if (rules.tiedAtCutoff(g.draws, perGroup)) {
      return { problem: { code: 'final_tie_at_cutoff', message: 'Couples are tied for the last place in the final: the officials must decide the tie first.' } };
    }
    g.draws.slice(0, perGroup).forEach((d) => qualified.push(d));
  }
  return { problem: null, qualified: qualified };
}

/**
 * The seed of a draw: the one given (trimmed), else a fresh one; null when the given one is longer
 * than 64 characters.
 * @param {unknown} given
 * @param {() => string} fresh
 */
function seedOf(given, fresh) {
  const seed = String(given || '').trim();
  if (seed.length > 64) return null;
  return seed || fresh();
}

/**
 * The seed of a draw: the one the officials typed, else a fresh one; refused over 64 characters.
 * @param {unknown} given
 * @returns {string}
 */
function drawSeed(given) {
  const seed = seedOf(given, () => $security.randomStringWithAlphabet(8, '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'));
  if (seed === null) return require(`${__hooks}/lib/util.js`).fieldError('seed', 'draw_seed_too_long', 'The seed is at most 64 characters.');
  return seed;
}

/**
 * A couple joined to a final by hand (`from`: its draw in a group of the category, if any): drawn in a
 * group of the category, that performed there, and not in the final already. Refused on `field`.
 * @param {string} field
 * @param {core.Record | null | undefined} from
 * @param {boolean} already
 * @returns {core.Record}
 */
function checkJoiner(field, from, already) {
  const util = require(`${__hooks}/lib/util.js`);
  if (!from) return util.fieldError(field, 'finalists_not_in_category', 'Pick couples drawn in a group of this category.');
  if (from.getString('absence')) util.fieldError(field, 'finalists_absent', 'The couple did not perform in its group.');
  if (already) util.fieldError(field, 'finalists_already', 'The couple is already in the final.');
  return from;
}

module.exports = { clubsOf, byCategory, groupPoules, finalPoule, qualify, seedOf, drawSeed, checkJoiner };
