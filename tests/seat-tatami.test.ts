// Tablets belong to a tatami for the day, against a real PocketBase: a seat code opens seat n of a
// tatami, the tablet judges the poule on the mat of that tatami and then the next one without a new
// code, the supervisor changes the judge on a seat without pairing the tablet again, and a seat token
// writes nothing for a couple of another tatami, of a poule not on the mat, or of another seat.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { errorOf, statusOf } from './helpers/actors';
import type { TestServer } from './helpers/server';
import { stageWith } from './helpers/stage';
import { cleanMarks, coupleInCompetition, resultsCompetition } from './helpers/results';
import { post, tablet as seatTablet } from './helpers/judges';

const ITEMS = 17;
const MARKS = cleanMarks(ITEMS);

const stage = stageWith(['organizer', 'commissioner', 'athlete'] as const);
let server: TestServer;
let su: PocketBase, organizer: PocketBase, commissioner: PocketBase, athlete: PocketBase;

beforeAll(() => {
  ({ server, su } = stage);
  [organizer, commissioner, athlete] = stage.actors;
});

interface Hall {
  comp: RecordModel;
  /** Poules A then B on tatami 1, C on tatami 2; one couple each. */
  poules: Record<'A' | 'B' | 'C', string>;
  draws: Record<'A' | 'B' | 'C', string>;
  judges: string[];
  /** Seat records by tatami and seat number. */
  seats: Record<number, Record<number, string>>;
}

/** An ongoing supervised competition on two tatami: A (09:00) and B (10:00) on tatami 1, C on tatami 2; three judges per panel. */
async function hall(): Promise<Hall> {
  const comp = await resultsCompetition(su, organizer, [commissioner], 'ongoing', { supervised: true, tatami: 2 });
  const circuit = (await su.collection('circuits').getFirstListItem(`competition = "${comp.id}"`)).id;
  const day = String(comp.date).slice(0, 10);
  const poules = {} as Hall['poules'];
  const draws = {} as Hall['draws'];
  for (const [name, tatami, at] of [['A', 1, '09:00'], ['B', 1, '10:00'], ['C', 2, '09:00']] as const) {
    const poule = await su.collection('poules').create({ competition: comp.id, circuit, kata: 'nage-no-kata', name: `Poule ${name}`, judges: 3, published: true, tatami, startsAt: `${day} ${at}:00.000Z` });
    const enrolment = await coupleInCompetition(su, athlete, comp.id);
    poules[name] = poule.id;
    draws[name] = (await su.collection('draws').create({ poule: poule.id, enrolment: enrolment.id, order: 1 })).id;
  }
  const judges: string[] = [];
  for (let j = 0; j < 4; j++) judges.push((await organizer.collection('judges').create({ name: `Judge ${j} ${comp.id}` })).id);
  await organizer.collection('competitions').update(comp.id, { judges });
  const seats: Hall['seats'] = {};
  for (const [tatami, poule] of [[1, poules.A], [2, poules.C]] as const) {
    const panel = await post(organizer, `/api/custom/poules/${poule}/panel`, { seats: { 1: judges[0], 2: judges[1], 3: judges[2] } });
    expect(panel.tatami).toBe(tatami);
    seats[tatami] = Object.fromEntries((panel.seats as { id: string; seat: number }[]).map((s) => [s.seat, s.id]));
  }
  return { comp, poules, draws, judges, seats };
}

const tablet = (seatId: string) => seatTablet(server.url, seatId, commissioner);
const me = (pb: PocketBase) => pb.send<{ seat: number; tatami: number; poule: string; kata: string; judge: string; judgeName: string }>('/api/custom/seats/me', {});
const sheet = (pb: PocketBase, draw: string, judge: number) => pb.collection('evaluations').create({ draw, judge, marks: MARKS });

/** The other two seats' sheets of a couple (typed by the organizer), then the supervisor validates it. */
async function finish(draw: string) {
  await sheet(organizer, draw, 2);
  await sheet(organizer, draw, 3);
  await post(commissioner, `/api/custom/draws/${draw}/validate`, { validated: true });
}

