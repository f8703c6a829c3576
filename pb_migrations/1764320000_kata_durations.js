/// <reference path="../.hook-types/pocketbase.d.ts" />
// A kata's typical duration (docs/ARCHITECTURE.md "Running order and live times"): `kata_sheets.duration`,
// whole seconds, the slot one couple takes on the tatami — walking on and bowing, the kata, walking off
// and the first judge's sheet saved — so that the running order can estimate when each couple performs.
// Defaults are the usual competition timings (the kata itself plus about a minute and a half around
// it); a federation adjusts them with the sheets. The estimate falls back to 420 s for a sheet without
// one (a sheet created later without the field).
const DURATIONS = {
  'nage-no-kata': 480,
  'katame-no-kata': 540,
  'kime-no-kata': 570,
  'ju-no-kata': 570,
  'kodokan-goshin-jutsu': 540,
  'itsutsu-no-kata': 360,
  'koshiki-no-kata': 570,
  'nage-no-kata-3': 330,
  'katame-no-kata-1': 300,
  'ju-no-kata-1': 300,
  'goshin-jutsu-unarmed': 390,
  'nage-3-katame-1': 480,
  'nage-3-ju-1': 480,
};

migrate(
  (app) => {
    const sheets = app.findCollectionByNameOrId('kata_sheets');
    sheets.fields.add(new NumberField({ name: 'duration', onlyInt: true, min: 60, max: 3600 }));
    app.save(sheets);
    app.findRecordsByFilter('kata_sheets', '', '', 0, 0).forEach((r) => {
      r.set('duration', DURATIONS[r.getString('kata')] || 420);
      app.save(r);
    });
  },
  (app) => {
    const sheets = app.findCollectionByNameOrId('kata_sheets');
    sheets.fields.removeByName('duration');
    app.save(sheets);
  },
);
