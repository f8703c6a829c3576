// Which tie-break decided a rank: couples with the same points are ordered by the chain of
// scoring.ts `compare` (fewer forgotten, big, medium, small, then the officials' decision). The
// results and the leaderboard say, next to such a rank, the key that separated it from the couple
// with the same points just above it (else just below it).
import { decidedBy, type Decider } from './scoring';

export type TieDecider = Exclude<Decider, 'points'>;

export interface RankedCounts {
  points: number;
  forgotten: number;
  big: number;
  medium: number;
  small: number;
  /** The rank or position shown; null when not ranked (not scored yet). */
  rank: number | null;
}

/**
 * Per row (in the given order), the tie-break that decided its rank, or null when its points alone
 * decided it (or it shares the rank, or it is not ranked). Rows with the same points and counts but
 * different ranks were placed by the officials (the public rows do not carry their decision).
 */
export function tieDeciders(rows: RankedCounts[]): (TieDecider | null)[] {
  const ranked = rows
    .map((row, i) => ({ row, i }))
    .filter((x) => x.row.rank !== null)
    .sort((x, y) => (x.row.rank ?? 0) - (y.row.rank ?? 0) || x.i - y.i);
  const out: (TieDecider | null)[] = rows.map(() => null);
  const between = (a: RankedCounts, b: RankedCounts): TieDecider | null => {
    if (a.points !== b.points || a.rank === b.rank) return null;
    const key = decidedBy({ ...a, tieBreak: 0 }, { ...b, tieBreak: 0 });
    return key === null ? 'officials' : key === 'points' ? null : key;
  };
  ranked.forEach((cur, k) => {
    const above = ranked[k - 1];
    const below = ranked[k + 1];
    out[cur.i] = (above && between(above.row, cur.row)) || (below && between(cur.row, below.row)) || null;
  });
  return out;
}

/**
 * The tie-breaks of a category's standings (by draw id): the finalists among themselves, the others
 * among themselves (their positions compare group results across the groups).
 */
export function standingDeciders(
  rows: { draw: string; phase: 'group' | 'final'; position: number | null }[],
  counts: ReadonlyMap<string, Omit<RankedCounts, 'rank'>>,
): Map<string, TieDecider | null> {
  const out = new Map<string, TieDecider | null>();
  for (const phase of ['final', 'group'] as const) {
    const own = rows.filter((r) => r.phase === phase && counts.has(r.draw));
    const deciders = tieDeciders(own.map((r) => ({ ...counts.get(r.draw)!, rank: r.position })));
    own.forEach((r, i) => out.set(r.draw, deciders[i] ?? null));
  }
  return out;
}
