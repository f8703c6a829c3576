// A season pair's public id tells nothing of the pair's birthdays, on a real PocketBase. The names of
// tori and uke stand beside the id on every ranking line, so an id that is an unkeyed digest of
// "name|surname|birthday" of both gives the birthdays back to a search over plausible dates (a youth
// pair: minors). What every public read of a ranked youth pair answers (the ranking route, the
// season_rankings records as a guest, the pair page's reads) holds no digest of the identities and
// no birthday; the id is keyed by a secret of the data dir (pb_hooks/lib/seasons.js storedPair).
// The migration that introduced the secret re-keys the ids stored before it: tested on a data dir
// made by the migrations before it, then opened with all of them and the hooks.
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { anonymous, superuserClient, userId } from './helpers/actors';
import { ROOT, SUPERUSER } from './helpers/server';
import { stageWith } from './helpers/stage';
import { startPocketBase as start } from '../scripts/lib/index.mjs';
import { RANKING_FIELDS } from '../src/features/seasons/publicApi';
import { seasonAthleteKey, seasonPairKey } from '../src/lib/rules/season';

const stage = stageWith(['admin', 'organizer', 'athlete'] as const);

type Person = { name: string; surname: string; birthday: string };
/** A youth pair (born 2012 and 2013: minors) and an adult one. */
const YOUTH: [Person, Person] = [
  { name: 'Giulia', surname: 'Marino', birthday: '2012-06-14' },
  { name: 'Elena', surname: 'Greco', birthday: '2013-02-09' },
];
const ADULT: [Person, Person] = [
  { name: 'Marco', surname: 'Galli', birthday: '1988-11-30' },
  { name: 'Luca', surname: 'Costa', birthday: '1990-07-21' },
];

const digest = (algorithm: string, text: string) => createHash(algorithm).update(text).digest('hex');
const pairText = ([tori, uke]: [Person, Person]) => seasonPairKey(seasonAthleteKey(tori.name, tori.surname, tori.birthday), seasonAthleteKey(uke.name, uke.surname, uke.birthday));

/**
 * Why a response's text could give a pair's birthdays back: a digest (sha256, the ids before the
 * secret, and sha1 / md5 for good measure) of the pair's or one person's identity, 12 hex characters
 * of its start or more (an id is a digest's first characters), or a birthday itself.
 */
function leaks(text: string, pair: [Person, Person]): string[] {
  const lower = text.toLowerCase();
  const identities = [pairText(pair), ...pair.map((p) => seasonAthleteKey(p.name, p.surname, p.birthday))];
  const found: string[] = [];
  for (const id of identities)
    for (const algorithm of ['sha256', 'sha1', 'md5']) if (lower.includes(digest(algorithm, id).slice(0, 12))) found.push(`${algorithm}(${id})`);
  for (const p of pair) for (const day of [p.birthday, p.birthday.replace(/-/g, ''), p.birthday.split('-').reverse().join('/')]) if (text.includes(day)) found.push(day);
  return found;
}

/** The couple of `owner` for a pair's two people. */
async function couple(su: PocketBase, owner: string, pair: [Person, Person]) {
  const athlete = (p: Person) => su.collection('athletes').create({ owner, name: p.name, surname: p.surname, birthday: `${p.birthday} 00:00:00.000Z`, country: 'IT', belt: '1k', club: '01IT0001', verified: true });
  const [tori, uke] = await Promise.all(pair.map(athlete));
  return su.collection('couples').create({ owner, tori: tori!.id, uke: uke!.id, kata: 'nage-no-kata', verified: true });
}

