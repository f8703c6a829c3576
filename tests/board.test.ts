// The public board (pb_hooks/board.pb.js): one cacheable document per competition (ETag, max-age,
// stale-while-revalidate, 304) with the same visibility as the leaderboard rows, and the realtime
// topic `board/{id}` that carries each committed row change without per-client rule checks.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { TestServer } from './helpers/server';
import { actor, statusOf } from './helpers/actors';
import { stageWith } from './helpers/stage';
import { cleanMarks, coupleInCompetition, resultsCompetition } from './helpers/results';
import { mergeSnapshot, type LeaderboardRow } from '@/lib/board/snapshot';
import { changesSince, subscribeRealtime } from './helpers/realtime';
import { applyPatch, type BoardMessage, type PatchRow, type RowPatch } from '@/lib/rules/boardPatch';
import { followBoard } from '@/lib/board/board';

const ITEMS = 17; // nage-no-kata

const stage = stageWith(['organizer', 'commissioner', 'athlete'] as const);
let server: TestServer;
let su: PocketBase, organizer: PocketBase, commissioner: PocketBase, athlete: PocketBase, guest: PocketBase;

beforeAll(() => {
  ({ server, su, guest } = stage);
  [organizer, commissioner, athlete] = stage.actors;
});

interface Board {
  competition: string;
  frozen: boolean;
  updated: string;
  rows: LeaderboardRow[];
}

const boardUrl = (id: string) => `${server.url}/api/custom/competitions/${id}/board`;

async function getBoard(id: string, etag?: string, token?: string) {
  const headers: Record<string, string> = {};
  if (etag) headers['If-None-Match'] = etag;
  if (token) headers.Authorization = token;
  const res = await fetch(boardUrl(id), { headers });
  const text = await res.text();
  return { status: res.status, etag: res.headers.get('etag') ?? '', cache: res.headers.get('cache-control') ?? '', type: res.headers.get('content-type') ?? '', body: text ? (JSON.parse(text) as Board) : null };
}

/** An ongoing competition with `n` couples drawn into one published poule. */
async function published(n = 3, status = 'ongoing') {
  const comp = await resultsCompetition(su, organizer, [commissioner], 'ongoing');
  for (let i = 0; i < n; i++) await coupleInCompetition(su, athlete, comp.id, `0${i + 1}IT000${i + 1}`);
  await organizer.send(`/api/custom/competitions/${comp.id}/draw`, { method: 'POST', body: { seed: 'BOARD' } });
  const [poule] = await organizer.collection('poules').getFullList({ filter: `competition = "${comp.id}"` });
  await organizer.collection('poules').update(poule!.id, { published: true });
  const draws = await organizer.collection('draws').getFullList({ filter: `poule = "${poule!.id}"`, sort: 'order' });
  if (status !== 'ongoing') await su.collection('competitions').update(comp.id, { status });
  return { comp, poule: poule!, draws };
}

