// Calibration rounds against a real PocketBase: the competition's officials start a round on a tatami,
// the tatami's seated tablets mark the reference performance (each its own sheet, while the round is
// open), the supervisor reads each judge's deviation from the reference (hand-computed below), and the
// sheets never count for any couple: not in the draws, sheets, judges' figures or public rows.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';
import { anonymous, statusOf } from './helpers/actors';
import type { TestServer } from './helpers/server';
import { stageWith } from './helpers/stage';
import { cleanMarks, marksWith } from './helpers/results';
import { day, tablet, type Day } from './helpers/judges';

const ITEMS = 17;

const stage = stageWith(['admin', 'organizer', 'commissioner', 'organizer', 'commissioner', 'athlete'] as const);
let server: TestServer;
let su: PocketBase, organizer: PocketBase, commissioner: PocketBase, organizer2: PocketBase, commissioner2: PocketBase, athlete: PocketBase;

beforeAll(() => {
  ({ server, su } = stage);
  [, organizer, commissioner, organizer2, commissioner2, athlete] = stage.actors;
});

const rounds = (pb: PocketBase) => pb.collection('calibration_rounds');
const sheets = (pb: PocketBase) => pb.collection('calibration_sheets');
const codeOf = async (p: Promise<unknown>, field: string) => {
  try {
    await p;
    return null;
  } catch (err) {
    return (err as ClientResponseError).response?.data?.[field]?.code ?? null;
  }
};

