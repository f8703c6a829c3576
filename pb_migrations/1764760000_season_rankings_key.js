/// <reference path="../.hook-types/pocketbase.d.ts" />
// season_rankings: one row per season × class × kata × pair, as a unique index. The recompute writes
// the rows in one upsert on that key (pb_hooks/lib/seasons.js writeRows).
migrate(
  (app) => {
    const rankings = app.findCollectionByNameOrId('season_rankings');
    rankings.addIndex('idx_season_rankings_key', true, 'season, class, kata, pair', '');
    app.save(rankings);
  },
  (app) => {
    const rankings = app.findCollectionByNameOrId('season_rankings');
    rankings.removeIndex('idx_season_rankings_key');
    app.save(rankings);
  },
);
