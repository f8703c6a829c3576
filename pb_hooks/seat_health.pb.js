// @ts-check
/// <reference path="env.d.ts" />
// - POST /api/custom/seats/heartbeat {queued, battery}   the tablet's health, stored on its own seat (a seat token only)
// The supervisor reads the figures with the seats (lib/seat_health.js says what they are).

routerAdd('POST', '/api/custom/seats/heartbeat', (e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const health = require(`${__hooks}/lib/seat_health.js`);
  const seat = require(`${__hooks}/lib/seats.js`).seatOf(e);
  if (!seat) throw new ForbiddenError("Only a seat's tablet sends its heartbeat.");
  const beat = health.parseBeat(e.requestInfo().body);
  if (!beat.ok) return util.fieldError(beat.field, 'seat_heartbeat_invalid', 'The heartbeat of a tablet is {queued: n, battery: {level, charging} | null}.');
  const rec = e.app.findRecordById('seats', seat.id);
  const last = rec.getString('lastSeenAt');
  if (last && Date.now() - new Date(last.replace(' ', 'T')).getTime() < health.MIN_INTERVAL_MS) {
    require(`${__hooks}/lib/limits.js`).tooMany('seat_heartbeat_too_often', 'This tablet sent its heartbeat a moment ago.');
  }
  const now = util.nowIso();
  rec.set('lastSeenAt', now);
  rec.set('queued', beat.queued);
  rec.set('battery', beat.battery);
  e.app.save(rec);
  return e.json(200, { lastSeenAt: now });
});
