/// <reference path="../.hook-types/pocketbase.d.ts" />
// Katas as data: a kata is a row of `kata_sheets` (the catalogue: slug `kata`, names in English and
// Italian, items, mistake scale, judges, expected duration, `active`, `order`), and every field that names a
// kata holds its slug as text, checked against the catalogue by pb_hooks/katas.pb.js (`kata_unknown`),
// no longer a select whose values only a migration could extend. Admins add a kata in the SPA.
// The 13 katas keep their rows, items and scales; their names are the SPA's catalogue names.
// A select's type cannot change, so each field is copied into a new text (or, for the circuits' list,
// JSON) field that then takes the old name; the indexes naming it are dropped first and put back.
const SLUG = '^[a-z0-9]+(-[a-z0-9]+)*$';

/** The 13 katas' names (English, Italian), as the SPA showed them. */
const NAMES = {
    "nage-no-kata": [
      "Nage-no-kata",
      "Nage-no-kata"
    ],
    "katame-no-kata": [
      "Katame-no-kata",
      "Katame-no-kata"
    ],
    "kime-no-kata": [
      "Kime-no-kata",
      "Kime-no-kata"
    ],
    "ju-no-kata": [
      "Ju-no-kata",
      "Ju-no-kata"
    ],
    "kodokan-goshin-jutsu": [
      "Kodokan goshin-jutsu",
      "Kodokan goshin-jutsu"
    ],
    "itsutsu-no-kata": [
      "Itsutsu-no-kata",
      "Itsutsu-no-kata"
    ],
    "koshiki-no-kata": [
      "Koshiki-no-kata",
      "Koshiki-no-kata"
    ],
    "nage-no-kata-3": [
      "Nage-no-kata, first three groups",
      "Nage-no-kata, primi tre gruppi"
    ],
    "katame-no-kata-1": [
      "Katame-no-kata, first group",
      "Katame-no-kata, primo gruppo"
    ],
    "ju-no-kata-1": [
      "Ju-no-kata, first set",
      "Ju-no-kata, prima serie"
    ],
    "goshin-jutsu-unarmed": [
      "Kodokan goshin-jutsu without weapons",
      "Kodokan goshin-jutsu senza armi"
    ],
    "nage-3-katame-1": [
      "Nage-no-kata (3 groups) + Katame-no-kata (1 group)",
      "Nage-no-kata (3 gruppi) + Katame-no-kata (1 gruppo)"
    ],
    "nage-3-ju-1": [
      "Nage-no-kata (3 groups) + Ju-no-kata (1st set)",
      "Nage-no-kata (3 gruppi) + Ju-no-kata (1ª serie)"
    ]
  };

/**
 * Replaces the select `field` of `collection` by a text field (a JSON list when `multi`) of the same
 * name and values.
 */
function toText(app, collection, field, multi) {
  const col = app.findCollectionByNameOrId(collection);
  const old = col.fields.getByName(field);
  const required = !!old.required;
  const indexes = col.indexes.slice();
  const naming = indexes.filter((sql) => new RegExp('[(, ]' + field + '[,) ]').test(sql));
  col.indexes = indexes.filter((sql) => naming.indexOf(sql) < 0);
  const tmp = field + '_data';
  col.fields.add(multi ? new JSONField({ name: tmp, maxSize: 4000 }) : new TextField({ name: tmp, required: false, max: 40, pattern: SLUG }));
  app.save(col);
  app.db().newQuery('UPDATE ' + collection + ' SET ' + tmp + ' = ' + (multi ? "COALESCE(NULLIF(" + field + ", ''), '[]')" : field)).execute();
  const next = app.findCollectionByNameOrId(collection);
  next.fields.removeByName(field);
  const moved = next.fields.getByName(tmp);
  moved.name = field;
  if (!multi) moved.required = required;
  app.save(next);
  const back = app.findCollectionByNameOrId(collection);
  back.indexes = back.indexes.concat(naming);
  app.save(back);
}

const FIELDS = [
  ['kata_sheets', 'kata', false],
  ['couples', 'kata', false],
  ['enrolments', 'kata', false],
  ['poules', 'kata', false],
  ['judge_qualifications', 'kata', false],
  ['season_rankings', 'kata', false],
  ['season_wildcards', 'kata', false],
  ['circuits', 'katas', true],
];

migrate(
  (app) => {
    for (const [collection, field, multi] of FIELDS) toText(app, collection, field, multi);
    const sheets = app.findCollectionByNameOrId('kata_sheets');
    sheets.fields.add(new TextField({ name: 'nameEn', max: 80 }));
    sheets.fields.add(new TextField({ name: 'nameIt', max: 80 }));
    sheets.fields.add(new BoolField({ name: 'active' }));
    // The order of the katas in every list (new katas go last: pb_hooks/kata_sheets.pb.js).
    sheets.fields.add(new NumberField({ name: 'order', min: 0, onlyInt: true }));
    // Admins may remove a kata; the hook refuses one that anything names (kata_in_use).
    sheets.deleteRule = '@request.auth.collectionName = "users" && @request.auth.role = "admin"';
    app.save(sheets);
    let order = 0;
    for (const kata in NAMES) {
      order++;
      let r;
      try {
        r = app.findFirstRecordByFilter('kata_sheets', 'kata = {:k}', { k: kata });
      } catch (_) {
        continue;
      }
      r.set('nameEn', NAMES[kata][0]);
      r.set('nameIt', NAMES[kata][1]);
      r.set('active', true);
      r.set('order', order);
      app.saveNoValidate(r);
    }
  },
  (app) => {
    const sheets = app.findCollectionByNameOrId('kata_sheets');
    for (const name of ['nameEn', 'nameIt', 'active', 'order']) sheets.fields.removeByName(name);
    sheets.deleteRule = null;
    app.save(sheets);
    // The fields stay text: a select of the 13 would refuse the katas added since.
  },
);
