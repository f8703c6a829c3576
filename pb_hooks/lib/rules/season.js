// Generated from src/lib/rules/season.ts by scripts/build-hook-rules.mjs: do not edit, edit the source and run it.
// @ts-nocheck
"use strict";
// The season's rules, written once: the SPA imports this file, the hooks run pb_hooks/lib/rules/season.js
// compiled from it (scripts/build-hook-rules.mjs). Pure, no imports.
//
// A season groups competitions (events), each with a level whose weight multiplies the points. A pair
// (the same tori and uke, whichever registry entered them: athletes are the same person when their
// name, surname and birthday match) earns in each category (season class × kata) of an event the
// points of its final place, from the season's points table (default 10/8/6/4/2/1 for places 1–6,
// 0 after). Only confirmed results count; an event whose results are not confirmed shows the pair's
// place as provisional, without points. The best N results count (0 = all). Pairs tied on points are
// ordered by more first places, then more second places …, then the better result at the most recent
// event where their results differ; pairs still tied share the rank. A pair of two clubs gives half
// its points to each club (setting `clubShare`: 'half', or 'full' to give each club all of them).
Object.defineProperty(exports, "__esModule", { value: true });
exports.SEASON_CLUB_SHARES = exports.SEASON_TIE_RULES = exports.DEFAULT_SEASON_POINTS = void 0;
exports.seasonAthleteKey = seasonAthleteKey;
exports.seasonPairKey = seasonPairKey;
exports.seasonPlacePoints = seasonPlacePoints;
exports.seasonTieCompare = seasonTieCompare;
exports.seasonRanking = seasonRanking;
exports.seasonQualified = seasonQualified;
exports.seasonQualifiedRanks = seasonQualifiedRanks;
exports.seasonQualifiedKey = seasonQualifiedKey;
exports.seasonTable = seasonTable;
exports.seasonMedals = seasonMedals;
/** The default points for places 1, 2, 3 …; every place after the table scores 0. */
exports.DEFAULT_SEASON_POINTS = [10, 8, 6, 4, 2, 1];
/** The tie rules a season can name (one today: the documented default). */
exports.SEASON_TIE_RULES = ['places-then-recent'];
/** How a pair of two clubs shares its points in the club table. */
exports.SEASON_CLUB_SHARES = ['half', 'full'];
/** Points are kept to two decimals (weights such as 0.5 or 0.75). */
function round2(x) {
    return Math.round(x * 100) / 100;
}
/** A person's identity across registries: name, surname (trimmed, spaces collapsed, lower case) and birthday (the day). */
function seasonAthleteKey(name, surname, birthday) {
    const clean = (s) => String(s || '').trim().replace(/\s+/g, ' ').toLowerCase();
    return [clean(name), clean(surname), String(birthday || '').slice(0, 10)].join('|');
}
/** A pair: tori's and uke's identities, in that order (the roles are part of the pair). */
function seasonPairKey(toriKey, ukeKey) {
    return toriKey + '/' + ukeKey;
}
/** The points of a final place at an event of the given weight. */
function seasonPlacePoints(place, points, weight) {
    var _a;
    if (!(place >= 1) || Math.floor(place) !== place)
        return 0;
    const base = (_a = points[place - 1]) !== null && _a !== void 0 ? _a : 0;
    return round2(base * weight);
}
/**
 * The tie rule between two pairs with the same total: negative when `a` is ahead. More firsts, then
 * seconds …; then, from the most recent confirmed event back, the first event where their places
 * differ (a place beats none, a lower place beats a higher one). 0: still tied.
 */