describe('GET /api/custom/competitions/{id}/board', () => {
  it('200 with the public rows, cacheable; 304 on If-None-Match; a new ETag after an evaluation', async () => {
    const { comp, poule, draws } = await published();
    const first = await getBoard(comp.id);
    expect(first.status).toBe(200);
    expect(first.type).toContain('application/json');
    expect(first.cache).toMatch(/public/);
    expect(first.cache).toMatch(/max-age=\d+/);
    expect(first.cache).toMatch(/stale-while-revalidate=\d+/);
    expect(first.etag).toMatch(/^"[0-9a-f]{32}"$/);
    // The same rows the records API gives a guest, merged the same way.
    const rows = await guest.collection('leaderboards').getFullList<LeaderboardRow>({ filter: `competition = "${comp.id}"` });
    expect(first.body!.rows.map((r) => [r.id, r.poule, r.updated, r.frozen])).toEqual(rows.map((r) => [r.id, r.poule, r.updated, r.frozen]));
    expect(mergeSnapshot(first.body!.rows).data).toEqual(mergeSnapshot(rows).data);
    expect(first.body!.frozen).toBe(false);
    expect(first.body!.updated).toBe(rows[0]!.updated);

    const again = await getBoard(comp.id, first.etag);
    expect(again.status).toBe(304);
    expect(again.etag).toBe(first.etag);
    expect(again.cache).toBe(first.cache);
    // Weak forms (a proxy that compressed it) and lists match too; another tag does not.
    expect((await getBoard(comp.id, `"other", W/${first.etag}`)).status).toBe(304);
    expect((await getBoard(comp.id, '"other"')).status).toBe(200);
    // The document is the same for everyone (a shared cache serves it): auth changes nothing.
    expect((await getBoard(comp.id, undefined, organizer.authStore.token)).body).toEqual(first.body);

    await commissioner.collection('evaluations').create({ draw: draws[0]!.id, judge: 1, marks: cleanMarks(ITEMS) });
    const after = await getBoard(comp.id, first.etag);
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(first.etag);
    const entry = after.body!.rows.find((r) => r.poule === poule.id)!.data.entries.find((e) => e.id === draws[0]!.id);
    expect(entry?.judgeTotals[0]).toBe(170);
    expect((await getBoard(comp.id, after.etag)).status).toBe(304);
  });

  it('frozen state included: freezing changes the ETag and flags the document', async () => {
    const { comp } = await published(2);
    const before = await getBoard(comp.id);
    await commissioner.send(`/api/custom/competitions/${comp.id}/leaderboard`, { method: 'POST', body: { frozen: true } });
    const frozen = await getBoard(comp.id, before.etag);
    expect(frozen.status).toBe(200);
    expect(frozen.body!.frozen).toBe(true);
    expect(frozen.body!.rows.every((r) => r.frozen)).toBe(true);
    expect(mergeSnapshot(frozen.body!.rows).frozen).toBe(true);
  });

  it('a draft or unknown competition is 404 for everyone, staff included; its rows come back with the status', async () => {
    const { comp } = await published(2);
    expect((await getBoard(comp.id)).status).toBe(200);
    await su.collection('competitions').update(comp.id, { status: 'draft' });
    for (const token of [undefined, organizer.authStore.token, su.authStore.token]) expect((await getBoard(comp.id, undefined, token)).status).toBe(404);
    expect((await getBoard('nosuchcompetit')).status).toBe(404);
    const fresh = await resultsCompetition(su, organizer, [], 'draft');
    expect((await getBoard(fresh.id)).status).toBe(404);
    await su.collection('competitions').update(comp.id, { status: 'ongoing' });
    expect((await getBoard(comp.id)).body!.rows).toHaveLength(1);
  });

  it('a competition without a published poule: an empty board', async () => {
    const comp = await resultsCompetition(su, organizer, [], 'enrolment');
    const res = await getBoard(comp.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ competition: comp.id, frozen: false, updated: '', rows: [] });
  });
});

