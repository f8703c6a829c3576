// Generated from src/lib/rules/unfinished.ts by scripts/build-hook-rules.mjs: do not edit, edit the source and run it.
// @ts-nocheck
"use strict";
// What is not finished in a competition's results, written once: the sign-off dialog and the warning
// before archiving (SPA) and the season's recompute (pb_hooks/lib/rules/unfinished.js, compiled from this
// file by scripts/build-hook-rules.mjs) read the same list. Pure, no imports.
//
// A category (circuit × kata) gives final places from its final poule when it has one, else from its
// only group (two groups or more without a final give none); couples that did not perform have none.
// So a category gives no places when:
// - `groups_without_final`: it was split into groups and no final was drawn;
// - `final_not_performed`: its final was drawn and nobody in it has a place yet;
// - `not_judged`: it has one poule (no split) and nobody in it has a place yet.
// A poule is unfinished while a couple drawn in it is neither scored nor absent (withdrawn, did not
// perform): `unjudged`.
Object.defineProperty(exports, "__esModule", { value: true });
exports.judged = judged;
exports.unfinishedResults = unfinishedResults;
exports.isFinished = isFinished;
/** A couple is judged once it is scored or marked absent (withdrawn, did not perform). */
function judged(d) {
    return d.scored || !!d.absence;
}
/** A place counts when the couple has a rank and did perform (the season's rule). */
function placed(d) {
    return d.rank > 0 && !d.absence;
}
/** What is unfinished among a competition's poules and their draws (draws of other poules are ignored). */
function unfinishedResults(poules, draws) {
    const byPoule = {};
    for (let i = 0; i < draws.length; i++) {
        const d = draws[i];
        (byPoule[d.poule] = byPoule[d.poule] || []).push(d);
    }
    const unjudged = [];
    const categories = {};
    const order = [];
    for (let i = 0; i < poules.length; i++) {
        const p = poules[i];
        const left = (byPoule[p.id] || []).filter((d) => !judged(d));
        if (left.length) {
            unjudged.push({
                poule: p.id,
                circuit: p.circuit,
                kata: p.kata,
                name: p.name,
                phase: p.phase === 'final' ? 'final' : 'group',
                couples: left.map((d) => ({ toriName: d.toriName || '', ukeName: d.ukeName || '' })),
            });
        }
        const key = p.circuit + '\u0000' + p.kata;
        if (!categories[key]) {
            categories[key] = [];
            order.push(key);
        }
        categories[key].push(p);
    }
    const unplaced = [];
    for (let i = 0; i < order.length; i++) {
        const list = categories[order[i]];
        const first = list[0];
        const final = list.filter((p) => p.phase === 'final')[0];
        const groups = list.filter((p) => p.phase !== 'final').map((p) => p.name).sort();
        const reason = final
            ? (byPoule[final.id] || []).some(placed)
                ? null
                : 'final_not_performed'
            : list.length > 1
                ? 'groups_without_final'
                : (byPoule[first.id] || []).some(placed)
                    ? null
                    : 'not_judged';
        if (reason)
            unplaced.push({ circuit: first.circuit, kata: first.kata, reason: reason, groups: groups });
    }
    return { unjudged: unjudged, unplaced: unplaced };
}
/** Nothing is left to judge and every category gives places. */
function isFinished(u) {
    return !u.unjudged.length && !u.unplaced.length;
}
