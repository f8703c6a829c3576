// Generated from src/lib/rules/qualification.ts by scripts/build-hook-rules.mjs: do not edit, edit the source and run it.
// @ts-nocheck
"use strict";
// Judges' qualifications, written once: the SPA imports this file, the hooks run
// pb_hooks/lib/rules/qualification.js compiled from it (scripts/build-hook-rules.mjs). Pure, no imports.
//
// A judge of the judges' list holds a level per kata (regional, national, international), valid until
// a date; admins keep them. Federations seat only judges licensed for the kata they judge (the IJF and
// the EJU license kata judges per kata and examine them at their events). A judge is qualified for a
// poule when they hold a qualification for its kata still valid on the day the poule is judged (its
// start time, else the competition's date; calendar days in UTC). Shadow judges are trainees beside
// the panel and need none.
//
// What seating an unqualified judge does is a competition setting (`judgeQualification`): off (no
// check), warn (the seat is taken and the supervisor sees why it should not be; the default, because
// the list's qualifications may be incomplete where a federation has not sent them) or refuse (the
// server refuses the seat: events that admit licensed judges only).
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEFAULT_QUALIFICATION_MODE = exports.QUALIFICATION_MODES = exports.QUALIFICATION_LEVELS = void 0;
exports.qualificationMode = qualificationMode;
exports.dayOf = dayOf;
exports.judgingDay = judgingDay;
exports.qualificationProblem = qualificationProblem;
exports.seatingVerdict = seatingVerdict;
/** The levels of a qualification, from the lowest. */
exports.QUALIFICATION_LEVELS = ['regional', 'national', 'international'];
/** What seating an unqualified judge does, per competition. */
exports.QUALIFICATION_MODES = ['off', 'warn', 'refuse'];
exports.DEFAULT_QUALIFICATION_MODE = 'warn';
/** The competition's setting, the default when it is empty or unknown. */
function qualificationMode(value) {
    return typeof value === 'string' && exports.QUALIFICATION_MODES.includes(value) ? value : exports.DEFAULT_QUALIFICATION_MODE;
}
/** The calendar day (UTC, "YYYY-MM-DD") of a PocketBase or ISO date; '' when there is none. */
function dayOf(date) {
    const d = new Date(String(date || '').replace(' ', 'T'));
    return isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10);
}
/** The day a poule is judged: its start time, else the competition's date. */
function judgingDay(startsAt, competitionDate) {
    return dayOf(startsAt) || dayOf(competitionDate);
}
/**
 * Why a judge holding `qualifications` is not qualified to judge `kata` on `day` ("YYYY-MM-DD"), or
 * null when they are: a qualification for that kata valid until that day or later. Without a day
 * (a competition without a date) only the kata counts.
 */
function qualificationProblem(qualifications, kata, day) {
    const forKata = qualifications.filter((q) => q.kata === kata);
    if (!forKata.length)
        return 'judge_unqualified';
    if (!day)
        return null;
    return forKata.some((q) => dayOf(q.validUntil) >= day) ? null : 'judge_qualification_expired';
}
/** What seating a judge with `problem` does under `mode`: nothing, a warning, or a refusal. */
function seatingVerdict(mode, problem) {
    if (!problem || mode === 'off')
        return 'ok';
    return mode;
}
