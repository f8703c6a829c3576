/// <reference path="../.hook-types/pocketbase.d.ts" />
// A circuit's (category's) scoring switches, children's rules (src/lib/rules/scoring.ts Switches):
// `noForgotten` (a technique cannot be marked forgotten), `noBig` (no big mistakes), `noHalving` (the
// couple's total is never halved). Off by default: every existing circuit keeps its preset's rules.
// Edited with the circuit (its API rules); the hooks refuse a sheet the switches forbid and a change of
// the switches once a sheet of the circuit is saved.
migrate(
  (app) => {
    const circuits = app.findCollectionByNameOrId('circuits');
    circuits.fields.add(new BoolField({ name: 'noForgotten' }));
    circuits.fields.add(new BoolField({ name: 'noBig' }));
    circuits.fields.add(new BoolField({ name: 'noHalving' }));
    app.save(circuits);
  },
  (app) => {
    const circuits = app.findCollectionByNameOrId('circuits');
    for (const name of ['noForgotten', 'noBig', 'noHalving']) circuits.fields.removeByName(name);
    app.save(circuits);
  },
);