function seasonTieCompare(a, b, recentFirst) {
    return compareKeys(tieKeyOf(a, recentFirst), tieKeyOf(b, recentFirst));
}
/** Marks the best N confirmed lines as counted (more points first; equal points: better place, then more recent). */
function countBest(lines, bestN, recency) {
    const confirmed = [];
    for (let i = 0; i < lines.length; i++)
        if (!lines[i].provisional)
            confirmed.push(lines[i]);
    // Which are the best matters only when some are left out.
    if (bestN > 0 && confirmed.length > bestN)
        confirmed.sort((x, y) => { var _a, _b; return y.points - x.points || x.place - y.place || ((_a = recency[y.event]) !== null && _a !== void 0 ? _a : 0) - ((_b = recency[x.event]) !== null && _b !== void 0 ? _b : 0); });
    for (let i = 0; i < confirmed.length; i++)
        confirmed[i].counted = bestN <= 0 || i < bestN;
}
/** Places and counts in a tie key: fixed-width digits, so that the keys compare as strings. */
const KEY_WIDTH = 6;
const KEY_MAX = 999999;
/** After a key's counts, and for no place at an event: above every digit. */
const KEY_NONE = '~';
function keyDigits(n) {
    return ('00000' + Math.min(Math.max(0, n), KEY_MAX)).slice(-KEY_WIDTH);
}
/**
 * What the tie rule reads of a row, once per row, as a string that sorts the row ahead of another
 * exactly when the tie rule does (a sort compares each row many times, and strings compare fast):
 * - the counted places, best first, each with its count (more of a place first): a row whose
 *   list ends where another's goes on has none of that place, so the end mark sorts after any place;
 * - then its place at each confirmed event, most recent first (none sorts after any place).
 * Places and counts below a million are told apart.
 */
