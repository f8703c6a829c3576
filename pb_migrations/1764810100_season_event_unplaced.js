/// <reference path="../.hook-types/pocketbase.d.ts" />
// `season_events.unplaced`: the categories of the event that give no season places and why (the
// reasons of src/lib/rules/unfinished.ts: groups without a final, a final not performed, a poule
// nobody was judged in), written by the season's recompute alone (lib/seasons.js) so that the
// season's public page says why a category is missing. Class, kata, reason and group names only: no
// personal data, readable by whoever reads the event.
migrate(
  (app) => {
    const events = app.findCollectionByNameOrId('season_events');
    events.fields.add(new JSONField({ name: 'unplaced', maxSize: 20000 }));
    app.save(events);
  },
  (app) => {
    const events = app.findCollectionByNameOrId('season_events');
    events.fields.removeByName('unplaced');
    app.save(events);
  },
);
