// Generated from src/lib/rules/scoring.ts by scripts/build-hook-rules.mjs: do not edit, edit the source and run it.
// @ts-nocheck
"use strict";
// The sport's scoring rules, written once. The SPA imports this file; the PocketBase hooks run
// pb_hooks/lib/rules/scoring.js, which scripts/build-hook-rules.mjs compiles from it (CommonJS, ES2015 for
// goja; lib/rules/hookRules.test.ts fails when that file is stale). So this file is pure: no imports,
// no DOM or Node API, nothing newer than what the compiler lowers to ES2015.
//
// A kata sheet (collection kata_sheets) says what is marked: `items` (opening, techniques, closing)
// and the `scale` (points per item, the value and the maximum count of each mistake). A judge's marks
// are one entry per item: { small, medium, big, forgotten, half? }; when the competition scores the
// flow, a last item of kind `flow` follows the closing and its mark is { points }.
//
// Every function takes an optional trailing `rules` ({ preset: 'ijf' | 'grand-prix', flow }, with the
// circuit's switches); without it the rules are the IJF preset.
Object.defineProperty(exports, "__esModule", { value: true });
exports.MISTAKES = exports.FLOW_MAX = exports.PRESETS = exports.SWITCHES = void 0;
exports.rulesOf = rulesOf;
exports.competitionRules = competitionRules;
exports.emptyMark = emptyMark;
exports.sheetItems = sheetItems;
exports.isFlow = isFlow;
exports.itemMark = itemMark;
exports.judgeTotal = judgeTotal;
exports.halvesAlone = halvesAlone;
exports.cancelled = cancelled;
exports.outsideBy = outsideBy;
exports.compareShadow = compareShadow;
exports.couplePoints = couplePoints;
exports.decidedBy = decidedBy;
exports.compare = compare;
exports.ranks = ranks;
exports.canAdd = canAdd;
exports.mistakesOf = mistakesOf;
exports.halfOptions = halfOptions;
exports.validateMarks = validateMarks;
exports.SWITCHES = ['noForgotten', 'noBig', 'noHalving'];
exports.PRESETS = {
    ijf: { half: false, floor: 0, halving: 'majority', mistakes: 'counted', flow: false },
    'grand-prix': { half: true, floor: 1, halving: 'any', mistakes: 'all', flow: true },
};
exports.FLOW_MAX = 10;
exports.MISTAKES = ['small', 'medium', 'big'];
/** The full rules of a competition's choice; unknown or missing means IJF. */
function rulesOf(rules) {
    const chosen = rules ? rules.preset : undefined;
    const preset = chosen && Object.prototype.hasOwnProperty.call(exports.PRESETS, chosen) ? chosen : 'ijf';
    const p = exports.PRESETS[preset];
    const on = (k) => !!(rules && rules[k]);
    return {
        preset,
        half: p.half,
        floor: p.floor,
        halving: on('noHalving') ? 'off' : p.halving,
        mistakes: p.mistakes,
        flow: p.flow && !!(rules && rules.flow),
        forgotten: !on('noForgotten'),
        big: !on('noBig'),
        // The switches again, so that resolving resolved rules (as every function here does) keeps them.
        noForgotten: on('noForgotten'),
        noBig: on('noBig'),
        noHalving: on('noHalving'),
    };
}
/**
 * A competition record's rules (an empty `scoring` means IJF), with the switches of the poule's
 * circuit when given (only those switched on are named).
 */
function competitionRules(c, circuit) {
    const out = { preset: c && c.scoring === 'grand-prix' ? 'grand-prix' : 'ijf', flow: !!(c && c.flow) };
    for (const k of exports.SWITCHES)
        if (circuit && circuit[k])
            out[k] = true;
    return out;
}
function emptyMark() {
    return { small: 0, medium: 0, big: 0, forgotten: false };
}
/** The items a judge marks: the sheet's, plus the flow item after the closing when the rules score it. */
function sheetItems(items, rules) {
    const out = items.filter((it) => it.kind !== 'flow');
    if (rulesOf(rules).flow)
        out.push({ key: 'flow', kind: 'flow', name: 'Fluidity, course, rhythm' });
    return out;
}
function isFlow(mark) {
    return !!mark && typeof mark.points === 'number' && mark.small === undefined;
}
/**
 * The mark of one item by one judge: 0 when forgotten, else the item's points minus the mistakes (never
 * below the preset's floor), plus or minus half a point where the preset allows it. A flow mark is its points.
 */
