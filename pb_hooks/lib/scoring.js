/// <reference path="../../pb_data/types.d.ts" />
// Kata scoring on the IJF evaluation criteria (DESIGN §8). Pure functions, no PocketBase API:
// src/features/results/scoring.ts is the same maths in TypeScript for the SPA, and a unit test
// (scoring.parity.test.ts) checks with random inputs that both give the same answers.
//
// A kata sheet (collection kata_sheets) says what is marked: `items` (opening, techniques, closing)
// and the `scale` (points per item, the value and the maximum count of each mistake). A judge's
// marks are one entry per item: { small, medium, big, forgotten }.

/** The mark of one item by one judge: 0 when forgotten, else the item's points minus the mistakes. */
function itemMark(mark, scale) {
  if (mark.forgotten) return 0;
  const d = scale.deductions;
  const v = scale.item - mark.small * d.small.points - mark.medium * d.medium.points - mark.big * d.big.points;
  return v < 0 ? 0 : v;
}

/** A judge's total: the sum of the item marks, halved when a technique was forgotten. */
function judgeTotal(marks, scale) {
  let sum = 0;
  let forgotten = false;
  for (let i = 0; i < marks.length; i++) {
    sum += itemMark(marks[i], scale);
    if (marks[i].forgotten) forgotten = true;
  }
  return forgotten ? sum / 2 : sum;
}

/**
 * Which judges' marks of one item are cancelled: with five (or more) judges one highest and one lowest
 * mark; with fewer, none. Ties are broken by the judge's position so that the answer is deterministic.
 * Returns the indexes (into `values`) of the cancelled marks.
 */
function cancelled(values) {
  if (values.length < 5) return [];
  const idx = values.map((_, i) => i);
  idx.sort((a, b) => values[a] - values[b] || a - b);
  return [idx[0], idx[idx.length - 1]];
}

/**
 * The couple's points from a complete panel. `panel` is one marks array per judge (judge 1 first).
 * Per item, the highest and lowest marks are cancelled (five judges) and the others summed (all of
 * them with three judges). The total is halved when the panel's majority marked a technique forgotten.
 * The mistake counts (tie-breaks) are summed over the marks that counted, like the points.
 */
function couplePoints(panel, scale) {
  const judges = panel.length;
  const items = judges ? panel[0].length : 0;
  let points = 0;
  let forgottenItems = 0;
  const counts = { small: 0, medium: 0, big: 0 };
  const outliers = panel.map(() => 0);
  for (let i = 0; i < items; i++) {
    const values = [];
    let forgotVotes = 0;
    for (let j = 0; j < judges; j++) {
      const m = panel[j][i];
      values.push(itemMark(m, scale));
      if (m.forgotten) forgotVotes++;
    }
    if (forgotVotes * 2 > judges) forgottenItems++;
    const out = cancelled(values);
    const kept = [];
    for (let j = 0; j < judges; j++) {
      if (out.indexOf(j) >= 0) continue;
      kept.push(values[j]);
      counts.small += panel[j][i].small;
      counts.medium += panel[j][i].medium;
      counts.big += panel[j][i].big;
    }
    for (let k = 0; k < kept.length; k++) points += kept[k];
    // A judge deviates when their cancelled mark lies strictly outside the marks that counted.
    if (out.length) {
      const lo = Math.min.apply(null, kept);
      const hi = Math.max.apply(null, kept);
      for (let k = 0; k < out.length; k++) if (values[out[k]] < lo || values[out[k]] > hi) outliers[out[k]]++;
    }
  }
  if (forgottenItems > 0) points = points / 2;
  return {
    points: points,
    forgotten: forgottenItems,
    big: counts.big,
    medium: counts.medium,
    small: counts.small,
    judgeTotals: panel.map((m) => judgeTotal(m, scale)),
    outliers: outliers,
  };
}

/**
 * Order of two scored couples: more points first, then fewer forgotten techniques, fewer big, medium
 * and small mistakes, then the officials' decision (`tieBreak`: 1 before 2 …; 0 = not decided,
 * after any decided place). 0 means they share the rank.
 */
function compare(a, b) {
  if (a.points !== b.points) return b.points - a.points;
  if (a.forgotten !== b.forgotten) return a.forgotten - b.forgotten;
  if (a.big !== b.big) return a.big - b.big;
  if (a.medium !== b.medium) return a.medium - b.medium;
  if (a.small !== b.small) return a.small - b.small;
  // A recorded place (1, 2 …) goes before none, so that the order stays consistent when the
  // officials have placed only some of the tied couples.
  const ta = a.tieBreak > 0 ? a.tieBreak : Infinity;
  const tb = b.tieBreak > 0 ? b.tieBreak : Infinity;
  if (ta !== tb) return ta < tb ? -1 : 1;
  return 0;
}

/** Ranks (1, 2, 2, 4 …) for the rows in the given order of `rows`; returns an array of ranks. */
function ranks(rows) {
  const order = rows.map((_, i) => i);
  order.sort((x, y) => compare(rows[x], rows[y]) || x - y);
  const out = rows.map(() => 0);
  for (let k = 0; k < order.length; k++) {
    const i = order[k];
    out[i] = k > 0 && compare(rows[order[k - 1]], rows[i]) === 0 ? out[order[k - 1]] : k + 1;
  }
  return out;
}

/**
 * Checks one judge's marks against the sheet. Returns null when valid, else { item, message }.
 * Only techniques can be forgotten; counts are whole numbers within the scale's maximums.
 */
function validateMarks(marks, items, scale) {
  if (!Array.isArray(marks)) return { item: -1, message: 'The marks must be a list.' };
  if (marks.length !== items.length) {
    return { item: -1, message: 'The kata has ' + items.length + ' marked items; ' + marks.length + ' were given.' };
  }
  const kinds = ['small', 'medium', 'big'];
  for (let i = 0; i < marks.length; i++) {
    const m = marks[i];
    if (!m || typeof m !== 'object') return { item: i, message: 'Item ' + (i + 1) + ' has no marks.' };
    for (let k = 0; k < kinds.length; k++) {
      const v = m[kinds[k]];
      const max = scale.deductions[kinds[k]].max;
      if (typeof v !== 'number' || Math.floor(v) !== v || v < 0 || v > max) {
        return { item: i, message: 'Item ' + (i + 1) + ': ' + kinds[k] + ' mistakes must be between 0 and ' + max + '.' };
      }
    }
    if (typeof m.forgotten !== 'boolean') return { item: i, message: 'Item ' + (i + 1) + ': forgotten must be true or false.' };
    if (m.forgotten && items[i].kind !== 'technique') {
      return { item: i, message: 'Item ' + (i + 1) + ' is not a technique and cannot be forgotten.' };
    }
    if (m.forgotten && (m.small || m.medium || m.big)) {
      return { item: i, message: 'Item ' + (i + 1) + ': a forgotten technique has no mistakes.' };
    }
  }
  return null;
}

module.exports = { itemMark, judgeTotal, cancelled, couplePoints, compare, ranks, validateMarks };
