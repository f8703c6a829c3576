// A judge's tablet as the supervisor sees it, from the heartbeat stored on its seat
// (POST /api/custom/seats/heartbeat, pb_hooks/seat_health.pb.js): the tablet reports every
// HEARTBEAT_MS and when its queue or connection changes.

/** How often a tablet reports. */
export const HEARTBEAT_MS = 20_000;
/** The least time between two reports (the server refuses closer ones). */
export const HEARTBEAT_MIN_GAP_MS = 5_000;
/** Online: seen within two reports and some slack. */
export const ONLINE_WITHIN_MS = 2 * HEARTBEAT_MS + 5_000;
/** A tablet silent for longer than this while a couple performs is flagged. */
export const SILENT_AFTER_MS = 60_000;

export type Connection = 'online' | 'offline' | 'never';

export interface TabletHealth {
  connection: Connection;
  /** Milliseconds since the tablet last reported (null: never). */
  silentFor: number | null;
  /** Silent for more than a minute while a couple performs: the supervisor must look at it. */
  flagged: boolean;
}

/**
 * `lastSeenAt` as PocketBase stores it ('' when the seat's tablet never reported), `now` in ms,
 * `performing` whether a couple of the seat's poule is being judged.
 */
export function tabletHealth(lastSeenAt: string, now: number, performing: boolean): TabletHealth {
  const seen = lastSeenAt ? new Date(lastSeenAt.replace(' ', 'T')).getTime() : NaN;
  if (isNaN(seen)) return { connection: 'never', silentFor: null, flagged: performing };
  const silentFor = Math.max(0, now - seen);
  return { connection: silentFor <= ONLINE_WITHIN_MS ? 'online' : 'offline', silentFor, flagged: performing && silentFor > SILENT_AFTER_MS };
}
