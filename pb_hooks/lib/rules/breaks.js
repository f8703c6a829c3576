// Generated from src/lib/rules/breaks.ts by scripts/build-hook-rules.mjs: do not edit, edit the source and run it.
// @ts-nocheck
"use strict";
// The breaks of a competition day, written once: the SPA's running order (src/lib/domain/runningOrder.ts)
// imports this file, the hooks run pb_hooks/lib/rules/breaks.js compiled from it (scripts/build-hook-rules.mjs)
// to check the settings and to carry them in every poule's public row. Pure, no imports.
//
// A competition's settings (competitions.breakEvery, breakMinutes, pouleBreakMinutes, lunchAt,
// lunchMinutes), the same on every tatami:
// - after every `every` couples on a tatami (counting those that perform, across its poules) the tatami
//   pauses `everyMinutes`;
// - between two poules on a tatami it pauses `pouleMinutes`;
// - breaks do not add up: after a couple that ends a poule and is also the n-th, the longer one is taken;
// - the lunch break starts at `lunchAt`'s time of day, on every day of the competition, and lasts
//   `lunchMinutes`: no couple starts inside it (the one on the mat finishes, the next starts after it).
// A break never delays a poule's own start further: the next poule starts at the later of its start
// time and the break's end.
Object.defineProperty(exports, "__esModule", { value: true });
exports.BREAK_FIELDS = exports.NO_BREAKS = exports.BREAK_LIMITS = void 0;
exports.breakSettings = breakSettings;
exports.breakError = breakError;
exports.pauseAfter = pauseAfter;
exports.lunchAround = lunchAround;
/** The limits of each setting (the form's and the hook's). */
exports.BREAK_LIMITS = {
    every: { min: 0, max: 50 },
    everyMinutes: { min: 0, max: 120 },
    pouleMinutes: { min: 0, max: 120 },
    lunchMinutes: { min: 0, max: 180 },
};
const MINUTE_MS = 60000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** No break at all. */
exports.NO_BREAKS = { every: 0, everyMinutes: 0, pouleMinutes: 0, lunchAt: '', lunchMinutes: 0 };
/** The field of the competition holding each setting. */
exports.BREAK_FIELDS = {
    every: 'breakEvery',
    everyMinutes: 'breakMinutes',
    pouleMinutes: 'pouleBreakMinutes',
    lunchAt: 'lunchAt',
    lunchMinutes: 'lunchMinutes',
};
function parse(value) {
    if (!value)
        return NaN;
    return Date.parse(value.indexOf(' ') >= 0 ? value.replace(' ', 'T') : value);
}
function whole(v) {
    const n = typeof v === 'number' ? v : Number(v);
    return isFinite(n) && n > 0 ? Math.floor(n) : 0;
}
/** The settings of a competition record's fields (missing or empty fields: no break). */
function breakSettings(c) {
    return {
        every: whole(c.breakEvery),
        everyMinutes: whole(c.breakMinutes),
        pouleMinutes: whole(c.pouleBreakMinutes),
        lunchAt: typeof c.lunchAt === 'string' ? c.lunchAt : '',
        lunchMinutes: whole(c.lunchMinutes),
    };
}
/**
 * The first setting out of its limits, as the competition's field and an error code: a number out of
 * range (`break_range`), a lunch break without its time or its length (`lunch_incomplete`). Null: fine.
 */
function breakError(s) {
    const keys = ['every', 'everyMinutes', 'pouleMinutes', 'lunchMinutes'];
    for (const k of keys) {
        const v = s[k];
        if (v < exports.BREAK_LIMITS[k].min || v > exports.BREAK_LIMITS[k].max || Math.floor(v) !== v)
            return { field: exports.BREAK_FIELDS[k], code: 'break_range' };
    }
    if (s.every > 0 && s.everyMinutes === 0)
        return { field: exports.BREAK_FIELDS.everyMinutes, code: 'break_incomplete' };
    if (s.everyMinutes > 0 && s.every === 0)
        return { field: exports.BREAK_FIELDS.every, code: 'break_incomplete' };
    const lunch = !isNaN(parse(s.lunchAt));
    if (lunch && s.lunchMinutes === 0)
        return { field: exports.BREAK_FIELDS.lunchMinutes, code: 'lunch_incomplete' };
    if (!lunch && s.lunchMinutes > 0)
        return { field: exports.BREAK_FIELDS.lunchAt, code: 'lunch_incomplete' };
    return null;
}
/**
 * The pause a tatami takes after a couple, before the next one: `count` is how many couples have had
 * their slot on the tatami with this one, `endsPoule` whether it is the last of its poule. Null: none.
 */
function pauseAfter(s, count, endsPoule) {
    if (!s)
        return null;
    const every = s.every > 0 && s.everyMinutes > 0 && count > 0 && count % s.every === 0 ? s.everyMinutes : 0;
    const poule = endsPoule ? s.pouleMinutes : 0;
    if (!every && !poule)
        return null;
    return poule >= every ? { kind: 'poule', ms: poule * MINUTE_MS } : { kind: 'every', ms: every * MINUTE_MS };
}
/** The lunch break (epoch ms) a couple due at `at` would start in, on any day; null when it is outside. */
function lunchAround(s, at) {
    if (!s || s.lunchMinutes <= 0 || !isFinite(at))
        return null;
    const first = parse(s.lunchAt);
    if (isNaN(first))
        return null;
    const start = first + Math.floor((at - first) / DAY_MS) * DAY_MS;
    const end = start + s.lunchMinutes * MINUTE_MS;
    return at >= start && at < end ? { start, end } : null;
}
