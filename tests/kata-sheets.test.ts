// Kata sheets defined by admins in the SPA: admins create, edit and remove them (organizers,
// commissioners, athletes, guests and seat tokens do not); items and scale are checked; the items and
// scale of a kata already scored cannot change, its names, judges and duration can.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { errorOf, statusOf } from './helpers/actors';
import { stageWith } from './helpers/stage';
import { cleanMarks, coupleInCompetition, resultsCompetition } from './helpers/results';

const stage = stageWith(['admin', 'organizer', 'commissioner', 'athlete'] as const);
let su: PocketBase, admin: PocketBase, organizer: PocketBase, commissioner: PocketBase, athlete: PocketBase, guest: PocketBase;

beforeAll(() => {
  ({ su, guest } = stage);
  [admin, organizer, commissioner, athlete] = stage.actors;
});

const SCALE = { item: 10, deductions: { small: { points: 1, max: 2 }, medium: { points: 3, max: 1 }, big: { points: 5, max: 1 } } };
const NAMES = { nameEn: 'Itsutsu-no-kata', nameIt: 'Itsutsu-no-kata', active: true };
const ITEMS = [
  { key: 'opening', kind: 'opening', name: 'Opening' },
  { key: 't1', kind: 'technique', name: 'Ippon-me', group: 'Itsutsu' },
  { key: 't2', kind: 'technique', name: 'Nihon-me', group: 'Itsutsu' },
  { key: 'closing', kind: 'closing', name: 'Closing' },
];

describe('kata sheets written by admins', () => {
  it('admins create, edit and remove an unused kata; others are refused', async () => {
    const itsu = await su.collection('kata_sheets').getFirstListItem('kata = "itsutsu-no-kata"');
    await su.collection('kata_sheets').delete(itsu.id);
    for (const pb of [organizer, commissioner, athlete, guest]) {
      expect([400, 403]).toContain(await statusOf(pb.collection('kata_sheets').create({ kata: 'itsutsu-no-kata', ...NAMES, items: ITEMS, scale: SCALE, judges: 5 })));
    }
    expect(await su.collection('kata_sheets').getFullList({ filter: 'kata = "itsutsu-no-kata"' })).toHaveLength(0);
    const created = await admin.collection('kata_sheets').create({ kata: 'itsutsu-no-kata', ...NAMES, items: ITEMS, scale: SCALE, judges: 5, duration: 360 });
    expect(created.items).toHaveLength(4);

    for (const pb of [organizer, commissioner, athlete, guest]) expect([403, 404]).toContain(await statusOf(pb.collection('kata_sheets').update(created.id, { judges: 3 })));
    expect((await su.collection('kata_sheets').getOne(created.id)).judges).toBe(5);
    await admin.collection('kata_sheets').update(created.id, { judges: 3, items: [...ITEMS.slice(0, 3), { key: 'flow', kind: 'flow', name: 'Flow' }, ITEMS[3]] });
    const after = await su.collection('kata_sheets').getOne(created.id);
    expect(after.judges).toBe(3);
    expect(after.items).toHaveLength(5);

    for (const pb of [organizer, commissioner, athlete, guest]) expect([403, 404]).toContain(await statusOf(pb.collection('kata_sheets').delete(created.id)));
    expect((await su.collection('kata_sheets').getOne(created.id)).id).toBe(created.id);
    // Nothing names it: an admin removes it.
    await admin.collection('kata_sheets').delete(created.id);
    expect(await su.collection('kata_sheets').getFullList({ filter: 'kata = "itsutsu-no-kata"' })).toHaveLength(0);
  });

  it('items and scale must make sense', async () => {
    const sheet = await su.collection('kata_sheets').getFirstListItem('kata = "koshiki-no-kata"');
    const bad = [
      { items: [] },
      { items: [{ key: 'a', kind: 'dance', name: 'A' }] },
      { items: [ITEMS[1], { ...ITEMS[2], key: 't1' }] }, // duplicate key
      { items: [{ key: 'opening', kind: 'opening', name: 'Opening' }] }, // no technique
      { items: [{ ...ITEMS[1], name: ' ' }] },
    ];
    for (const body of bad) expect((await errorOf(admin.collection('kata_sheets').update(sheet.id, body))).data.items?.code).toBe('sheet_items_invalid');
    expect((await errorOf(admin.collection('kata_sheets').update(sheet.id, { scale: { item: 10, deductions: { small: { points: 1, max: 2 } } } }))).data.scale?.code).toBe('sheet_scale_invalid');
    expect((await errorOf(admin.collection('kata_sheets').update(sheet.id, { scale: { ...SCALE, item: 0 } }))).data.scale?.code).toBe('sheet_scale_invalid');
  });

  it('a kata already scored keeps its items and scale; its judges and duration still change', async () => {
    const comp = await resultsCompetition(su, organizer, [commissioner], 'ongoing', { supervised: false });
    await coupleInCompetition(su, athlete, comp.id, '01IT0001', 'ju-no-kata');
    await organizer.send(`/api/custom/competitions/${comp.id}/draw`, { method: 'POST', body: { seed: 'S' } });
    const poule = await su.collection('poules').getFirstListItem(`competition = "${comp.id}"`);
    await organizer.collection('poules').update(poule.id, { published: true });
    const draw = await su.collection('draws').getFirstListItem(`poule = "${poule.id}"`);
    const sheet = await su.collection('kata_sheets').getFirstListItem('kata = "ju-no-kata"');
    // Before any sheet is saved the items may change (and back).
    await admin.collection('kata_sheets').update(sheet.id, { items: sheet.items });
    await organizer.collection('evaluations').create({ draw: draw.id, judge: 1, marks: cleanMarks(sheet.items.length) });
    const changed = [...sheet.items.slice(0, -1), { key: 'extra', kind: 'technique', name: 'Extra' }, sheet.items.at(-1)];
    expect((await errorOf(admin.collection('kata_sheets').update(sheet.id, { items: changed }))).data.items?.code).toBe('sheet_in_use');
    expect((await su.collection('kata_sheets').getOne(sheet.id)).items).toHaveLength(sheet.items.length);
    // The scale re-scores every saved sheet: fixed too.
    expect((await errorOf(admin.collection('kata_sheets').update(sheet.id, { scale: { ...SCALE, item: 9 } }))).data.scale?.code).toBe('sheet_in_use');
    await admin.collection('kata_sheets').update(sheet.id, { judges: 3, duration: 600, items: sheet.items });
    expect((await su.collection('kata_sheets').getOne(sheet.id)).duration).toBe(600);
  });
});
