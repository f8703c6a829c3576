/// <reference path="../.hook-types/pocketbase.d.ts" />
// A seat is an auth record whose address (`seat-…@seats.invalid`) reaches nobody, and each tablet
// that pairs with a seat's code signs in from a new device: PocketBase's "login from a new location"
// alert then mailed that address on every pairing but the first (a mail to an undeliverable domain,
// bounced or queued by the SMTP relay, and an `_authOrigins` row per tablet). Seats get no such alert;
// the tablets a seat opens are the officials' business (seat codes, revoke, the supervisor's screen).
migrate(
  (app) => {
    const seats = app.findCollectionByNameOrId('seats');
    seats.authAlert.enabled = false;
    app.save(seats);
  },
  (app) => {
    const seats = app.findCollectionByNameOrId('seats');
    seats.authAlert.enabled = true;
    app.save(seats);
  },
);
