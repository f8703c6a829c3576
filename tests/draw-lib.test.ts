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
