// Seeding a draw from the season's ranking, through the hooks' draw (pb_hooks/lib/draw.js) with the
// compiled rule, as the draw route runs it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seasonSeedCount, seasonSeedGroups, seasonSeededDraw } from './seasonSeeding';

interface Entry {
  id: string;
  clubs: string[];
  rank: number;
}
const hookModule = { exports: {} };
new Function('module', readFileSync(join(process.cwd(), 'pb_hooks/lib/draw.js'), 'utf8'))(hookModule);
const draw = hookModule.exports as {
  drawCategorySeeded(entries: Entry[], seed: string, splitAt: number, rankOf: (e: Entry) => number, seeded: typeof seasonSeededDraw): Entry[][];
};

/** Pearson's chi-square of observed counts against equal expected counts. */
function chiSquare(observed: number[]): number {
  const expected = observed.reduce((a, b) => a + b, 0) / observed.length;
  return observed.reduce((acc, o) => acc + (o - expected) ** 2 / expected, 0);
}

describe('seeding from the ranking', () => {
  it('two per group, serpentine, the better-ranked last', () => {
    expect(seasonSeedCount(2)).toBe(4);
    expect(seasonSeedGroups([1, 2, 3, 4, 5], 2)).toEqual([[4, 1], [3, 2]]);
    expect(seasonSeedGroups([1, 2, 3], 2)).toEqual([[1], [3, 2]]);
    expect(seasonSeedGroups([1, 2, 3], 1)).toEqual([[2, 1]]);
  });

  /*
   * Ten pairs of ten clubs, split in two groups (split at 10): the four best-ranked (ranks 1–4) and a
   * ranked fifth that does not seed, five unranked. Over 1,000 seeds the seeds always land 1,4 in A
   * and 2,3 in B, performing last (the better last); each of the six others takes each of the six
   * free slots (A 1–3, B 1–3) uniformly: chi-square with 5 degrees of freedom, 0.999 quantile
   * 20.515. The seeds are fixed, so the test computes the same counts on every run.
   */
  it('across 1,000 seeds: top-4 at 1,4 / 2,3 and last in their groups, the rest uniform', () => {
    const entries: Entry[] = Array.from({ length: 10 }, (_, i) => ({ id: `p${i}`, clubs: [`0${i}IT000${i}`], rank: [3, 0, 1, 0, 5, 4, 0, 2, 0, 0][i]! }));
    const rest = entries.filter((e) => e.rank === 0 || e.rank > 4).map((e) => e.id);
    const counts: Record<string, number[]> = Object.fromEntries(rest.map((id) => [id, new Array<number>(6).fill(0)]));
    for (let s = 0; s < 1000; s++) {
      const groups = draw.drawCategorySeeded(entries, `season-${s}`, 10, (e) => e.rank, seasonSeededDraw);
      expect(groups).toHaveLength(2);
      const [a = [], b = []] = groups;
      expect(a.slice(-2).map((e) => e.rank)).toEqual([4, 1]);
      expect(b.slice(-2).map((e) => e.rank)).toEqual([3, 2]);
      expect([a.length, b.length]).toEqual([5, 5]);
      a.slice(0, 3).forEach((e, i) => counts[e.id]![i]!++);
      b.slice(0, 3).forEach((e, i) => counts[e.id]![3 + i]!++);
    }
    for (const id of rest) expect(chiSquare(counts[id]!), id).toBeLessThan(20.515);
  });

  it('reproducible from the seed, whatever the input order', () => {
    const entries: Entry[] = Array.from({ length: 12 }, (_, i) => ({ id: `q${i}`, clubs: [`0${i % 3}IT0001`], rank: i < 6 ? i + 1 : 0 }));
    const one = draw.drawCategorySeeded(entries, 'X', 10, (e) => e.rank, seasonSeededDraw).map((g) => g.map((e) => e.id));
    const two = draw.drawCategorySeeded(entries.slice().reverse(), 'X', 10, (e) => e.rank, seasonSeededDraw).map((g) => g.map((e) => e.id));
    expect(two).toEqual(one);
  });
});
