// Who goes to a category's final, written once: the SPA imports this file, the hooks run
// pb_hooks/lib/rules/final.js compiled from it (scripts/build-hook-rules.mjs). Pure, no imports.
//
// Every group sends the same number of couples, the best floor(finalists / groups), at least its
// winner. A final size that does not divide evenly between the groups is rounded down (equal places per
// group, as the officials do), so "3 couples" with two groups gives 1 + 1. A tie across a group's last
// place must be decided by the officials (a recorded tieBreak) before the final is made.

/** The final's size when the competition has not set it. */
export const DEFAULT_FINALISTS = 6;

/**
 * Whether `count` is a final size the officials may ask for one final: a whole number from 1 to the
 * couples drawn in the category's groups (a larger final could not be filled).
 */
export function finalCountAllowed(count: unknown, drawn: number): boolean {
  return typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= Math.max(1, drawn);
}

/** How many couples each group sends to the final. */
export function perGroup(finalists: number, groups: number): number {
  return Math.max(1, Math.floor((finalists || DEFAULT_FINALISTS) / Math.max(1, groups)));
}

/** The final's plan for a category of `groups` group poules: per group, in all, and whether the asked size is honoured. */
export function finalPlan(finalists: number, groups: number): { perGroup: number; total: number; asked: number; exact: boolean } {
  const asked = finalists || DEFAULT_FINALISTS;
  const each = perGroup(asked, groups);
  const total = each * Math.max(1, groups);
  return { perGroup: each, total, asked, exact: total === asked };
}

/** Whether a group's couples (sorted by rank, then order) are tied across the last place it sends. */
export function tiedAtCutoff(ranked: { rank: number }[], places: number): boolean {
  const last = ranked[places - 1];
  const next = ranked[places];
  return !!last && !!next && last.rank === next.rank;
}
