/// <reference path="../.hook-types/pocketbase.d.ts" />
// `competitions.autoStart`: the competition moves from accreditation to ongoing by itself once its start
// date/time has passed (pb_hooks/competitions.pb.js, a cron every minute). Off for the competitions that
// exist (nobody chose it for them); the competition form offers it on for new ones.
migrate(
  (app) => {
    const competitions = app.findCollectionByNameOrId('competitions');
    competitions.fields.add(new BoolField({ name: 'autoStart' }));
    app.save(competitions);
  },
  (app) => {
    const competitions = app.findCollectionByNameOrId('competitions');
    competitions.fields.removeByName('autoStart');
    app.save(competitions);
  },
);
