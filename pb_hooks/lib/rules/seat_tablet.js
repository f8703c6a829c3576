// Generated from src/lib/rules/seatTablet.ts by scripts/build-hook-rules.mjs: do not edit, edit the source and run it.
// @ts-nocheck
"use strict";
// A seat's tablet and the supervisor's word to its judge, written once: the SPA imports this file,
// the hooks run pb_hooks/lib/rules/seat_tablet.js compiled from it (scripts/build-hook-rules.mjs). Pure, no imports.
//
// A seat's tablet is *in use* while the seat's code still opens it and a tablet opened with that code
// has reported (its heartbeat; a new code or a revocation clears the report). A new code signs that
// tablet out, so the server gives one for a seat in use only when the official confirms replacing it.
Object.defineProperty(exports, "__esModule", { value: true });
exports.RETURN_NOTE_MAX = void 0;
exports.tabletInUse = tabletInUse;
/** The longest note the supervisor sends with a sheet sent back to its judge. */
exports.RETURN_NOTE_MAX = 500;
/**
 * Whether a seat's tablet is in use at `now` (ms). `expires` is the seat's code expiry and
 * `lastSeenAt` its tablet's last report, both as PocketBase stores them ('' when none).
 */
function tabletInUse(expires, lastSeenAt, now) {
    if (!expires || !lastSeenAt)
        return false;
    const until = new Date(expires.replace(' ', 'T')).getTime();
    return until > now;
}
