// Seeding a draw from the season's ranking, written once: the SPA imports this file, the hooks run
// pb_hooks/lib/rules/season_seeding.js compiled from it (scripts/build-hook-rules.mjs). Pure, no imports.
//
// Italian practice: the best-ranked pairs of a category are spread over its groups in a serpentine
// (two groups: 1st and 4th to A, 2nd and 3rd to B; one group: 1st and 2nd) and perform last in their
// group, the better-ranked last of all. Two seeds per group. Every other pair is drawn as an unseeded
// draw draws (uniformly, clubs kept apart), so the draw stays reproducible from its seed.

/** How many pairs a category seeds: two per group. */
export function seasonSeedCount(groups: number): number {
  return Math.max(0, Math.floor(groups)) * 2;
}

/**
 * The seeded pairs of each group, in order of execution (they perform after the unseeded ones):
 * `ranked` are the category's ranked pairs, best first; only the first seasonSeedCount(groups) seed.
 */
export function seasonSeedGroups<T>(ranked: readonly T[], groups: number): T[][] {
  const n = Math.max(1, Math.floor(groups));
  const out: T[][] = [];
  for (let g = 0; g < n; g++) out.push([]);
  ranked.slice(0, seasonSeedCount(n)).forEach((pair, i) => {
    // Serpentine: 0,1,…,n−1 then n−1,…,0.
    const lap = Math.floor(i / n);
    const g = lap % 2 === 0 ? i % n : n - 1 - (i % n);
    (out[g] as T[]).push(pair);
  });
  // Better-ranked last: each group's seeds were added best first.
  return out.map((g) => g.reverse());
}

/**
 * A seeded draw of one category in `groups` groups. `rankOf` gives each pair's rank in the season's
 * ranking (0: unranked); the best seasonSeedCount(groups) ranked pairs seed (equal ranks keep the
 * given order), every other pair is drawn into the groups by `drawRest` (the fair draw), and each
 * group's seeds perform after them.
 */
export function seasonSeededDraw<T>(entries: readonly T[], rankOf: (entry: T) => number, groups: number, drawRest: (rest: T[], groups: number) => T[][]): T[][] {
  const ranked = seasonSeeds(entries, rankOf, groups);
  const seeds = seasonSeedGroups(ranked, groups);
  const drawn = drawRest(entries.filter((e) => ranked.indexOf(e) < 0), seeds.length);
  return seeds.map((s, g) => (drawn[g] ?? []).concat(s));
}

/** The pairs that seed a category of `groups` groups, best first: the best seasonSeedCount(groups) ranked ones (equal ranks keep the given order). */
export function seasonSeeds<T>(entries: readonly T[], rankOf: (entry: T) => number, groups: number): T[] {
  return entries
    .map((e, i) => ({ e: e, i: i, rank: rankOf(e) }))
    .filter((x) => x.rank > 0)
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .slice(0, seasonSeedCount(groups))
    .map((x) => x.e);
}
