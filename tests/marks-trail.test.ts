// Every item of a judge's sheet is marked, and each item's times are kept, against a real PocketBase:
// a sheet with an item nobody marked is refused naming the item (a tablet's and an official's typing
// from paper alike); the trail keeps the tablet's times beside the server's own receipt, which no
// client can write; a mark changed after the sheet was sent is visible as such, and an unchanged
// item's times cannot be rewritten.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { stageWith } from './helpers/stage';
import { errorOf } from './helpers/actors';
import { cleanMarks, marksWith } from './helpers/results';
import { day as judgeDay, tablet as seatTablet } from './helpers/judges';
import { changedAfterSending, readTrail, type Trail } from '../src/lib/rules/trail';

const ITEMS = 17;

const stage = stageWith(['organizer', 'commissioner', 'athlete']);
let su: PocketBase, organizer: PocketBase, commissioner: PocketBase, athlete: PocketBase;
beforeAll(() => {
  su = stage.su;
  [organizer, commissioner, athlete] = stage.actors;
});

const day = (over: Record<string, unknown> = {}) => judgeDay({ su, organizer, commissioner, athlete }, 1, 3, over);
/** Device times for every item: item i first marked at base + i s, last changed 0.5 s later. */
const deviceTrail = (base: number, n = ITEMS) => ({ items: Array.from({ length: n }, (_, i) => ({ first: base + i * 1000, last: base + i * 1000 + 500 })) });

describe('an unmarked item', () => {
  it('refuses the sheet with a field error naming the item, from a tablet and from an official; nothing saved', async () => {
    const d = await day();
    const draw = d.draws[0]!.id;
    const sheet = await su.collection('kata_sheets').getFirstListItem('kata = "nage-no-kata"');
    const technique = (sheet.items as { name: string }[])[4]!.name;
    const marks: unknown[] = cleanMarks(ITEMS);
    marks[4] = null;
    const t = await seatTablet(stage.server.url, d.seats[0]!.id, organizer);
    for (const [pb, judge] of [[t, 1], [commissioner, 2]] as const) {
      const err = await errorOf(pb.collection('evaluations').create({ draw, judge, marks }));
      expect(err.status).toBe(400);
      expect(err.data.marks).toMatchObject({ code: 'evaluation_unmarked', params: { item: 5, name: technique } });
    }
    // The opening is named by its kind (the SPA says it in the judge's language).
    const opening = cleanMarks(ITEMS) as unknown[];
    opening[0] = null;
    expect((await errorOf(t.collection('evaluations').create({ draw, judge: 1, marks: opening }))).data.marks).toMatchObject({ code: 'evaluation_unmarked', params: { item: 1, context: 'opening' } });
    expect(await su.collection('evaluations').getFullList({ filter: `draw = "${draw}"` })).toHaveLength(0);
  });

  it('the flow mark too, where the competition scores it', async () => {
    const d = await day({ scoring: 'grand-prix', flow: true });
    const marks: unknown[] = [...cleanMarks(ITEMS), null];
    const err = await errorOf(commissioner.collection('evaluations').create({ draw: d.draws[0]!.id, judge: 1, marks }));
    expect(err.data.marks).toMatchObject({ code: 'evaluation_unmarked', params: { item: ITEMS + 1, context: 'flow' } });
  });
});

describe("the marks' trail", () => {
  it("keeps the tablet's times beside the server's receipt; a mark changed after sending shows as such", async () => {
    const d = await day();
    const draw = d.draws[0]!.id;
    const t = await seatTablet(stage.server.url, d.seats[0]!.id, organizer);
    const tabletClock = Date.UTC(2026, 4, 10, 9, 0, 0);
    // A client's own "server" times are ignored.
    const forged = { sent: 1, items: deviceTrail(tabletClock).items.map((it) => ({ ...it, received: 1 })) };
    const before = Date.now();
    const sheet = await t.collection('evaluations').create({ draw, judge: 1, marks: cleanMarks(ITEMS), trail: forged });
    const after = Date.now();
    const first = readTrail(sheet.trail) as Trail;
    expect(first.sent).toBeGreaterThanOrEqual(before - 1000);
    expect(first.sent).toBeLessThanOrEqual(after + 1000);
    expect(first.items).toHaveLength(ITEMS);
    expect(first.items[3]).toEqual({ first: tabletClock + 3000, last: tabletClock + 3500, received: first.sent });
    expect(first.items.some((_, i) => changedAfterSending(first, i))).toBe(false);

    // Sent back; the judge changes item 2 only (the tablet sends its times for every item, some rewritten).
    await commissioner.collection('evaluations').update(sheet.id, { returned: true });
    expect(readTrail((await su.collection('evaluations').getOne(sheet.id)).trail)).toEqual(first);
    const later = deviceTrail(tabletClock);
    later.items[2] = { first: tabletClock + 2000, last: tabletClock + 600_000 };
    later.items[5] = { first: 7, last: 8 };
    const corrected = readTrail((await t.collection('evaluations').update(sheet.id, { marks: marksWith(ITEMS, { small: 1 }), trail: later })).trail) as Trail;
    expect(corrected.sent).toBe(first.sent);
    expect(corrected.items[1]!.received).toBeGreaterThan(first.sent);
    expect(corrected.items[1]!.last).toBe(tabletClock + 1500);
    expect(changedAfterSending(corrected, 1)).toBe(true);
    // Item 3's mark did not change: its times stay as first sent, whatever the tablet says now.
    expect(corrected.items[2]).toEqual(first.items[2]);
    expect(corrected.items[5]).toEqual(first.items[5]);
    expect(corrected.items.filter((_, i) => changedAfterSending(corrected, i))).toHaveLength(1);

    // An official's correction without device times: the server's receipt, the device's first time kept.
    await commissioner.collection('evaluations').update(sheet.id, { marks: marksWith(ITEMS, { small: 2 }) });
    const typed = readTrail((await su.collection('evaluations').getOne(sheet.id)).trail) as Trail;
    expect(typed.items[2]).toMatchObject({ first: tabletClock + 2000, last: null });
    expect(changedAfterSending(typed, 2)).toBe(true);
  });

  it('a trail of the wrong shape is refused with a field error, nothing saved', async () => {
    const d = await day();
    const draw = d.draws[0]!.id;
    for (const trail of [{ items: deviceTrail(0, 3).items }, { items: [{ first: 'soon' }, ...deviceTrail(0, ITEMS - 1).items] }, [1, 2]]) {
      const err = await errorOf(commissioner.collection('evaluations').create({ draw, judge: 1, marks: cleanMarks(ITEMS), trail }));
      expect([err.status, err.data.trail?.code]).toEqual([400, 'evaluation_trail']);
    }
    expect(await su.collection('evaluations').getFullList({ filter: `draw = "${draw}"` })).toHaveLength(0);
  });
});
