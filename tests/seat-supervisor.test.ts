// What the supervisor does to a judge's tablet, against a real PocketBase: a new code for a seat whose
// tablet is in use is given only when the official confirms replacing it (the tablet is signed out
// then, not before); a sheet goes back to its judge with the supervisor's note, which the seat and
// the officials read and nobody else, and which goes once the sheet is settled; any validated couple
// of a poule reopens, not only the last one.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { stageWith } from './helpers/stage';
import { errorOf, statusOf } from './helpers/actors';
import { cleanMarks, marksWith } from './helpers/results';
import { day as judgeDay, post, tablet as seatTablet } from './helpers/judges';

const ITEMS = 17;

const stage = stageWith(['admin', 'organizer', 'commissioner', 'athlete']);
let su: PocketBase, admin: PocketBase, organizer: PocketBase, commissioner: PocketBase, athlete: PocketBase;
beforeAll(() => {
  su = stage.su;
  [admin, organizer, commissioner, athlete] = stage.actors;
});

const day = (couples = 1, judges = 3, over: Record<string, unknown> = {}) => judgeDay({ su, organizer, commissioner, athlete }, couples, judges, over);
const beat = (t: PocketBase) => post(t, '/api/custom/seats/heartbeat', { queued: 0, battery: null });
const code = (seat: string, body: Record<string, unknown> = {}) => post(commissioner, `/api/custom/seats/${seat}/code`, body);

describe('a seat whose tablet is in use', () => {
  it('gets a new code only when the official confirms replacing the tablet', async () => {
    const d = await day();
    const seat = d.seats[0]!.id;
    // A code handed out, no tablet opened with it yet: another code replaces nothing.
    await code(seat);
    expect((await code(seat)).code).toHaveLength(8);
    const t = await seatTablet(stage.server.url, seat, commissioner);
    // Opened but silent so far: not in use yet.
    expect(await statusOf(code(seat))).toBe(200);
    const tab = await seatTablet(stage.server.url, seat, commissioner);
    await beat(tab);
    expect(await statusOf(t.send('/api/custom/seats/me', {}))).toBe(401);

    // The tablet reported: a code without the confirmation is a field error, and the tablet keeps working.
    for (const body of [{}, { replace: false }, { replace: 'true' }]) {
      const err = await errorOf(code(seat, body));
      expect([err.status, err.data.replace?.code]).toEqual([400, 'seat_tablet_in_use']);
    }
    expect(await statusOf(tab.send('/api/custom/seats/me', {}))).toBe(200);
    expect((await su.collection('seats').getOne(seat)).lastSeenAt).not.toBe('');

    // Confirmed: the tablet in use is signed out and says why; the replacement is audited as such.
    const fresh = await code(seat, { replace: true });
    expect(fresh.code).toHaveLength(8);
    const refused = await errorOf(tab.send('/api/custom/seats/me', {}));
    expect([refused.status, refused.data.seat?.code]).toEqual([401, 'seat_session_replaced']);
    const audit = await admin.collection('audit').getFullList({ filter: `event = "seat_code" && record = "${seat}"`, sort: '-created' });
    expect(audit[0]!.data).toMatchObject({ replaced: true });

    // A revoked seat has no tablet in use: its next code needs no confirmation.
    const again = await seatTablet(stage.server.url, seat, organizer).catch(() => null);
    expect(again).not.toBeNull();
    await beat(again!);
    await post(organizer, `/api/custom/seats/${seat}/revoke`);
    expect(await statusOf(code(seat))).toBe(200);
  });
});

