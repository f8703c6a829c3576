// GET /api/custom/seasons/{id}/ranking (pb_hooks/season_ranking.pb.js): the ranking page's read as each
// role: a public season's category (exactly the columns the page shows, in rank order, the same rows
// as the records API), a private or unknown season 404 but to admins, bad parameters
// 400 with the field's error, 304 on the answer's ETag, and gzip for a client that accepts it.
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { errorOf, statusOf } from './helpers/actors';
import { stageWith } from './helpers/stage';
import { RANKING_FIELDS } from '../src/features/seasons/publicApi';

const stage = stageWith(['admin', 'athlete', 'organizer'] as const);
const COLUMNS = RANKING_FIELDS.split(',');
type Row = Record<string, unknown>;

async function season(isPublic: boolean) {
  return (await stage.su.collection('seasons').create({ name: `Season ${isPublic}`, public: isPublic, classes: ['Senior', 'Master'], levels: [{ name: 'A1', weight: 1 }] })).id;
}

/** A ranking row as the recompute writes it (with its season's `public`). */
function row(seasonId: string, isPublic: boolean, cls: string, kata: string, pair: string, rank: number, over: Row = {}) {
  return stage.su.collection('season_rankings').create({
    season: seasonId,
    public: isPublic,
    class: cls,
    kata,
    pair,
    rank,
    toriName: `Tori ${pair}`,
    ukeName: `Uke ${pair}`,
    clubs: ['01IT0001'],
    nations: ['ITA'],
    lines: [{ event: 'e1', place: rank, points: 10 - rank, counted: true }],
    total: 10.5 - rank,
    previousRank: rank + 1,
    movement: 1,
    provisional: rank === 1,
    qualified: rank < 3,
    ...over,
  });
}

const get = (pb: PocketBase, seasonId: string, query: Record<string, string>) => pb.send<{ items: Row[] }>(`/api/custom/seasons/${seasonId}/ranking`, { query });

describe('GET /api/custom/seasons/{id}/ranking', () => {
  const ids = {} as { pub: string; priv: string };

  it("answers a guest a public season's category: the columns shown, by rank, the records API's rows", async () => {
    ids.pub = await season(true);
    ids.priv = await season(false);
    // Created out of order; two tied at rank 2 (by pair then).
    await row(ids.pub, true, 'Senior', 'nage-no-kata', 'c', 3);
    await row(ids.pub, true, 'Senior', 'nage-no-kata', 'b2', 2, { clubs: null, lines: null });
    await row(ids.pub, true, 'Senior', 'nage-no-kata', 'a', 1);
    await row(ids.pub, true, 'Senior', 'nage-no-kata', 'b1', 2);
    await row(ids.pub, true, 'Senior', 'katame-no-kata', 'a', 1);
    await row(ids.pub, true, 'Master', 'nage-no-kata', 'd', 1);
    await row(ids.priv, false, 'Senior', 'nage-no-kata', 'a', 1);

    const { items } = await get(stage.guest, ids.pub, { class: 'Senior', kata: 'nage-no-kata' });
    expect(items.map((r) => r.pair)).toEqual(['a', 'b1', 'b2', 'c']);
    for (const r of items) expect(Object.keys(r).sort()).toEqual([...COLUMNS].sort());
    const records = await stage.guest
      .collection('season_rankings')
      .getFullList({ filter: `season = "${ids.pub}" && class = "Senior" && kata = "nage-no-kata"`, sort: 'class,kata,rank,pair', fields: RANKING_FIELDS });
    expect(items).toEqual(records);
    expect(items[0]).toMatchObject({ provisional: true, qualified: true, total: 9.5, clubs: ['01IT0001'], lines: [{ event: 'e1', place: 1, points: 9, counted: true }] });
    expect(items[3]).toMatchObject({ provisional: false, qualified: false });
    expect(items[2]).toMatchObject({ clubs: null, lines: null });
    // A signed-in user reads the same.
    const [, athlete] = stage.actors;
    expect((await get(athlete, ids.pub, { class: 'Senior', kata: 'nage-no-kata' })).items).toEqual(items);
  });

  it('answers no rows for a class × kata of the season without any', async () => {
    expect((await get(stage.guest, ids.pub, { class: 'Master', kata: 'katame-no-kata' })).items).toEqual([]);
  });

  it('is 404 for a private or unknown season but to admins (and superusers)', async () => {
    const [admin, athlete, organizer] = stage.actors;
    for (const pb of [stage.guest, athlete, organizer]) {
      expect(await statusOf(get(pb, ids.priv, { class: 'Senior', kata: 'nage-no-kata' }))).toBe(404);
    }
    expect(await statusOf(get(stage.guest, 'nosuchseason00', { class: 'Senior', kata: 'nage-no-kata' }))).toBe(404);
    expect(await statusOf(get(admin, 'nosuchseason00', { class: 'Senior', kata: 'nage-no-kata' }))).toBe(404);
    for (const pb of [admin, stage.su]) expect((await get(pb, ids.priv, { class: 'Senior', kata: 'nage-no-kata' })).items.map((r) => r.pair)).toEqual(['a']);
    // A private season's bad parameters are 404 too: nothing about it is told.
    expect(await statusOf(get(stage.guest, ids.priv, { class: 'Nope', kata: 'nage-no-kata' }))).toBe(404);
  });

  it('refuses a class not of the season, an unknown kata or no category, with the field', async () => {
    const bad = async (query: Record<string, string>) => {
      const err = await errorOf(get(stage.guest, ids.pub, query));
      expect(err.status).toBe(400);
      return Object.fromEntries(Object.entries(err.data).map(([k, v]) => [k, v.code]));
    };
    expect(await bad({ class: 'Junior', kata: 'nage-no-kata' })).toEqual({ class: 'season_ranking_class' });
    expect(await bad({ class: 'Senior', kata: 'karate' })).toEqual({ kata: 'season_ranking_kata' });
    expect(await bad({})).toEqual({ class: 'season_ranking_class' });
    expect(await bad({ class: 'Senior' })).toEqual({ kata: 'season_ranking_kata' });
  });

  it('answers 304 to its own ETag, and a new ETag once the rows change', async () => {
    const url = `${stage.server.url}/api/custom/seasons/${ids.pub}/ranking?class=Master&kata=nage-no-kata`;
    const first = await fetch(url);
    const etag = first.headers.get('etag') ?? '';
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await fetch(url, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    await row(ids.pub, true, 'Master', 'nage-no-kata', 'e', 2);
    const changed = await fetch(url, { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { items: Row[] }).items.map((r) => r.pair)).toEqual(['d', 'e']);
  });

  it('answers gzip to a client that accepts it (a category is ≈100 kB of JSON on a phone)', async () => {
    const path = `/api/custom/seasons/${ids.pub}/ranking?class=Senior&kata=nage-no-kata`;
    // A raw GET: fetch would decompress and hide Content-Encoding.
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((ok, fail) => {
      const req = request(`${stage.server.url}${path}`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => ok({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      });
      req.on('error', fail);
      req.end();
    });
    expect(raw.encoding).toBe('gzip');
    expect((JSON.parse(gunzipSync(raw.body).toString('utf8')) as { items: Row[] }).items.map((r) => r.pair)).toEqual(['a', 'b1', 'b2', 'c']);
  });
});