/** A competition whose one group poule ranked the couples in order: its competition, circuit and poule. */
async function rankedEvent(su: PocketBase, couples: { id: string; owner: string; names: [string, string] }[], over: { organizers?: string[] } = {}) {
  const comp = await su.collection('competitions').create({ name: 'Youth cup', date: '2026-03-01 09:00:00.000Z', status: 'ongoing', scoring: 'ijf', ...over });
  const circuit = await su.collection('circuits').create({ competition: comp.id, name: 'Cadets', order: 1 });
  const poule = await su.collection('poules').create({ competition: comp.id, circuit: circuit.id, kata: 'nage-no-kata', name: 'A', phase: 'group', published: true, judges: 5 });
  for (const [i, c] of couples.entries()) {
    const en = await su.collection('enrolments').create({ competition: comp.id, circuit: circuit.id, couple: c.id, owner: c.owner, paymentReceived: true, present: true });
    await su.collection('draws').create({ poule: poule.id, enrolment: en.id, order: i + 1, rank: i + 1, scored: true, toriName: c.names[0], ukeName: c.names[1], clubs: '01IT0001' });
  }
  return { comp: comp.id, circuit: circuit.id };
}

const names = (p: [Person, Person]): [string, string] => [`${p[0].name} ${p[0].surname}`, `${p[1].name} ${p[1].surname}`];

describe('a season pair’s public id', () => {
  it('no public read of a ranked youth pair holds a digest of its identities or a birthday', async () => {
    const [admin, organizer, athlete] = stage.actors;
    const youth = await couple(stage.su, userId(athlete), YOUTH);
    const adult = await couple(stage.su, userId(athlete), ADULT);
    const e = await rankedEvent(stage.su, [
      { id: youth.id, owner: youth.owner, names: names(YOUTH) },
      { id: adult.id, owner: adult.owner, names: names(ADULT) },
    ], { organizers: [userId(organizer)] });
    const season = await admin.collection('seasons').create({ name: 'Youth season', public: true, classes: ['Cadets'], levels: [{ name: 'A1', weight: 1 }] });
    const event = await admin.collection('season_events').create({ season: season.id, competition: e.comp, level: 'A1', classes: { [e.circuit]: 'Cadets' } });
    await organizer.send(`/api/custom/season-events/${event.id}/confirm`, { method: 'POST' });

    // The ranking page's read, every field of the records a guest reads, and the pair page's reads.
    const route = await stage.guest.send<{ items: { pair: string; toriName: string }[] }>(`/api/custom/seasons/${season.id}/ranking`, { query: { class: 'Cadets', kata: 'nage-no-kata' } });
    expect(route.items.map((r) => r.toriName)).toEqual(['Giulia Marino', 'Marco Galli']);
    const records = await stage.guest.collection('season_rankings').getFullList({ filter: `season = "${season.id}"` });
    expect(records).toHaveLength(2);
    const pairId = route.items[0]!.pair;
    const pairPage = [
      await stage.guest.collection('seasons').getOne(season.id),
      await stage.guest.collection('season_events').getFullList({ filter: `season = "${season.id}"`, expand: 'competition' }),
      await stage.guest.collection('season_rankings').getFullList({ filter: stage.guest.filter('season = {:s} && pair = {:p}', { s: season.id, p: pairId }), fields: RANKING_FIELDS }),
    ];
    expect((pairPage[2] as unknown[]).length).toBe(1);
    for (const [what, body] of [['ranking route', route], ['season_rankings records', records], ['pair page', pairPage]] as const) {
      const text = JSON.stringify(body);
      expect(leaks(text, YOUTH), what).toEqual([]);
      expect(leaks(text, ADULT), what).toEqual([]);
    }
    // The id is no digest of the pair's text that a search over birthdays would try.
    expect(pairId).toMatch(/^[0-9a-f]{32}$/);
    for (const algorithm of ['sha256', 'sha1', 'md5', 'sha512']) expect(digest(algorithm, pairText(YOUTH)).startsWith(pairId.slice(0, 12))).toBe(false);
    // A control: the check finds the old id (the sha256 digest) when a response holds it.
    expect(leaks(JSON.stringify({ pair: digest('sha256', pairText(YOUTH)).slice(0, 40) }), YOUTH)).toEqual([`sha256(${pairText(YOUTH)})`]);
  });
});