function itemMark(mark, scale, rules) {
    if (isFlow(mark))
        return mark.points;
    if (mark.forgotten)
        return 0;
    const r = rulesOf(rules);
    const d = scale.deductions;
    let v = scale.item - mark.small * d.small.points - mark.medium * d.medium.points - mark.big * d.big.points;
    if (v < r.floor)
        v = r.floor;
    if (r.half && mark.half)
        v += mark.half / 2;
    return v;
}
/** Whether a judge's marks alone would halve: a forgotten technique (IJF) or any zero mark (Grand Prix). */
function zeroIn(marks, scale, r) {
    if (r.halving === 'off')
        return false;
    return marks.some((m) => !isFlow(m) && (r.halving === 'any' ? itemMark(m, scale, r) === 0 : m.forgotten));
}
/** The sum of a judge's item marks (flow apart), and the flow mark (0 when none). */
function sums(marks, scale, r) {
    let items = 0;
    let flow = 0;
    for (const m of marks) {
        if (isFlow(m))
            flow += m.points;
        else
            items += itemMark(m, scale, r);
    }
    return { items, flow };
}
/**
 * A judge's own sheet total (the live total on the score sheet): the item marks summed, halved when
 * this sheet alone halves, the flow mark added only when nothing was halved.
 */
function judgeTotal(marks, scale, rules) {
    const r = rulesOf(rules);
    const s = sums(marks, scale, r);
    return zeroIn(marks, scale, r) ? s.items / 2 : s.items + s.flow;
}
/** Whether this judge's sheet alone halves the total (the score sheet's "halved" hint). */
function halvesAlone(marks, scale, rules) {
    return zeroIn(marks, scale, rulesOf(rules));
}
/**
 * Which judges' marks of one item are cancelled: with five (or more) judges one highest and one lowest
 * mark; with fewer, none. Ties are broken by the judge's position so that the answer is deterministic.
 * Returns the indexes (into `values`) of the cancelled marks.
 */
function cancelled(values) {
    if (values.length < 5)
        return [];
    const idx = values.map((_, i) => i).sort((a, b) => values[a] - values[b] || a - b);
    return [idx[0], idx[idx.length - 1]];
}
/**
 * How far a mark lies outside a set of marks: above the highest or below the lowest, by that many
 * points; 0 within them (a mark equal to one of them is a tie, not a deviation). The one measure of a
 * judge's deviation: a cancelled mark against the marks that counted, a shadow's against the panel's.
 */
function outsideBy(mark, marks) {
    if (!marks.length)
        return 0;
    const lo = Math.min.apply(null, marks);
    const hi = Math.max.apply(null, marks);
    return mark > hi ? mark - hi : mark < lo ? lo - mark : 0;
}
/**
 * A shadow judge's sheet (`shadow`, one mark value per item) against the panel's (`panel`, one such
 * array per judge of the panel); null without a panel sheet. Items beyond the shortest sheet are left out.
 */
function compareShadow(shadow, panel) {
    if (!panel.length)
        return null;
    const items = Math.min.apply(null, [shadow.length, ...panel.map((p) => p.length)]);
    let total = 0;
    let sum = 0;
    let outside = 0;
    let distance = 0;
    for (let i = 0; i < items; i++) {
        const v = shadow[i];
        const marks = panel.map((p) => p[i]);
        const by = outsideBy(v, marks);
        total += v;
        sum += marks.reduce((a, b) => a + b, 0);
        if (by > 0) {
            outside++;
            distance += by;
        }
    }
    const mean = sum / panel.length;
    return { total, panel: mean, deviation: total - mean, items, outside, distance };
}
/**
 * The couple's points from a complete panel: one marks array per judge (judge 1 first), every judge
 * marking the same items. Per item (the flow mark included), the highest and lowest marks are
 * cancelled with five judges and the others summed; with three judges all count. The item total is
 * halved when the preset says so (IJF: the majority marked a technique forgotten; Grand Prix: any judge
 * gave any item a zero), and then the flow total is not added.
 * Tie-break counts: IJF counts the items forgotten by the majority and the mistakes of the marks that
 * counted; Grand Prix counts forgotten marks and mistakes over every judge's sheet.
 * `judgeTotals` are each judge's sheet under the couple's halving, so that they add up to the couple's
 * points with three judges (with five, the cancelled marks are taken out of that sum).
 * A judge deviates (`outliers`) when their cancelled mark lies strictly outside the marks that counted.
 */
