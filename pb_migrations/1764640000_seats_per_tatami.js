/// <reference path="../.hook-types/pocketbase.d.ts" />
// Seats belong to a tatami of a competition for the day, not to one poule (src/lib/rules/tatami.ts):
// - seats.competition + seats.tatami replace seats.poule; one seat n per tatami (unique), a judge sits
//   once per tatami. The panel of a tatami judges every poule of that tatami, one after the other.
// - A poule not assigned to a tatami runs on tatami 1.
// - Existing seats move to their poule's tatami. Where several poules of one tatami had a seat n, the
//   one with the latest live code stays (else the latest changed): its tablet keeps working. The
//   others go; their audit rows name the seat that stays.
// - Rules: a seat token reads the poules of its tatami and their draws, and its own seat's sheets of
//   them; it writes only its own seat's sheet of a couple of its tatami (the hooks of
//   pb_hooks/seat_tatami.pb.js narrow it to the poule on the mat).
const SEAT = '@request.auth.collectionName = "seats"';

/** A poule field `f` on the seat's tatami (an unassigned poule runs on tatami 1). */
function onTatami(f) {
  return '(' + f + ' = @request.auth.tatami || (' + f + ' = 0 && @request.auth.tatami = 1))';
}

function replaced(rule, from, to) {
  if (String(rule || '').indexOf(from) < 0) throw new Error('seats per tatami: rule fragment not found: ' + from);
  return String(rule).split(from).join(to);
}

const OLD = {
  poules: '(' + SEAT + ' && id = @request.auth.poule)',
  draws: '(' + SEAT + ' && poule = @request.auth.poule)',
  evaluations: 'draw.poule = @request.auth.poule',
};
const NEW = {
  poules: '(' + SEAT + ' && competition = @request.auth.competition && ' + onTatami('tatami') + ')',
  draws: '(' + SEAT + ' && poule.competition = @request.auth.competition && ' + onTatami('poule.tatami') + ')',
  evaluations: 'draw.poule.competition = @request.auth.competition && ' + onTatami('draw.poule.tatami'),
};

function member(path) {
  return '(@request.auth.id != "" && ' + path + '.id ?= @request.auth.id)';
}
function officials(prefix) {
  return '@request.auth.role = "admin" || ' + member(prefix + 'competition.organizers') + ' || ' + member(prefix + 'competition.commissioners');
}

function setRules(app, forward) {
  ['poules', 'draws', 'evaluations'].forEach((name) => {
    const col = app.findCollectionByNameOrId(name);
    const from = forward ? OLD[name] : NEW[name];
    const to = forward ? NEW[name] : OLD[name];
    col.listRule = replaced(col.listRule, from, to);
    col.viewRule = replaced(col.viewRule, from, to);
    if (name === 'evaluations') {
      col.createRule = replaced(col.createRule, from, to);
      col.updateRule = replaced(col.updateRule, from, to);
    }
    app.save(col);
  });
}