function tieKeyOf(lines, recentFirst) {
    const placeOf = {};
    const counted = [];
    for (let i = 0; i < lines.length; i++) {
        const l = lines[i];
        if (l.provisional)
            continue;
        if (placeOf[l.event] === undefined)
            placeOf[l.event] = l.place;
        if (l.counted)
            counted.push(l.place);
    }
    // A few places: sorted in place without a comparator call each.
    for (let i = 1; i < counted.length; i++) {
        const place = counted[i];
        let j = i - 1;
        for (; j >= 0 && counted[j] > place; j--)
            counted[j + 1] = counted[j];
        counted[j + 1] = place;
    }
    let key = '';
    for (let i = 0; i < counted.length;) {
        const place = counted[i];
        let n = 0;
        while (counted[i] === place) {
            n++;
            i++;
        }
        key += keyDigits(place) + keyDigits(KEY_MAX - 1 - n);
    }
    key += KEY_NONE;
    for (let i = 0; i < recentFirst.length; i++) {
        const place = placeOf[recentFirst[i]];
        key += place ? keyDigits(place) : KEY_NONE.repeat(KEY_WIDTH);
    }
    return key;
}
function compareKeys(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/**
 * Sorts rows by total and tie rule and ranks them; rows equal under both share the rank, and are
 * listed by pair. Each row's order is one string (the total, best first, in hundredths; its tie key,
 * which no other ends inside; its pair), so that the sort compares strings without calling back.
 */
function sortAndRank(rows, recentFirst) {
    const byOrder = {};
    const orders = [];
    for (let i = 0; i < rows.length; i++) {
        const row = rows[i];
        const tie = tieKeyOf(row.lines, recentFirst);
        const hundredths = Math.round(row.total * 100);
        const order = keyDigits(KEY_MAX - Math.floor(hundredths / 1e6)) + keyDigits(KEY_MAX - (hundredths % 1e6)) + tie + '\u0001' + row.pair;
        byOrder[order] = { row: row, tie: tie };
        orders.push(order);
    }
    orders.sort();
    for (let i = 0; i < orders.length; i++) {
        const k = byOrder[orders[i]];
        const prev = i > 0 ? byOrder[orders[i - 1]] : undefined;
        k.row.rank = prev && prev.row.total === k.row.total && prev.tie === k.tie ? prev.row.rank : i + 1;
        rows[i] = k.row;
    }
}
/** Each event's place in time (1 = the oldest; by date, then id). */
function recencyOf(events) {
    const dated = events.slice().sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : 1));
    const recency = {};
    dated.forEach((e, i) => (recency[e.id] = i + 1));
    return { recency: recency, recentFirst: dated.filter((e) => e.confirmed).map((e) => e.id).reverse() };
}
/** Each pair's row per class × kata with a line per result at one of the events (not yet ranked). */
function groupRows(settings, events, results, recency) {
    var _a, _b;
    const byId = {};
    events.forEach((e) => (byId[e.id] = e));
    const rows = {};
    /** The recency of the newest event on each row so far. */
    const newestOf = {};
    const list = [];
    // Plain loops: the hooks run this in goja, where a closure per result costs more than the work.
    for (let i = 0; i < results.length; i++) {
        const r = results[i];
        const event = byId[r.event];
        if (!event)
            continue;
        const key = r.cls + '\u0000' + r.kata + '\u0000' + r.pair;
        let row = rows[key];
        if (!row) {
            row = { cls: r.cls, kata: r.kata, pair: r.pair, toriName: r.toriName, ukeName: r.ukeName, clubs: [], nations: [], lines: [], total: 0, rank: 0, previousRank: 0, movement: 0, provisional: false };
            rows[key] = row;
            newestOf[key] = 0;
            list.push(row);
        }
        // The names and clubs shown are those of the pair's most recent event.
        const recent = (_a = recency[r.event]) !== null && _a !== void 0 ? _a : 0;
        if (recent >= newestOf[key]) {
            newestOf[key] = recent;
            row.toriName = r.toriName;
            row.ukeName = r.ukeName;
        }
        for (let j = 0; j < r.clubs.length; j++) {
            const c = r.clubs[j];
            if (c && row.clubs.indexOf(c) < 0)
                row.clubs.push(c);
        }
        const nations = (_b = r.nations) !== null && _b !== void 0 ? _b : [];
        for (let j = 0; j < nations.length; j++) {
            const n = nations[j];
            if (n && row.nations.indexOf(n) < 0)
                row.nations.push(n);
        }
        const provisional = !event.confirmed;
        row.lines.push({ event: r.event, place: r.place, points: provisional ? 0 : seasonPlacePoints(r.place, settings.points, event.weight), counted: false, provisional: provisional });
    }
    return list;
}
/** Counts each row's best lines, totals them and ranks the rows of each class × kata; the rows, category by category. */
function rankRows(list, bestN, recency, recentFirst) {
    const categories = {};
    const order = [];
    for (let i = 0; i < list.length; i++) {
        const row = list[i];
        const lines = row.lines;
        if (lines.length > 1)
            lines.sort((x, y) => { var _a, _b; return ((_a = recency[x.event]) !== null && _a !== void 0 ? _a : 0) - ((_b = recency[y.event]) !== null && _b !== void 0 ? _b : 0); });
        countBest(lines, bestN, recency);
        let total = 0;
        let provisional = false;
        for (let j = 0; j < lines.length; j++) {
            const l = lines[j];
            if (l.counted)
                total += l.points;
            if (l.provisional)
                provisional = true;
        }
        row.total = round2(total);
        row.provisional = provisional;
        const c = row.cls + '\u0000' + row.kata;
        if (!categories[c]) {
            categories[c] = [];
            order.push(c);
        }
        categories[c].push(row);
    }
    const out = [];
    order.sort().forEach((c) => {
        const rowsOf = categories[c];
        sortAndRank(rowsOf, recentFirst);
        for (let i = 0; i < rowsOf.length; i++)
            out.push(rowsOf[i]);
    });
    return out;
}
function rankOnly(settings, events, results) {
    const { recency, recentFirst } = recencyOf(events);
    return rankRows(groupRows(settings, events, results, recency), settings.bestN, recency, recentFirst);
}
/**
 * The ranking of a season, every class × kata, best first, with each pair's movement since the most
 * recent confirmed event (the ranking without that event's results gives the previous rank).
 */