function couplePoints(panel, scale, rules) {
    const r = rulesOf(rules);
    const judges = panel.length;
    const items = judges ? panel[0].length : 0;
    let points = 0;
    let flowPoints = 0;
    let forgottenItems = 0;
    let forgottenMarks = 0;
    let anyZero = false;
    const counted = { small: 0, medium: 0, big: 0 };
    const all = { small: 0, medium: 0, big: 0 };
    const outliers = panel.map(() => 0);
    for (let i = 0; i < items; i++) {
        const column = panel.map((marks) => marks[i] || emptyMark());
        const flow = isFlow(column[0]);
        const values = column.map((m) => itemMark(m, scale, r));
        let votes = 0;
        column.forEach((m, j) => {
            if (isFlow(m))
                return;
            if (values[j] === 0)
                anyZero = true;
            if (m.forgotten)
                votes++;
            for (const k of exports.MISTAKES)
                all[k] += m[k];
        });
        forgottenMarks += votes;
        if (votes * 2 > judges)
            forgottenItems++;
        const out = cancelled(values);
        const kept = [];
        column.forEach((m, j) => {
            if (out.indexOf(j) >= 0)
                return;
            kept.push(values[j]);
            if (isFlow(m))
                return;
            for (const k of exports.MISTAKES)
                counted[k] += m[k];
        });
        const sum = kept.reduce((a, b) => a + b, 0);
        if (flow)
            flowPoints += sum;
        else
            points += sum;
        for (const j of out)
            if (outsideBy(values[j], kept) > 0)
                outliers[j] = outliers[j] + 1;
    }
    const halved = r.halving === 'off' ? false : r.halving === 'any' ? anyZero : forgottenItems > 0;
    points = halved ? points / 2 : points + flowPoints;
    const counts = r.mistakes === 'all' ? all : counted;
    return {
        points,
        forgotten: r.mistakes === 'all' ? forgottenMarks : forgottenItems,
        big: counts.big,
        medium: counts.medium,
        small: counts.small,
        judgeTotals: panel.map((marks) => {
            const s = sums(marks, scale, r);
            return halved ? s.items / 2 : s.items + s.flow;
        }),
        outliers,
        halved,
    };
}
/**
 * What decides the order of two couples: the first key on which they differ, in the order of
 * `compare` (points, forgotten, big, medium, small, the officials' place); null when none does (they
 * share the rank). The results show it as the tie-break that decided a rank.
 */
function decidedBy(a, b) {
    if (a.points !== b.points)
        return 'points';
    if (a.forgotten !== b.forgotten)
        return 'forgotten';
    if (a.big !== b.big)
        return 'big';
    if (a.medium !== b.medium)
        return 'medium';
    if (a.small !== b.small)
        return 'small';
    if (placeOf(a) !== placeOf(b))
        return 'officials';
    return null;
}
/** A recorded place (1, 2 …) goes before none, so the order stays consistent when only some tied couples are placed. */
function placeOf(k) {
    return k.tieBreak > 0 ? k.tieBreak : Infinity;
}
/**
 * Order of two scored couples: more points first, then fewer forgotten techniques, fewer big, medium
 * and small mistakes, then the officials' decision (`tieBreak`: 1 before 2 …; 0 = not decided, after
 * any decided place). 0 means they share the rank.
 */
function compare(a, b) {
    const key = decidedBy(a, b);
    if (key === null)
        return 0;
    if (key === 'points')
        return b.points - a.points;
    if (key === 'officials')
        return placeOf(a) < placeOf(b) ? -1 : 1;
    return a[key] - b[key];
}
/** Competition ranks (1, 2, 2, 4 …) of the rows, in the rows' order. */
function ranks(rows) {
    const order = rows.map((_, i) => i).sort((x, y) => compare(rows[x], rows[y]) || x - y);
    const out = rows.map(() => 0);
    order.forEach((i, k) => {
        const prev = k > 0 ? order[k - 1] : -1;
        out[i] = prev >= 0 && compare(rows[prev], rows[i]) === 0 ? out[prev] : k + 1;
    });
    return out;
}
/** The mistakes a judge may still mark on an item (the scale's maximums; no big one where the circuit switched them off). */
function canAdd(mark, kind, scale, rules) {
    if (kind === 'big' && !rulesOf(rules).big)
        return false;
    return !mark.forgotten && mark[kind] < scale.deductions[kind].max;
}
/** The mistakes a judge marks under the rules: the big one only where the circuit allows it. */
function mistakesOf(rules) {
    return rulesOf(rules).big ? exports.MISTAKES : exports.MISTAKES.filter((k) => k !== 'big');
}
/** Which half points the judge may give an item: none under IJF; +0.5 only below the item's points. */
function halfOptions(mark, rules) {
    if (!rulesOf(rules).half || mark.forgotten)
        return [0];
    return mark.small || mark.medium || mark.big ? [-1, 0, 1] : [-1, 0];
}
function invalid(item, code, message) {
    return { item, code, message };
}
/**
 * Checks one judge's marks against the items (sheetItems: the flow item included when scored) and the
 * rules. Returns null when valid, else { item, code, message } (code: a localized error of the SPA).
 * Every item is marked: an unmarked one (null) is `evaluation_unmarked`, naming the item.
 * Only techniques can be forgotten; counts are whole numbers within the scale's maximums; `half` only
 * where the preset allows it (-1, 0 or 1, never on a forgotten technique, never above the item's
 * points); the flow mark only when the rules score it, a whole number from 0 to FLOW_MAX. Where the
 * circuit switched them off, a forgotten technique is `evaluation_forgotten_off` and a big mistake
 * `evaluation_big_off`.
 */