migrate(
  (app) => {
    const seats = app.findCollectionByNameOrId('seats');
    const competitions = app.findCollectionByNameOrId('competitions');
    seats.fields.add(new RelationField({ name: 'competition', maxSelect: 1, collectionId: competitions.id, cascadeDelete: true }));
    seats.fields.add(new NumberField({ name: 'tatami', onlyInt: true, min: 1, max: 20 }));
    app.save(seats);

    // ---------------------------------------------------------------- data: each seat to its poule's tatami
    /** @type {{ [key: string]: core.Record[] }} */
    const groups = {};
    app.findAllRecords('seats').forEach((rec) => {
      const poule = app.findRecordById('poules', rec.getString('poule'));
      const tatami = Math.max(1, poule.getInt('tatami'));
      rec.set('competition', poule.getString('competition'));
      rec.set('tatami', tatami);
      const key = poule.getString('competition') + '/' + tatami + '/' + rec.getInt('seat');
      (groups[key] = groups[key] || []).push(rec);
    });
    const now = new Date().toISOString().replace('T', ' ');
    const rank = (/** @type {core.Record} */ r) => {
      const expires = r.getString('expires');
      return (expires && expires > now ? '1' + expires : '0') + r.getString('updated');
    };
    Object.keys(groups).forEach((key) => {
      const rows = groups[key].sort((a, b) => (rank(a) < rank(b) ? 1 : rank(a) > rank(b) ? -1 : 0));
      const keep = rows[0];
      rows.slice(1).forEach((gone) => {
        app.db().newQuery('UPDATE audit SET seat = {:keep} WHERE seat = {:gone}').bind({ keep: keep.id, gone: gone.id }).execute();
        app.delete(gone);
      });
    });
    // A judge sits once per tatami: a judge kept on two seats of one tatami keeps the lower seat.
    Object.keys(groups)
      .map((key) => groups[key][0])
      .sort((a, b) => a.getInt('seat') - b.getInt('seat'))
      .forEach((rec, _, all) => {
        const judge = rec.getString('judge');
        const before = all.find((o) => o !== rec && o.getString('judge') === judge && o.getString('competition') === rec.getString('competition') && o.getInt('tatami') === rec.getInt('tatami') && o.getInt('seat') < rec.getInt('seat'));
        if (judge && before) rec.set('judge', '');
      });

    // ---------------------------------------------------------------- schema: the tatami keys the seat
    seats.indexes = [];
    app.save(seats);
    Object.keys(groups).forEach((key) => app.save(groups[key][0]));
    seats.listRule = officials('') + ' || id = @request.auth.id';
    seats.viewRule = seats.listRule;
    seats.fields.getByName('competition').required = true;
    seats.fields.getByName('tatami').required = true;
    app.save(seats);
    setRules(app, true);
    seats.fields.removeByName('poule');
    seats.indexes = [
      'CREATE UNIQUE INDEX idx_seats_tatami_seat ON seats (competition, tatami, seat)',
      // A judge sits once per tatami (the panel route says so with a field code first).
      "CREATE UNIQUE INDEX idx_seats_tatami_judge ON seats (competition, tatami, judge) WHERE judge != ''",
      "CREATE INDEX idx_seats_code ON seats (codeHash) WHERE codeHash != ''",
    ];
    app.save(seats);
  },
  (app) => {
    // Back to a seat per poule: each seat goes to the first poule of its tatami (the other poules of
    // the tatami get their seats from the panel route again).
    const seats = app.findCollectionByNameOrId('seats');
    const poules = app.findCollectionByNameOrId('poules');
    seats.fields.add(new RelationField({ name: 'poule', maxSelect: 1, collectionId: poules.id, cascadeDelete: true }));
    seats.indexes = ["CREATE INDEX idx_seats_code ON seats (codeHash) WHERE codeHash != ''"];
    app.save(seats);
    app.findAllRecords('seats').forEach((rec) => {
      const filter = 'competition = {:c} && (tatami = {:t} || (tatami = 0 && {:t} = 1))';
      const first = app.findRecordsByFilter('poules', filter, 'startsAt,name', 1, 0, { c: rec.getString('competition'), t: rec.getInt('tatami') })[0];
      if (!first) return app.delete(rec);
      rec.set('poule', first.id);
      app.save(rec);
    });
    seats.fields.getByName('poule').required = true;
    seats.listRule = officials('poule.') + ' || id = @request.auth.id';
    seats.viewRule = seats.listRule;
    app.save(seats);
    setRules(app, false);
    seats.fields.removeByName('competition');
    seats.fields.removeByName('tatami');
    seats.indexes = [
      'CREATE UNIQUE INDEX idx_seats_poule_seat ON seats (poule, seat)',
      "CREATE UNIQUE INDEX idx_seats_poule_judge ON seats (poule, judge) WHERE judge != ''",
      "CREATE INDEX idx_seats_code ON seats (codeHash) WHERE codeHash != ''",
    ];
    app.save(seats);
  },
);