describe('the migration keying the pair ids', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('re-keys the ids stored before it: those a recompute makes again keep their rows, stale ones leave', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kata-pair-data-'));
    const before = mkdtempSync(join(tmpdir(), 'kata-pair-migrations-'));
    const noHooks = mkdtempSync(join(tmpdir(), 'kata-pair-hooks-'));
    dirs.push(dataDir, before, noHooks);
    mkdirSync(before, { recursive: true });
    for (const f of readdirSync(join(ROOT, 'pb_migrations')).filter((f) => f.endsWith('.js') && f < '1764800000')) cpSync(join(ROOT, 'pb_migrations', f), join(before, f));

    // The data dir as the portal left it before the secret: rows keyed by sha256 of the identities.
    const old = await start({ dataDir, removeDataDir: false, migrationsDir: before, hooksDir: noHooks, superuser: SUPERUSER, rateLimits: false, args: ['--automigrate=false'] });
    const made = { kept: '', stale: '', season: '', event: '' };
    try {
      const su = await superuserClient(old.url);
      const owner = (await su.collection('users').create({ email: 'owner@test.local', username: 'owner', password: 'Password-123!', passwordConfirm: 'Password-123!', role: 'athlete', verified: true, name: 'Owner', privacyAcceptedAt: new Date().toISOString() })).id;
      const youth = await couple(su, owner, YOUTH);
      const e = await rankedEvent(su, [{ id: youth.id, owner, names: names(YOUTH) }]);
      const season = await su.collection('seasons').create({ name: 'Old season', public: true, classes: ['Cadets'], levels: [{ name: 'A1', weight: 1 }], points: [10, 8, 6, 4, 2, 1], tieRule: 'places-then-recent', clubShare: 'half' });
      made.season = season.id;
      made.event = (await su.collection('season_events').create({ season: season.id, competition: e.comp, level: 'A1', classes: { [e.circuit]: 'Cadets' }, confirmed: true })).id;
      const row = { season: season.id, public: true, class: 'Cadets', kata: 'nage-no-kata', toriName: 'Giulia Marino', ukeName: 'Elena Greco', total: 10, rank: 1 };
      made.kept = (await su.collection('season_rankings').create({ ...row, pair: digest('sha256', pairText(YOUTH)).slice(0, 40) })).id;
      made.stale = (await su.collection('season_rankings').create({ ...row, pair: digest('sha256', pairText(ADULT)).slice(0, 40), rank: 2 })).id;
    } finally {
      await old.stop();
    }
    const { kept, stale, season: seasonId, event: eventId } = made;

    const server = await start({ dataDir, removeDataDir: false, superuser: SUPERUSER, rateLimits: false, args: ['--automigrate=false'] });
    try {
      const guest = anonymous(server.url);
      const rows = await guest.collection('season_rankings').getFullList({ filter: `season = "${seasonId}"`, sort: 'rank' });
      expect(rows.map((r) => r.id)).toEqual([kept, stale]);
      for (const r of rows) expect(r.pair).toMatch(/^[0-9a-f]{32}$/);
      expect(leaks(JSON.stringify(rows), YOUTH)).toEqual([]);
      expect(leaks(JSON.stringify(rows), ADULT)).toEqual([]);
      // The recompute keys the pair as the migration did: the row stays (same id, same pair); the
      // stale row (no couple makes that pair) is gone.
      const su = await superuserClient(server.url);
      await su.send(`/api/custom/season-events/${eventId}/confirm`, { method: 'POST' });
      const after = await guest.collection('season_rankings').getFullList({ filter: `season = "${seasonId}"`, sort: 'rank' });
      expect(after.map((r) => [r.id, r.pair])).toEqual([[kept, rows[0]!.pair]]);
    } finally {
      await server.stop();
    }
  });
});
