// Reference sheets against a real PocketBase: who writes them (admins, the competition's commissioners),
// who reads them (its officials), that their marks are a complete sheet, that they never count for the
// couple, and each judge's deviation from the reference per item, per couple and over the competition
// (hand-computed below).
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';
import { anonymous, statusOf } from './helpers/actors';
import type { TestServer } from './helpers/server';
import { stageWith } from './helpers/stage';
import { cleanMarks, marksWith } from './helpers/results';
import { day, post, tablet, type Day } from './helpers/judges';

const ITEMS = 17;

const stage = stageWith(['admin', 'organizer', 'commissioner', 'organizer', 'commissioner', 'athlete'] as const);
let server: TestServer;
let su: PocketBase, admin: PocketBase, organizer: PocketBase, commissioner: PocketBase, organizer2: PocketBase, commissioner2: PocketBase, athlete: PocketBase;

beforeAll(() => {
  ({ server, su } = stage);
  [admin, organizer, commissioner, organizer2, commissioner2, athlete] = stage.actors;
});

const refs = (pb: PocketBase) => pb.collection('reference_sheets');

describe('reference sheets', () => {
  let one: Day;
  let two: Day;
  // The reference: a small mistake on item 2 (9), every other item clean (10).
  const REFERENCE = marksWith(ITEMS, { small: 1 });

  beforeAll(async () => {
    one = await day({ su, organizer, commissioner, athlete }, 2);
    two = await day({ su, organizer: organizer2, commissioner: commissioner2, athlete }, 1);
    // Couple 1 of one: seats 1–4 clean, seat 5 a big mistake on item 2, a medium on item 3, a small on items 4 and 5.
    const draw = one.draws[0]!.id;
    for (let n = 1; n <= 4; n++) await organizer.collection('evaluations').create({ draw, judge: n, marks: cleanMarks(ITEMS) });
    await organizer.collection('evaluations').create({ draw, judge: 5, marks: marksWith(ITEMS, { big: 1, medium: 1, small: 2 }) });
    await post(commissioner, `/api/custom/draws/${draw}/validate`);
  }, 120_000);

  it('admins and the competition commissioners write them; organizers, other officials, athletes, tablets and the public do not', async () => {
    const draw = one.draws[0]!.id;
    const denied = async (pb: PocketBase) => statusOf(refs(pb).create({ draw, marks: REFERENCE, source: 'video' }));
    const seat = await tablet(server.url, one.seats[0]!.id, organizer);
    for (const pb of [organizer, organizer2, commissioner2, athlete, anonymous(server.url), seat]) expect(await denied(pb)).toBe(400);
    // A commissioner of the competition: written, with the author set by the server (not the body's).
    const made = await refs(commissioner).create({ draw, marks: REFERENCE, source: 'video', note: 'From the hall camera', author: organizer.authStore.record!.id });
    expect(made).toMatchObject({ draw, source: 'video', author: commissioner.authStore.record!.id });
    // One reference per couple.
    expect(await statusOf(refs(admin).create({ draw, marks: REFERENCE, source: 'sheet' }))).toBe(400);
    // An admin marks the other couple on a sheet.
    const other = await refs(admin).create({ draw: one.draws[1]!.id, marks: cleanMarks(ITEMS), source: 'sheet' });
    expect(other.author).toBe(admin.authStore.record!.id);
    // Updates: the competition's commissioners and admins; never moved to another couple.
    expect(await statusOf(refs(commissioner).update(other.id, { note: 'checked' }))).toBe(200);
    for (const pb of [organizer, commissioner2, athlete]) expect(await statusOf(refs(pb).update(other.id, { note: 'x' }))).toBe(404);
    expect(await statusOf(refs(commissioner).update(other.id, { draw: two.draws[0]!.id }))).toBe(404);
    // Deletes likewise.
    for (const pb of [organizer, commissioner2, athlete]) expect(await statusOf(refs(pb).delete(other.id))).toBe(404);
    expect(await statusOf(refs(commissioner).delete(other.id))).toBe(200);
  });

  it("the competition's officials read them; nobody else", async () => {
    for (const pb of [admin, organizer, commissioner]) expect((await refs(pb).getFullList({ filter: `draw = "${one.draws[0]!.id}"` })).length).toBe(1);
    const seat = await tablet(server.url, one.seats[1]!.id, organizer);
    for (const pb of [organizer2, commissioner2, athlete, anonymous(server.url), seat]) expect((await refs(pb).getFullList({ filter: `draw = "${one.draws[0]!.id}"` })).length).toBe(0);
  });

  it('the marks are a complete sheet of the kata, whoever saves them', async () => {
    const draw = two.draws[0]!.id;
    const unmarked = [...cleanMarks(ITEMS)] as unknown[];
    unmarked[3] = null;
    const err = await refs(commissioner2)
      .create({ draw, marks: unmarked, source: 'sheet' })
      .catch((e: unknown) => e as ClientResponseError);
    expect(err).toBeInstanceOf(ClientResponseError);
    expect((err as ClientResponseError).response.data.marks).toMatchObject({ code: 'evaluation_unmarked', params: { item: 4 } });
    const short = await refs(commissioner2).create({ draw, marks: cleanMarks(3), source: 'sheet' }).catch((e: unknown) => e as ClientResponseError);
    expect((short as ClientResponseError).response.data.marks).toMatchObject({ code: 'evaluation_marks' });
    // Superusers (the dashboard) too.
    expect(await statusOf(refs(su).create({ draw, marks: cleanMarks(3), source: 'sheet' }))).toBe(400);
    expect(await statusOf(refs(commissioner2).create({ draw, marks: cleanMarks(ITEMS), source: 'tablet' }))).toBe(400);
  });

  it('never counts for the couple: its points and sheets stay as the panel made them', async () => {
    // Couple 1 of one has its reference (a small mistake on item 2). The panel: per item the highest and
    // lowest of five marks cancelled, three 10s counted: 17 × 30 = 510, whatever the reference says.
    expect((await refs(su).getFullList({ filter: `draw = "${one.draws[0]!.id}"` })).length).toBe(1);
    const draw = await su.collection('draws').getOne(one.draws[0]!.id);
    expect(draw).toMatchObject({ scored: true, points: 510 });
    expect((await su.collection('evaluations').getFullList({ filter: `draw = "${one.draws[0]!.id}"` })).length).toBe(5);
    // A new reference on the other competition's couple leaves its draw as it was.
    const before = await su.collection('draws').getOne(two.draws[0]!.id);
    await refs(commissioner2).create({ draw: two.draws[0]!.id, marks: marksWith(ITEMS, { big: 3 }), source: 'video' });
    expect(await su.collection('draws').getOne(two.draws[0]!.id)).toMatchObject({ points: before.points, scored: before.scored, updated: before.updated });
  });

  it("each judge's deviation from the reference: per item and couple, and over the competition, plus and minus apart", async () => {
    // Reference: item 2 = 9, every other 10; tolerance ±1.
    // Seats 1–4 (clean): item 2 one above (10 − 9), within: no plus, no minus; the differences sum to +1.
    // Seat 5: item 2 a big mistake (5): 4 below and a big mistake the reference did not see: minus;
    //   item 3 a medium (7): 3 below: minus; items 4 and 5 a small (9): 1 below, within. Sum −4 −3 −1 −1 = −9.
    const { tolerance, references } = await commissioner.send(`/api/custom/competitions/${one.comp.id}/references`, { method: 'GET' });
    expect(tolerance).toBe(1);
    expect(references).toHaveLength(1);
    const [r] = references;
    expect(r).toMatchObject({ draw: one.draws[0]!.id, source: 'video', note: 'From the hall camera' });
    expect(r.reference.slice(0, 3)).toEqual([10, 9, 10]);
    const seat = (n: number) => r.judges.find((j: { seat: number }) => j.seat === n);
    expect(seat(1)).toMatchObject({ judge: one.judges[0], items: 17, plus: 0, minus: 0, sum: 1 });
    expect(seat(1).by.slice(0, 3)).toEqual([0, 1, 0]);
    expect(seat(5)).toMatchObject({ judge: one.judges[4], items: 17, plus: 0, minus: 2, sum: -9 });
    expect(seat(5).by.slice(0, 6)).toEqual([0, -4, -3, -1, -1, 0]);
    expect(seat(5).off.slice(0, 6)).toEqual([0, -1, -1, 0, 0, 0]);
    // Over the competition (the judges' ranking), beside the panel's figures.
    const { judges, referenceTolerance } = await commissioner.send(`/api/custom/competitions/${one.comp.id}/judges/consistency`, { method: 'GET' });
    expect(referenceTolerance).toBe(1);
    const row = (id: string) => judges.find((j: { judge: string }) => j.judge === id);
    expect(row(one.judges[4]!)).toMatchObject({ refCouples: 1, refItems: 17, refPlus: 0, refMinus: 2, refSum: -9 });
    expect(row(one.judges[0]!)).toMatchObject({ refCouples: 1, refItems: 17, refPlus: 0, refMinus: 0, refSum: 1 });
    // Only its officials read the route.
    for (const pb of [organizer2, commissioner2, athlete, anonymous(server.url)]) expect(await statusOf(pb.send(`/api/custom/competitions/${one.comp.id}/references`, { method: 'GET' }))).toBe(403);
    expect(await statusOf(organizer.send(`/api/custom/competitions/${one.comp.id}/references`, { method: 'GET' }))).toBe(200);
  });
});
