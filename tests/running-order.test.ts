// Running order and live times (docs/ARCHITECTURE.md "Running order and live times"): the kata
// sheets' typical durations, tatami and start times of the poules (staff, hook-validated) and the
// time each couple performed, all on a real PocketBase.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { TestServer } from './helpers/server';
import { stageWith } from './helpers/stage';
import { actor, anonymous, errorOf, statusOf } from './helpers/actors';
import { cleanMarks, coupleInCompetition, resultsCompetition } from './helpers/results';

const stage = stageWith([] as const);
let server: TestServer;
let su: PocketBase;
beforeAll(() => {
  ({ server, su } = stage);
});

describe('kata durations', () => {
  it('every kata sheet has a typical duration, read by anyone', async () => {
    const sheets = await anonymous(server.url).collection('kata_sheets').getFullList({ fields: 'kata,duration' });
    expect(sheets.length).toBeGreaterThanOrEqual(13);
    for (const s of sheets) expect(s.duration, s.kata as string).toBeGreaterThanOrEqual(60);
    const byKata = Object.fromEntries(sheets.map((s) => [s.kata, s.duration]));
    expect(byKata['nage-no-kata']).toBe(480);
    expect(byKata['nage-no-kata-3']).toBe(330);
  });

  // Who edits the sheets is the kata-sheet editor's rule (tests there); the range is the field's.
  it('a duration stays within 1 minute and 1 hour', async () => {
    const sheet = await su.collection('kata_sheets').getFirstListItem('kata = "itsutsu-no-kata"');
    expect(await statusOf(su.collection('kata_sheets').update(sheet.id, { duration: 30 }))).toBe(400);
    expect(await statusOf(su.collection('kata_sheets').update(sheet.id, { duration: 4000 }))).toBe(400);
    expect(await statusOf(su.collection('kata_sheets').update(sheet.id, { duration: 390 }))).toBe(200);
  });
});

describe('tatami, start times and when couples performed', () => {
  let organizer: PocketBase, commissioner: PocketBase, athlete: PocketBase, other: PocketBase;
  let compId: string, pouleId: string, drawIds: string[];
  const DAY = '2026-06-13';

  beforeAll(async () => {
    [organizer, commissioner, athlete, other] = await Promise.all([
      actor(server.url, 'organizer'),
      actor(server.url, 'commissioner'),
      actor(server.url, 'athlete'),
      actor(server.url, 'organizer'),
    ]);
    const comp = await resultsCompetition(su, organizer, [commissioner], 'ongoing', { date: `${DAY} 00:00:00.000Z`, tatami: 2 });
    compId = comp.id;
    for (const club of ['01IT0001', '02IT0002', '03IT0003']) await coupleInCompetition(su, athlete, compId, club);
    await organizer.send(`/api/custom/competitions/${compId}/draw`, { method: 'POST', body: { seed: 'T' } });
    const [poule] = await organizer.collection('poules').getFullList({ filter: `competition = "${compId}"` });
    pouleId = poule!.id;
    await organizer.collection('poules').update(pouleId, { published: true, judges: 3 });
    drawIds = (await organizer.collection('draws').getFullList({ filter: `poule = "${pouleId}"`, sort: 'order' })).map((d) => d.id);
  });

  const rowData = async () => (await anonymous(server.url).collection('leaderboards').getFirstListItem(`poule = "${pouleId}"`)).data as {
    tatami: number;
    startsAt: string;
    duration: number;
    entries: { id: string; performedAt: string }[];
  };

  it('staff assign a tatami of the competition and a start on its days; the public row carries them', async () => {
    const at = `${DAY} 08:30:00.000Z`;
    expect(await statusOf(organizer.collection('poules').update(pouleId, { tatami: 2, startsAt: at }))).toBe(200);
    const data = await rowData();
    expect(data).toMatchObject({ tatami: 2, startsAt: at, duration: 480 });
    expect(data.entries.map((e) => e.performedAt)).toEqual(['', '', '']);
  });

  it('refuses a tatami out of range and a start on another day, with their codes', async () => {
    expect((await errorOf(organizer.collection('poules').update(pouleId, { tatami: 3 }))).data.tatami?.code).toBe('poule_tatami');
    expect((await errorOf(organizer.collection('poules').update(pouleId, { startsAt: '2026-06-15 09:00:00.000Z' }))).data.startsAt?.code).toBe('poule_starts_at');
    expect((await errorOf(organizer.collection('poules').update(pouleId, { startsAt: '2026-06-12 06:00:00.000Z' }))).data.startsAt?.code).toBe('poule_starts_at');
    // 22:00 UTC the evening before is 09:00 of the day in Sydney.
    expect(await statusOf(organizer.collection('poules').update(pouleId, { startsAt: '2026-06-12 22:00:00.000Z' }))).toBe(200);
    expect(await statusOf(organizer.collection('poules').update(pouleId, { startsAt: `${DAY} 08:30:00.000Z` }))).toBe(200);
  });

  it('only the staff of the competition set them', async () => {
    for (const who of [commissioner, athlete, other]) {
      expect(await statusOf(who.collection('poules').update(pouleId, { tatami: 1 }))).toBeGreaterThanOrEqual(400);
    }
    expect(await statusOf(anonymous(server.url).collection('poules').update(pouleId, { tatami: 1 }))).toBeGreaterThanOrEqual(400);
    expect((await su.collection('poules').getOne(pouleId)).tatami).toBe(2);
  });

  it('the competition keeps the tatami its poules use', async () => {
    expect((await errorOf(organizer.collection('competitions').update(compId, { tatami: 1 }))).data.tatami?.code).toBe('poule_tatami_in_use');
    expect(await statusOf(organizer.collection('competitions').update(compId, { tatami: 3 }))).toBe(200);
    expect(await statusOf(athlete.collection('competitions').update(compId, { tatami: 4 }))).toBeGreaterThanOrEqual(400);
  });

  it('a couple performed when its first evaluation was saved; nobody sets it by hand', async () => {
    const first = await commissioner.collection('evaluations').create({ draw: drawIds[0], judge: 2, marks: cleanMarks(17) });
    await commissioner.collection('evaluations').create({ draw: drawIds[0], judge: 1, marks: cleanMarks(17) });
    const draw = await organizer.collection('draws').getOne(drawIds[0]!);
    expect(draw.performedAt).toBe(first.created);
    expect((await rowData()).entries.map((e) => e.performedAt)).toEqual([first.created, '', '']);
    expect(await statusOf(organizer.collection('draws').update(drawIds[1]!, { performedAt: `${DAY} 09:00:00.000Z` }))).toBe(403);
    expect((await su.collection('draws').getOne(drawIds[1]!)).performedAt).toBe('');
    // The first evaluation deleted: the next one is when it performed.
    await su.collection('evaluations').delete(first.id);
    expect((await su.collection('draws').getOne(drawIds[0]!)).performedAt).not.toBe(first.created);
    expect((await su.collection('draws').getOne(drawIds[0]!)).performedAt).not.toBe('');
  });
});
