// Judge consistency by person against a real PocketBase: one judge of the shared judges' list sits in
// two competitions of different organizers; the rows follow the person across both, count only couples
// that count (complete panel, validated where supervised) for admins, over one competition's sheets
// for its officials, and each route answers only the officials it is for (the competition's
// organizers, commissioners and admins; every judge: admins).
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { anonymous, statusOf } from './helpers/actors';
import type { TestServer } from './helpers/server';
import { stageWith } from './helpers/stage';
import { cleanMarks, marksWith } from './helpers/results';
import { day, post, tablet, type Day } from './helpers/judges';

const ITEMS = 17;

const stage = stageWith(['admin', 'organizer', 'organizer', 'commissioner', 'commissioner', 'athlete'] as const);
let server: TestServer;
let su: PocketBase, admin: PocketBase, organizer: PocketBase, organizer2: PocketBase, commissioner: PocketBase, commissioner2: PocketBase, athlete: PocketBase;

beforeAll(() => {
  ({ server, su } = stage);
  [admin, organizer, organizer2, commissioner, commissioner2, athlete] = stage.actors;
});

const get = (pb: PocketBase, path: string) => pb.send(path, { method: 'GET' });

/** The officials type the panel's sheets of a couple: `marks[n]` for seat n + 1. */
async function sheets(by: PocketBase, draw: string, marks: ReturnType<typeof cleanMarks>[]) {
  for (let n = 0; n < marks.length; n++) await by.collection('evaluations').create({ draw, judge: n + 1, marks: marks[n] });
}

