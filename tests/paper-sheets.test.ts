// A couple's judges' sheets (the printable page /competitions/{id}/sheets/{draw} reads the couple's
// evaluations), against a real PocketBase: in a supervised competition the public, the couple's athlete
// and another seat of the panel get no sheet of a couple the supervisor has not validated (list, view,
// a filter on the draw), the officials do; once validated everybody reads every judge's marks per item
// and the judge's name, one couple at a time (`?draw=`), never the judge's id that joins competitions.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { TestServer } from './helpers/server';
import { anonymous, statusOf } from './helpers/actors';
import { stageWith } from './helpers/stage';
import { marksWith } from './helpers/results';
import { day, post, tablet } from './helpers/judges';

const ITEMS = 17; // nage-no-kata
const JUDGES = 3;

const stage = stageWith(['organizer', 'commissioner', 'athlete'] as const);
let server: TestServer;
let su: PocketBase, organizer: PocketBase, commissioner: PocketBase, athlete: PocketBase;

beforeAll(() => {
  ({ server, su } = stage);
  [organizer, commissioner, athlete] = stage.actors;
});

describe("a couple's judges' sheets", () => {
  it('are refused to the public before validation and printable by everybody after it', async () => {
    const d = await day({ su, organizer, commissioner, athlete }, 2, JUDGES);
    const draw = d.draws[0]!.id;
    const tablets = await Promise.all(d.seats.map((s) => tablet(server.url, s.id, organizer)));
    for (let i = 0; i < JUDGES - 1; i++) await tablets[i]!.collection('evaluations').create({ draw, judge: i + 1, marks: marksWith(ITEMS, { small: i }) });
    const last = await tablets[JUDGES - 1]!.collection('evaluations').create({ draw, judge: JUDGES, marks: marksWith(ITEMS, { medium: 1 }) });
    const guest = anonymous(server.url);
    const outsiders: [string, PocketBase][] = [['anonymous', guest], ['athlete (the couple)', athlete], ['another seat', tablets[0]!]];
    const sheetsOf = (pb: PocketBase) => pb.collection('evaluations').getFullList({ filter: `draw = "${draw}"`, query: { draw }, sort: 'judge' });

    for (const [who, pb] of outsiders) {
      const seen = (await sheetsOf(pb)).filter((r) => r.judge !== (who === 'another seat' ? 1 : 0));
      expect(seen, `${who}: list`).toEqual([]);
      expect(await statusOf(pb.collection('evaluations').getOne(last.id, { query: { draw } })), `${who}: view`).toBe(404);
    }
    expect((await sheetsOf(organizer)).map((r) => r.judge)).toEqual([1, 2, 3]);

    await post(commissioner, `/api/custom/draws/${draw}/validate`);
    const names = await Promise.all(d.judges.slice(0, JUDGES).map(async (id) => (await su.collection('judges').getOne(id)).name as string));
    for (const [who, pb] of outsiders) {
      const sheets = await sheetsOf(pb);
      expect(sheets.map((r) => r.judge), who).toEqual([1, 2, 3]);
      // Every judge's marks per item, as sent, under the judge's name.
      expect(sheets.map((r) => (r.marks as unknown[]).length), who).toEqual([ITEMS, ITEMS, ITEMS]);
      expect(sheets[2]!.marks[1], who).toMatchObject({ medium: 1, small: 0, big: 0, forgotten: false });
      expect(sheets.map((r) => r.judgeName), who).toEqual(names);
      expect(sheets.map((r) => r.namedJudge), who).toEqual([undefined, undefined, undefined]);
      // One couple at a time: without `?draw=` naming it the same sheets are not listed (a seat still
      // reads its own), nor viewed.
      const own = who === 'another seat' ? 1 : 0;
      expect((await pb.collection('evaluations').getFullList({ filter: `draw = "${draw}"` })).filter((r) => r.judge !== own), who).toEqual([]);
      expect(await statusOf(pb.collection('evaluations').getOne(last.id)), who).toBe(404);
      expect((await pb.collection('evaluations').getOne(last.id, { query: { draw } })).judgeName, who).toBe(names[2]);
    }
    // The competition's officials read who sat on each seat (the supervisor's panel).
    expect((await sheetsOf(organizer)).map((r) => r.namedJudge)).toEqual(d.judges.slice(0, JUDGES));
  });
});