describe('a sheet sent back', () => {
  it("carries the supervisor's note to its seat and officials only, until it is settled", async () => {
    const d = await day(1, 3, { supervised: false });
    const draw = d.draws[0]!.id;
    const [t1, t2] = await Promise.all([seatTablet(stage.server.url, d.seats[0]!.id, organizer), seatTablet(stage.server.url, d.seats[1]!.id, organizer)]);
    const s1 = await t1.collection('evaluations').create({ draw, judge: 1, marks: marksWith(ITEMS, { small: 1 }) });
    const s2 = await t2.collection('evaluations').create({ draw, judge: 2, marks: cleanMarks(ITEMS), returnNote: 'my own note' });
    expect((await su.collection('evaluations').getOne(s2.id)).returnNote).toBe('');
    const sendBack = (pb: PocketBase, id: string, body: Record<string, unknown>) => post(pb, `/api/custom/evaluations/${id}/return`, body);

    // Only officials send back; a bad note is a field error and nothing is saved.
    for (const pb of [athlete, stage.guest, t1]) expect(await statusOf(sendBack(pb, s1.id, { note: 'x' }))).toBeGreaterThanOrEqual(400);
    for (const [note, code] of [['x'.repeat(501), 'return_note_length'], [{ a: 1 }, 'return_note_invalid']] as const) {
      const err = await errorOf(sendBack(commissioner, s1.id, { note }));
      expect([err.status, err.data.note?.code]).toEqual([400, code]);
    }
    expect((await su.collection('evaluations').getOne(s1.id)).returned).toBe(false);
    // The record API writes no note (a hidden field): only the route does.
    await commissioner.collection('evaluations').update(s2.id, { returned: true, returnNote: 'sneaked' });
    expect((await su.collection('evaluations').getOne(s2.id)).returnNote).toBe('');

    expect(await sendBack(commissioner, s1.id, { note: '  Item 3: check the mark  ' })).toEqual({ evaluation: s1.id, returned: true, note: 'Item 3: check the mark' });
    expect((await t1.collection('evaluations').getOne(s1.id)).returnNote).toBe('Item 3: check the mark');
    expect((await organizer.collection('evaluations').getOne(s1.id)).returnNote).toBe('Item 3: check the mark');
    expect((await admin.collection('evaluations').getOne(s1.id)).returnNote).toBe('Item 3: check the mark');
    const audit = await admin.collection('audit').getFullList({ filter: `event = "send_back" && record = "${s1.id}"` });
    expect(audit[0]!.data).toMatchObject({ note: 'Item 3: check the mark', judge: 1 });
    // The public reads the couple's sheets (an unsupervised competition: live), never the note.
    for (const pb of [stage.guest, athlete]) {
      const rows = await pb.collection('evaluations').getFullList({ query: { draw } });
      expect(rows.find((r) => r.id === s1.id)?.returned).toBe(true);
      expect(rows.every((r) => !('returnNote' in r))).toBe(true);
      expect(await statusOf(pb.collection('evaluations').getFullList({ query: { draw }, filter: 'returnNote ~ "Item"' }))).toBe(400);
    }

    // The judge's correction settles the sheet: the note goes.
    await t1.collection('evaluations').update(s1.id, { marks: cleanMarks(ITEMS) });
    const settled = await su.collection('evaluations').getOne(s1.id);
    expect([settled.returned, settled.returnNote]).toEqual([false, '']);

    // An official typing a sheet sent back settles it too.
    await sendBack(organizer, s2.id, { note: 'Item 1' });
    await organizer.collection('evaluations').update(s2.id, { marks: marksWith(ITEMS, { small: 2 }) });
    const typed = await su.collection('evaluations').getOne(s2.id);
    expect([typed.returned, typed.returnNote]).toEqual([false, '']);
  });
});

describe('reopening', () => {
  it('takes any validated couple of the poule, not only the last one', async () => {
    const d = await day(3, 3);
    const tablets = await Promise.all(d.seats.map((s) => seatTablet(stage.server.url, s.id, organizer)));
    for (const draw of d.draws.slice(0, 2)) {
      await Promise.all(tablets.map((t, i) => t.collection('evaluations').create({ draw: draw.id, judge: i + 1, marks: cleanMarks(ITEMS) })));
      await post(commissioner, `/api/custom/draws/${draw.id}/validate`);
    }
    const first = d.draws[0]!.id;
    expect(await post(commissioner, `/api/custom/draws/${first}/reopen`, { reason: 'Seat 2 pressed the wrong item' })).toEqual({ draw: first, validated: false });
    const rows = await organizer.collection('draws').getFullList({ filter: `poule = "${d.poule.id}"`, sort: 'order' });
    expect(rows.map((r) => r.validated)).toEqual([false, true, false]);
    // The reopened couple is on the tablets again: the judge corrects a sheet sent back.
    const sheet = await su.collection('evaluations').getFirstListItem(`draw = "${first}" && judge = 2`);
    await post(commissioner, `/api/custom/evaluations/${sheet.id}/return`, { note: 'Item 5' });
    expect(await statusOf(tablets[1]!.collection('evaluations').update(sheet.id, { marks: marksWith(ITEMS, { small: 1 }) }))).toBe(200);
  });
});
