// A couple's place in a category (circuit × kata), written once: the public standings (SPA,
// src/lib/board/snapshot.ts) and the season's recompute (pb_hooks/lib/seasons.js, running
// pb_hooks/lib/rules/places.js compiled from this file by scripts/build-hook-rules.mjs) read the same
// list. Pure, no imports (the tie chain across groups, scoring's `ranks`, is handed in).
import type { TieKeys } from './scoring';
//
// In the order of the standings:
// 1. With a final: its couples by their final rank (the poule's rank, with the officials' decided
//    ties); its couples not scored yet after them, unplaced, in order of execution; then its absent
//    couples, placed after every finalist that performs when the competition ranks absent couples
//    (their rank is then set), else unplaced.
// 2. The couples of the groups that are not in the final: with one group and no final, by the group's
//    rank (its decided ties kept); else across the groups by points and the tie chain (no decision
//    across groups exists, so a tie there shares the place), after the final's couples. Couples not
//    scored yet follow, unplaced; absent couples last, placed after every other couple when the
//    competition ranks them, else unplaced.
// A place is *final* (counted by the season, src/lib/rules/season.ts, and by its medals) when it is
// the final's rank of a couple that performed in it or, in a category with one group and no final,
// the group's rank of a couple that performed. The other places (the groups' couples behind a final,
// the places across two groups without a final, absent couples) only order the standings: two groups
// without a final give no final place (the officials draw and judge the final first), and a couple
// that did not perform has none.

/** What the rule reads of a drawn couple. */
export interface PlaceEntry {
  /** The enrolment: the same couple in a group and in the final. */
  enrolment: string;
  order: number;
  scored: boolean;
  /** The poule's rank (0 while unplaced; an absent couple's is set when the competition ranks it). */
  rank: number;
  /** withdrawn | did_not_perform; '' or missing while the couple competes. */
  absence?: string;
  points: number;
  forgotten: number;
  big: number;
  medium: number;
  small: number;
}

export interface PlacePoule {
  /** 'final' for the category's final; anything else is a group. */
  phase: string;
  entries: readonly PlaceEntry[];
}

export interface CategoryPlace<P extends PlacePoule> {
  poule: P;
  entry: P['entries'][number];
  phase: 'group' | 'final';
  /** The place in the standings; null while unplaced. */
  place: number | null;
  /** A final place of the category (see the header). */
  final: boolean;
}

/** The order of a poule's couples: the scored by rank, then those not scored yet in order of execution. */
export function byRankThenOrder(a: { scored: boolean; rank: number; order: number }, b: { scored: boolean; rank: number; order: number }): number {
  return a.scored && b.scored ? a.rank - b.rank : a.scored ? -1 : b.scored ? 1 : a.order - b.order;
}

/**
 * Every couple of a category's poules with its place, in the order of the standings (the rule in the
 * header). `ranks` is scoring's ranks (src/lib/rules/scoring.ts): equal keys share a rank.
 */
export function categoryPlaces<P extends PlacePoule>(poules: readonly P[], ranks: (rows: TieKeys[]) => number[]): CategoryPlace<P>[] {
  type E = P['entries'][number];
  const out: CategoryPlace<P>[] = [];
  const final = poules.filter((p) => p.phase === 'final')[0];
  const groups = poules.filter((p) => p.phase !== 'final');
  const inFinal: Record<string, boolean> = {};
  if (final) {
    const fe = final.entries.slice().sort(byRankThenOrder);
    const competing = final.entries.filter((e) => !e.absence).length;
    for (let i = 0; i < fe.length; i++) {
      const e = fe[i] as E;
      inFinal[e.enrolment] = true;
      if (!e.absence) out.push({ poule: final, entry: e, phase: 'final', place: e.scored ? e.rank : null, final: e.scored && e.rank > 0 });
    }
    // A finalist who did not perform in the final stays in it, after those who did.
    for (let i = 0; i < fe.length; i++) {
      const e = fe[i] as E;
      if (e.absence) out.push({ poule: final, entry: e, phase: 'final', place: e.rank ? competing + 1 : null, final: false });
    }
  }
  const base = out.length;
  const all: { e: E; p: P }[] = [];
  groups.forEach((p) => p.entries.forEach((e) => !inFinal[e.enrolment] && all.push({ e: e, p: p })));
  const rest = all.filter((x) => !x.e.absence);
  const scored = rest.filter((x) => x.e.scored);
  // One group without a final: its own rank, which keeps the officials' decided ties.
  const alone = !final && groups.length === 1;
  const rk = alone
    ? scored.map((x) => x.e.rank)
    : ranks(scored.map((x) => ({ points: x.e.points, forgotten: x.e.forgotten, big: x.e.big, medium: x.e.medium, small: x.e.small, tieBreak: 0 })));
  scored
    .map((_, i) => i)
    .sort((a, b) => (rk[a] as number) - (rk[b] as number) || a - b)
    .forEach((i) => {
      const x = scored[i] as { e: E; p: P };
      out.push({ poule: x.p, entry: x.e, phase: 'group', place: base + (rk[i] as number), final: alone && x.e.rank > 0 });
    });
  rest.forEach((x) => !x.e.scored && out.push({ poule: x.p, entry: x.e, phase: 'group', place: null, final: false }));
  const after = out.length + 1;
  all.forEach((x) => x.e.absence && out.push({ poule: x.p, entry: x.e, phase: 'group', place: x.e.rank ? after : null, final: false }));
  return out;
}
