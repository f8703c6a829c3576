// @ts-check
/// <reference path="../env.d.ts" />
// A tablet's heartbeat (POST /api/custom/seats/heartbeat): the figures the supervisor sees per seat.
// The tablet beats every 20 seconds and when its queue or connection changes; beats closer than
// MIN_INTERVAL_MS to the previous one are refused (429), so a stuck tablet cannot flood the writer.

const MIN_INTERVAL_MS = 4000;
const MAX_QUEUED = 10000;

/**
 * The figures of a heartbeat's body, or the first bad field (code `seat_heartbeat_invalid`).
 * @param {any} body `{queued: int ≥ 0, battery: {level: 0..1, charging: boolean} | null}`
 * @returns {{ ok: true, queued: number, battery: { level: number, charging: boolean } | null } | { ok: false, field: string }}
 */
function parseBeat(body) {
  const b = body || {};
  const queued = b.queued;
  if (typeof queued !== 'number' || Math.floor(queued) !== queued || queued < 0 || queued > MAX_QUEUED) return { ok: false, field: 'queued' };
  const battery = b.battery;
  if (battery === null || battery === undefined) return { ok: true, queued: queued, battery: null };
  if (typeof battery !== 'object' || typeof battery.level !== 'number' || !(battery.level >= 0 && battery.level <= 1) || typeof battery.charging !== 'boolean') {
    return { ok: false, field: 'battery' };
  }
  return { ok: true, queued: queued, battery: { level: Math.round(battery.level * 100) / 100, charging: battery.charging } };
}

/**
 * Clears a seat's health figures (its tablet changes: a new code, a revocation). The caller saves.
 * @param {core.Record} seat
 */
function reset(seat) {
  seat.set('lastSeenAt', '');
  seat.set('queued', 0);
  seat.set('battery', null);
}

module.exports = { MIN_INTERVAL_MS, MAX_QUEUED, parseBeat, reset };
