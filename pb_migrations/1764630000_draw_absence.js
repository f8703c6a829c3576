/// <reference path="../.hook-types/pocketbase.d.ts" />
// A drawn couple that will not perform (src/lib/rules/absence.ts):
// - `draws.absence` (withdrawn | did_not_perform, empty while it competes) and `draws.absenceReason`
//   (the officials' reason, 3–500 characters): written only by POST /api/custom/draws/{id}/absence
//   (pb_hooks/results_absence.pb.js), audited;
// - `competitions.absentRanked`: such couples rank after every couple of their poule that performs
//   (on) or show their state without a rank (off, the default).
migrate(
  (app) => {
    const draws = app.findCollectionByNameOrId('draws');
    draws.fields.add(new SelectField({ name: 'absence', maxSelect: 1, values: ['withdrawn', 'did_not_perform'] }));
    draws.fields.add(new TextField({ name: 'absenceReason', max: 500 }));
    app.save(draws);
    const competitions = app.findCollectionByNameOrId('competitions');
    competitions.fields.add(new BoolField({ name: 'absentRanked' }));
    app.save(competitions);
  },
  (app) => {
    const draws = app.findCollectionByNameOrId('draws');
    draws.fields.removeByName('absence');
    draws.fields.removeByName('absenceReason');
    app.save(draws);
    const competitions = app.findCollectionByNameOrId('competitions');
    competitions.fields.removeByName('absentRanked');
    app.save(competitions);
  },
);
