/// <reference path="../.hook-types/pocketbase.d.ts" />
// Fair panels (src/lib/rules/panels.ts; docs/judging.md "Seating judges"):
// competitions.panelConflicts (warn | refuse; empty = warn): what seating a judge on the panel of a
// poule with couples of the judge's own club does (pb_hooks/judges.pb.js, the panel route).
migrate(
  (app) => {
    const competitions = app.findCollectionByNameOrId('competitions');
    competitions.fields.add(new SelectField({ name: 'panelConflicts', maxSelect: 1, values: ['warn', 'refuse'] }));
    app.save(competitions);
  },
  (app) => {
    const competitions = app.findCollectionByNameOrId('competitions');
    competitions.fields.removeByName('panelConflicts');
    app.save(competitions);
  },
);
