// A seat's tablet and the supervisor's word to its judge, written once: the SPA imports this file,
// the hooks run pb_hooks/lib/rules/seat_tablet.js compiled from it (scripts/build-hook-rules.mjs). Pure, no imports.
//
// A seat's tablet is *in use* while the seat's code still opens it and a tablet opened with that code
// has reported (its heartbeat; a new code or a revocation clears the report). A new code signs that
// tablet out, so the server gives one for a seat in use only when the official confirms replacing it.

/** The longest note the supervisor sends with a sheet sent back to its judge. */
export const RETURN_NOTE_MAX = 500;

/**
 * Whether a seat's tablet is in use at `now` (ms). `expires` is the seat's code expiry and
 * `lastSeenAt` its tablet's last report, both as PocketBase stores them ('' when none).
 */
export function tabletInUse(expires: string, lastSeenAt: string, now: number): boolean {
  if (!expires || !lastSeenAt) return false;
  const until = new Date(expires.replace(' ', 'T')).getTime();
  return until > now;
}
