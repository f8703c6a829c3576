/// <reference path="../pb_data/types.d.ts" />
// A calibration round names its kata like every other field since katas became data: a slug of the
// catalogue (kata_sheets), checked by pb_hooks/katas.pb.js, instead of a select of the 13 katas (which
// would refuse a kata added since). Written before katas became data, hence this second step.
const SLUG = '^[a-z0-9]+(-[a-z0-9]+)*$';

migrate(
  (app) => {
    const col = app.findCollectionByNameOrId('calibration_rounds');
    col.fields.add(new TextField({ name: 'kata_data', required: false, max: 40, pattern: SLUG }));
    app.save(col);
    app.db().newQuery('UPDATE calibration_rounds SET kata_data = kata').execute();
    const next = app.findCollectionByNameOrId('calibration_rounds');
    next.fields.removeByName('kata');
    const moved = next.fields.getByName('kata_data');
    moved.name = 'kata';
    moved.required = true;
    app.save(next);
  },
  () => {
    // The field stays text: a select of the 13 would refuse the katas added since.
  },
);
