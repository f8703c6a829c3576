// The tatami's sequence of poules and the poule its tablets judge (tatami.ts), on hand-made days.
import { describe, expect, it } from 'vitest';
import { compareOnTatami, coupleDone, pouleOnMat, pouleTatami, tatamiSequence, type TatamiPoule } from './tatami';

const poule = (id: string, tatami: number, startsAt: string, name = id, published = true): TatamiPoule => ({ id, name, tatami, startsAt, published });

describe('the poules of a tatami', () => {
  it('puts a poule without a tatami on tatami 1', () => {
    expect(pouleTatami(0)).toBe(1);
    expect(pouleTatami(1)).toBe(1);
    expect(pouleTatami(3)).toBe(3);
  });

  it('runs them by start time, then by name; unscheduled poules last', () => {
    const day = [
      poule('late', 1, '2026-05-10 11:00:00.000Z'),
      poule('none', 1, '', 'A unscheduled'),
      poule('early', 1, '2026-05-10 09:00:00.000Z', 'Z early'),
      poule('same', 1, '2026-05-10 09:00:00.000Z', 'B same time'),
      poule('other', 2, '2026-05-10 08:00:00.000Z'),
      poule('unassigned', 0, '2026-05-10 10:00:00.000Z'),
      poule('draft', 1, '2026-05-10 08:00:00.000Z', 'draft', false),
    ];
    expect(tatamiSequence(day, 1).map((p) => p.id)).toEqual(['same', 'early', 'unassigned', 'late', 'none']);
    expect(tatamiSequence(day, 2).map((p) => p.id)).toEqual(['other']);
    expect(tatamiSequence(day, 3)).toEqual([]);
    expect(compareOnTatami(day[1]!, day[0]!)).toBeGreaterThan(0);
  });
});

describe('a couple done', () => {
  it('is absent, validated, or (not supervised) has every judge sheet', () => {
    expect(coupleDone({ absence: 'withdrawn', validated: false, sheets: 0 }, true, 5)).toBe(true);
    expect(coupleDone({ validated: true, sheets: 5 }, true, 5)).toBe(true);
    expect(coupleDone({ validated: false, sheets: 5 }, true, 5)).toBe(false);
    expect(coupleDone({ validated: false, sheets: 4 }, false, 5)).toBe(false);
    expect(coupleDone({ validated: false, sheets: 3 }, false, 3)).toBe(true);
  });
});

describe('the poule on the mat', () => {
  it('is the first poule of the sequence with a couple to judge', () => {
    const sequence = [{ id: 'A' }, { id: 'B' }, { id: 'C' }];
    expect(pouleOnMat(sequence, (id) => id !== 'A')).toBe('B');
    expect(pouleOnMat(sequence, () => true)).toBe('A');
    expect(pouleOnMat(sequence, () => false)).toBe('');
    expect(pouleOnMat([], () => true)).toBe('');
  });
});