describe('calibration rounds', () => {
  let one: Day;
  let two: Day;
  let tablets: PocketBase[];
  let otherTablet: PocketBase;
  let round: string;

  beforeAll(async () => {
    one = await day({ su, organizer, commissioner, athlete }, 1);
    two = await day({ su, organizer: organizer2, commissioner: commissioner2, athlete }, 1);
    tablets = [];
    for (const s of one.seats) tablets.push(await tablet(server.url, s.id, organizer));
    otherTablet = await tablet(server.url, two.seats[0]!.id, organizer2);
  }, 120_000);

  it("the competition's officials start a round on one of its tatami; one open round per tatami; nobody else starts one", async () => {
    const body = { competition: one.comp.id, tatami: 1, kata: 'nage-no-kata', source: 'video', label: 'Federation library: Nage-no-kata 2024' };
    for (const pb of [organizer2, commissioner2, athlete, anonymous(server.url), tablets[0]!]) expect(await statusOf(rounds(pb).create(body))).toBe(400);
    expect(await codeOf(rounds(organizer).create({ ...body, tatami: 2 }), 'tatami')).toBe('calibration_tatami');
    const made = await rounds(organizer).create({ ...body, open: false, startedBy: commissioner.authStore.record!.id });
    round = made.id;
    // It starts open, started by whoever created it.
    expect(made).toMatchObject({ open: true, startedBy: organizer.authStore.record!.id, reference: null });
    expect(await codeOf(rounds(commissioner).create(body), 'tatami')).toBe('calibration_open');
  });

  it("the tatami's tablets read the round; another competition's tablet does not", async () => {
    expect((await rounds(tablets[2]!).getOne(round)).label).toBe('Federation library: Nage-no-kata 2024');
    expect(await statusOf(rounds(otherTablet).getOne(round))).toBe(404);
    expect(await statusOf(rounds(athlete).getOne(round))).toBe(404);
  });

  it("a tablet reads its tatami's open round with what it needs to mark it, and its own sheet", async () => {
    const mine = await tablets[0]!.send('/api/custom/seats/calibration', { method: 'GET' });
    expect(mine).toMatchObject({ round: { id: round, kata: 'nage-no-kata', source: 'video' }, rules: { preset: 'ijf' }, sheet: null });
    expect(mine.items).toHaveLength(ITEMS);
    expect((await otherTablet.send('/api/custom/seats/calibration', { method: 'GET' })).round).toBeNull();
    for (const pb of [organizer, athlete, anonymous(server.url)]) expect(await statusOf(pb.send('/api/custom/seats/calibration', { method: 'GET' }))).toBe(403);
  });

  it('each seated tablet marks its own sheet of the open round, a complete sheet of the kata, once', async () => {
    const marks = [cleanMarks(ITEMS), marksWith(ITEMS, { small: 1 }), cleanMarks(ITEMS), cleanMarks(ITEMS), marksWith(ITEMS, { big: 1, medium: 1, small: 2 })];
    // Not for another seat, not from another competition's tablet, not by an official.
    expect(await statusOf(sheets(tablets[0]!).create({ round, seat: 2, marks: marks[1] }))).toBe(400);
    expect(await statusOf(sheets(otherTablet).create({ round, seat: 1, marks: marks[0] }))).toBe(400);
    expect(await statusOf(sheets(organizer).create({ round, seat: 1, marks: marks[0] }))).toBe(400);
    const unmarked = [...cleanMarks(ITEMS)] as unknown[];
    unmarked[0] = null;
    expect(await codeOf(sheets(tablets[0]!).create({ round, seat: 1, marks: unmarked }), 'marks')).toBe('evaluation_unmarked');
    for (let n = 0; n < 5; n++) {
      const rec = await sheets(tablets[n]!).create({ round, seat: n + 1, marks: marks[n] });
      expect(rec.namedJudge).toBe(one.judges[n]);
    }
    expect(await statusOf(sheets(tablets[0]!).create({ round, seat: 1, marks: marks[0] }))).toBe(400);
    // A tablet reads its own sheet only.
    expect((await sheets(tablets[0]!).getFullList({ filter: `round = "${round}"` })).map((s) => s.seat)).toEqual([1]);
    expect((await tablets[4]!.send('/api/custom/seats/calibration', { method: 'GET' })).sheet.marks[1]).toMatchObject({ big: 1 });
  });

  it("the supervisor sees each judge's deviation from the reference at once, plus and minus apart", async () => {
    const path = `/api/custom/calibration/${round}`;
    // Before a reference: the sheets, nothing to compare.
    const before = await organizer.send(path, { method: 'GET' });
    expect(before.reference).toBeNull();
    expect(before.sheets.map((s: { comparison: unknown }) => s.comparison)).toEqual([null, null, null, null, null]);
    // The reference (a small mistake on item 2: 9) must be a complete sheet too.
    expect(await codeOf(rounds(organizer).update(round, { reference: cleanMarks(3) }), 'reference')).toBe('evaluation_marks');
    await rounds(commissioner).update(round, { reference: marksWith(ITEMS, { small: 1 }) });
    const answer = await commissioner.send(path, { method: 'GET' });
    expect(answer).toMatchObject({ tatami: 1, kata: 'nage-no-kata', source: 'video', open: true, tolerance: 1 });
    expect(answer.reference.slice(0, 3)).toEqual([10, 9, 10]);
    const seat = (n: number) => answer.sheets.find((s: { seat: number }) => s.seat === n);
    // Seat 1 (clean): item 2 one above, within ±1. Seat 2 (the same small mistake): nothing. Seat 5: item 2
    // a big mistake (5), 4 below and a big mistake the reference did not see; item 3 a medium (7), 3
    // below; items 4 and 5 a small (9), 1 below, within: minus 2, the differences −4 −3 −1 −1 = −9.
    expect(seat(1).comparison).toMatchObject({ items: 17, plus: 0, minus: 0, sum: 1 });
    expect(seat(2).comparison).toMatchObject({ items: 17, plus: 0, minus: 0, sum: 0 });
    expect(seat(5)).toMatchObject({ judge: one.judges[4], name: `Judge 4 ${one.comp.id}` });
    expect(seat(5).comparison).toMatchObject({ plus: 0, minus: 2, sum: -9 });
    expect(seat(5).comparison.off.slice(0, 6)).toEqual([0, -1, -1, 0, 0, 0]);
    for (const pb of [organizer2, athlete, anonymous(server.url), tablets[0]!]) expect(await statusOf(pb.send(path, { method: 'GET' }))).toBe(403);
  });

  it('a closed round takes no more marks', async () => {
    await rounds(organizer).update(round, { open: false });
    expect(await statusOf(sheets(tablets[0]!).create({ round, seat: 1, marks: cleanMarks(ITEMS) }))).toBe(400);
    const mine = (await sheets(tablets[1]!).getFullList({ filter: `round = "${round}"` }))[0]!;
    expect(await statusOf(sheets(tablets[1]!).update(mine.id, { marks: cleanMarks(ITEMS) }))).toBe(404);
    // Another round may open on the tatami now.
    expect(await statusOf(rounds(commissioner).create({ competition: one.comp.id, tatami: 1, kata: 'nage-no-kata', source: 'live', label: 'Couple on the mat' }))).toBe(200);
  });

  it('never counts for any couple: no sheet, point or judge figure comes from it', async () => {
    expect((await su.collection('evaluations').getFullList({ filter: `draw.poule.competition = "${one.comp.id}"` })).length).toBe(0);
    const draw = await su.collection('draws').getOne(one.draws[0]!.id);
    expect(draw).toMatchObject({ scored: false, points: 0 });
    const { judges } = await organizer.send(`/api/custom/competitions/${one.comp.id}/judges/consistency`, { method: 'GET' });
    for (const id of one.judges.slice(0, 5)) expect(judges.find((r: { judge: string }) => r.judge === id)).toMatchObject({ couples: 0, items: 0, refItems: 0 });
  });
});
