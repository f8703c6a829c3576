/// <reference path="../.hook-types/pocketbase.d.ts" />
// Scoring rules chosen per competition (docs/ARCHITECTURE.md "Scoring presets"):
// - scoring: `grand-prix` or `ijf` (pb_hooks/lib/rules/scoring.js PRESETS). New competitions default to
//   `grand-prix` (pb_hooks/competitions.pb.js). Existing competitions become `ijf`: their results were
//   computed under the IJF rules, and switching them would silently change published points and ranks.
// - flow: the Grand Prix flow mark (fluidity, course, rhythm, 0–10 per judge after the closing).
// Both are edited by whoever edits the competition (organizers, admins) until its first evaluation.
migrate(
  (app) => {
    const competitions = app.findCollectionByNameOrId('competitions');
    competitions.fields.add(new SelectField({ name: 'scoring', maxSelect: 1, values: ['grand-prix', 'ijf'] }));
    competitions.fields.add(new BoolField({ name: 'flow' }));
    app.save(competitions);
    app.db().newQuery("UPDATE competitions SET scoring = 'ijf' WHERE scoring = '' OR scoring IS NULL").execute();
  },
  (app) => {
    const competitions = app.findCollectionByNameOrId('competitions');
    competitions.fields.removeByName('scoring');
    competitions.fields.removeByName('flow');
    app.save(competitions);
  },
);
