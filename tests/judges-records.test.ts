// Who reads a judge's record, against a real PocketBase (docs/judging.md "Who reads the judges'
// records"): one judge sits in two competitions of different organizers. A validated couple's sheets
// are public with the panel's names, one couple at a time; a judge's marks across competitions are
// the admins' (the consistency route), so no records-API read lets anyone else gather them: no listing
// of sheets over couples outside one's own competitions, no filter or sort by the judge, no judge id
// on another competition's sheets; the judges' list and the qualifications are read by the officials
// of a competition listing the judge, not by every organizer.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { statusOf } from './helpers/actors';
import { stageWith } from './helpers/stage';
import { cleanMarks } from './helpers/results';
import { daysFromNow } from './helpers/fixtures';
import { day, post, type Day } from './helpers/judges';

const ITEMS = 17;

const stage = stageWith(['admin', 'organizer', 'organizer', 'commissioner', 'commissioner', 'athlete']);
let su: PocketBase, admin: PocketBase, organizer: PocketBase, organizer2: PocketBase, commissioner: PocketBase, commissioner2: PocketBase, athlete: PocketBase, guest: PocketBase;
/** Competition one (organizer, commissioner) and two (organizer2, commissioner2), judge `shared` seat 1 of both. */
let one: Day, two: Day;
let shared: string;
/** A judge on the list of competition two only. */
let onlyTwo: string;

beforeAll(async () => {
  ({ su, guest } = stage);
  [admin, organizer, organizer2, commissioner, commissioner2, athlete] = stage.actors;
  one = await day({ su, organizer, commissioner, athlete }, 1, 3);
  shared = one.judges[0]!;
  two = await day({ su, organizer: organizer2, commissioner: commissioner2, athlete }, 1, 3, {}, [shared]);
  onlyTwo = two.judges[5]!;
  // Every couple scored and validated: its sheets are public.
  for (const [d, by, official] of [[one, organizer, commissioner], [two, organizer2, commissioner2]] as const) {
    for (let j = 1; j <= 3; j++) await by.collection('evaluations').create({ draw: d.draws[0]!.id, judge: j, marks: cleanMarks(ITEMS) });
    await post(official, `/api/custom/draws/${d.draws[0]!.id}/validate`);
  }
  for (const judge of [shared, onlyTwo]) await admin.collection('judge_qualifications').create({ judge, kata: 'nage-no-kata', level: 'national', validUntil: daysFromNow(365) });
}, 60_000);

const drawOf = (d: Day) => d.draws[0]!.id;

