// A couple's place in a category, worked out by hand: finalists by the final's rank, the groups'
// couples after them across groups, one group alone by its own rank (decided ties kept), couples not
// scored unplaced, absent couples last (placed only when the competition ranks them); and which places
// are final (the season's).
import { describe, expect, it } from 'vitest';
import { categoryPlaces, type PlaceEntry } from './places';
import { ranks } from './scoring';

function e(enrolment: string, order: number, scored: boolean, points = 0, rank = 0, over: Partial<PlaceEntry> = {}): PlaceEntry {
  return { enrolment, order, scored, rank, points, forgotten: 0, big: 0, medium: 0, small: 0, ...over };
}

const group = (entries: PlaceEntry[]) => ({ phase: 'group', entries });
const final = (entries: PlaceEntry[]) => ({ phase: 'final', entries });

/** [enrolment, phase, place, final] of each row. */
function table(poules: { phase: string; entries: PlaceEntry[] }[]) {
  return categoryPlaces(poules, ranks).map((r) => [r.entry.enrolment, r.phase, r.place, r.final]);
}

describe('categoryPlaces', () => {
  it('one group, no final: the group rank, decided ties kept, every place final; unscored then absent unplaced', () => {
    // b and c tie on every key; the officials decided c before b (the stored ranks 2 and 3).
    const g = group([e('a', 1, true, 500, 1), e('b', 2, true, 480, 3), e('c', 3, true, 480, 2), e('d', 4, false), e('w', 5, false, 0, 0, { absence: 'withdrawn' })]);
    expect(table([g])).toEqual([
      ['a', 'group', 1, true],
      ['c', 'group', 2, true],
      ['b', 'group', 3, true],
      ['d', 'group', null, false],
      ['w', 'group', null, false],
    ]);
  });

  it('one group, absent couples ranked: placed after every other couple, never a final place', () => {
    // 3 couples perform or are to perform, so the absent one is 4th (its stored rank is set).
    const g = group([e('a', 1, true, 500, 1), e('w', 2, false, 0, 4, { absence: 'did_not_perform' }), e('b', 3, true, 490, 2), e('c', 4, false)]);
    expect(table([g])).toEqual([
      ['a', 'group', 1, true],
      ['b', 'group', 2, true],
      ['c', 'group', null, false],
      ['w', 'group', 4, false],
    ]);
  });

  it('two groups without a final: across the groups by points then the tie chain, a tie shares the place, none final', () => {
    // a2 and b1: 480 and 2 small each → share 2nd; b2 has 3 small → 4th.
    const A = group([e('a1', 1, true, 500, 1), e('a2', 2, true, 480, 2, { small: 2 }), e('a3', 3, false)]);
    const B = group([e('b1', 1, true, 480, 1, { small: 2 }), e('b2', 2, true, 480, 2, { small: 3 })]);
    expect(table([A, B])).toEqual([
      ['a1', 'group', 1, false],
      ['a2', 'group', 2, false],
      ['b1', 'group', 2, false],
      ['b2', 'group', 4, false],
      ['a3', 'group', null, false],
    ]);
  });

  it('groups and a final: finalists by final rank (final places), unscored finalists, absent finalist, then the rest from after them', () => {
    // Group A sends a1, a2; group B sends b1, b2. The final: b1 1st, a1 2nd, a2 not scored yet, b2
    // withdrew and the competition ranks absent couples: 3 finalists compete, so b2 is 4th.
    // Not in the final: a3 (470) and b3 (475) → b3 5th, a3 6th (after the 4 finalist rows).
    const A = group([e('a1', 1, true, 500, 1), e('a2', 2, true, 490, 2), e('a3', 3, true, 470, 3)]);
    const B = group([e('b1', 1, true, 505, 1), e('b2', 2, true, 495, 2), e('b3', 3, true, 475, 3)]);
    const F = final([e('a2', 1, false), e('b2', 2, false, 0, 4, { absence: 'withdrawn' }), e('a1', 3, true, 600, 2), e('b1', 4, true, 610, 1)]);
    expect(table([A, B, F])).toEqual([
      ['b1', 'final', 1, true],
      ['a1', 'final', 2, true],
      ['a2', 'final', null, false],
      ['b2', 'final', 4, false],
      ['b3', 'group', 5, false],
      ['a3', 'group', 6, false],
    ]);
  });

  it('a final whose absent couple is not ranked: unplaced; a final alone (no group) ranks its own couples', () => {
    const F = final([e('x', 1, true, 600, 1), e('y', 2, false, 0, 0, { absence: 'did_not_perform' }), e('z', 3, true, 610, 1)]);
    // x and z tie on rank 1 in the final (an undecided tie stays shared).
    expect(table([F])).toEqual([
      ['x', 'final', 1, true],
      ['z', 'final', 1, true],
      ['y', 'final', null, false],
    ]);
  });

  it('hands back the poule and entry objects given (the callers read their own fields)', () => {
    const g = { phase: 'group', entries: [{ ...e('a', 1, true, 500, 1), id: 'draw-a' }], id: 'P' };
    const [row] = categoryPlaces([g], ranks);
    expect(row?.poule).toBe(g);
    expect(row?.entry).toBe(g.entries[0]);
  });
});
