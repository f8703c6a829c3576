// Categories, poules and the final as plain data (pb_hooks/lib/categories.js), run in Node: which
// couples compete together, the poules a draw makes of them, who qualifies for the final.
import { describe, expect, it } from 'vitest';
import { loadHookLib } from './helpers/hookLib';

interface Couple {
  id: string;
  circuit: string;
  kata: string;
  toriName: string;
  ukeName: string;
  clubs: string[];
  clubsText: string;
}
interface PoulePlan {
  name: string;
  phase: 'group' | 'final';
  seed: string;
  judges: number;
  couples: Couple[];
}
interface Standing {
  scored: boolean;
  rank: number;
  id?: string;
}
type Qualification<D> = { problem: { code: string; message: string } } | { problem: null; qualified: D[] };

const lib = loadHookLib<{
  clubsOf(text: string): string[];
  byCategory<T extends { circuit: string; kata: string }>(couples: T[]): { circuit: string; kata: string; couples: T[] }[];
  groupPoules(groups: Couple[][], seed: string, judges: number): PoulePlan[];
  finalPoule(ordered: Couple[], seed: string, judges: number): PoulePlan;
  qualify<D extends Standing>(groups: { published: boolean; draws: D[] }[], finalists: number): Qualification<D>;
  seedOf(given: unknown, fresh: () => string): string | null;
}>('pb_hooks/lib/categories.js');

const couple = (id: string, circuit: string, kata: string, clubsText = '01IT0001'): Couple => ({
  id,
  circuit,
  kata,
  toriName: `Tori ${id}`,
  ukeName: `Uke ${id}`,
  clubs: lib.clubsOf(clubsText),
  clubsText,
});

/** A group poule's draws sorted by rank: `ranks` in order, all scored unless said otherwise. */
const group = (ranks: number[], opts: { published?: boolean; unscored?: number } = {}) => ({
  published: opts.published ?? true,
  draws: ranks.map((rank, i) => ({ id: `d${i}-${rank}`, rank, scored: i !== opts.unscored })),
});

const problemOf = <D,>(q: Qualification<D>) => (q.problem ? q.problem.code : null);

describe('categories', () => {
  it('reads the clubs of a couple from the stored text', () => {
    expect(lib.clubsOf('01IT0001 02IT0002')).toEqual(['01IT0001', '02IT0002']);
    expect(lib.clubsOf(' 02IT0002')).toEqual(['02IT0002']);
    expect(lib.clubsOf('')).toEqual([]);
  });

  it('groups couples by circuit and kata, categories in key order, couples in the given order', () => {
    const couples = [couple('c', 'B', 'nage'), couple('a', 'A', 'nage'), couple('d', 'A', 'katame'), couple('b', 'A', 'nage')];
    const categories = lib.byCategory(couples);
    expect(categories.map((c) => `${c.circuit}|${c.kata}`)).toEqual(['A|katame', 'A|nage', 'B|nage']);
    expect(categories[1]?.couples.map((c) => c.id)).toEqual(['a', 'b']);
    expect(lib.byCategory([])).toEqual([]);
  });

  it('names group poules A, B … in the order of the drawn groups, the final F', () => {
    const groups = [[couple('a', 'A', 'nage'), couple('b', 'A', 'nage')], [couple('c', 'A', 'nage')]];
    const plans = lib.groupPoules(groups, 'SEED', 5);
    expect(plans.map((p) => [p.name, p.phase, p.seed, p.judges, p.couples.map((c) => c.id)])).toEqual([
      ['A', 'group', 'SEED', 5, ['a', 'b']],
      ['B', 'group', 'SEED', 5, ['c']],
    ]);
    const final = lib.finalPoule([couple('b', 'A', 'nage'), couple('a', 'A', 'nage')], 'F1', 3);
    expect([final.name, final.phase, final.seed, final.judges, final.couples.map((c) => c.id)]).toEqual(['F', 'final', 'F1', 3, ['b', 'a']]);
  });

  it('takes a given seed trimmed, a fresh one when none, and refuses one over 64 characters', () => {
    expect(lib.seedOf('  KATA  ', () => 'FRESH')).toBe('KATA');
    expect(lib.seedOf('', () => 'FRESH')).toBe('FRESH');
    expect(lib.seedOf(undefined, () => 'FRESH')).toBe('FRESH');
    expect(lib.seedOf('x'.repeat(64), () => 'FRESH')).toBe('x'.repeat(64));
    expect(lib.seedOf('x'.repeat(65), () => 'FRESH')).toBeNull();
  });
});

describe('qualification for the final', () => {
  it('takes the best finalists / groups of each group, in rank order', () => {
    const q = lib.qualify([group([1, 2, 3, 4]), group([1, 2, 3])], 4);
    expect(q.problem).toBeNull();
    if (!q.problem) expect(q.qualified.map((d) => d.id)).toEqual(['d0-1', 'd1-2', 'd0-1', 'd1-2']);
  });

  it('takes six when the competition sets no number, and a whole group when it is smaller', () => {
    const q = lib.qualify([group([1, 2, 3, 4, 5, 6, 7, 8])], 0);
    if (!q.problem) expect(q.qualified).toHaveLength(6);
    const small = lib.qualify([group([1, 2])], 6);
    if (!small.problem) expect(small.qualified).toHaveLength(2);
    expect(q.problem ?? small.problem).toBeNull();
  });

  it('sends at least each group winner when there are more groups than finalists', () => {
    const q = lib.qualify([group([1, 2]), group([1, 2])], 1);
    expect(q.problem).toBeNull();
    if (!q.problem) expect(q.qualified.map((d) => d.rank)).toEqual([1, 1]);
  });

  it('refuses a category without groups, with an unpublished or unscored group, or a tie at the cut', () => {
    expect(problemOf(lib.qualify([], 6))).toBe('final_no_groups');
    expect(problemOf(lib.qualify([group([1, 2]), group([1, 2], { published: false })], 4))).toBe('final_unpublished');
    expect(problemOf(lib.qualify([group([1, 2, 3], { unscored: 2 })], 2))).toBe('final_unscored');
    expect(problemOf(lib.qualify([group([1, 2, 2, 4])], 2))).toBe('final_tie_at_cutoff');
  });

  it('lets a tie below the cut or inside the qualified places stand', () => {
    expect(problemOf(lib.qualify([group([1, 2, 3, 3])], 2))).toBeNull();
    expect(problemOf(lib.qualify([group([1, 1, 3])], 2))).toBeNull();
  });

  it('answers with the first problem, group by group', () => {
    // The first group is unscored, the second unpublished: the first group's problem is the answer.
    expect(problemOf(lib.qualify([group([1, 2], { unscored: 0 }), group([1, 2], { published: false })], 4))).toBe('final_unscored');
  });
});
