// Judge consistency by person, as the server computes it (pb_hooks/lib/consistency.js, reached through
// GET /api/custom/competitions/{id}/judges/consistency and /api/custom/judges/consistency): one row per
// named judge over every competition they judged. What the screen derives from a row lives here.
import type { ShadowComparison } from '@/lib/rules/scoring';

export interface JudgeConsistencyRow {
  judge: string;
  name: string;
  club: string;
  /** Competitions with at least one counted couple judged. */
  competitions: number;
  /** Couples judged (complete panels, validated where supervised). */
  couples: number;
  /** Item marks given (the flow mark included). */
  items: number;
  /** Marks cancelled as an item's highest or lowest (five judges). */
  cancelled: number;
  /** Cancelled marks strictly outside the range of the marks that counted. */
  outside: number;
  /** How far those marks lay outside that range, in points, summed. */
  distance: number;
  /** Marks at least the panel distance above the average of the item's counted marks (src/lib/rules/deviation.ts). */
  plus: number;
  /** Marks at least the panel distance below it. */
  minus: number;
  /** Couples judged that have a reference sheet (src/lib/rules/deviation.ts compareReference). */
  refCouples: number;
  /** Items compared with the reference. */
  refItems: number;
  /** Items outside the tolerance above the reference (more lenient). */
  refPlus: number;
  /** Items outside the tolerance below it (harsher). */
  refMinus: number;
  /** The differences from the reference summed, in points. */
  refSum: number;
}

/** The average difference from the reference per item (above 0: more lenient); null without a reference. */
export function referenceBias(r: JudgeConsistencyRow): number | null {
  return r.refItems ? r.refSum / r.refItems : null;
}

/** How often a mark was cancelled and outside, as a fraction of the marks given (null without marks). */
export function outsideShare(r: JudgeConsistencyRow): number | null {
  return r.items ? r.outside / r.items : null;
}

/** By how many points such a mark lay outside, on average (null when none did). */
export function averageDistance(r: JudgeConsistencyRow): number | null {
  return r.outside ? r.distance / r.outside : null;
}

/** How often a mark lay off the panel's average, plus and minus together, as a fraction of the marks given (null without marks). */
export function offPanelShare(r: JudgeConsistencyRow): number | null {
  return r.items ? (r.plus + r.minus) / r.items : null;
}

/**
 * The judges most often outside first (then most often off the panel's average, which three-judge
 * panels give too, then by the average distance, then by name); judges without marks last. Officials
 * read the list from the top: who strays most.
 */
export function byDeviation(rows: readonly JudgeConsistencyRow[]): JudgeConsistencyRow[] {
  return [...rows].sort((a, b) => {
    const sa = outsideShare(a);
    const sb = outsideShare(b);
    if (sa === null || sb === null) return sa === sb ? a.name.localeCompare(b.name) : sa === null ? 1 : -1;
    return sb - sa || (offPanelShare(b) ?? 0) - (offPanelShare(a) ?? 0) || (averageDistance(b) ?? 0) - (averageDistance(a) ?? 0) || a.name.localeCompare(b.name);
  });
}

/** The couple a judges' report row is about (pb_hooks/lib/results.js reportLookups). */
export interface ReportCouple {
  draw: string;
  poule: string;
  pouleName: string;
  /** group | final: the poule is named as people know it ("Group A", "Final"). */
  phase: string;
  kata: string;
  order: number;
  tori: string;
  uke: string;
}

/**
 * A shadow judge's (a trainee's) sheet of one counted couple against the panel's (src/lib/rules/scoring.ts
 * compareShadow), as the competition's consistency route answers it.
 */
export interface ShadowRow extends ShadowComparison, ReportCouple {
  /** The shadow seat (6, 7). */
  seat: number;
  /** The named judge on the shadow seat ('' when none) and their name. */
  judge: string;
  name: string;
}
