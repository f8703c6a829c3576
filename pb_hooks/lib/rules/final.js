// Generated from src/lib/rules/final.ts by scripts/build-hook-rules.mjs: do not edit, edit the source and run it.
// @ts-nocheck
"use strict";
// Who goes to a category's final, written once: the SPA imports this file, the hooks run
// pb_hooks/lib/rules/final.js compiled from it (scripts/build-hook-rules.mjs). Pure, no imports.
//
// Every group sends the same number of couples, the best floor(finalists / groups), at least its
// winner. A final size that does not divide evenly between the groups is rounded down (equal places per
// group, as the officials do), so "3 couples" with two groups gives 1 + 1. A tie across a group's last
// place must be decided by the officials (a recorded tieBreak) before the final is made.
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEFAULT_FINALISTS = void 0;
exports.finalCountAllowed = finalCountAllowed;
exports.perGroup = perGroup;
exports.finalPlan = finalPlan;
exports.tiedAtCutoff = tiedAtCutoff;
/** The final's size when the competition has not set it. */
exports.DEFAULT_FINALISTS = 6;
/**
 * Whether `count` is a final size the officials may ask for one final: a whole number from 1 to the
 * couples drawn in the category's groups (a larger final could not be filled).
 */
function finalCountAllowed(count, drawn) {
    return typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= Math.max(1, drawn);
}
/** How many couples each group sends to the final. */
function perGroup(finalists, groups) {
    return Math.max(1, Math.floor((finalists || exports.DEFAULT_FINALISTS) / Math.max(1, groups)));
}
/** The final's plan for a category of `groups` group poules: per group, in all, and whether the asked size is honoured. */
function finalPlan(finalists, groups) {
    const asked = finalists || exports.DEFAULT_FINALISTS;
    const each = perGroup(asked, groups);
    const total = each * Math.max(1, groups);
    return { perGroup: each, total, asked, exact: total === asked };
}
/** Whether a group's couples (sorted by rank, then order) are tied across the last place it sends. */
function tiedAtCutoff(ranked, places) {
    const last = ranked[places - 1];
    const next = ranked[places];
    return !!last && !!next && last.rank === next.rank;
}
