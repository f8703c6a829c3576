/// <reference path="../.hook-types/pocketbase.d.ts" />
// Tablet health on the supervisor's screen: each seat's tablet reports, through
// POST /api/custom/seats/heartbeat (pb_hooks/seat_health.pb.js, the seat's own token only, rate-limited),
// when it was last seen, how many sheets wait in its offline queue and its battery where the browser
// tells it ({level 0..1, charging}, null otherwise). Officials read them with the seat (the seats'
// rules are unchanged); nobody writes them through the records API.
migrate(
  (app) => {
    const seats = app.findCollectionByNameOrId('seats');
    seats.fields.add(new DateField({ name: 'lastSeenAt' }));
    seats.fields.add(new NumberField({ name: 'queued', onlyInt: true, min: 0 }));
    seats.fields.add(new JSONField({ name: 'battery', maxSize: 200 }));
    app.save(seats);
  },
  (app) => {
    const seats = app.findCollectionByNameOrId('seats');
    ['lastSeenAt', 'queued', 'battery'].forEach((f) => seats.fields.removeByName(f));
    app.save(seats);
  },
);
