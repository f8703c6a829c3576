// A drawn couple that does not perform, written once: the SPA imports this file, the hooks run
// pb_hooks/lib/rules/absence.js compiled from it (scripts/build-hook-rules.mjs). Pure, no imports.
//
// The officials mark a couple *withdrawn* (it announced it will not perform) or *did not perform*
// (called and absent), with a reason (rules/reason.ts), for as long as it has no evaluation. Such a couple leaves the
// running order, is never scored, never goes to the final and never holds up the final of its group.
// Its place in the results is a competition setting (`absentRanked`): by default it has no rank and
// shows its state; when ranked, it shares the place after every couple of its poule that performs.

/** The states of a couple that will not perform. */
export const ABSENCES = ['withdrawn', 'did_not_perform'] as const;
export type Absence = (typeof ABSENCES)[number];

/** Whether a value is one of the absence states. */
export function isAbsence(value: unknown): value is Absence {
  return typeof value === 'string' && (ABSENCES as readonly string[]).includes(value);
}

/** The couples of a poule that compete: every draw but the absent ones, in the given order. */
export function contenders<T extends { absence?: string }>(draws: readonly T[]): T[] {
  return draws.filter((d) => !d.absence);
}

/**
 * The rank of an absent couple in a poule of `competing` couples that perform (or are still to):
 * the place after all of them when the competition ranks absent couples, else none (0).
 */
export function absentRank(competing: number, ranked: boolean): number {
  return ranked ? competing + 1 : 0;
}

/**
 * Whether a group's couple may still be marked absent or have its mark taken back: not once its
 * category's final is drawn, since the final was made from the group's results as they stood (a
 * couple taken back would perform in a group that has already handed on its finalists). A final's
 * own couples stay open: an absent finalist's place goes to the next best of its group.
 */
export function absenceOpen(phase: string, categoryHasFinal: boolean): boolean {
  return phase === 'final' || !categoryHasFinal;
}
