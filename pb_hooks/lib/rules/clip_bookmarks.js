// Generated from src/lib/rules/clipBookmarks.ts by scripts/build-hook-rules.mjs: do not edit, edit the source and run it.
// @ts-nocheck
"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SPLIT_STEPS = exports.BOOKMARK_LEAD_MS = exports.CLIP_MAX_MS = exports.CLIP_MAX_CHUNKS = exports.CLIP_CHUNK_MS = void 0;
exports.chunkFate = chunkFate;
exports.markStep = markStep;
exports.clockOffset = clockOffset;
exports.firstMarksOnServer = firstMarksOnServer;
exports.median = median;
exports.clipStartOnServer = clipStartOnServer;
exports.bookmarks = bookmarks;
exports.viewedAt = viewedAt;
exports.clipTime = clipTime;
/** One recorder timeslice: the device sends a piece of the recording every 2 s. */
exports.CLIP_CHUNK_MS = 2000;
/** Pieces per recording: 8 minutes of 2 s pieces, a 6-minute kata with the call and the bow. */
exports.CLIP_MAX_CHUNKS = 240;
/**
 * The longest recording the server records as such: a browser's timeslices run a little over their
 * 2 s (2.03 s measured in Chromium), so 240 of them last about 487 s; 10 minutes leaves room for
 * that drift and for the last piece, whatever the browser.
 */
exports.CLIP_MAX_MS = 600000;
/**
 * What the recorder does with the piece numbered `index` (0-based): keep it; keep it and stop, as
 * it is the last the server takes before its bound (stopping hands over one more piece, the rest of
 * the recording, so the stop is asked one piece early); or drop it, past the bound.
 */
function chunkFate(index) {
    if (index >= exports.CLIP_MAX_CHUNKS)
        return 'drop';
    return index >= exports.CLIP_MAX_CHUNKS - 2 ? 'stop' : 'keep';
}
/** The replay starts this long before the panel's time of the technique. */
exports.BOOKMARK_LEAD_MS = 3000;
/**
 * A technique splits the panel when its marks lie at least this many steps apart on the scale
 * none < small < medium < big < forgotten: a medium mistake against none, a big against a small.
 */
exports.SPLIT_STEPS = 2;
/** The step of a mark: 0 none, 1 small, 2 medium, 3 big, 4 forgotten (the gravest mistake counts). */
function markStep(mark) {
    var _a, _b, _c;
    if (!mark)
        return 0;
    if (mark.forgotten)
        return 4;
    if (((_a = mark.big) !== null && _a !== void 0 ? _a : 0) > 0)
        return 3;
    if (((_b = mark.medium) !== null && _b !== void 0 ? _b : 0) > 0)
        return 2;
    if (((_c = mark.small) !== null && _c !== void 0 ? _c : 0) > 0)
        return 1;
    return 0;
}
/** The tablet's clock offset (server − tablet, ms) from its sheet's trail, or null without device times. */
function clockOffset(trail) {
    let best = null;
    for (const it of trail.items) {
        const at = it.last !== null ? it.last : it.first;
        if (at === null)
            continue;
        const offset = it.received - at;
        if (best === null || offset < best)
            best = offset;
    }
    return best;
}
/** Each item's first mark on the server's clock, or null where unknown. */
function firstMarksOnServer(trail) {
    const offset = clockOffset(trail);
    return trail.items.map((it) => (it.first === null || offset === null ? null : it.first + offset));
}
/** The median of the numbers (the mean of the middle two for an even count), or null for none. */
function median(values) {
    if (!values.length)
        return null;
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
/** The recording's start on the server's clock: its device start corrected by the device's offset. */
function clipStartOnServer(clip) {
    return clip.startedAt + (clip.created - clip.sentAt);
}
/**
 * One bookmark per item: the panel's median first-mark time (server clock) less BOOKMARK_LEAD_MS, in
 * seconds from the recording's start, and whether the panel splits on the item.
 */
function bookmarks(items, sheets, clipStart) {
    const times = sheets.map((s) => (s.trail ? firstMarksOnServer(s.trail) : []));
    const out = [];
    for (let i = 0; i < items; i++) {
        const known = times.map((t) => t[i]).filter((t) => typeof t === 'number');
        const mid = median(known);
        const steps = sheets.map((s) => markStep(s.marks[i]));
        const split = steps.length > 1 && Math.max(...steps) - Math.min(...steps) >= exports.SPLIT_STEPS;
        out.push({ item: i, at: mid === null ? null : Math.max(0, (mid - exports.BOOKMARK_LEAD_MS - clipStart) / 1000), split: split });
    }
    return out;
}
/**
 * Where the replay stood when a decision was taken, in whole ms from the recording's start, for the
 * audit entry: the video's position (seconds) kept within the recording as the server knows it
 * (`lengthMs`; the browser's reading of a rejoined stream may run a little past it). 0 when unknown.
 */
function viewedAt(seconds, lengthMs) {
    if (!Number.isFinite(seconds) || seconds <= 0)
        return 0;
    return Math.min(Math.round(seconds * 1000), Math.max(0, Math.floor(lengthMs)));
}
/** A position in a recording as people read it: "m:ss" (ms truncated to the second). */
function clipTime(ms) {
    const total = Math.max(0, Math.floor(ms / 1000));
    return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