describe('judge consistency by person', () => {
  let one: Day;
  let two: Day;
  let x: string;

  beforeAll(async () => {
    // Competition one: five judges; the fifth (X) marks a big, a medium and two small mistakes (items 1–4:
    // 5, 7, 9, 9) where the others mark every item clean (10).
    one = await day({ su, organizer, commissioner, athlete }, 2);
    x = one.judges[4]!;
    await sheets(organizer, one.draws[0]!.id, [...Array(4).fill(cleanMarks(ITEMS)), marksWith(ITEMS, { big: 1, medium: 1, small: 2 })]);
    await post(commissioner, `/api/custom/draws/${one.draws[0]!.id}/validate`);
    // Its second couple: complete but not validated, so it does not count yet.
    await sheets(organizer, one.draws[1]!.id, [...Array(4).fill(cleanMarks(ITEMS)), marksWith(ITEMS, { big: 1, medium: 1, small: 2 })]);
    // Competition two, another organizer: X on seat 1 with everybody marking clean.
    two = await day({ su, organizer: organizer2, commissioner: commissioner2, athlete }, 1, 5, {}, [x]);
    await sheets(organizer2, two.draws[0]!.id, Array(5).fill(cleanMarks(ITEMS)));
    await post(commissioner2, `/api/custom/draws/${two.draws[0]!.id}/validate`);
  }, 120_000);

  it("follows a judge across competitions (admins): items, cancelled, cancelled and outside, and by how much", async () => {
    const { judges, scope } = await get(admin, `/api/custom/competitions/${one.comp.id}/judges/consistency`);
    expect(scope).toBe('all');
    expect(judges.map((r: { judge: string }) => r.judge).sort()).toEqual([...one.judges].sort());
    const row = (id: string) => judges.find((r: { judge: string }) => r.judge === id);
    // X in one: every mark cancelled (the lowest on items 1–4, the last of five equal highest after),
    // four of them outside the counted 10s by 5 + 3 + 1 + 1 points. In two: 17 clean marks, cancelled
    // as the first of five equal lowest, never outside.
    // Off the panel's average (the counted 10s, 10): X's 5, 7, 9, 9 lie 5, 3, 1, 1 below it, all
    // at least 0.75 away: four minus, no plus.
    expect(row(x)).toEqual({ judge: x, name: `Judge 4 ${one.comp.id}`, club: '', competitions: 2, couples: 2, items: 34, cancelled: 34, outside: 4, distance: 10, plus: 0, minus: 4, refCouples: 0, refItems: 0, refPlus: 0, refMinus: 0, refSum: 0 });
    // Seat 4 of one: the last of four equal highest marks on items 1–4, cancelled, never outside.
    expect(row(one.judges[3]!)).toMatchObject({ competitions: 1, couples: 1, items: 17, cancelled: 4, outside: 0, distance: 0, plus: 0, minus: 0 });
    // Seat 1 of one: the first of five equal lowest marks on items 5–17.
    expect(row(one.judges[0]!)).toMatchObject({ couples: 1, items: 17, cancelled: 13, outside: 0 });
    // Listed, never seated.
    expect(row(one.judges[5]!)).toMatchObject({ competitions: 0, couples: 0, items: 0 });
    // Validating the second couple counts it.
    await post(commissioner, `/api/custom/draws/${one.draws[1]!.id}/validate`);
    const after = await get(admin, `/api/custom/competitions/${one.comp.id}/judges/consistency`);
    expect(after.judges.find((r: { judge: string }) => r.judge === x)).toMatchObject({ couples: 3, items: 51, outside: 8, distance: 20, plus: 0, minus: 8, refCouples: 0, refItems: 0, refPlus: 0, refMinus: 0, refSum: 0 });
  });

  it("the competition's officials read its judges' figures over its own sheets only", async () => {
    const path = `/api/custom/competitions/${one.comp.id}/judges/consistency`;
    for (const pb of [organizer, commissioner]) {
      const answer = await get(pb, path);
      expect(answer.scope).toBe('competition');
      expect(answer.panelDistance).toBe(0.75);
      expect(answer.judges.find((r: { judge: string }) => r.judge === x)).toEqual({ judge: x, name: `Judge 4 ${one.comp.id}`, club: '', competitions: 1, couples: 2, items: 34, cancelled: 34, outside: 8, distance: 20, plus: 0, minus: 8, refCouples: 0, refItems: 0, refPlus: 0, refMinus: 0, refSum: 0 });
    }
    // X judges in the other organizer's competition too: listing X there shows that organizer
    // X's sheets of their competition, never X's record in competition one.
    const theirs = await get(organizer2, `/api/custom/competitions/${two.comp.id}/judges/consistency`);
    expect(theirs.scope).toBe('competition');
    expect(theirs.judges.find((r: { judge: string }) => r.judge === x)).toMatchObject({ competitions: 1, couples: 1, items: 17, outside: 0, distance: 0 });
  });

  it('a three-judge panel gets a report: marks off the average, plus and minus apart (nothing is cancelled)', async () => {
    const three = await day({ su, organizer, commissioner, athlete }, 1, 3);
    // Seat 1 marks clean, seat 2 a small mistake on item 2 (9), seat 3 a medium one there (7). Item 2:
    // 10, 9, 7, average 26/3 = 8.67: seat 1 lies 1.33 above (plus), seat 2 0.33 above (within), seat 3
    // 1.67 below (minus). Every other item: 10, 10, 10.
    await sheets(organizer, three.draws[0]!.id, [cleanMarks(ITEMS), marksWith(ITEMS, { small: 1 }), marksWith(ITEMS, { medium: 1 })]);
    await post(commissioner, `/api/custom/draws/${three.draws[0]!.id}/validate`);
    const answer = await get(commissioner, `/api/custom/competitions/${three.comp.id}/judges/consistency`);
    const row = (seat: number) => answer.judges.find((r: { judge: string }) => r.judge === three.judges[seat - 1]);
    expect(row(1)).toMatchObject({ couples: 1, items: 17, cancelled: 0, outside: 0, plus: 1, minus: 0 });
    expect(row(2)).toMatchObject({ couples: 1, items: 17, cancelled: 0, outside: 0, plus: 0, minus: 0 });
    expect(row(3)).toMatchObject({ couples: 1, items: 17, cancelled: 0, outside: 0, plus: 0, minus: 1 });
  });

  it('answers the officials of the competition (and admins); every judge only to admins', async () => {
    const path = `/api/custom/competitions/${one.comp.id}/judges/consistency`;
    for (const pb of [organizer, commissioner, admin]) expect(await statusOf(get(pb, path))).toBe(200);
    const seat = await tablet(server.url, one.seats[0]!.id, organizer);
    for (const pb of [organizer2, commissioner2, athlete, anonymous(server.url), seat]) expect(await statusOf(get(pb, path))).toBe(403);
    // The other competition's officials read theirs; an admin reads X there over every competition.
    expect(await statusOf(get(organizer2, `/api/custom/competitions/${two.comp.id}/judges/consistency`))).toBe(200);
    const everywhere = await get(admin, `/api/custom/competitions/${two.comp.id}/judges/consistency`);
    expect(everywhere.judges.find((r: { judge: string }) => r.judge === x)).toMatchObject({ competitions: 2, couples: 3 });
    expect(await statusOf(get(organizer, '/api/custom/competitions/nosuchcompetit/judges/consistency'))).toBe(404);
    const all = await get(admin, '/api/custom/judges/consistency');
    expect(all.judges.map((r: { judge: string }) => r.judge)).toEqual(expect.arrayContaining([...one.judges, ...two.judges]));
    for (const pb of [organizer, commissioner, athlete, anonymous(server.url), seat]) expect(await statusOf(get(pb, '/api/custom/judges/consistency'))).toBe(403);
  });

  it("a season's figures: over the competitions of its events only, for admins only", async () => {
    const season = await admin.collection('seasons').create({ name: 'Grand Prix', public: true, classes: ['Senior'], levels: [{ name: 'A1', weight: 1 }] });
    await admin.collection('season_events').create({ season: season.id, competition: two.comp.id, level: 'A1' });
    const path = `/api/custom/judges/consistency?season=${season.id}`;
    const answer = await get(admin, path);
    expect(answer).toMatchObject({ scope: 'season', season: season.id, panelDistance: 0.75 });
    // X over competition two alone: one couple, 17 clean marks, never outside.
    expect(answer.judges.find((r: { judge: string }) => r.judge === x)).toMatchObject({ competitions: 1, couples: 1, items: 17, outside: 0, distance: 0 });
    // Seat 4 of competition one judged nothing in the season.
    expect(answer.judges.find((r: { judge: string }) => r.judge === one.judges[3])).toMatchObject({ competitions: 0, couples: 0, items: 0 });
    const seat = await tablet(server.url, two.seats[0]!.id, organizer2);
    for (const pb of [organizer, organizer2, commissioner2, athlete, anonymous(server.url), seat]) expect(await statusOf(get(pb, path))).toBe(403);
    expect(await statusOf(get(admin, '/api/custom/judges/consistency?season=nosuchseason00'))).toBe(404);
  });
});
