// The judges' totals of a couple (draws.judgeTotals) stay private until the supervisor validates it,
// against a real PocketBase (pb_hooks/lib/judge_totals.js, migration 1764610000): in a supervised
// competition the public, an athlete, the tablets (another seat of the panel) and the organizer of
// another competition read no per-judge figure before validation — not in a list, a view, an expand,
// a realtime message of the draw, nor the public board (document and topic) — while the competition's
// officials do; after validation everybody does. Without supervision they stay public as they come.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import type { TestServer } from './helpers/server';
import { anonymous, statusOf } from './helpers/actors';
import { stageWith } from './helpers/stage';
import { cleanMarks, coupleInCompetition, marksWith, resultsCompetition } from './helpers/results';
import { day as judgeDay, post, tablet } from './helpers/judges';
import { subscribeRealtime, type RealtimeClient, type RealtimeEvent } from './helpers/realtime';
import { loadHookLib } from './helpers/hookLib';
import type { LeaderboardRow, SnapshotEntry } from '@/lib/board/snapshot';

const ITEMS = 17; // nage-no-kata
const JUDGES = 3;

const stage = stageWith(['admin', 'organizer', 'commissioner', 'athlete', 'organizer'] as const);
let server: TestServer;
let su: PocketBase, admin: PocketBase, organizer: PocketBase, commissioner: PocketBase, athlete: PocketBase, organizer2: PocketBase;

beforeAll(() => {
  ({ server, su } = stage);
  [admin, organizer, commissioner, athlete, organizer2] = stage.actors;
});

interface Board {
  rows: LeaderboardRow[];
}
const boardEntry = async (competition: string, draw: string): Promise<SnapshotEntry> => {
  const res = await fetch(`${server.url}/api/custom/competitions/${competition}/board`);
  const body = (await res.json()) as Board;
  return body.rows.flatMap((r) => r.data.entries).find((e) => e.id === draw)!;
};
/** The couple's entry in a board message: a whole row's, or a patch's when it changed (else undefined). */
const entryOf = (ev: RealtimeEvent, draw: string) => {
  const r = ev.record as { data?: LeaderboardRow['data']; entries?: SnapshotEntry[]; set?: { entries?: SnapshotEntry[] } };
  const entries = ev.action === 'patch' ? [...(r.entries ?? []), ...(r.set?.entries ?? [])] : (r.data?.entries ?? []);
  return entries.find((e) => e.id === draw);
};
/** Whether a record as an asker received it carries a judge's total. */
const hasTotals = (r: RecordModel | Record<string, unknown>) => Array.isArray(r.judgeTotals) && (r.judgeTotals as unknown[]).some((v) => typeof v === 'number');

