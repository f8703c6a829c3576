// Hand-computed standings: which tie-break decided each rank.
import { describe, expect, it } from 'vitest';
import { tieDeciders, type RankedCounts } from './tieBreaks';

const row = (points: number, rank: number | null, counts: Partial<RankedCounts> = {}): RankedCounts => ({ points, forgotten: 0, big: 0, medium: 0, small: 0, rank, ...counts });

describe('tieDeciders', () => {
  it('names nothing when points alone decide', () => {
    expect(tieDeciders([row(250, 1), row(240.5, 2), row(230, 3)])).toEqual([null, null, null]);
  });

  it('names the first key that separates couples with the same points, on both of them', () => {
    // 253.5 each: one big mistake against none → the couple without it is first.
    const rows = [row(253.5, 2, { big: 1, small: 4 }), row(253.5, 1, { small: 6 }), row(250, 3)];
    expect(tieDeciders(rows)).toEqual(['big', 'big', null]);
  });

  it('goes down the chain: forgotten before big, medium, small', () => {
    expect(tieDeciders([row(200, 1, { forgotten: 0, big: 3 }), row(200, 2, { forgotten: 1 })])).toEqual(['forgotten', 'forgotten']);
    expect(tieDeciders([row(200, 1, { medium: 1, small: 0 }), row(200, 2, { medium: 2 })])).toEqual(['medium', 'medium']);
    expect(tieDeciders([row(200, 1, { small: 2 }), row(200, 2, { small: 3 })])).toEqual(['small', 'small']);
  });

  it('with three tied couples each takes the key against the one above it, the first the one below', () => {
    const rows = [row(180, 1, { big: 0 }), row(180, 2, { big: 1, small: 1 }), row(180, 3, { big: 1, small: 2 })];
    expect(tieDeciders(rows)).toEqual(['big', 'big', 'small']);
  });

  it('same points and counts on different ranks: the officials decided', () => {
    expect(tieDeciders([row(150, 2), row(150, 1)])).toEqual(['officials', 'officials']);
  });

  it('a shared rank and an unranked couple have no tie-break', () => {
    expect(tieDeciders([row(150, 1), row(150, 1), row(0, null)])).toEqual([null, null, null]);
  });
});

describe('standingDeciders', () => {
  it('compares finalists among themselves and the others among themselves', async () => {
    const { standingDeciders } = await import('./tieBreaks');
    const c = (points: number, big = 0) => ({ points, forgotten: 0, big, medium: 0, small: 0 });
    const counts = new Map([
      ['f1', c(300)],
      ['f2', c(300, 1)],
      ['g1', c(300, 2)],
      ['g2', c(280)],
    ]);
    const rows = [
      { draw: 'f1', phase: 'final' as const, position: 1 },
      { draw: 'f2', phase: 'final' as const, position: 2 },
      { draw: 'g1', phase: 'group' as const, position: 3 },
      { draw: 'g2', phase: 'group' as const, position: 4 },
    ];
    expect(Object.fromEntries(standingDeciders(rows, counts))).toEqual({ f1: 'big', f2: 'big', g1: null, g2: null });
  });
});
