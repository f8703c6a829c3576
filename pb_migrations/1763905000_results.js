/// <reference path="../.hook-types/pocketbase.d.ts" />
// Draws, evaluations, results and the live leaderboard (docs/ARCHITECTURE.md "Draws, scoring
// and results").
// - kata_sheets: what is marked in each kata (opening, techniques, closing), the mark scale and the
//   default number of judges. Data, not code: edited by superusers in the dashboard.
// - leaderboards: one public snapshot per competition, written only by the hooks; the public tabs
//   read it and subscribe to it. When the officials freeze the leaderboard it stops changing.
// - competitions: the format (split at N couples, finalists).
// - poules/draws/evaluations: rules for the officials (organizers, commissioners of the competition,
//   admins); poules and draws are created and moved only through the custom draw routes; the public
//   reads published poules, and live draws and evaluations only while the leaderboard is not frozen.
const ADMIN = '@request.auth.role = "admin"';

/** A relation membership that guests never match (see migration 1763800500). */
function member(path) {
  return '(@request.auth.id != "" && ' + path + '.id ?= @request.auth.id)';
}

const SCALE = {
  item: 10,
  deductions: { small: { points: 1, max: 2 }, medium: { points: 3, max: 1 }, big: { points: 5, max: 1 } },
};

function items(groups) {
  const out = [{ key: 'opening', kind: 'opening', name: 'Opening' }];
  groups.forEach((g) => {
    g[1].forEach((name) => out.push({ key: 't' + out.length, kind: 'technique', name: name, group: g[0] }));
  });
  out.push({ key: 'closing', kind: 'closing', name: 'Closing' });
  return out;
}

const SHEETS = {
  'nage-no-kata': items([
    ['Te-waza', ['Uki-otoshi', 'Seoi-nage', 'Kata-guruma']],
    ['Koshi-waza', ['Uki-goshi', 'Harai-goshi', 'Tsurikomi-goshi']],
    ['Ashi-waza', ['Okuri-ashi-harai', 'Sasae-tsurikomi-ashi', 'Uchi-mata']],
    ['Ma-sutemi-waza', ['Tomoe-nage', 'Ura-nage', 'Sumi-gaeshi']],
    ['Yoko-sutemi-waza', ['Yoko-gake', 'Yoko-guruma', 'Uki-waza']],
  ]),
  'katame-no-kata': items([
    ['Osaekomi-waza', ['Kesa-gatame', 'Kata-gatame', 'Kami-shiho-gatame', 'Yoko-shiho-gatame', 'Kuzure-kami-shiho-gatame']],
    ['Shime-waza', ['Kata-juji-jime', 'Hadaka-jime', 'Okuri-eri-jime', 'Kata-ha-jime', 'Gyaku-juji-jime']],
    ['Kansetsu-waza', ['Ude-garami', 'Ude-hishigi-juji-gatame', 'Ude-hishigi-ude-gatame', 'Ude-hishigi-hiza-gatame', 'Ashi-garami']],
  ]),
  'kime-no-kata': items([
    ['Idori', ['Ryote-dori', 'Tsukkake', 'Suri-age', 'Yoko-uchi', 'Ushiro-dori', 'Tsukkomi', 'Kirikomi', 'Yoko-tsuki']],
    [
      'Tachiai',
      ['Ryote-dori', 'Sode-tori', 'Tsukkake', 'Tsuki-age', 'Suri-age', 'Yoko-uchi', 'Ke-age', 'Ushiro-dori', 'Tsukkomi', 'Kirikomi', 'Nuki-kake', 'Kiri-oroshi'],
    ],
  ]),
  'ju-no-kata': items([
    ['Dai-ikkyo', ['Tsuki-dashi', 'Kata-oshi', 'Ryote-dori', 'Kata-mawashi', 'Ago-oshi']],
    ['Dai-nikyo', ['Kiri-oroshi', 'Ryokata-oshi', 'Naname-uchi', 'Katate-dori', 'Katate-age']],
    ['Dai-sankyo', ['Obi-tori', 'Mune-oshi', 'Tsuki-age', 'Uchi-oroshi', 'Ryogan-tsuki']],
  ]),
  'kodokan-goshin-jutsu': items([
    ['Kumitsukareta baai', ['Ryote-dori', 'Hidari-eri-dori', 'Migi-eri-dori', 'Kataude-dori', 'Ushiro-eri-dori', 'Ushiro-jime', 'Kakae-dori']],
    ['Hanareta baai', ['Naname-uchi', 'Ago-tsuki', 'Gammen-tsuki', 'Mae-geri', 'Yoko-geri']],
    ['Tanto', ['Tsukkake', 'Choku-zuki', 'Naname-zuki']],
    ['Jo', ['Furiage', 'Furioroshi', 'Morote-zuki']],
    ['Kenju', ['Shomen-zuke', 'Koshi-gamae', 'Haimen-zuke']],
  ]),
  'itsutsu-no-kata': items([['Itsutsu', ['Ippon-me', 'Nihon-me', 'Sanbon-me', 'Yonhon-me', 'Gohon-me']]]),
  'koshiki-no-kata': items([
    [
      'Omote',
      ['Tai', 'Yume-no-uchi', 'Ryokuhi', 'Mizu-guruma', 'Mizu-nagare', 'Hiki-otoshi', 'Ko-daore', 'Uchi-kudaki', 'Tani-otoshi', 'Kuruma-daore', 'Shikoro-dori', 'Shikoro-gaeshi', 'Yudachi', 'Taki-otoshi'],
    ],
    ['Ura', ['Mi-kudaki', 'Kuruma-gaeshi', 'Mizu-iri', 'Ryusetsu', 'Saka-otoshi', 'Yuki-ore', 'Iwa-nami']],
  ]),
};