describe('a tablet paired once follows the poules of its tatami', () => {
  it('judges poule A, then poule B with the same token; the judge changes without pairing again', async () => {
    const h = await hall();
    // One panel for the tatami: seating the judges on poule A seated them for poule B too.
    expect((await post(organizer, `/api/custom/poules/${h.poules.B}/panel`, {})).seats.map((s: { id: string }) => s.id)).toEqual([h.seats[1]![1], h.seats[1]![2], h.seats[1]![3]]);
    const t = await tablet(h.seats[1]![1]!);
    // The poule's kata with it: the tablet reads the kata's sheet beside the poule, not after it.
    expect(await me(t)).toMatchObject({ seat: 1, tatami: 1, poule: h.poules.A, kata: 'nage-no-kata', judge: h.judges[0] });
    // Poule B is not on the mat yet.
    expect((await errorOf(sheet(t, h.draws.B, 1))).data.draw?.code).toBe('seat_poule_not_on_mat');

    expect(await statusOf(sheet(t, h.draws.A, 1))).toBe(200);
    await finish(h.draws.A);
    // A is done: the same tablet, no new code, now judges B.
    expect((await me(t)).poule).toBe(h.poules.B);
    expect((await t.collection('draws').getFullList({ filter: `poule = "${h.poules.B}"` })).map((d) => d.id)).toEqual([h.draws.B]);
    // A is no longer the tablet's.
    expect((await errorOf(t.collection('evaluations').update((await t.collection('evaluations').getFirstListItem(`draw = "${h.draws.A}"`)).id, { marks: MARKS }))).status).toBeGreaterThanOrEqual(400);

    // The supervisor seats another judge on seat 1 for the rest of the day: the tablet keeps working.
    await post(organizer, `/api/custom/poules/${h.poules.B}/panel`, { seats: { 1: h.judges[3] } });
    expect(await me(t)).toMatchObject({ poule: h.poules.B, judge: h.judges[3] });
    const created = await sheet(t, h.draws.B, 1);
    // The sheet names who sat on the seat (a hidden field: the tablet is not told).
    expect(created.namedJudge).toBeUndefined();
    expect((await su.collection('evaluations').getOne(created.id)).namedJudge).toBe(h.judges[3]);
    await finish(h.draws.B);
    // Every poule of the tatami done: nothing on the mat.
    expect(await me(t)).toMatchObject({ poule: '', kata: '' });
  });

  it('another tatami has its own seats and its own poule on the mat', async () => {
    const h = await hall();
    expect(h.seats[2]![1]).not.toBe(h.seats[1]![1]);
    const t2 = await tablet(h.seats[2]![1]!);
    expect(await me(t2)).toMatchObject({ seat: 1, tatami: 2, poule: h.poules.C });
    expect(await statusOf(sheet(t2, h.draws.C, 1))).toBe(200);
  });
});

describe('a seat token writes only its own seat, on its own tatami', () => {
  it('refuses a couple of another tatami and another seat of its own poule', async () => {
    const h = await hall();
    const t = await tablet(h.seats[1]![2]!);
    // Tatami 2's couple (its draw is public, its sheets are not the seat's).
    expect(await statusOf(sheet(t, h.draws.C, 2))).toBeGreaterThanOrEqual(400);
    // Another seat of the poule on the mat.
    expect(await statusOf(sheet(t, h.draws.A, 1))).toBeGreaterThanOrEqual(400);
    expect(await su.collection('evaluations').getFullList({ filter: `draw = "${h.draws.C}" || draw = "${h.draws.A}"` })).toEqual([]);
    // Its own seat on its own tatami's couple on the mat.
    expect(await statusOf(sheet(t, h.draws.A, 2))).toBe(200);
  });

  it('a new code for the seat ends the tablet paired in the morning', async () => {
    const h = await hall();
    const morning = await tablet(h.seats[1]![3]!);
    expect(await statusOf(me(morning))).toBe(200);
    const noon = await tablet(h.seats[1]![3]!);
    expect((await errorOf(me(morning))).data.seat?.code).toBe('seat_session_replaced');
    expect(await statusOf(sheet(noon, h.draws.A, 3))).toBe(200);
  });
});
