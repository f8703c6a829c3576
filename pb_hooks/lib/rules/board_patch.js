// Generated from src/lib/rules/boardPatch.ts by scripts/build-hook-rules.mjs: do not edit, edit the source and run it.
// @ts-nocheck
"use strict";
// The board's patches: what the realtime topic `board/{competition}` sends when a public leaderboard
// row is rewritten. A row holds a whole poule (every couple, ~15 kB for a large one); an evaluation
// changes one couple's entry and perhaps the ranks of a few others, so each spectator receives the
// entries that changed and the poule fields that changed, not the row. Written once: the hooks compute
// and merge patches (pb_hooks/lib/rules/board_patch.js, compiled from this file), the public board applies them.
//
// A patch names the version of the row it applies to (`base`: the row's `updated` before the write)
// and the version it makes (`updated`). A spectator holding another version cannot apply it and reads
// the board again (src/lib/board/board.ts).
Object.defineProperty(exports, "__esModule", { value: true });
exports.diffRow = diffRow;
exports.applyPatch = applyPatch;
exports.composePatches = composePatches;
exports.composeMessages = composeMessages;
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
/** The ids of a list of entries, in order. */
const idsOf = (entries) => (entries !== null && entries !== void 0 ? entries : []).map((e) => e.id);
/**
 * The patch that turns `before` (the row's data at version `base`) into the row `after`.
 */
function diffRow(before, base, after) {
    var _a, _b, _c;
    const set = {};
    const entries = [];
    const data = (_a = after.data) !== null && _a !== void 0 ? _a : {};
    for (const field of Object.keys(data)) {
        if (field === 'entries')
            continue;
        if (!same(before[field], data[field]))
            set[field] = data[field];
    }
    // A field the row no longer has is sent as null (the readers treat both alike).
    for (const field of Object.keys(before))
        if (!(field in data))
            set[field] = null;
    const old = (_b = before.entries) !== null && _b !== void 0 ? _b : [];
    const now = (_c = data.entries) !== null && _c !== void 0 ? _c : [];
    if (!same(idsOf(old), idsOf(now)))
        set.entries = now;
    else
        now.forEach((entry, i) => {
            if (!same(old[i], entry))
                entries.push(entry);
        });
    return { id: after.id, competition: after.competition, poule: after.poule, frozen: after.frozen, updated: after.updated, base, set, entries };
}
/**
 * The row after a patch, or null when the row is not at the patch's base version.
 */
function applyPatch(row, patch) {
    var _a;
    if (row.id !== patch.id || row.updated !== patch.base)
        return null;
    const data = Object.assign({}, row.data);
    for (const field of Object.keys(patch.set))
        data[field] = patch.set[field];
    if (patch.entries.length) {
        const byId = {};
        patch.entries.forEach((e) => (byId[e.id] = e));
        data.entries = ((_a = data.entries) !== null && _a !== void 0 ? _a : []).map((e) => { var _a; return (_a = byId[e.id]) !== null && _a !== void 0 ? _a : e; });
    }
    return { id: row.id, competition: row.competition, poule: row.poule, frozen: patch.frozen, updated: patch.updated, data };
}
/**
 * One patch for two in a row (`newer.base` is `older.updated`), or null when they do not follow
 * each other.
 */
function composePatches(older, newer) {
    if (older.id !== newer.id || newer.base !== older.updated)
        return null;
    const set = Object.assign(Object.assign({}, older.set), newer.set);
    let entries;
    if ('entries' in newer.set)
        entries = [];
    else if (Array.isArray(older.set.entries)) {
        const byId = {};
        newer.entries.forEach((e) => (byId[e.id] = e));
        set.entries = older.set.entries.map((e) => { var _a; return (_a = byId[e.id]) !== null && _a !== void 0 ? _a : e; });
        entries = [];
    }
    else {
        const byId = {};
        const order = [];
        for (const e of older.entries.concat(newer.entries)) {
            if (!(e.id in byId))
                order.push(e.id);
            byId[e.id] = e;
        }
        entries = order.map((id) => byId[id]);
    }
    return Object.assign(Object.assign({}, newer), { base: older.base, set, entries });
}
/**
 * Two messages of the same row waiting to go out, as one (the dispatcher sends a row's newest state
 * once): a whole row or a removal replaces what came before; a patch joins the patch or the whole row
 * before it. Null when they cannot be joined (both are then sent).
 */
function composeMessages(older, newer) {
    if (newer.action !== 'patch')
        return newer;
    const patch = newer.record;
    if (older.action === 'patch') {
        const joined = composePatches(older.record, patch);
        return joined ? { action: 'patch', record: joined } : null;
    }
    if (older.action === 'delete')
        return null;
    const row = applyPatch(older.record, patch);
    return row ? { action: older.action, record: row } : null;
}
