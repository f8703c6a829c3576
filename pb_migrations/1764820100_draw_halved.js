/// <reference path="../.hook-types/pocketbase.d.ts" />
// `draws.halved`: which halving rule halved the couple's total, empty when none did: `majority` (IJF:
// most judges marked a technique forgotten) or `any` (Grand Prix: a judge gave an item a zero). Derived
// by the results recompute (pb_hooks/lib/results.js) from the sheets that count, never written through
// the API; it travels in the poule's public row so that the hall's screens say why a total is half.
migrate(
  (app) => {
    const draws = app.findCollectionByNameOrId('draws');
    draws.fields.add(new SelectField({ name: 'halved', maxSelect: 1, values: ['majority', 'any'] }));
    app.save(draws);
    // Couples already scored: under both presets only a forgotten technique makes an item zero (Grand
    // Prix floors every other mark at 1), so a scored couple with a forgotten count was halved.
    app
      .db()
      .newQuery(
        "UPDATE draws SET halved = (SELECT CASE WHEN c.scoring = 'grand-prix' THEN 'any' ELSE 'majority' END FROM poules p JOIN competitions c ON c.id = p.competition WHERE p.id = draws.poule) WHERE scored = TRUE AND forgotten > 0",
      )
      .execute();
  },
  (app) => {
    const draws = app.findCollectionByNameOrId('draws');
    draws.fields.removeByName('halved');
    app.save(draws);
  },
);
