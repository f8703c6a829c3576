// The seeded draw (pb_hooks/lib/draw.js) as plain functions: reproducible from the seed, independent of
// the input order, groups balanced, same-club couples apart whenever that is possible.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';

interface Entry {
  id: string;
  clubs: string[];
}
// The hook library is a goja (CommonJS) script; the package is ESM, so load it by hand.
const hookModule = { exports: {} };
new Function('module', readFileSync(new URL('../pb_hooks/lib/draw.js', import.meta.url), 'utf8'))(hookModule);
const lib = hookModule.exports as {
  drawCategory(entries: Entry[], seed: string, splitAt: number): Entry[][];
  prng(seed: string): () => number;
  conflicts(list: Entry[]): number;
};

const club = (e: Entry) => e.clubs[0] ?? '';

const entriesArb = fc
  .array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 24 })
  .map((clubs) => clubs.map((c, i) => ({ id: `e${String(i).padStart(3, '0')}`, clubs: [`0${c}IT000${c}`] })));

describe('seeded draw', () => {
  it('the generator is deterministic per seed and in [0, 1)', () => {
    const a = lib.prng('KATA');
    const b = lib.prng('KATA');
    const xs = Array.from({ length: 50 }, () => a());
    expect(Array.from({ length: 50 }, () => b())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(lib.prng('OTHER')()).not.toBe(xs[0]);
  });

  it('same seed and couples → same draw, whatever order the database returns them in', () => {
    fc.assert(
      fc.property(entriesArb, fc.string(), (entries, seed) => {
        const one = lib.drawCategory(entries, seed, 10);
        const two = lib.drawCategory(entries.slice().reverse(), seed, 10);
        expect(two.map((g) => g.map((e) => e.id))).toEqual(one.map((g) => g.map((e) => e.id)));
      }),
    );
  });

  it('everyone drawn once; ten or more → two groups differing by at most one', () => {
    fc.assert(
      fc.property(entriesArb, fc.string(), (entries, seed) => {
        const groups = lib.drawCategory(entries, seed, 10);
        expect(groups).toHaveLength(entries.length >= 10 ? 2 : 1);
        expect(groups.flat().map((e) => e.id).sort()).toEqual(entries.map((e) => e.id).sort());
        const sizes = groups.map((g) => g.length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('no same club back to back when no club has more than half the group', () => {
    fc.assert(
      fc.property(entriesArb, fc.string(), (entries, seed) => {
        for (const g of lib.drawCategory(entries, seed, 10)) {
          const counts: Record<string, number> = {};
          g.forEach((e) => (counts[club(e)] = (counts[club(e)] ?? 0) + 1));
          if (Math.max(...Object.values(counts)) > Math.ceil(g.length / 2)) continue;
          g.slice(1).forEach((e, i) => expect(club(e)).not.toBe(club(g[i] as Entry)));
        }
      }),
    );
  });

  it('a club is spread over the two groups', () => {
    fc.assert(
      fc.property(entriesArb.filter((e) => e.length >= 10), fc.string(), (entries, seed) => {
        const [a = [], b = []] = lib.drawCategory(entries, seed, 10);
        const clubs = new Set(entries.map(club));
        for (const c of clubs) {
          const na = a.filter((e) => club(e) === c).length;
          const nb = b.filter((e) => club(e) === c).length;
          expect(Math.abs(na - nb)).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});

/** Every order of `list` (n! of them; used for n <= 7). */
function permutations<T>(list: T[]): T[][] {
  if (list.length <= 1) return [list.slice()];
  return list.flatMap((x, i) => permutations([...list.slice(0, i), ...list.slice(i + 1)]).map((rest) => [x, ...rest]));
}

/** Pearson's chi-square of observed counts against expected counts (cells expected 0 must be 0). */
function chiSquare(observed: number[], expected: number[]): number {
  return observed.reduce((acc, o, i) => {
    const e = expected[i] ?? 0;
    if (e === 0) {
      expect(o).toBe(0);
      return acc;
    }
    return acc + (o - e) ** 2 / e;
  }, 0);
}

const SEEDS = 10000;
const couples = (clubs: string[]): Entry[] => clubs.map((c, i) => ({ id: `c${i}`, clubs: [c] }));

/**
 * The draw is uniform among the allowed orders (the fewest same-club neighbours): every order of the
 * couples is enumerated, the allowed ones kept, and from them the exact chance of each couple at each
 * place. 10,000 fixed seeds (fair-0 … fair-9999) are drawn and, place by place, the counts are compared
 * with those chances by a chi-square test. The bound is the 0.999 quantile of the chi-square law with
 * (couples − 1) degrees of freedom, so a fair sampler fails it one time in a thousand per place; the
 * seeds are fixed, so the test computes the same counts on every run and cannot flake: it either always
 * passes or always fails. The old greedy order ("club with most couples waiting") put a couple of the
 * biggest club first on 10,000 of 10,000 seeds and fails the first place by thousands.
 */
function placeFairness(clubs: string[], critical: number) {
  const entries = couples(clubs);
  const all = permutations(entries);
  const fewest = Math.min(...all.map((o) => lib.conflicts(o)));
  const allowed = all.filter((o) => lib.conflicts(o) === fewest);
  const n = entries.length;
  const expected = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (const o of allowed) o.forEach((e, place) => (expected[place]![Number(e.id.slice(1))]! += SEEDS / allowed.length));
  const observed = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let s = 0; s < SEEDS; s++) {
    const [group = []] = lib.drawCategory(entries, `fair-${s}`, 0);
    expect(lib.conflicts(group)).toBe(fewest);
    group.forEach((e, place) => observed[place]![Number(e.id.slice(1))]!++);
  }
  return observed.map((row, place) => chiSquare(row, expected[place]!)).map((x) => expect(x).toBeLessThan(critical));
}

describe('fair draw', () => {
  it('clubs 3/2/1/1: each couple takes each place as often as the allowed orders give it (chi-square, 10,000 seeds)', () => {
    // 7 couples: 6 degrees of freedom, 0.999 quantile 22.458.
    placeFairness(['01IT0001', '01IT0001', '01IT0001', '02IT0002', '02IT0002', '03IT0003', '04IT0004'], 22.458);
  });

  it('the biggest club is not first in every draw', () => {
    const entries = couples(['01IT0001', '01IT0001', '01IT0001', '02IT0002', '02IT0002', '03IT0003', '04IT0004']);
    let first = 0;
    for (let s = 0; s < 2000; s++) if (lib.drawCategory(entries, `first-${s}`, 0)[0]?.[0]?.clubs[0] === '01IT0001') first++;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(2000);
  });

  it('no order keeps clubs apart (4 of 5 from one club): uniform among the orders with the fewest neighbours', () => {
    // The fewest same-club neighbours is 2 (A B A A A, A A B A A …). 5 couples: 4 degrees of freedom,
    // 0.999 quantile 18.467.
    placeFairness(['01IT0001', '01IT0001', '01IT0001', '01IT0001', '02IT0002'], 18.467);
  });

  it('a couple of two clubs clashes with both', () => {
    const entries: Entry[] = [
      { id: 'a', clubs: ['01IT0001', '02IT0002'] },
      { id: 'b', clubs: ['01IT0001'] },
      { id: 'c', clubs: ['02IT0002'] },
      { id: 'd', clubs: ['03IT0003'] },
    ];
    for (let s = 0; s < 200; s++) {
      const [g = []] = lib.drawCategory(entries, `two-${s}`, 0);
      expect(lib.conflicts(g)).toBe(0);
    }
  });
});
