/// <reference path="../.hook-types/pocketbase.d.ts" />
// The public snapshot (leaderboards) becomes one row per published poule instead of one per
// competition (performance): PocketBase sends the whole changed record to every realtime
// subscriber, and the competition's row (every poule and the standings, each couple twice) reached
// 286 kB for 686 couples, so one evaluation with 200 spectators took over a second. Now an evaluation
// rewrites only its poule's row; the SPA merges the rows of the competition and computes the standings.
// - poule: the poule the row shows (deleting the poule deletes the row); unique with the competition.
// - public: the competition is not a draft (kept by the hooks). The API rule is `public = true`
//   instead of `competition.status != "draft" || staff`: PocketBase checks the rule with one SQL
//   query per realtime subscriber and event, and the join with competitions (and its organizers)
//   cost more than a third of the fan-out's CPU (200 subscribers). Staff lose nothing: a draft has no
//   published poule (the draw needs accreditation), and officials read the live draws anyway.
// - the competition-wide rows are replaced by rows for the published poules, built here as
//   pb_hooks/lib/results.js (pouleData) builds them today; a frozen competition's rows keep the data
//   of its old row (what the public saw when it was frozen).
function json(record, field) {
  try {
    return JSON.parse(record.getString(field)) || null;
  } catch (_) {
    return null;
  }
}

function pouleData(app, poule) {
  let circuitName = '';
  let circuitOrder = 0;
  try {
    const c = app.findRecordById('circuits', poule.getString('circuit'));
    circuitName = c.getString('name');
    circuitOrder = c.getInt('order');
  } catch (_) {
    /* no circuit */
  }
  let last = null;
  const entries = app.findRecordsByFilter('draws', 'poule = {:p}', 'order', 0, 0, { p: poule.id }).map((d) => {
    const updated = d.getString('updated');
    if (d.getBool('scored') && (!last || updated > last.at)) last = { draw: d.id, poule: poule.id, at: updated };
    return {
      id: d.id,
      enrolment: d.getString('enrolment'),
      order: d.getInt('order'),
      tori: d.getString('toriName'),
      uke: d.getString('ukeName'),
      clubs: d.getString('clubs'),
      scored: d.getBool('scored'),
      points: d.getFloat('points'),
      rank: d.getInt('rank'),
      forgotten: d.getInt('forgotten'),
      big: d.getInt('big'),
      medium: d.getInt('medium'),
      small: d.getInt('small'),
      judgeTotals: json(d, 'judgeTotals') || [],
    };
  });
  return {
    id: poule.id,
    circuit: poule.getString('circuit'),
    circuitName: circuitName,
    circuitOrder: circuitOrder,
    kata: poule.getString('kata'),
    name: poule.getString('name'),
    phase: poule.getString('phase'),
    judges: poule.getInt('judges'),
    seed: poule.getString('seed'),
    entries: entries,
    last: last,
  };
}

migrate(
  (app) => {
    const leaderboards = app.findCollectionByNameOrId('leaderboards');
    const poules = app.findCollectionByNameOrId('poules');
    leaderboards.fields.add(new RelationField({ name: 'poule', collectionId: poules.id, maxSelect: 1, cascadeDelete: true }));
    leaderboards.fields.add(new BoolField({ name: 'public' }));
    leaderboards.listRule = 'public = true';
    leaderboards.viewRule = 'public = true';
    leaderboards.removeIndex('idx_leaderboards_competition');
    leaderboards.addIndex('idx_leaderboards_competition_poule', true, 'competition, poule', '');
    app.save(leaderboards);
    const add = (competition, poule, frozen, data) => {
      const row = new Record(leaderboards);
      row.set('competition', competition);
      row.set('poule', poule);
      row.set('public', app.findRecordById('competitions', competition).getString('status') !== 'draft');
      row.set('frozen', frozen);
      row.set('data', data);
      app.save(row);
    };
    // A frozen competition keeps the data it showed when it was frozen (its old row's poules).
    const kept = {};
    app.findRecordsByFilter('leaderboards', 'poule = ""', '', 0, 0).forEach((r) => {
      const competition = r.getString('competition');
      const old = json(r, 'data') || {};
      app.delete(r);
      if (!app.findRecordById('competitions', competition).getBool('leaderboardFrozen')) return;
      kept[competition] = true;
      (old.poules || []).forEach((p) => {
        try {
          app.findRecordById('poules', p.id);
        } catch (_) {
          return; // deleted since
        }
        p.circuitOrder = 0;
        try {
          p.circuitOrder = app.findRecordById('circuits', p.circuit).getInt('order');
        } catch (_) {
          /* no circuit */
        }
        p.last = old.last && old.last.poule === p.id ? old.last : null;
        add(competition, p.id, true, p);
      });
    });
    app.findRecordsByFilter('poules', 'published = true', '', 0, 0).forEach((p) => {
      const competition = p.getString('competition');
      if (kept[competition]) return;
      add(competition, p.id, app.findRecordById('competitions', competition).getBool('leaderboardFrozen'), pouleData(app, p));
    });
  },
  (app) => {
    app.findRecordsByFilter('leaderboards', 'poule != ""', '', 0, 0).forEach((r) => app.delete(r));
    const leaderboards = app.findCollectionByNameOrId('leaderboards');
    leaderboards.removeIndex('idx_leaderboards_competition_poule');
    leaderboards.fields.removeByName('poule');
    leaderboards.fields.removeByName('public');
    const staff = '@request.auth.role = "admin" || (@request.auth.id != "" && competition.organizers.id ?= @request.auth.id)';
    leaderboards.listRule = 'competition.status != "draft" || ' + staff;
    leaderboards.viewRule = leaderboards.listRule;
    leaderboards.addIndex('idx_leaderboards_competition', true, 'competition', '');
    app.save(leaderboards);
  },
);
