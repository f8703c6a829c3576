// Generated from src/lib/rules/tatami.ts by scripts/build-hook-rules.mjs: do not edit, edit the source and run it.
// @ts-nocheck
"use strict";
// Which poule a tatami's tablets judge, written once: the SPA imports this file, the hooks run
// pb_hooks/lib/rules/tatami.js compiled from it (scripts/build-hook-rules.mjs). Pure, no imports.
//
// A judge's tablet opens seat n of a tatami for the whole day, not of one poule. The poules of a
// tatami run one after the other (by start time, then by name: the running order's sequence), and
// the tablets judge the first poule of that sequence whose couples are not all done; when its last
// couple is done, the next poule of the tatami comes up on the same tablets with the same panel.
Object.defineProperty(exports, "__esModule", { value: true });
exports.pouleTatami = pouleTatami;
exports.compareOnTatami = compareOnTatami;
exports.tatamiSequence = tatamiSequence;
exports.coupleDone = coupleDone;
exports.pouleOnMat = pouleOnMat;
/** The tatami a poule runs on: a poule not assigned to one runs on tatami 1 (a hall with one mat). */
function pouleTatami(tatami) {
    return tatami >= 1 ? Math.floor(tatami) : 1;
}
function time(value) {
    if (!value)
        return NaN;
    return Date.parse(value.includes(' ') ? value.replace(' ', 'T') : value);
}
/**
 * The order poules run in on one tatami: by start time, then by name, then by id. A poule without a
 * start time comes after every poule that has one.
 */
function compareOnTatami(a, b) {
    const ta = time(a.startsAt);
    const tb = time(b.startsAt);
    if (Number.isNaN(ta) !== Number.isNaN(tb))
        return Number.isNaN(ta) ? 1 : -1;
    if (!Number.isNaN(ta) && ta !== tb)
        return ta - tb;
    return a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
}
/** The published poules of tatami `n`, in the order they run. */
function tatamiSequence(poules, n) {
    return poules.filter((p) => p.published && pouleTatami(p.tatami) === pouleTatami(n)).sort(compareOnTatami);
}
/**
 * Whether a couple is done: it will not perform, or the supervisor validated it, or (a competition
 * not supervised) every judge of the poule's panel (`judges`) sent a sheet.
 */
function coupleDone(couple, supervised, judges) {
    if (couple.absence)
        return true;
    if (couple.validated)
        return true;
    return !supervised && couple.sheets >= judges;
}
/**
 * The poule on the mat: the id of the first poule of the sequence (tatamiSequence) with a couple not
 * done, '' when every poule of the tatami is done (or it has none). `open(id)` says whether a poule
 * still has a couple to judge.
 */
function pouleOnMat(sequence, open) {
    for (const p of sequence)
        if (open(p.id))
            return p.id;
    return '';
}
