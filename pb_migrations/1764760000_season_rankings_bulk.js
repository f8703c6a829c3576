/// <reference path="../.hook-types/pocketbase.d.ts" />
// season_rankings, written in bulk by the recompute (pb_hooks/lib/seasons.js writeRows):
// - one row per season × class × kata × pair, as a unique index: the key of the recompute's upsert;
// - `public`: the row's season's own flag, written with every row by the recompute (which runs on
//   every change of the season's settings), so that the guests' rule reads the row alone: a rule
//   through the season relation joins seasons per row and makes PocketBase deduplicate whole rows.
const ADMIN = '@request.auth.role = "admin"';

migrate(
  (app) => {
    const rankings = app.findCollectionByNameOrId('season_rankings');
    rankings.fields.add(new BoolField({ name: 'public' }));
    rankings.addIndex('idx_season_rankings_key', true, 'season, class, kata, pair', '');
    rankings.listRule = 'public = true || ' + ADMIN;
    rankings.viewRule = 'public = true || ' + ADMIN;
    app.save(rankings);
    app.db().newQuery('UPDATE season_rankings SET public = COALESCE((SELECT s.public FROM seasons s WHERE s.id = season_rankings.season), FALSE)').execute();
  },
  (app) => {
    const rankings = app.findCollectionByNameOrId('season_rankings');
    rankings.listRule = 'season.public = true || ' + ADMIN;
    rankings.viewRule = 'season.public = true || ' + ADMIN;
    rankings.removeIndex('idx_season_rankings_key');
    rankings.fields.removeByName('public');
    app.save(rankings);
  },
);
