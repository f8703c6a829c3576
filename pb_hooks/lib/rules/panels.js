// Generated from src/lib/rules/panels.ts by scripts/build-hook-rules.mjs: do not edit, edit the source and run it.
// @ts-nocheck
"use strict";
// Fair panels, written once: the SPA's panel assistant proposes with it and the hooks check a seated
// panel with pb_hooks/lib/rules/panels.js compiled from it (scripts/build-hook-rules.mjs). Pure, no imports.
//
// A judge should not judge a couple of their own club: federations seat judges away from their club's
// couples where the list allows. A judge's club (`judges.club`, free text) matches a couple's club by
// its code or its name (`clubs`), case and spacing aside. Nations: neither judges nor clubs record one,
// so the portal cannot keep a judge away from couples of their nation (see docs/judging.md).
//
// What seating a judge with a couple of their club does is a competition setting (`panelConflicts`):
// warn (the default: small events have too few judges to avoid every club) or refuse.
//
// The proposal, per poule of a tatami in running order, picks the `size` judges that cost least, by:
//   1. qualified for the poule's kata on its day (an unqualified judge only when no one else is left);
//   2. fewest couples of their own club in the poule;
//   3. fewest couples judged so far (the day's past load plus the proposal's earlier poules): balance;
//   4. rested: a judge who sat the previous poule yields to one who did not (rotation), when both tie;
//   5. name, then id: the same inputs always give the same panel.
// A judge who stays from the previous poule keeps their seat (and tablet); newcomers take the free
// seats in order. When no panel is free of problems, the least-bad one is proposed with its warnings.
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEFAULT_PANEL_CONFLICT_MODE = exports.PANEL_CONFLICT_MODES = void 0;
exports.panelConflictMode = panelConflictMode;
exports.clubKey = clubKey;
exports.clubConflicts = clubConflicts;
exports.judgeProblems = judgeProblems;
exports.panelClubConflicts = panelClubConflicts;
exports.proposePanels = proposePanels;
exports.PANEL_CONFLICT_MODES = ['warn', 'refuse'];
exports.DEFAULT_PANEL_CONFLICT_MODE = 'warn';
/** The competition's setting, the default when it is empty or unknown. */
function panelConflictMode(value) {
    return typeof value === 'string' && exports.PANEL_CONFLICT_MODES.includes(value) ? value : exports.DEFAULT_PANEL_CONFLICT_MODE;
}
/** A club's text as compared: trimmed, spaces collapsed, upper case. */
function clubKey(club) {
    return String(club || '')
        .trim()
        .replace(/\s+/g, ' ')
        .toUpperCase();
}
/** How many of `couples` are of the judge's club (0 for a judge without one). */
function clubConflicts(judgeClub, couples) {
    const key = clubKey(judgeClub);
    if (!key)
        return 0;
    return couples.filter((c) => c.clubs.some((club) => clubKey(club) === key)).length;
}
/** The problems of judge `judge` on a panel of `poule`: club conflicts, then qualification. */
function judgeProblems(judge, poule) {
    const out = [];
    const n = clubConflicts(judge.club, poule.couples);
    if (n)
        out.push({ code: 'panel_conflict_club', club: judge.club.trim(), couples: n });
    if (poule.qualified && !poule.qualified.includes(judge.id))
        out.push({ code: 'judge_unqualified' });
    return out;
}
/**
 * The club conflicts of a seated panel (`seats`: seat number → judge id; seats past `size` and empty
 * seats are not the poule's panel): what the server checks and the supervisor's screen shows.
 */
function panelClubConflicts(seats, size, judges, couples) {
    const out = [];
    Object.keys(seats)
        .map(Number)
        .sort((a, b) => a - b)
        .forEach((n) => {
        const judge = judges.find((j) => j.id === seats[String(n)]);
        if (!judge || n < 1 || n > size)
            return;
        const count = clubConflicts(judge.club, couples);
        if (count)
            out.push({ seat: n, judge: judge.id, problem: { code: 'panel_conflict_club', club: judge.club.trim(), couples: count } });
    });
    return out;
}
/**
 * A panel per poule of a tatami (`poules` in running order). `load`: couples each judge judged
 * already today; `seated`: the tatami's panel now (seat number → judge id), the first poule's
 * "previous" panel.
 */
function proposePanels(judges, poules, load = {}, seated = {}) {
    const judged = {};
    judges.forEach((j) => (judged[j.id] = load[j.id] || 0));
    let previous = Object.assign({}, seated);
    return poules.map((poule) => {
        const sat = new Set(Object.values(previous).filter(Boolean));
        const ranked = judges
            .map((j) => {
            var _a;
            const qualifiedMiss = poule.qualified && !poule.qualified.includes(j.id) ? 1 : 0;
            return { j, cost: [qualifiedMiss, clubConflicts(j.club, poule.couples), (_a = judged[j.id]) !== null && _a !== void 0 ? _a : 0, sat.has(j.id) ? 1 : 0] };
        })
            .sort((a, b) => {
            var _a, _b;
            for (let i = 0; i < a.cost.length; i++)
                if (a.cost[i] !== b.cost[i])
                    return ((_a = a.cost[i]) !== null && _a !== void 0 ? _a : 0) - ((_b = b.cost[i]) !== null && _b !== void 0 ? _b : 0);
            return a.j.name.localeCompare(b.j.name) || (a.j.id < b.j.id ? -1 : a.j.id > b.j.id ? 1 : 0);
        });
        const chosen = ranked.slice(0, poule.size).map((r) => r.j);
        // A judge who stays keeps their seat; newcomers fill the free seats in order.
        const seats = {};
        chosen.forEach((j) => {
            const kept = Object.keys(previous).find((n) => previous[n] === j.id && Number(n) >= 1 && Number(n) <= poule.size);
            if (kept)
                seats[kept] = j.id;
        });
        let free = 1;
        chosen.forEach((j) => {
            if (Object.values(seats).includes(j.id))
                return;
            while (seats[String(free)])
                free++;
            seats[String(free)] = j.id;
        });
        const warnings = [];
        const loadBefore = {};
        Object.keys(seats)
            .map(Number)
            .sort((a, b) => a - b)
            .forEach((n) => {
            var _a;
            const j = judges.find((x) => x.id === seats[String(n)]);
            loadBefore[j.id] = (_a = judged[j.id]) !== null && _a !== void 0 ? _a : 0;
            judgeProblems(j, poule).forEach((problem) => warnings.push({ seat: n, judge: j.id, problem }));
        });
        chosen.forEach((j) => { var _a; return (judged[j.id] = ((_a = judged[j.id]) !== null && _a !== void 0 ? _a : 0) + poule.couples.length); });
        previous = seats;
        return { poule: poule.id, seats, load: loadBefore, warnings };
    });
}