describe('realtime topic board/{id}', () => {
  it('sends each committed row change once, a rewrite as a patch of what changed; numbered; a draft sends a bare delete; other competitions nothing', async () => {
    const { comp, poule, draws } = await published(8);
    const other = await published(2);
    await commissioner.collection('evaluations').create({ draw: draws[0]!.id, judge: 1, marks: cleanMarks(ITEMS) });
    const before = await guest.collection('leaderboards').getFirstListItem<LeaderboardRow>(`poule = "${poule.id}"`);
    const stream = await subscribeRealtime(server.url, '', [`board/${comp.id}`]);
    // The saves above may still reach this stream after it subscribed (changesSince says why).
    const fresh = () => changesSince(stream.events, before.updated);
    const waitFresh = (count: number) => expect.poll(() => fresh().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
    try {
      // A second judge's sheet of the same couple: its entry changes, no other.
      await commissioner.collection('evaluations').create({ draw: draws[0]!.id, judge: 2, marks: cleanMarks(ITEMS) });
      await waitFresh(1);
      await commissioner.collection('evaluations').create({ draw: other.draws[0]!.id, judge: 1, marks: cleanMarks(ITEMS) });
      const [ev] = fresh();
      const row = await guest.collection('leaderboards').getFirstListItem<LeaderboardRow>(`poule = "${poule.id}"`);
      // The couple's entry and the poule fields that changed, from the version the spectators held
      // to the row's new one: a fraction of the row.
      expect(ev).toMatchObject({ topic: `board/${comp.id}`, action: 'patch', record: { id: row.id, competition: comp.id, poule: poule.id, frozen: false, base: before.updated, updated: row.updated } });
      const patch = ev!.record as unknown as RowPatch;
      expect(patch.entries.map((e) => e.id)).toContain(draws[0]!.id);
      expect(patch.entries).toHaveLength(1);
      expect(Object.keys(patch.set)).not.toContain('entries');
      expect(ev!.bytes).toBeLessThan(JSON.stringify({ action: 'update', record: row }).length / 3);
      expect(applyPatch(before as unknown as PatchRow, patch)).toEqual({ id: row.id, competition: row.competition, poule: row.poule, frozen: row.frozen, updated: row.updated, data: row.data });
      // Back to draft: the spectators drop the row and learn nothing else about it.
      await su.collection('competitions').update(comp.id, { status: 'draft' });
      await waitFresh(2);
      expect(fresh()[1]).toMatchObject({ topic: `board/${comp.id}`, action: 'delete', record: { id: row.id, competition: comp.id, poule: poule.id } });
      expect(Object.keys(fresh()[1]!.record).sort()).toEqual(['competition', 'id', 'poule']);
      // Public again: the row comes whole (the spectators dropped it).
      await su.collection('competitions').update(comp.id, { status: 'ongoing' });
      await waitFresh(3);
      expect(fresh()[2]).toMatchObject({ action: 'update', record: { id: row.id, data: row.data } });
      // A rejected save (a judge out of the panel) sends nothing: the next event is the next
      // accepted save's (messages of a topic arrive in order).
      expect(await statusOf(commissioner.collection('evaluations').create({ draw: draws[1]!.id, judge: 9, marks: cleanMarks(ITEMS) }))).toBe(400);
      await commissioner.collection('evaluations').create({ draw: draws[1]!.id, judge: 1, marks: cleanMarks(ITEMS) });
      await waitFresh(4);
      const latest = await guest.collection('leaderboards').getOne<LeaderboardRow>(row.id);
      expect(fresh()).toHaveLength(4);
      expect(fresh()[3]).toMatchObject({ action: 'patch', record: { id: row.id, updated: latest.updated } });
      // Numbered one after the other: a spectator that sees a gap knows it missed one.
      const seqs = fresh().map((e) => e.seq!);
      expect(seqs.slice(1)).toEqual(seqs.slice(0, -1).map((n) => n + 1));
    } finally {
      await stream.close();
    }
  });
});

interface RealtimeOps {
  clients: number;
  dispatcher: { running: boolean; queued: number; last: { at: number; ms: number; clients: number; messages: number } | null };
}

describe('the realtime dispatcher', () => {
  // The minute job becomes the dispatcher; a superuser may run the job at once (PocketBase's cron
  // API runs it on its own goroutine), so the test does not wait for the next minute.
  it('once running, carries every board message in order outside the save; its state is for superusers only', async () => {
    const ops = () => su.send<RealtimeOps>('/api/custom/ops/realtime', {});
    for (const pb of [guest, athlete, organizer, commissioner, await actor(server.url, 'admin')]) {
      expect(await statusOf(pb.send('/api/custom/ops/realtime', {}))).toBe(403);
    }
    await su.crons.run('realtime_dispatcher');
    await expect.poll(async () => (await ops()).dispatcher.running).toBe(true);
    const { comp, poule, draws } = await published(3);
    const before = await guest.collection('leaderboards').getFirstListItem<PatchRow>(`poule = "${poule.id}"`);
    // The publication's own row change goes out after the save too: let it leave before listening,
    // and count only the changes newer than the row read here.
    await expect.poll(async () => (await ops()).dispatcher.queued).toBe(0);
    const stream = await subscribeRealtime(server.url, '', [`board/${comp.id}`]);
    const changes = () => changesSince(stream.events, before.updated);
    try {
      expect((await ops()).clients).toBeGreaterThanOrEqual(1);
      // Three saves back to back, without waiting for the spectators: the row's changes arrive in
      // the order they were written, the newest last.
      for (const d of draws) await commissioner.collection('evaluations').create({ draw: d.id, judge: 1, marks: cleanMarks(ITEMS) });
      const row = await guest.collection('leaderboards').getFirstListItem<LeaderboardRow>(`poule = "${poule.id}"`);
      await expect.poll(() => changes().some((ev) => ev.record.updated === row.updated)).toBe(true);
      const updated = changes().map((ev) => String(ev.record.updated));
      expect(new Set(updated).size).toBe(updated.length);
      expect([...updated].sort()).toEqual(updated);
      expect(updated.length).toBeLessThanOrEqual(3);
      // Patches still waiting when a newer one came were joined with it: followed as the board
      // page follows them from the row it held, they make the newest row without a refetch.
      let rows: LeaderboardRow[] = [before as unknown as LeaderboardRow];
      let seq: number | null = null;
      for (const ev of changes()) {
        const next = followBoard(rows, seq, { seq: ev.seq, action: ev.action, record: ev.record } as unknown as BoardMessage);
        expect(next.refetch).toBe(false);
        ({ rows, seq } = next);
      }
      expect(rows).toEqual([expect.objectContaining({ id: row.id, updated: row.updated, data: row.data })]);
      const seqs = changes().map((e) => e.seq!);
      expect(seqs.slice(1)).toEqual(seqs.slice(0, -1).map((n) => n + 1));
      // The last fan-out, for operations and the bench: when it left, what it cost, to how many.
      const t = Date.now();
      expect((await ops()).dispatcher).toEqual({ running: true, queued: 0, last: { at: expect.any(Number), ms: expect.any(Number), clients: expect.any(Number), messages: expect.any(Number) } });
      const last = (await ops()).dispatcher.last!;
      expect(last.clients).toBeGreaterThanOrEqual(1);
      expect(last.at).toBeLessThanOrEqual(t);
    } finally {
      await stream.close();
    }
  });
});
