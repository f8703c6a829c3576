/// <reference path="../.hook-types/pocketbase.d.ts" />
// The qualification for a season's final event, as shown to the athletes and the final's staff:
// - season_rankings.qualifiedRank: a qualified pair's rank in the ranking at the cut-off (the basis of
//   its place in the final; 0 when not qualified), written by the hooks like the rest of the row;
// - seasons: the organizers of a competition of a season read that season (its name and level are
//   shown on their competition), public or not.
const ADMIN = '@request.auth.role = "admin"';
const EVENT_ORGANIZER = '(@request.auth.id != "" && season_events_via_season.competition.organizers.id ?= @request.auth.id)';

migrate(
  (app) => {
    const rankings = app.findCollectionByNameOrId('season_rankings');
    rankings.fields.add(new NumberField({ name: 'qualifiedRank', min: 0, onlyInt: true }));
    app.save(rankings);

    const seasons = app.findCollectionByNameOrId('seasons');
    seasons.listRule = 'public = true || ' + ADMIN + ' || ' + EVENT_ORGANIZER;
    seasons.viewRule = 'public = true || ' + ADMIN + ' || ' + EVENT_ORGANIZER;
    app.save(seasons);
  },
  (app) => {
    const seasons = app.findCollectionByNameOrId('seasons');
    seasons.listRule = 'public = true || ' + ADMIN;
    seasons.viewRule = 'public = true || ' + ADMIN;
    app.save(seasons);

    const rankings = app.findCollectionByNameOrId('season_rankings');
    rankings.fields.removeByName('qualifiedRank');
    app.save(rankings);
  },
);
