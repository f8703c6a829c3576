// @ts-check
/// <reference path="../env.d.ts" />
// The seeded draw: the same seed and the same couples always give the same poules and the same order
// of execution (the seed is stored on each poule and shown), so anyone can re-run and check it.
// Pure functions; `entries` are { id, clubs: ['01IT0001', …] } sorted by id before drawing so that
// the database's return order cannot change the outcome.

/** @typedef {{ id: string, clubs: string[] }} DrawEntry */

/**
 * 32-bit multiply without relying on Math.imul.
 * @param {number} a
 * @param {number} b
 */
function imul(a, b) {
  const ah = (a >>> 16) & 0xffff;
  const al = a & 0xffff;
  const bh = (b >>> 16) & 0xffff;
  const bl = b & 0xffff;
  return (al * bl + (((ah * bl + al * bh) << 16) >>> 0)) | 0;
}

/**
 * FNV-1a hash of the seed text → 32-bit state.
 * @param {string} text
 */
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/**
 * mulberry32: a small, well-known PRNG; returns a function giving numbers in [0, 1).
 * @param {unknown} seed
 * @returns {() => number}
 */
function prng(seed) {
  let a = hash(String(seed));
  return function () {
    a = (a + 0x6d2b79f5) | 0;
    let t = imul(a ^ (a >>> 15), 1 | a);
    t = (t + imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * @template T
 * @param {T[]} list
 * @param {() => number} rnd
 */
function shuffle(list, rnd) {
  const a = list.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    const t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
  return a;
}

/**
 * @param {DrawEntry | null | undefined} a
 * @param {DrawEntry | null | undefined} b
 */
function shareClub(a, b) {
  if (!a || !b) return false;
  for (let i = 0; i < a.clubs.length; i++) if (b.clubs.indexOf(a.clubs[i]) >= 0) return true;
  return false;
}

/**
 * Deals the shuffled entries into `groups` groups of (nearly) equal size, keeping couples of the same
 * club in different groups where possible: the biggest clubs are dealt first, one couple per group in turn.
 * @template {DrawEntry} T
 * @param {T[]} shuffled
 * @param {number} groups
 * @returns {T[][]}
 */
function split(shuffled, groups) {
  /** @type {{ [club: string]: T[] }} */
  const byClub = {};
  /** @type {string[]} */
  const clubOrder = [];
  shuffled.forEach((e) => {
    const c = e.clubs[0] || '';
    if (!byClub[c]) {
      byClub[c] = [];
      clubOrder.push(c);
    }
    byClub[c].push(e);
  });
  // Stable: bigger clubs first, equal sizes keep their (random) first appearance.
  const clubs = clubOrder.slice().sort((x, y) => byClub[y].length - byClub[x].length || clubOrder.indexOf(x) - clubOrder.indexOf(y));
  /** @type {T[][]} */
  const out = [];
  for (let g = 0; g < groups; g++) out.push([]);
  let turn = 0;
  clubs.forEach((c) => {
    byClub[c].forEach((e) => {
      out[turn % groups].push(e);
      turn++;
    });
  });
  // Restore the random order inside each group (the dealing order favoured big clubs).
  return out.map((g) => shuffled.filter((e) => g.indexOf(e) >= 0));
}

/**
 * How many back-to-back pairs of an order share a club.
 * @param {DrawEntry[]} list
 */
function conflicts(list) {
  let n = 0;
  for (let i = 1; i < list.length; i++) if (shareClub(list[i - 1], list[i])) n++;
  return n;
}

// Above this many states (product of (couples of a kind + 1), times the kinds) the exact sampler
// would be slow in the hooks' VM; such a group has many distinct club sets, which is when a random
// shuffle already keeps clubs apart almost always, so the draw tries shuffles instead.
const EXACT_STATES = 200000;
const SHUFFLES = 10000;

/**
 * Order of execution inside a group: uniformly random among the orders with the fewest back-to-back
 * couples sharing a club, which is every order keeping same-club couples apart whenever one exists.
 * Every couple therefore has the same chance of every place that the rule allows; no club is favoured.
 *
 * Exact sampler: couples with the same set of clubs are interchangeable for the rule, so the order is
 * drawn as a sequence of these kinds and the couples of each kind are then shuffled into their slots.
 * For every (couples left of each kind, kind performed last) the sampler counts the fewest conflicts
 * still needed and how many kind sequences reach it, then picks each next kind with probability
 * proportional to the sequences that continue from it. Each kind sequence stands for the same number
 * of couple orders (the product of the kinds' factorials), so couple orders are uniform too.
 * Groups too varied for the counting (see EXACT_STATES) are ordered by shuffling until no couples of
 * the same club are adjacent (a rejection sampler: still exactly uniform over those orders); if none
 * of SHUFFLES shuffles manages it, the one with the fewest adjacent pairs among them is kept.
 * @template {DrawEntry} T
 * @param {T[]} group
 * @param {() => number} [rnd]
 * @returns {T[]}
 */
function order(group, rnd) {
  if (!rnd) rnd = prng('');
  if (group.length < 2) return group.slice();
  /** @type {string[]} */
  const keys = [];
  /** @type {T[][]} */
  const members = [];
  group.forEach((e) => {
    const key = e.clubs.slice().sort().join(' ');
    let t = keys.indexOf(key);
    if (t < 0) {
      t = keys.length;
      keys.push(key);
      members.push([]);
    }
    members[t].push(e);
  });
  const kinds = keys.length;
  let states = kinds;
  for (let t = 0; t < kinds && states <= EXACT_STATES; t++) states *= members[t].length + 1;
  if (states > EXACT_STATES) return byShuffling(group, rnd);

  /** @type {boolean[][]} */
  const clash = [];
  for (let a = 0; a < kinds; a++) {
    clash.push([]);
    for (let b = 0; b < kinds; b++) clash[a].push(shareClub(members[a][0], members[b][0]));
  }
  const counts = members.map((m) => m.length);
  /** @type {{ [state: string]: [number, number] }} */
  const memo = {};
  // [fewest conflicts still needed, number of kind sequences reaching it] from this state.
  /**
   * @param {number} last
   * @param {number} left
   * @returns {[number, number]}
   */
  function solve(last, left) {
    if (left === 0) return [0, 1];
    const key = counts.join(',') + '|' + last;
    if (memo[key]) return memo[key];
    let best = Infinity;
    let ways = 0;
    for (let t = 0; t < kinds; t++) {
      if (!counts[t]) continue;
      counts[t]--;
      const r = solve(t, left - 1);
      counts[t]++;
      const c = r[0] + (last >= 0 && clash[last][t] ? 1 : 0);
      if (c < best) {
        best = c;
        ways = r[1];
      } else if (c === best) ways += r[1];
    }
    memo[key] = [best, ways];
    return memo[key];
  }

  const slots = members.map((m) => shuffle(m, rnd));
  /** @type {T[]} */
  const out = [];
  let last = -1;
  for (let left = group.length; left > 0; left--) {
    const need = solve(last, left)[0];
    /** @type {[number, number][]} */
    const options = [];
    let total = 0;
    for (let t = 0; t < kinds; t++) {
      if (!counts[t]) continue;
      counts[t]--;
      const r = solve(t, left - 1);
      counts[t]++;
      if (r[0] + (last >= 0 && clash[last][t] ? 1 : 0) !== need) continue;
      options.push([t, r[1]]);
      total += r[1];
    }
    let pick = rnd() * total;
    let chosen = options[options.length - 1][0];
    for (let k = 0; k < options.length; k++) {
      if (pick < options[k][1]) {
        chosen = options[k][0];
        break;
      }
      pick -= options[k][1];
    }
    counts[chosen]--;
    // The counts say a couple of the chosen kind is left.
    out.push(/** @type {T} */ (slots[chosen].pop()));
    last = chosen;
  }
  return out;
}

/**
 * Rejection sampler for groups too varied for the exact counting (see order).
 * @template {DrawEntry} T
 * @param {T[]} group
 * @param {() => number} rnd
 * @returns {T[]}
 */
function byShuffling(group, rnd) {
  let best = group;
  let bestConflicts = Infinity;
  for (let k = 0; k < SHUFFLES; k++) {
    const candidate = shuffle(group, rnd);
    const c = conflicts(candidate);
    if (c === 0) return candidate;
    if (c < bestConflicts) {
      best = candidate;
      bestConflicts = c;
    }
  }
  return best;
}

/**
 * The draw of one category: an array of groups, each the entries in order of execution.
 * @template {DrawEntry} T
 * @param {T[]} entries
 * @param {string} seed
 * @param {number} splitAt
 * @returns {T[][]}
 */
function drawCategory(entries, seed, splitAt) {
  const sorted = entries.slice().sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const rnd = prng(seed);
  const shuffled = shuffle(sorted, rnd);
  const groups = splitAt > 0 && shuffled.length >= splitAt ? 2 : 1;
  return split(shuffled, groups).map((g) => order(g, rnd));
}

/**
 * The draw of one category seeded from a season's ranking: `seeded` is the season's rule
 * (lib/rules/season_seeding.js seasonSeededDraw), `rankOf` an entry's rank in the ranking (0: unranked).
 * The seeds are placed by the rule; every other entry is split and ordered as drawCategory does,
 * from the same seed.
 * @template {DrawEntry} T
 * @param {T[]} entries
 * @param {string} seed
 * @param {number} splitAt
 * @param {(entry: T) => number} rankOf
 * @param {(entries: T[], rankOf: (entry: T) => number, groups: number, drawRest: (rest: T[], groups: number) => T[][]) => T[][]} seeded
 * @returns {T[][]}
 */
function drawCategorySeeded(entries, seed, splitAt, rankOf, seeded) {
  const sorted = entries.slice().sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const rnd = prng(seed);
  const groups = splitAt > 0 && sorted.length >= splitAt ? 2 : 1;
  return seeded(sorted, rankOf, groups, (rest, n) => split(shuffle(rest, rnd), n).map((g) => order(g, rnd)));
}

module.exports = { hash, prng, shuffle, split, order, drawCategory, drawCategorySeeded, shareClub, conflicts };
