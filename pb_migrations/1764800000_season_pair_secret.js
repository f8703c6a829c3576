/// <reference path="../.hook-types/pocketbase.d.ts" />
// A season pair's public id (season_rankings.pair, the pair page's URL) is keyed by a secret of the
// data dir, so that nobody can compute it from a pair's names and birthdays:
// - `_season_secret`: one row, a random 64-character secret; a plain table (no collection, so no
//   API, dashboard or export reaches it), kept with data.db by backups and replication. The hooks
//   create it again on first use if the row is missing (pb_hooks/lib/seasons.js pairSecret).
// - The ids were the first 40 hex characters of sha256("name|surname|YYYY-MM-DD/name|surname|YYYY-MM-DD")
//   of tori and uke: with the names beside them on the ranking, a search over plausible birthdays
//   recovered both. Every stored id is re-keyed here to HMAC-SHA256(secret, the same text), first 32
//   hex characters (lib/seasons.js storedPair). A row whose pair no couple of the registry makes any
//   more (an athlete edited since the last recompute) gets an id keyed from its old one: nothing
//   public maps to it, and the next recompute of its season replaces it.
// - season_wildcards.reasonPublic: whether the wildcard's reason is shown to the pair's owner and the
//   final's organizers (default: admins only).
// The old ids are not kept: a lookup from an old id to the new one would answer anyone guessing
// birthdays (the old id is their digest), so an old link shows a "this link moved" page instead.

/** A person's identity across registries, as src/lib/rules/season.ts seasonAthleteKey (frozen here). */
function athleteKey(name, surname, birthday) {
  const clean = (s) => String(s || '').trim().replace(/\s+/g, ' ').toLowerCase();
  return [clean(name), clean(surname), String(birthday || '').slice(0, 10)].join('|');
}

/** Every couple's pair text (tori's identity / uke's identity). */
function pairTexts(app) {
  const rows = arrayOf(new DynamicModel({ tn: '', ts: '', tb: '', un: '', us: '', ub: '' }));
  app
    .db()
    .newQuery(
      'SELECT t.name AS tn, t.surname AS ts, t.birthday AS tb, u.name AS un, u.surname AS us, u.birthday AS ub ' +
        'FROM couples c JOIN athletes t ON t.id = c.tori JOIN athletes u ON u.id = c.uke',
    )
    .all(rows);
  return rows.map((r) => athleteKey(r.tn, r.ts, r.tb) + '/' + athleteKey(r.un, r.us, r.ub));
}

function storedPair(text, secret) {
  return $security.hs256(text, secret).slice(0, 32);
}

/** Rewrites every season_rankings.pair through `map` (old → new), else `fallback(old)`. */
function rekey(app, map, fallback) {
  const pairs = arrayOf(new DynamicModel({ pair: '' }));
  app.db().newQuery('SELECT DISTINCT pair FROM season_rankings').all(pairs);
  pairs.forEach((p) => {
    const next = map[p.pair] || fallback(p.pair);
    if (next && next !== p.pair) app.db().newQuery('UPDATE season_rankings SET pair = {:next} WHERE pair = {:old}').bind({ next: next, old: p.pair }).execute();
  });
}

migrate(
  (app) => {
    app.db().newQuery('CREATE TABLE IF NOT EXISTS _season_secret (id INTEGER PRIMARY KEY CHECK (id = 1), secret TEXT NOT NULL)').execute();
    app.db().newQuery('INSERT OR IGNORE INTO _season_secret (id, secret) VALUES (1, {:s})').bind({ s: $security.randomString(64) }).execute();
    const row = new DynamicModel({ secret: '' });
    app.db().newQuery('SELECT secret FROM _season_secret WHERE id = 1').one(row);
    const secret = row.secret;

    const map = {};
    pairTexts(app).forEach((text) => (map[$security.sha256(text).slice(0, 40)] = storedPair(text, secret)));
    // Only the old ids (40 hex characters) are re-keyed: a row already keyed is left as it is.
    rekey(app, map, (old) => (/^[0-9a-f]{40}$/.test(old) ? storedPair('moved/' + old, secret) : ''));

    const wildcards = app.findCollectionByNameOrId('season_wildcards');
    wildcards.fields.add(new BoolField({ name: 'reasonPublic' }));
    app.save(wildcards);
  },
  (app) => {
    const wildcards = app.findCollectionByNameOrId('season_wildcards');
    wildcards.fields.removeByName('reasonPublic');
    app.save(wildcards);

    const row = new DynamicModel({ secret: '' });
    try {
      app.db().newQuery('SELECT secret FROM _season_secret WHERE id = 1').one(row);
    } catch (_) {
      row.secret = '';
    }
    if (row.secret) {
      const map = {};
      pairTexts(app).forEach((text) => (map[storedPair(text, row.secret)] = $security.sha256(text).slice(0, 40)));
      rekey(app, map, () => '');
    }
    app.db().newQuery('DROP TABLE IF EXISTS _season_secret').execute();
  },
);
