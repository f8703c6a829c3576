// Generated from src/lib/rules/inquiries.ts by scripts/build-hook-rules.mjs: do not edit, edit the source and run it.
// @ts-nocheck
"use strict";
// Inquiries: when a couple's owner may still ask the jury to look again, and when a couple's place
// is provisional because of it. Pure: the hooks check the window with it (pb_hooks/inquiries.pb.js),
// every public view shows provisional places with it.
Object.defineProperty(exports, "__esModule", { value: true });
exports.inquiryWindowEnd = inquiryWindowEnd;
exports.inquiryWindowOpen = inquiryWindowOpen;
exports.placeProvisional = placeProvisional;
/** The end of the inquiry window (ms since epoch), or null when the competition takes no inquiries or the couple is not validated. */
function inquiryWindowEnd(validatedAt, minutes) {
    if (!validatedAt || !minutes || minutes <= 0)
        return null;
    const start = Date.parse(validatedAt.replace(' ', 'T'));
    if (Number.isNaN(start))
        return null;
    return start + minutes * 60000;
}
/** Whether an inquiry may be filed now on a couple validated at `validatedAt`. */
function inquiryWindowOpen(validatedAt, minutes, now) {
    const end = inquiryWindowEnd(validatedAt, minutes);
    return end !== null && now <= end;
}
/**
 * A validated couple's place is provisional while an inquiry is open, or while the window is open
 * and none was filed. A decided inquiry ends it: only one inquiry per couple is taken, so after an
 * upheld inquiry the couple's new validation is final.
 */
function placeProvisional(state, windowEnd, now) {
    if (state === 'open')
        return true;
    if (state)
        return false;
    return windowEnd !== null && now <= windowEnd;
}
