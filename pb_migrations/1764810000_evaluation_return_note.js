/// <reference path="../.hook-types/pocketbase.d.ts" />
// The supervisor's word to the judge with a sheet sent back ("item 3: check the mark"): written by the
// competition's officials only, shown on the judge's tablet with the returned sheet, and cleared once
// the sheet is settled (the judge's correction, an official's typing). Hidden in the schema: only the
// sheet's seat and the competition's officials read it (pb_hooks/evaluation_judges.pb.js).
migrate(
  (app) => {
    const evaluations = app.findCollectionByNameOrId('evaluations');
    evaluations.fields.add(new TextField({ name: 'returnNote', max: 500, hidden: true }));
    app.save(evaluations);
  },
  (app) => {
    const evaluations = app.findCollectionByNameOrId('evaluations');
    evaluations.fields.removeByName('returnNote');
    app.save(evaluations);
  },
);
