/// <reference path="../.hook-types/pocketbase.d.ts" />
// The marks' trail of a judge's sheet (src/lib/rules/trail.ts): per item, when the device first marked
// it and last changed it (its own clock) and when the server received its current mark, with when the
// sheet first arrived. The tablet sends its times with the marks; the hook (lib/results.js) stamps the
// server's. Sheets saved before have none (the screens say the times were not recorded): their
// changes were never timed, so a made-up trail would say more than is known.
migrate(
  (app) => {
    const evaluations = app.findCollectionByNameOrId('evaluations');
    evaluations.fields.add(new JSONField({ name: 'trail', maxSize: 20000 }));
    app.save(evaluations);
  },
  (app) => {
    const evaluations = app.findCollectionByNameOrId('evaluations');
    evaluations.fields.removeByName('trail');
    app.save(evaluations);
  },
);
