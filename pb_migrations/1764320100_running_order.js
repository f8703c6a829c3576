/// <reference path="../.hook-types/pocketbase.d.ts" />
// Running order and live times (docs/ARCHITECTURE.md "Running order and live times"):
// - competitions.tatami: how many tatami (mats) the hall has, 1-20 (empty = 1); staff.
// - poules.tatami (1..competitions.tatami, 0 = not assigned) and poules.startsAt (within the
//   competition's days): staff, validated by pb_hooks/running.pb.js.
// - draws.performedAt: derived, the time the couple's first evaluation was saved (the end of its slot),
//   kept by the results recompute; nobody writes it through the API.
// The three poule/draw values travel in the poule's public leaderboards row with the kata's duration,
// so the SPA estimates when each couple performs from the rows it already follows live.
migrate(
  (app) => {
    const competitions = app.findCollectionByNameOrId('competitions');
    competitions.fields.add(new NumberField({ name: 'tatami', onlyInt: true, min: 0, max: 20 }));
    app.save(competitions);
    const poules = app.findCollectionByNameOrId('poules');
    poules.fields.add(new NumberField({ name: 'tatami', onlyInt: true, min: 0, max: 20 }));
    poules.fields.add(new DateField({ name: 'startsAt' }));
    app.save(poules);
    const draws = app.findCollectionByNameOrId('draws');
    draws.fields.add(new DateField({ name: 'performedAt' }));
    app.save(draws);
    // Couples already scored performed when their first evaluation was saved.
    app
      .db()
      .newQuery('UPDATE draws SET performedAt = COALESCE((SELECT MIN(created) FROM evaluations WHERE evaluations.draw = draws.id), \'\')')
      .execute();
  },
  (app) => {
    const competitions = app.findCollectionByNameOrId('competitions');
    competitions.fields.removeByName('tatami');
    app.save(competitions);
    const poules = app.findCollectionByNameOrId('poules');
    poules.fields.removeByName('tatami');
    poules.fields.removeByName('startsAt');
    app.save(poules);
    const draws = app.findCollectionByNameOrId('draws');
    draws.fields.removeByName('performedAt');
    app.save(draws);
  },
);
