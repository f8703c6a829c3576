// Generated from src/lib/rules/places.ts by scripts/build-hook-rules.mjs: do not edit, edit the source and run it.
// @ts-nocheck
"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.byRankThenOrder = byRankThenOrder;
exports.categoryPlaces = categoryPlaces;
/** The order of a poule's couples: the scored by rank, then those not scored yet in order of execution. */
function byRankThenOrder(a, b) {
    return a.scored && b.scored ? a.rank - b.rank : a.scored ? -1 : b.scored ? 1 : a.order - b.order;
}
/**
 * Every couple of a category's poules with its place, in the order of the standings (the rule in the
 * header). `ranks` is scoring's ranks (src/lib/rules/scoring.ts): equal keys share a rank.
 */
function categoryPlaces(poules, ranks) {
    const out = [];
    const final = poules.filter((p) => p.phase === 'final')[0];
    const groups = poules.filter((p) => p.phase !== 'final');
    const inFinal = {};
    if (final) {
        const fe = final.entries.slice().sort(byRankThenOrder);
        const competing = final.entries.filter((e) => !e.absence).length;
        for (let i = 0; i < fe.length; i++) {
            const e = fe[i];
            inFinal[e.enrolment] = true;
            if (!e.absence)
                out.push({ poule: final, entry: e, phase: 'final', place: e.scored ? e.rank : null, final: e.scored && e.rank > 0 });
        }
        // A finalist who did not perform in the final stays in it, after those who did.
        for (let i = 0; i < fe.length; i++) {
            const e = fe[i];
            if (e.absence)
                out.push({ poule: final, entry: e, phase: 'final', place: e.rank ? competing + 1 : null, final: false });
        }
    }
    const base = out.length;
    const all = [];
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
        .sort((a, b) => rk[a] - rk[b] || a - b)
        .forEach((i) => {
        const x = scored[i];
        out.push({ poule: x.p, entry: x.e, phase: 'group', place: base + rk[i], final: alone && x.e.rank > 0 });
    });
    rest.forEach((x) => !x.e.scored && out.push({ poule: x.p, entry: x.e, phase: 'group', place: null, final: false }));
    const after = out.length + 1;
    all.forEach((x) => x.e.absence && out.push({ poule: x.p, entry: x.e, phase: 'group', place: x.e.rank ? after : null, final: false }));
    return out;
}