migrate(
  (app) => {
    const competitions = app.findCollectionByNameOrId('competitions');
    const poules = app.findCollectionByNameOrId('poules');
    const draws = app.findCollectionByNameOrId('draws');
    const evaluations = app.findCollectionByNameOrId('evaluations');

    // ------------------------------------------------------------ kata sheets (data)
    const katas = poules.fields.getByName('kata').values;
    const sheets = new Collection({
      type: 'base',
      name: 'kata_sheets',
      listRule: '',
      viewRule: '',
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: 'kata', type: 'select', required: true, maxSelect: 1, values: katas },
        { name: 'items', type: 'json', required: true, maxSize: 20000 },
        { name: 'scale', type: 'json', required: true, maxSize: 2000 },
        { name: 'judges', type: 'number', required: true, onlyInt: true, min: 3, max: 5 },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE UNIQUE INDEX idx_kata_sheets_kata ON kata_sheets (kata)'],
    });
    app.save(sheets);
    Object.keys(SHEETS).forEach((kata) => {
      const r = new Record(sheets);
      r.set('kata', kata);
      r.set('items', SHEETS[kata]);
      r.set('scale', SCALE);
      r.set('judges', 5);
      app.save(r);
    });

    // ------------------------------------------------------------ competition format
    competitions.fields.add(new NumberField({ name: 'pouleSplitAt', onlyInt: true, min: 0, max: 1000 }));
    competitions.fields.add(new NumberField({ name: 'finalists', onlyInt: true, min: 0, max: 100 }));
    app.save(competitions);

    // ------------------------------------------------------------ rules and derived fields
    const official = ADMIN + ' || ' + member('competition.organizers') + ' || ' + member('competition.commissioners');
    const staff = ADMIN + ' || ' + member('competition.organizers');
    const notFrozen = 'competition.leaderboardFrozen = false';
    const publicPoule = 'published = true && competition.status != "draft"';
    poules.listRule = '(' + publicPoule + ') || ' + official;
    poules.viewRule = poules.listRule;
    poules.createRule = null; // only the draw route creates poules
    poules.updateRule = staff; // publish, judges: pb_hooks/results_draws.pb.js guards the fields
    poules.deleteRule = staff; // unpublished, unscored poules only (hook)
    app.save(poules);

    const dOfficial =
      ADMIN + ' || ' + member('poule.competition.organizers') + ' || ' + member('poule.competition.commissioners');
    draws.listRule =
      '(poule.published = true && poule.competition.status != "draft" && poule.' + notFrozen + ') || ' + dOfficial;
    draws.viewRule = draws.listRule;
    draws.createRule = null; // the draw and move routes write draws
    draws.updateRule = dOfficial; // only `tieBreak` (the officials' decision on a tie): hook
    draws.deleteRule = null;
    draws.fields.add(new BoolField({ name: 'scored' }));
    draws.fields.add(new TextField({ name: 'toriName', max: 170 }));
    draws.fields.add(new TextField({ name: 'ukeName', max: 170 }));
    draws.fields.add(new TextField({ name: 'clubs', max: 20 }));
    draws.fields.add(new JSONField({ name: 'judgeTotals', maxSize: 2000 }));
    draws.addIndex('idx_draws_poule_order', false, 'poule, "order"', '');
    app.save(draws);

    const eOfficial =
      ADMIN +
      ' || ' +
      member('draw.poule.competition.organizers') +
      ' || ' +
      member('draw.poule.competition.commissioners');
    evaluations.listRule =
      '(draw.poule.published = true && draw.poule.competition.status != "draft" && draw.poule.' + notFrozen + ') || ' + eOfficial;
    evaluations.viewRule = evaluations.listRule;
    evaluations.createRule = eOfficial;
    evaluations.updateRule = eOfficial; // corrections; audited by pb_hooks/audit.pb.js
    evaluations.deleteRule = ADMIN + ' || ' + member('draw.poule.competition.organizers');
    app.save(evaluations);

    // ------------------------------------------------------------ the public snapshot
    const leaderboards = new Collection({
      type: 'base',
      name: 'leaderboards',
      listRule: 'competition.status != "draft" || ' + staff,
      viewRule: 'competition.status != "draft" || ' + staff,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: 'competition', type: 'relation', required: true, maxSelect: 1, collectionId: competitions.id, cascadeDelete: true },
        { name: 'frozen', type: 'bool' },
        { name: 'data', type: 'json', maxSize: 5000000 },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE UNIQUE INDEX idx_leaderboards_competition ON leaderboards (competition)'],
    });
    app.save(leaderboards);
  },
  // Down: drops what this migration added; the API rules stay as they are (a later migration owns them).
  (app) => {
    ['leaderboards', 'kata_sheets'].forEach((n) => {
      try {
        app.delete(app.findCollectionByNameOrId(n));
      } catch (_) {
        /* already gone */
      }
    });
    const competitions = app.findCollectionByNameOrId('competitions');
    ['pouleSplitAt', 'finalists'].forEach((f) => competitions.fields.removeByName(f));
    app.save(competitions);
    const draws = app.findCollectionByNameOrId('draws');
    ['scored', 'toriName', 'ukeName', 'clubs', 'judgeTotals'].forEach((f) => draws.fields.removeByName(f));
    draws.removeIndex('idx_draws_poule_order');
    app.save(draws);
  },
);
