// The breaks of the competition day on a real PocketBase (pb_hooks/schedule_breaks.pb.js, rule
// src/lib/rules/breaks.ts): staff set them, the hook checks them, every poule's public row carries them,
// and the running order computed from the rows the public reads includes them (hand-computed times).
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { TestServer } from './helpers/server';
import { stageWith } from './helpers/stage';
import { anonymous, errorOf, statusOf } from './helpers/actors';
import { coupleInCompetition, resultsCompetition } from './helpers/results';
import { runningOrder, type RunningPoule } from '@/lib/domain/runningOrder';

const stage = stageWith(['organizer', 'commissioner', 'athlete'] as const);
let server: TestServer;
let su: PocketBase, organizer: PocketBase, commissioner: PocketBase, athlete: PocketBase;
const DAY = '2026-06-13';
const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);

beforeAll(() => {
  ({ server, su } = stage);
  [organizer, commissioner, athlete] = stage.actors;
});

describe('breaks in the live times', () => {
  it('are checked, reach the public rows and move the computed times', async () => {
    const comp = await resultsCompetition(su, organizer, [commissioner], 'ongoing', { date: `${DAY} 00:00:00.000Z`, tatami: 1 });
    for (const club of ['01IT0001', '02IT0002', '03IT0003', '04IT0004']) await coupleInCompetition(su, athlete, comp.id, club);
    await organizer.send(`/api/custom/competitions/${comp.id}/draw`, { method: 'POST', body: { seed: 'B' } });
    const [poule] = await organizer.collection('poules').getFullList({ filter: `competition = "${comp.id}"` });
    await organizer.collection('poules').update(poule!.id, { published: true, judges: 3, tatami: 1, startsAt: `${DAY} 09:00:00.000Z` });
    const times = async () => {
      const rows = await anonymous(server.url).collection('leaderboards').getFullList({ filter: `competition = "${comp.id}"` });
      const run = runningOrder(rows.map((r) => r.data as RunningPoule), Date.parse(`${DAY}T07:00:00Z`)).tatami[0]!;
      return run.slots.map((s) => `${hhmm(s.start)}-${hhmm(s.end)}${s.breakBefore ? ` after ${s.breakBefore.kind}` : ''}`);
    };
    // Four nage-no-kata couples of 8 minutes, no break.
    expect(await times()).toEqual(['09:00-09:08', '09:08-09:16', '09:16-09:24', '09:24-09:32']);

    // Refused, with the field and its code; nothing saved.
    const refused = async (body: Record<string, unknown>) => {
      const data = (await errorOf(organizer.collection('competitions').update(comp.id, body))).data;
      return Object.entries(data).map(([f, v]) => `${f} ${(v as { code: string }).code}`);
    };
    expect(await refused({ breakEvery: 2 })).toEqual(['breakMinutes break_incomplete']);
    expect(await refused({ breakEvery: 2, breakMinutes: 500 })).toEqual(['breakMinutes break_range']);
    expect(await refused({ lunchAt: `${DAY} 09:20:00.000Z` })).toEqual(['lunchMinutes lunch_incomplete']);
    expect(await refused({ lunchAt: '2026-06-20 09:20:00.000Z', lunchMinutes: 30 })).toEqual(['lunchAt lunch_day']);
    expect((await su.collection('competitions').getOne(comp.id)).breakEvery).toBe(0);
    expect(await statusOf(athlete.collection('competitions').update(comp.id, { breakEvery: 2, breakMinutes: 10 }))).toBeGreaterThanOrEqual(400);

    // A 10-minute break after every 2 couples and a lunch 09:30-10:00: the 3rd couple starts 09:26
    // (09:16 + 10'), the 4th would start 09:34, inside the lunch: 10:00.
    expect(await statusOf(organizer.collection('competitions').update(comp.id, { breakEvery: 2, breakMinutes: 10, lunchAt: `${DAY} 09:30:00.000Z`, lunchMinutes: 30 }))).toBe(200);
    const row = await anonymous(server.url).collection('leaderboards').getFirstListItem(`poule = "${poule!.id}"`);
    expect(row.data.breaks).toEqual({ every: 2, everyMinutes: 10, pouleMinutes: 0, lunchAt: `${DAY} 09:30:00.000Z`, lunchMinutes: 30 });
    expect(await times()).toEqual(['09:00-09:08', '09:08-09:16', '09:26-09:34 after every', '10:00-10:08 after lunch']);

    // Cleared: the times are back.
    expect(await statusOf(organizer.collection('competitions').update(comp.id, { breakEvery: 0, breakMinutes: 0, lunchAt: '', lunchMinutes: 0 }))).toBe(200);
    expect(await times()).toEqual(['09:00-09:08', '09:08-09:16', '09:16-09:24', '09:24-09:32']);
  });
});