function seasonRanking(settings, events, results) {
    const rows = rankOnly(settings, events, results);
    const latest = events
        .filter((e) => e.confirmed)
        .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.id < b.id ? 1 : -1))[0];
    if (!latest)
        return rows;
    // The ranking before it: the same rows with only their lines at the other confirmed events (those
    // lines' points do not change), ranked again; a pair with none was not ranked then.
    const kept = events.filter((e) => e.confirmed && e.id !== latest.id);
    const keptIds = {};
    kept.forEach((e) => (keptIds[e.id] = true));
    const earlier = [];
    for (let i = 0; i < rows.length; i++) {
        const row = rows[i];
        const lines = [];
        for (let j = 0; j < row.lines.length; j++) {
            const l = row.lines[j];
            if (keptIds[l.event])
                lines.push({ event: l.event, place: l.place, points: l.points, counted: false, provisional: false });
        }
        if (lines.length)
            earlier.push({ cls: row.cls, kata: row.kata, pair: row.pair, toriName: '', ukeName: '', clubs: [], nations: [], lines: lines, total: 0, rank: 0, previousRank: 0, movement: 0, provisional: false });
    }
    const { recency, recentFirst } = recencyOf(kept);
    const previous = {};
    rankRows(earlier, settings.bestN, recency, recentFirst).forEach((r) => (previous[r.cls + '\u0000' + r.kata + '\u0000' + r.pair] = r.rank));
    rows.forEach((row) => {
        var _a;
        row.previousRank = (_a = previous[row.cls + '\u0000' + row.kata + '\u0000' + row.pair]) !== null && _a !== void 0 ? _a : 0;
        row.movement = row.previousRank ? row.previousRank - row.rank : 0;
    });
    return rows;
}
/**
 * The pairs qualified for the final event: in each class × kata, those ranked in the top `topN` of
 * the ranking at the cut-off day (confirmed events dated on or before it; ties at the cut-off all
 * qualify), with points. Returns the keys class + "|" + kata + "|" + pair.
 */
function seasonQualified(settings, events, results, cutoff, topN, ranking) {
    return Object.keys(seasonQualifiedRanks(settings, events, results, cutoff, topN, ranking));
}
/** The qualified pairs of seasonQualified with their rank at the cut-off: { key: rank }. */
function seasonQualifiedRanks(settings, events, results, cutoff, topN, ranking) {
    const day = String(cutoff || '').slice(0, 10);
    const counted = events.filter((e) => e.confirmed && (!day || e.date.slice(0, 10) <= day));
    const ids = counted.map((e) => e.id);
    // `ranking` (seasonRanking of the same events and results) is the ranking at the cut-off when every
    // confirmed event counts: reused rather than computed again.
    const every = counted.length === events.filter((e) => e.confirmed).length;
    const rows = ranking && every ? ranking : rankOnly(settings, counted, results.filter((r) => ids.indexOf(r.event) >= 0));
    const out = {};
    rows.filter((r) => r.total > 0 && topN > 0 && r.rank <= topN).forEach((r) => (out[seasonQualifiedKey(r.cls, r.kata, r.pair)] = r.rank));
    return out;
}
/** The key of a pair's qualification in one class × kata. */
function seasonQualifiedKey(cls, kata, pair) {
    return cls + '|' + kata + '|' + pair;
}
/** Sorts a table: points, then golds, silvers, bronzes, then name. */
function sortTable(rows) {
    return rows.sort((a, b) => b.points - a.points || b.gold - a.gold || b.silver - a.silver || b.bronze - a.bronze || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
function addTo(table, name, points, place) {
    var _a;
    const row = (_a = table[name]) !== null && _a !== void 0 ? _a : (table[name] = { name: name, points: 0, gold: 0, silver: 0, bronze: 0 });
    row.points = round2(row.points + points);
    if (place === 1)
        row.gold++;
    if (place === 2)
        row.silver++;
    if (place === 3)
        row.bronze++;
}
/**
 * The club (by = 'clubs') or nation (by = 'nations') table of a ranking: each pair's counted points,
 * split in half between two clubs (clubShare 'half') or given whole to each ('full'), and the medals
 * of its counted results (a medal counts for each of the pair's clubs).
 */
function seasonTable(rows, by, share = 'half') {
    const table = {};
    rows.forEach((row) => {
        const names = row[by].filter((n) => n);
        if (!names.length)
            return;
        const factor = share === 'half' ? 1 / names.length : 1;
        row.lines.forEach((l) => {
            if (!l.counted)
                return;
            names.forEach((n) => addTo(table, n, l.points * factor, l.place));
        });
    });
    return sortTable(Object.keys(table).map((k) => table[k]));
}
/** The medal table of the confirmed results given (one event, or a whole season): medals per club, a pair of two clubs counting for both. */
function seasonMedals(results) {
    const table = {};
    results.forEach((r) => {
        if (r.place < 1 || r.place > 3)
            return;
        r.clubs.filter((c, i) => c && r.clubs.indexOf(c) === i).forEach((c) => addTo(table, c, 0, r.place));
    });
    return sortTable(Object.keys(table).map((k) => table[k]));
}
