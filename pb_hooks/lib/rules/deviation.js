// Generated from src/lib/rules/deviation.ts by scripts/build-hook-rules.mjs: do not edit, edit the source and run it.
// @ts-nocheck
"use strict";
// How far a judge's mark strays, written once for the SPA and the hooks (compiled to
// pb_hooks/lib/rules/deviation.js by scripts/build-hook-rules.mjs). Pure: no imports, nothing newer
// than ES2015 once compiled.
//
// Off the panel's average: a judge's mark of an item is off the panel when it lies at least `distance`
// points above (plus) or below (minus) the average of the marks that counted for that item (every
// mark with three judges; with five, the marks left once the highest and lowest are cancelled). It
// works for any panel size, so three-judge panels get a report; plus and minus are counted apart so a
// judge's bias shows. The cancelled marks are the scoring rule's (scoring.ts `cancelled`), handed in.
Object.defineProperty(exports, "__esModule", { value: true });
exports.PANEL_DISTANCE = void 0;
exports.panelDistance = panelDistance;
exports.panelAverage = panelAverage;
exports.offPanel = offPanel;
/** The default distance from the panel's average, in points (docs/judging.md). */
exports.PANEL_DISTANCE = 0.75;
/**
 * Marks are multiples of half a point and averages of three of them multiples of a sixth; a
 * difference computed in floating point may miss the distance by a rounding error, never by more.
 */
const EPSILON = 1e-9;
/** The distance a setting gives: a positive number of points (a string is read as one), else the default. */
function panelDistance(raw) {
    const v = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
    return isFinite(v) && v > 0 ? v : exports.PANEL_DISTANCE;
}
/** The average of one item's marks that counted (`cancelled`: the indexes of the cancelled ones); null without any. */
function panelAverage(values, cancelled) {
    let sum = 0;
    let n = 0;
    values.forEach((v, i) => {
        if (cancelled.indexOf(i) >= 0)
            return;
        sum += v;
        n++;
    });
    return n ? sum / n : null;
}
/**
 * Per judge of one item (in the order of `values`): 1 when the mark lies at least `distance` above the
 * panel's average, -1 when at least `distance` below it, 0 within.
 */
function offPanel(values, cancelled, distance) {
    const avg = panelAverage(values, cancelled);
    return values.map((v) => (avg === null ? 0 : v - avg >= distance - EPSILON ? 1 : avg - v >= distance - EPSILON ? -1 : 0));
}