describe("a judge's marks across competitions", () => {
  it('are read one couple at a time by the public, with the names and without the judge ids', async () => {
    const name = (await su.collection('judges').getOne(shared)).name;
    for (const [who, pb] of [['anonymous', guest], ['athlete', athlete], ['another organizer', organizer]] as const) {
      const sheets = await pb.collection('evaluations').getFullList({ filter: `draw = "${drawOf(two)}"`, query: { draw: drawOf(two) }, sort: 'judge' });
      expect(sheets.map((s) => s.draw), who).toEqual([drawOf(two), drawOf(two), drawOf(two)]);
      expect(sheets[0]!.judgeName, who).toBe(name);
      expect(sheets.map((s) => s.namedJudge), who).toEqual([undefined, undefined, undefined]);
    }
  });

  it('are never listed over couples outside the asker’s own competitions', async () => {
    const drawsSeen = async (pb: PocketBase) => [...new Set((await pb.collection('evaluations').getFullList()).map((s) => s.draw as string))].sort();
    expect(await drawsSeen(guest)).toEqual([]);
    expect(await drawsSeen(athlete)).toEqual([]);
    expect(await drawsSeen(organizer)).toEqual([drawOf(one)]);
    expect(await drawsSeen(commissioner2)).toEqual([drawOf(two)]);
    expect(await drawsSeen(admin)).toEqual([drawOf(one), drawOf(two)].sort());
  });

  it('are never filtered or sorted by the judge, but by superusers', async () => {
    for (const pb of [guest, athlete, organizer, commissioner, admin]) {
      expect(await statusOf(pb.collection('evaluations').getList(1, 50, { filter: `namedJudge = "${shared}"`, query: { draw: drawOf(two) } }))).toBe(400);
      expect(await statusOf(pb.collection('evaluations').getList(1, 50, { filter: `namedJudge.name != ""` }))).toBe(400);
      expect(await statusOf(pb.collection('evaluations').getList(1, 50, { sort: 'namedJudge' }))).toBe(400);
    }
    expect((await su.collection('evaluations').getFullList({ filter: `namedJudge = "${shared}"` })).length).toBe(2);
  });

  it("name the judge by id to the competition's officials and admins only", async () => {
    const ids = async (pb: PocketBase, d: Day) =>
      (await pb.collection('evaluations').getFullList({ filter: `draw = "${drawOf(d)}"`, query: { draw: drawOf(d) }, sort: 'judge' })).map((s) => s.namedJudge);
    const panel = (d: Day) => d.judges.slice(0, 3);
    expect(await ids(organizer, one)).toEqual(panel(one));
    expect(await ids(commissioner, one)).toEqual(panel(one));
    expect(await ids(admin, two)).toEqual(panel(two));
    expect(await ids(organizer, two)).toEqual([undefined, undefined, undefined]);
    expect(await ids(commissioner, two)).toEqual([undefined, undefined, undefined]);
    // Nor through a couple's record: the draws expand their sheets under the same rules.
    const expanded = await organizer.collection('draws').getOne(drawOf(two), { expand: 'evaluations_via_draw', query: { draw: drawOf(two) } });
    expect((expanded.expand?.evaluations_via_draw as { namedJudge?: string }[]).map((s) => s.namedJudge)).toEqual([undefined, undefined, undefined]);
  });

  it('are the admins’ over every competition; officials get their own competition’s', async () => {
    const rowOf = async (pb: PocketBase, path: string) => ((await pb.send(path, { method: 'GET' })) as { scope: string; judges: { judge: string; couples: number }[] });
    const mine = await rowOf(organizer, `/api/custom/competitions/${one.comp.id}/judges/consistency`);
    expect([mine.scope, mine.judges.find((r) => r.judge === shared)?.couples]).toEqual(['competition', 1]);
    const all = await rowOf(admin, '/api/custom/judges/consistency');
    expect([all.scope, all.judges.find((r) => r.judge === shared)?.couples]).toEqual(['all', 2]);
    for (const pb of [organizer, commissioner]) expect(await statusOf(pb.send('/api/custom/judges/consistency', { method: 'GET' }))).toBe(403);
    expect(await statusOf(organizer.send(`/api/custom/competitions/${two.comp.id}/judges/consistency`, { method: 'GET' }))).toBe(403);
  });
});

describe("the judges' list and qualifications", () => {
  it('are read by the officials of a competition listing the judge and by admins', async () => {
    const listed = async (pb: PocketBase) => (await pb.collection('judges').getFullList({ fields: 'id' })).map((j) => j.id);
    expect((await listed(organizer)).sort()).toEqual([...one.judges].sort());
    expect((await listed(commissioner)).sort()).toEqual([...one.judges].sort());
    expect(await listed(organizer2)).toContain(onlyTwo);
    expect(await listed(admin)).toEqual(expect.arrayContaining([...one.judges, ...two.judges]));
    for (const pb of [organizer, commissioner, athlete, guest]) expect(await statusOf(pb.collection('judges').getOne(onlyTwo))).toBe(404);
    expect(await statusOf(organizer.collection('judges').getOne(shared))).toBe(200);
    // Nor through another competition's public record: its list expands to the judges one also lists.
    const other = await organizer.collection('competitions').getOne(two.comp.id, { expand: 'judges' });
    expect((other.expand?.judges as { id: string }[]).map((j) => j.id)).toEqual([shared]);

    const qualified = async (pb: PocketBase) => (await pb.collection('judge_qualifications').getFullList()).map((q) => q.judge);
    expect(await qualified(organizer)).toEqual([shared]);
    expect(await qualified(commissioner)).toEqual([shared]);
    expect((await qualified(organizer2)).sort()).toEqual([shared, onlyTwo].sort());
    expect((await qualified(admin)).sort()).toEqual([shared, onlyTwo].sort());
    for (const pb of [athlete, guest]) expect(await qualified(pb)).toEqual([]);
  });

  it("are written as before: organizers add judges; a judge is renamed by the staff of a competition listing them", async () => {
    const added = await organizer.collection('judges').create({ name: 'New Judge', club: 'Judo Roma' });
    expect(added.name).toBe('New Judge');
    await organizer.collection('competitions').update(one.comp.id, { 'judges+': added.id });
    expect((await organizer.collection('judges').update(added.id, { club: 'Judo Milano' })).club).toBe('Judo Milano');
    expect(await statusOf(organizer.collection('judges').update(onlyTwo, { name: 'Renamed' }))).toBe(404);
    expect(await statusOf(commissioner.collection('judges').update(added.id, { name: 'Renamed' }))).toBe(404);
    expect((await su.collection('judges').getOne(onlyTwo)).name).not.toBe('Renamed');
  });
});
