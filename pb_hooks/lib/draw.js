/// <reference path="../../pb_data/types.d.ts" />
// The seeded draw: the same seed and the same couples always give the same poules and the same order
// of execution (the seed is stored on each poule and shown), so anyone can re-run and check it.
// Pure functions; `entries` are { id, clubs: ['01IT0001', …] } sorted by id before drawing so that
// the database's return order cannot change the outcome.

/** 32-bit multiply without relying on Math.imul. */
function imul(a, b) {
  const ah = (a >>> 16) & 0xffff;
  const al = a & 0xffff;
  const bh = (b >>> 16) & 0xffff;
  const bl = b & 0xffff;
  return (al * bl + (((ah * bl + al * bh) << 16) >>> 0)) | 0;
}

/** FNV-1a hash of the seed text → 32-bit state. */
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** mulberry32: a small, well-known PRNG; returns a function giving numbers in [0, 1). */
function prng(seed) {
  let a = hash(String(seed));
  return function () {
    a = (a + 0x6d2b79f5) | 0;
    let t = imul(a ^ (a >>> 15), 1 | a);
    t = (t + imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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

function shareClub(a, b) {
  if (!a || !b) return false;
  for (let i = 0; i < a.clubs.length; i++) if (b.clubs.indexOf(a.clubs[i]) >= 0) return true;
  return false;
}

/**
 * Deals the shuffled entries into `groups` groups of (nearly) equal size, keeping couples of the same
 * club in different groups where possible: the biggest clubs are dealt first, one couple per group in turn.
 */
function split(shuffled, groups) {
  const byClub = {};
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
 * Order of execution inside a group: walks the random order, taking next the couple that does not share
 * a club with the previous one and whose club still has the most couples waiting (so that a big club
 * is not left bunched at the end). Same club back to back only when nothing else is left.
 */
function order(group) {
  const left = group.slice();
  const out = [];
  while (left.length) {
    const prev = out[out.length - 1];
    let best = -1;
    let bestCount = -1;
    for (let i = 0; i < left.length; i++) {
      if (shareClub(prev, left[i])) continue;
      const club = left[i].clubs[0] || '';
      const count = left.filter((e) => (e.clubs[0] || '') === club).length;
      if (count > bestCount) {
        best = i;
        bestCount = count;
      }
    }
    if (best < 0) best = 0;
    out.push(left[best]);
    left.splice(best, 1);
  }
  return out;
}

/** The draw of one category: an array of groups, each the entries in order of execution. */
function drawCategory(entries, seed, splitAt) {
  const sorted = entries.slice().sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const rnd = prng(seed);
  const shuffled = shuffle(sorted, rnd);
  const groups = splitAt > 0 && shuffled.length >= splitAt ? 2 : 1;
  return split(shuffled, groups).map(order);
}

module.exports = { hash, prng, shuffle, split, order, drawCategory, shareClub };
