/// <reference path="../.hook-types/pocketbase.d.ts" />
// Youth and partial katas: kata sheets like any other, with their own technique lists. They are
// selectable wherever a kata is (couples, circuits' offered katas, enrolments, poules, kata sheets), so
// a circuit offers them like the full katas and the enrolment refuses a couple whose kata no circuit
// of the competition offers (no_circuit). The full katas are unchanged; existing data keeps its values.
// - nage-no-kata-3: Nage-no-kata, the first three groups (te-, koshi-, ashi-waza)
// - katame-no-kata-1: Katame-no-kata, the first group (osaekomi-waza)
// - ju-no-kata-1: Ju-no-kata, the first set (dai-ikkyo)
// - goshin-jutsu-unarmed: Kodokan goshin-jutsu without weapons (holds and attacks at a distance)
// - nage-3-katame-1: Nage-no-kata's first three groups, then Katame-no-kata's first group
// - nage-3-ju-1: Nage-no-kata's first three groups, then Ju-no-kata's first set
const NAGE_3 = [
  ['Te-waza', ['Uki-otoshi', 'Seoi-nage', 'Kata-guruma']],
  ['Koshi-waza', ['Uki-goshi', 'Harai-goshi', 'Tsurikomi-goshi']],
  ['Ashi-waza', ['Okuri-ashi-harai', 'Sasae-tsurikomi-ashi', 'Uchi-mata']],
];
const KATAME_1 = [['Osaekomi-waza', ['Kesa-gatame', 'Kata-gatame', 'Kami-shiho-gatame', 'Yoko-shiho-gatame', 'Kuzure-kami-shiho-gatame']]];
const JU_1 = [['Dai-ikkyo', ['Tsuki-dashi', 'Kata-oshi', 'Ryote-dori', 'Kata-mawashi', 'Ago-oshi']]];
const GOSHIN_UNARMED = [
  ['Kumitsukareta baai', ['Ryote-dori', 'Hidari-eri-dori', 'Migi-eri-dori', 'Kataude-dori', 'Ushiro-eri-dori', 'Ushiro-jime', 'Kakae-dori']],
  ['Hanareta baai', ['Naname-uchi', 'Ago-tsuki', 'Gammen-tsuki', 'Mae-geri', 'Yoko-geri']],
];

const VARIANTS = {
  'nage-no-kata-3': NAGE_3,
  'katame-no-kata-1': KATAME_1,
  'ju-no-kata-1': JU_1,
  'goshin-jutsu-unarmed': GOSHIN_UNARMED,
  'nage-3-katame-1': NAGE_3.concat(KATAME_1),
  'nage-3-ju-1': NAGE_3.concat(JU_1),
};

const SCALE = {
  item: 10,
  deductions: { small: { points: 1, max: 2 }, medium: { points: 3, max: 1 }, big: { points: 5, max: 1 } },
};

/** Opening, the techniques (keys t1, t2 … like the full katas' sheets), closing. */
function items(groups) {
  const out = [{ key: 'opening', kind: 'opening', name: 'Opening' }];
  groups.forEach((g) => {
    g[1].forEach((name) => out.push({ key: 't' + out.length, kind: 'technique', name: name, group: g[0] }));
  });
  out.push({ key: 'closing', kind: 'closing', name: 'Closing' });
  return out;
}

const FIELDS = [
  ['couples', 'kata'],
  ['circuits', 'katas'],
  ['enrolments', 'kata'],
  ['poules', 'kata'],
  ['kata_sheets', 'kata'],
];

migrate(
  (app) => {
    const added = Object.keys(VARIANTS);
    FIELDS.forEach(([name, fieldName]) => {
      const col = app.findCollectionByNameOrId(name);
      const field = col.fields.getByName(fieldName);
      field.values = field.values.concat(added.filter((k) => field.values.indexOf(k) < 0));
      if (fieldName === 'katas') field.maxSelect = field.values.length;
      app.save(col);
    });
    const sheets = app.findCollectionByNameOrId('kata_sheets');
    added.forEach((kata) => {
      const r = new Record(sheets);
      r.set('kata', kata);
      r.set('items', items(VARIANTS[kata]));
      r.set('scale', SCALE);
      r.set('judges', 5);
      app.save(r);
    });
  },
  (app) => {
    const removed = Object.keys(VARIANTS);
    removed.forEach((kata) => {
      try {
        app.delete(app.findFirstRecordByFilter('kata_sheets', 'kata = {:k}', { k: kata }));
      } catch (_) {
        /* already gone */
      }
    });
    FIELDS.forEach(([name, fieldName]) => {
      const col = app.findCollectionByNameOrId(name);
      const field = col.fields.getByName(fieldName);
      field.values = field.values.filter((k) => removed.indexOf(k) < 0);
      if (fieldName === 'katas') field.maxSelect = field.values.length;
      app.save(col);
    });
  },
);