function validateMarks(marks, items, scale, rules) {
    const r = rulesOf(rules);
    if (!Array.isArray(marks))
        return invalid(-1, 'evaluation_marks', 'The marks must be a list.');
    if (marks.length !== items.length) {
        // A flow mark sent to a competition that does not score the flow: say so rather than "too many".
        if (!r.flow && marks.length === items.length + 1 && isFlow(marks[marks.length - 1])) {
            return invalid(items.length, 'evaluation_flow_off', 'This competition does not score the flow.');
        }
        return invalid(-1, 'evaluation_marks', `The kata has ${items.length} marked items; ${marks.length} were given.`);
    }
    for (let i = 0; i < marks.length; i++) {
        const m = marks[i];
        const n = `Item ${i + 1}`;
        const kind = items[i].kind;
        // Every item is marked, "no mistake" included: an item the judge never looked at is not a 10.
        if (m === null || m === undefined)
            return invalid(i, 'evaluation_unmarked', `${n} is not marked.`);
        if (typeof m !== 'object')
            return invalid(i, 'evaluation_marks', `${n} has no marks.`);
        if (kind === 'flow') {
            if (!r.flow)
                return invalid(i, 'evaluation_flow_off', 'This competition does not score the flow.');
            const p = m.points;
            if (typeof p !== 'number' || Math.floor(p) !== p || p < 0 || p > exports.FLOW_MAX || Object.keys(m).length !== 1) {
                return invalid(i, 'evaluation_flow', `The flow mark is a whole number from 0 to ${exports.FLOW_MAX}.`);
            }
            continue;
        }
        for (const mistake of exports.MISTAKES) {
            const v = m[mistake];
            const max = scale.deductions[mistake].max;
            if (typeof v !== 'number' || Math.floor(v) !== v || v < 0 || v > max) {
                return invalid(i, 'evaluation_marks', `${n}: ${mistake} mistakes must be between 0 and ${max}.`);
            }
        }
        if (m.big && !r.big)
            return invalid(i, 'evaluation_big_off', `${n}: this circuit's rules have no big mistakes.`);
        if (typeof m.forgotten !== 'boolean')
            return invalid(i, 'evaluation_marks', `${n}: forgotten must be true or false.`);
        if (m.forgotten && kind !== 'technique')
            return invalid(i, 'evaluation_marks', `${n} is not a technique and cannot be forgotten.`);
        if (m.forgotten && !r.forgotten)
            return invalid(i, 'evaluation_forgotten_off', `${n}: this circuit's rules have no forgotten techniques.`);
        if (m.forgotten && (m.small || m.medium || m.big))
            return invalid(i, 'evaluation_marks', `${n}: a forgotten technique has no mistakes.`);
        if (m.half !== undefined && m.half !== 0) {
            if (!r.half)
                return invalid(i, 'evaluation_half_off', `${n}: this competition's rules have no half points.`);
            if (m.half !== 1 && m.half !== -1)
                return invalid(i, 'evaluation_half', `${n}: the half point is -1, 0 or 1.`);
            if (m.forgotten)
                return invalid(i, 'evaluation_half', `${n}: a forgotten technique has no half point.`);
            if (m.half === 1 && !m.small && !m.medium && !m.big)
                return invalid(i, 'evaluation_half', `${n}: a mark without mistakes cannot gain half a point.`);
        }
    }
    return null;
}