describe("judges' totals before validation", () => {
  it('reach only the officials on every channel, and everybody once the couple is validated', async () => {
    const d = await judgeDay({ su, organizer, commissioner, athlete }, 2, JUDGES);
    const draw = d.draws[0]!.id;
    const tablets = await Promise.all(d.seats.map((s) => tablet(server.url, s.id, organizer)));
    const guest = anonymous(server.url);
    // Seat 3's tablet reads the draws of its poule while seats 1 and 2 send their sheets.
    const outsiders: [string, PocketBase][] = [['anonymous', guest], ['athlete (the couple)', athlete], ['another seat', tablets[2]!], ['organizer of another competition', organizer2]];
    const officials: [string, PocketBase][] = [['organizer', organizer], ['commissioner', commissioner], ['admin', admin]];

    const token = (pb: PocketBase) => (pb.authStore.isValid ? pb.authStore.token : '');
    const drawStreams = new Map<string, RealtimeClient>();
    for (const [who, pb] of [...outsiders, ...officials]) drawStreams.set(who, await subscribeRealtime(server.url, token(pb), [`draws/${draw}`, 'draws/*']));
    const boardStream = await subscribeRealtime(server.url, '', [`board/${d.comp.id}`]);
    try {
      // Three sheets, each saved by its own seat: three recomputes of the couple.
      for (let i = 0; i < JUDGES; i++) await tablets[i]!.collection('evaluations').create({ draw, judge: i + 1, marks: marksWith(ITEMS, { small: i }) });
      const stored = await su.collection('draws').getOne(draw);
      expect(stored.judgeTotals).toEqual([170, 169, 168]);
      expect(stored.validated).toBe(false);

      for (const [who, pb] of outsiders) {
        const view = await pb.collection('draws').getOne(draw);
        expect('judgeTotals' in view, `${who}: view`).toBe(false);
        const list = await pb.collection('draws').getFullList({ filter: `poule = "${d.poule.id}"` });
        expect(list.map((r) => r.id).sort(), `${who}: list`).toEqual(d.draws.map((r) => r.id).sort());
        expect(list.some(hasTotals), `${who}: list`).toBe(false);
        // No filter or sort oracle on the hidden field either.
        expect(await statusOf(pb.collection('draws').getList(1, 1, { filter: 'judgeTotals ~ "170"' })), `${who}: filter`).toBe(400);
      }
      for (const [who, pb] of officials) {
        expect((await pb.collection('draws').getOne(draw)).judgeTotals, `${who}: view`).toEqual([170, 169, 168]);
        const list = await pb.collection('draws').getFullList({ filter: `poule = "${d.poule.id}"`, sort: 'order' });
        expect(list[0]!.judgeTotals, `${who}: list`).toEqual([170, 169, 168]);
      }
      // Expands: the couple's athlete through its enrolment, a seat through its own sheet.
      const enrolment = await athlete.collection('enrolments').getOne(d.draws[0]!.enrolment, { expand: 'draws_via_enrolment' });
      const viaEnrolment = (enrolment.expand?.draws_via_enrolment ?? []) as RecordModel[];
      expect(viaEnrolment.map((r) => r.id)).toEqual([draw]);
      expect(viaEnrolment.some(hasTotals)).toBe(false);
      const ownSheet = await tablets[0]!.collection('evaluations').getFirstListItem(`draw = "${draw}"`, { expand: 'draw' });
      expect(ownSheet.expand?.draw?.id).toBe(draw);
      expect('judgeTotals' in ownSheet.expand!.draw).toBe(false);
      const officialSheet = await organizer.collection('evaluations').getFirstListItem(`draw = "${draw}" && judge = 1`, { expand: 'draw' });
      expect(officialSheet.expand!.draw.judgeTotals).toEqual([170, 169, 168]);

      // Realtime: each save of the couple reached every subscriber, with the totals for the officials only.
      for (const [who, stream] of drawStreams) {
        await expect.poll(() => stream.events.filter((ev) => ev.record.id === draw && ev.topic === `draws/${draw}`).length, { message: who }).toBeGreaterThanOrEqual(JUDGES);
        const mine = stream.events.filter((ev) => ev.record.id === draw);
        const official = officials.some(([o]) => o === who);
        if (official) expect(mine.at(-1)!.record.judgeTotals, who).toEqual([170, 169, 168]);
        else expect(mine.some((ev) => 'judgeTotals' in ev.record), who).toBe(false);
      }
      // The board (document and topic): no total, only that the couple awaits the supervisor.
      const entry = await boardEntry(d.comp.id, draw);
      expect(entry).toMatchObject({ scored: false, judgeTotals: [], awaiting: true });
      expect(await boardEntry(d.comp.id, d.draws[1]!.id)).toMatchObject({ judgeTotals: [], awaiting: false });
      const row = await guest.collection('leaderboards').getFirstListItem<LeaderboardRow>(`poule = "${d.poule.id}"`);
      expect(row.data.entries.find((e) => e.id === draw)).toMatchObject({ judgeTotals: [], awaiting: true });
      await expect.poll(() => boardStream.events.some((ev) => entryOf(ev, draw)?.awaiting)).toBe(true);
      expect(boardStream.events.every((ev) => (entryOf(ev, draw)?.judgeTotals.length ?? 0) === 0)).toBe(true);

      // Validated: everybody reads them, over every channel.
      const seen = new Map([...drawStreams].map(([who, s]) => [who, s.events.length]));
      await post(commissioner, `/api/custom/draws/${draw}/validate`);
      const validated = (await su.collection('draws').getOne(draw)).judgeTotals as number[];
      expect(validated).toEqual([170, 169, 168]);
      for (const [who, pb] of [...outsiders, ...officials]) {
        expect((await pb.collection('draws').getOne(draw)).judgeTotals, `${who}: view`).toEqual(validated);
        expect((await pb.collection('draws').getFullList({ filter: `id = "${draw}"` }))[0]!.judgeTotals, `${who}: list`).toEqual(validated);
      }
      for (const [who, stream] of drawStreams) {
        await expect.poll(() => stream.events.slice(seen.get(who)!).some((ev) => ev.record.id === draw && ev.record.validated === true && hasTotals(ev.record)), { message: who }).toBe(true);
      }
      expect(await boardEntry(d.comp.id, draw)).toMatchObject({ scored: true, judgeTotals: validated, awaiting: false });
      await expect.poll(() => boardStream.events.some((ev) => entryOf(ev, draw)?.scored && entryOf(ev, draw)?.judgeTotals.length === JUDGES)).toBe(true);

      // Reopened, they are private again until validated again.
      await post(organizer, `/api/custom/draws/${draw}/reopen`, { reason: 'Seat 2 misread a mistake' });
      expect('judgeTotals' in (await guest.collection('draws').getOne(draw))).toBe(false);
      expect((await commissioner.collection('draws').getOne(draw)).judgeTotals).toEqual(validated);
      expect(await boardEntry(d.comp.id, draw)).toMatchObject({ scored: false, judgeTotals: [], awaiting: true });
    } finally {
      await Promise.all([...drawStreams.values(), boardStream].map((s) => s.close()));
    }
  });

  it('without supervision stay public as the judges send them', async () => {
    const comp = await resultsCompetition(su, organizer, [commissioner], 'ongoing');
    await coupleInCompetition(su, athlete, comp.id);
    await post(organizer, `/api/custom/competitions/${comp.id}/draw`, { seed: 'OPEN' });
    const [poule] = await organizer.collection('poules').getFullList({ filter: `competition = "${comp.id}"` });
    await organizer.collection('poules').update(poule!.id, { published: true, judges: JUDGES });
    const [draw] = await organizer.collection('draws').getFullList({ filter: `poule = "${poule!.id}"` });
    await commissioner.collection('evaluations').create({ draw: draw!.id, judge: 1, marks: cleanMarks(ITEMS) });
    for (const pb of [anonymous(server.url), athlete, organizer2]) expect((await pb.collection('draws').getOne(draw!.id)).judgeTotals).toEqual([170, null, null]);
    expect(await boardEntry(comp.id, draw!.id)).toMatchObject({ judgeTotals: [170, null, null], awaiting: false });
  });
});

describe('the rule', () => {
  const { shown } = loadHookLib<{ shown: (c: { supervised: boolean; validated: boolean; official: boolean }) => boolean }>('pb_hooks/lib/judge_totals.js');
  it('shows the totals without supervision, once validated, or to an official', () => {
    expect(shown({ supervised: true, validated: false, official: false })).toBe(false);
    expect(shown({ supervised: true, validated: false, official: true })).toBe(true);
    expect(shown({ supervised: true, validated: true, official: false })).toBe(true);
    expect(shown({ supervised: false, validated: false, official: false })).toBe(true);
  });
});
