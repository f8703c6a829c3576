/// <reference path="../.hook-types/pocketbase.d.ts" />
// A seat code lives until the competition's last day ends, at most 72 hours from when it is issued
// (pb_hooks/lib/seats.js SEAT_MAX_HOURS): a tablet opened with it the evening before still works the
// next morning. The seat token's JWT lasts as long as the longest code; the API rules
// (`@request.auth.expires > @now`) end it with the seat's code, whichever comes first.
migrate(
  (app) => {
    const seats = app.findCollectionByNameOrId('seats');
    seats.authToken.duration = 72 * 3600;
    app.save(seats);
  },
  (app) => {
    const seats = app.findCollectionByNameOrId('seats');
    seats.authToken.duration = 14 * 3600;
    app.save(seats);
  },
);
