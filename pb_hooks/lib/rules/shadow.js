// Generated from src/lib/rules/shadow.ts by scripts/build-hook-rules.mjs: do not edit, edit the source and run it.
// @ts-nocheck
"use strict";
// Shadow judges, written once: the SPA imports this file, the hooks run pb_hooks/lib/rules/shadow.js compiled
// from it (scripts/build-hook-rules.mjs). Pure, no imports.
//
// A shadow judge is a trainee who marks beside the panel on a tablet of their own (the EJU examines kata
// judges at its events this way). Their sheet is stored but never counted: not in the couple's points,
// rank, judges' totals, the board or the results. The officials compare it with the panel's sheets in
// the judges' consistency view (scoring.ts compareShadow).
//
// A shadow seat is a seat of its own kind, numbered after the largest panel (five judges): seats 6
// and 7, so a poule takes up to two trainees and a panel of 3 or 5 never collides with them.
Object.defineProperty(exports, "__esModule", { value: true });
exports.SHADOW_MAX = exports.SHADOW_FIRST = void 0;
exports.isShadowSeat = isShadowSeat;
exports.shadowSeats = shadowSeats;
exports.SHADOW_FIRST = 6;
exports.SHADOW_MAX = 2;
/** Whether seat `n` of a poule is a shadow seat. */
function isShadowSeat(n) {
    return Number.isInteger(n) && n >= exports.SHADOW_FIRST && n < exports.SHADOW_FIRST + exports.SHADOW_MAX;
}
/** The shadow seats' numbers, in order. */
function shadowSeats() {
    return Array.from({ length: exports.SHADOW_MAX }, (_, i) => exports.SHADOW_FIRST + i);
}
