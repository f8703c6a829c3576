/// <reference path="../.hook-types/pocketbase.d.ts" />
// QR check-in: every enrolment carries an unguessable check-in code (24 characters of
// [A-Za-z0-9], ~143 bits) set by the server when the enrolment is created. The QR code holds
// "KP1.<enrolment id>.<code>": the id finds the enrolment (so a deleted one is told apart), the code
// proves the QR was issued by the portal (a forged or altered code does not match). It is readable
// exactly by who may read the enrolment (its owner, the competition's organizers, admins); clients
// never write it (pb_hooks/enrolments.pb.js). Existing enrolments get one now.
migrate(
  (app) => {
    const col = app.findCollectionByNameOrId('enrolments');
    col.fields.add(new TextField({ name: 'checkinCode', max: 40, pattern: '^[A-Za-z0-9]*$' }));
    app.save(col);
    const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    app.findAllRecords('enrolments').forEach((r) => {
      r.set('checkinCode', $security.randomStringWithAlphabet(24, ALPHABET));
      app.saveNoValidate(r);
    });
  },
  (app) => {
    const col = app.findCollectionByNameOrId('enrolments');
    col.fields.removeByName('checkinCode');
    app.save(col);
  },
);
