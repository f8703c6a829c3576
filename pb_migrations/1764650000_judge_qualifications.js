/// <reference path="../.hook-types/pocketbase.d.ts" />
// Judges' qualifications and shadow judges (src/lib/rules/qualification.ts, src/lib/rules/shadow.ts;
// docs/judging.md "Judges' qualifications and shadow judges"):
// - judge_qualifications: a judge's level (regional | national | international) for one kata, valid
//   until a date; one per judge and kata. Read like the judges' list (official roles); written by admins.
// - competitions.judgeQualification (off | warn | refuse; empty = warn): what seating a judge without
//   a valid qualification for the poule's kata does (pb_hooks/judge_qualifications.pb.js).
// - seats.shadow: a trainee's seat beside the panel (seats 6 and 7); evaluations.shadow: a sheet of
//   such a seat (set by the hook), stored, never counted, never public.
const ADMIN = '@request.auth.role = "admin"';
const OFFICIAL_ROLE = ADMIN + ' || @request.auth.role = "organizer" || @request.auth.role = "commissioner"';
const PUBLIC_SHEETS = '(draw.poule.published = true && ';

migrate(
  (app) => {
    const judges = app.findCollectionByNameOrId('judges');
    const katas = app.findCollectionByNameOrId('poules').fields.getByName('kata').values;
    const quals = new Collection({
      type: 'base',
      name: 'judge_qualifications',
      listRule: OFFICIAL_ROLE,
      viewRule: OFFICIAL_ROLE,
      createRule: ADMIN,
      updateRule: ADMIN,
      deleteRule: ADMIN,
      fields: [
        { name: 'judge', type: 'relation', required: true, maxSelect: 1, collectionId: judges.id, cascadeDelete: true },
        { name: 'kata', type: 'select', required: true, maxSelect: 1, values: katas },
        { name: 'level', type: 'select', required: true, maxSelect: 1, values: ['regional', 'national', 'international'] },
        { name: 'validUntil', type: 'date', required: true },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE UNIQUE INDEX idx_judge_qualifications_judge_kata ON judge_qualifications (judge, kata)'],
    });
    app.save(quals);

    const competitions = app.findCollectionByNameOrId('competitions');
    competitions.fields.add(new SelectField({ name: 'judgeQualification', maxSelect: 1, values: ['off', 'warn', 'refuse'] }));
    app.save(competitions);

    const seats = app.findCollectionByNameOrId('seats');
    seats.fields.getByName('seat').max = 7;
    seats.fields.add(new BoolField({ name: 'shadow' }));
    app.save(seats);

    const evaluations = app.findCollectionByNameOrId('evaluations');
    evaluations.fields.getByName('judge').max = 7;
    evaluations.fields.add(new BoolField({ name: 'shadow' }));
    // A trainee's sheet is never public: the officials and the trainee's own seat read it.
    if (evaluations.listRule.indexOf(PUBLIC_SHEETS) !== 0) throw new Error('evaluations: unexpected list rule');
    evaluations.listRule = '(shadow = false && ' + evaluations.listRule.slice(1);
    evaluations.viewRule = evaluations.listRule;
    app.save(evaluations);
  },
  (app) => {
    const evaluations = app.findCollectionByNameOrId('evaluations');
    evaluations.listRule = '(' + evaluations.listRule.slice('(shadow = false && '.length);
    evaluations.viewRule = evaluations.listRule;
    evaluations.fields.removeByName('shadow');
    evaluations.fields.getByName('judge').max = 5;
    app.save(evaluations);
    const seats = app.findCollectionByNameOrId('seats');
    seats.fields.removeByName('shadow');
    seats.fields.getByName('seat').max = 5;
    app.save(seats);
    const competitions = app.findCollectionByNameOrId('competitions');
    competitions.fields.removeByName('judgeQualification');
    app.save(competitions);
    app.delete(app.findCollectionByNameOrId('judge_qualifications'));
  },
);
