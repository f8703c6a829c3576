/// <reference path="../.hook-types/pocketbase.d.ts" />
// The breaks of the competition day (src/lib/rules/breaks.ts), staff-written like the competition's
// tatami and checked by pb_hooks/schedule_breaks.pb.js:
// - competitions.breakEvery (couples, 0–50) and breakMinutes (0–120): a break after every n couples on a tatami;
// - competitions.pouleBreakMinutes (0–120): the break between two poules of a tatami;
// - competitions.lunchAt (its time of day, every day of the competition) and lunchMinutes (0–180).
// They travel in every poule's public leaderboards row (`data.breaks`), so the running order and the
// venue screen place them from the rows they already follow live.
const FIELDS = ['breakEvery', 'breakMinutes', 'pouleBreakMinutes', 'lunchAt', 'lunchMinutes'];
migrate(
  (app) => {
    const competitions = app.findCollectionByNameOrId('competitions');
    competitions.fields.add(new NumberField({ name: 'breakEvery', onlyInt: true, min: 0, max: 50 }));
    competitions.fields.add(new NumberField({ name: 'breakMinutes', onlyInt: true, min: 0, max: 120 }));
    competitions.fields.add(new NumberField({ name: 'pouleBreakMinutes', onlyInt: true, min: 0, max: 120 }));
    competitions.fields.add(new DateField({ name: 'lunchAt' }));
    competitions.fields.add(new NumberField({ name: 'lunchMinutes', onlyInt: true, min: 0, max: 180 }));
    app.save(competitions);
  },
  (app) => {
    const competitions = app.findCollectionByNameOrId('competitions');
    FIELDS.forEach((f) => competitions.fields.removeByName(f));
    app.save(competitions);
  },
);
