// Judges' qualifications and shadow judges against a real PocketBase: admins alone keep the
// qualifications; seating a judge without a valid qualification for the poule's kata warns (the panel
// route answers the warnings) or is refused (whoever seats, the route or a direct save), per the
// competition's setting; a shadow judge's sheet is stored and never counted (points, rank, judges'
// totals, board, public sheets, validation) and shows in the consistency view against the panel.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import type { TestServer } from './helpers/server';
import { errorOf, statusOf } from './helpers/actors';
import { stageWith } from './helpers/stage';
import { daysFromNow } from './helpers/fixtures';
import { cleanMarks, marksWith } from './helpers/results';
import { day as judgeDay, post, tablet as seatTablet } from './helpers/judges';

const ITEMS = 17;

const stage = stageWith(['admin', 'organizer', 'commissioner', 'athlete'] as const);
let server: TestServer;
let su: PocketBase, admin: PocketBase, organizer: PocketBase, commissioner: PocketBase, athlete: PocketBase, guest: PocketBase;

beforeAll(() => {
  ({ server, su, guest } = stage);
  [admin, organizer, commissioner, athlete] = stage.actors;
});

const day = (couples = 1, judges = 5, over: Record<string, unknown> = {}) => judgeDay({ su, organizer, commissioner, athlete }, couples, judges, over);
const qualify = (judge: string, validUntil: string, kata = 'nage-no-kata', level = 'national') => admin.collection('judge_qualifications').create({ judge, kata, level, validUntil });

describe('qualifications', () => {
  it("admins write them; the officials of a competition listing the judge read them; nobody else", async () => {
    const judge = (await su.collection('judges').create({ name: 'Anna Bianchi' })).id;
    const q = await qualify(judge, daysFromNow(365));
    // Not on any competition's list yet: the judge's record is the admins'.
    for (const pb of [organizer, commissioner]) expect(await statusOf(pb.collection('judge_qualifications').getOne(q.id))).toBe(404);
    await su.collection('competitions').create({ name: 'Qualified Cup', date: daysFromNow(10), location: 'Roma', status: 'enrolment', organizers: [organizer.authStore.record!.id], commissioners: [commissioner.authStore.record!.id], judges: [judge] });
    for (const pb of [organizer, commissioner]) {
      expect(await statusOf(pb.collection('judge_qualifications').getOne(q.id))).toBe(200);
      expect(await statusOf(pb.collection('judge_qualifications').create({ judge, kata: 'kime-no-kata', level: 'regional', validUntil: daysFromNow(10) }))).toBe(400);
      expect(await statusOf(pb.collection('judge_qualifications').update(q.id, { level: 'international' }))).toBe(404);
      expect(await statusOf(pb.collection('judge_qualifications').delete(q.id))).toBe(404);
    }
    for (const pb of [athlete, guest]) expect(await statusOf(pb.collection('judge_qualifications').getOne(q.id))).toBe(404);
    expect((await su.collection('judge_qualifications').getOne(q.id)).level).toBe('national');
    // One per judge and kata.
    expect(await statusOf(qualify(judge, daysFromNow(30)))).toBe(400);
    expect((await admin.collection('judge_qualifications').update(q.id, { level: 'international' })).level).toBe('international');
    expect(await statusOf(admin.collection('judge_qualifications').delete(q.id))).toBe(200);
  });

  it('warn: the seat is taken and the panel route answers why it should not be', async () => {
    const d = await day(1, 5, { judgeQualification: 'warn' });
    const path = `/api/custom/poules/${d.poule.id}/panel`;
    for (const j of d.judges.slice(0, 4)) await qualify(j, daysFromNow(30));
    await qualify(d.judges[5]!, daysFromNow(-1));
    for (const pb of [organizer, admin]) {
      const res = await post(pb, path, { seats: { 1: d.judges[5] } });
      expect(res.seats.find((s: { seat: number }) => s.seat === 1).judge).toBe(d.judges[5]);
      expect(res.warnings).toEqual([
        { seat: 1, judge: d.judges[5], code: 'judge_qualification_expired' },
        { seat: 5, judge: d.judges[4], code: 'judge_unqualified' },
      ]);
      await post(pb, path, { seats: { 1: d.judges[0] } });
    }
    // Off: no warnings.
    await organizer.collection('competitions').update(d.comp.id, { judgeQualification: 'off' });
    expect((await post(organizer, path, { seats: { 1: d.judges[5] } })).warnings).toEqual([]);
  });

  it('refuse: the server refuses an unqualified judge on a panel seat, nothing half-saved; shadows need none', async () => {
    const d = await day(1, 5, { judgeQualification: 'off' });
    const path = `/api/custom/poules/${d.poule.id}/panel`;
    for (const j of d.judges.slice(0, 3)) await qualify(j, daysFromNow(30));
    // Valid until the day of the poule counts; the day after it does not.
    await qualify(d.judges[3]!, daysFromNow(0));
    await qualify(d.judges[5]!, daysFromNow(-1));
    await organizer.collection('competitions').update(d.comp.id, { judgeQualification: 'refuse' });
    const before = (await su.collection('seats').getFullList({ filter: `competition = "${d.comp.id}"`, sort: 'seat' })).map((s) => s.judge);
    for (const pb of [organizer, admin]) {
      const expired = await errorOf(post(pb, path, { seats: { 2: d.judges[5] } }));
      expect([expired.status, expired.data.seat2?.code]).toEqual([400, 'judge_qualification_expired']);
      expect((await errorOf(post(pb, path, { seats: { 1: '', 3: d.judges[5] } }))).data.seat3?.code).toBe('judge_qualification_expired');
    }
    expect((await su.collection('seats').getFullList({ filter: `competition = "${d.comp.id}"`, sort: 'seat' })).map((s) => s.judge)).toEqual(before);
    // A judge without any qualification for the kata, seated anew.
    await post(organizer, path, { seats: { 5: '' } });
    expect((await errorOf(post(organizer, path, { seats: { 5: d.judges[4] } }))).data.seat5?.code).toBe('judge_unqualified');
    // A qualified judge is taken (valid until the day of the poule included).
    expect((await post(organizer, path, { seats: { 5: d.judges[3], 4: '' } })).warnings).toEqual([]);
    // The rule holds whoever saves the seat (a superuser's direct write too).
    const seat1 = d.seats[0]!.id;
    expect((await errorOf(su.collection('seats').update(seat1, { judge: d.judges[5] }))).status).toBe(400);
    // A shadow (a trainee) needs no qualification.
    const res = await post(organizer, path, { seats: { 6: d.judges[5] } });
    expect(res.seats.find((s: { seat: number }) => s.seat === 6).judge).toBe(d.judges[5]);
    expect((await su.collection('seats').getFirstListItem(`competition = "${d.comp.id}" && seat = 6`)).shadow).toBe(true);
  });
});

describe('shadow judges', () => {
  it("a shadow's sheet is stored and never counted, and shows against the panel in the consistency view", async () => {
    const d = await day(2, 3);
    const path = `/api/custom/poules/${d.poule.id}/panel`;
    await post(organizer, path, { seats: { 6: d.judges[5] } });
    const seats = await su.collection('seats').getFullList({ filter: `competition = "${d.comp.id}"`, sort: 'seat' });
    expect(seats.map((s) => [s.seat, s.shadow])).toEqual([[1, false], [2, false], [3, false], [6, true]]);
    const [a, b] = d.draws as [RecordModel, RecordModel];
    const panel = await Promise.all(seats.slice(0, 3).map((s) => seatTablet(server.url, s.id, organizer)));
    const trainee = await seatTablet(server.url, seats[3]!.id, organizer);
    // The trainee marks first, wildly: a big mistake on every item.
    const wild = cleanMarks(ITEMS).map((m) => ({ ...m, big: 1 }));
    const shadowSheet = await trainee.collection('evaluations').create({ draw: a.id, judge: 6, marks: wild });
    expect(shadowSheet.shadow).toBe(true);
    await Promise.all(panel.map((t, i) => t.collection('evaluations').create({ draw: a.id, judge: i + 1, marks: marksWith(ITEMS, { small: 1 }) })));
    await Promise.all(panel.map((t, i) => t.collection('evaluations').create({ draw: b.id, judge: i + 1, marks: cleanMarks(ITEMS) })));
    // The flag follows the seat, not the client.
    expect((await su.collection('evaluations').getFirstListItem(`draw = "${a.id}" && judge = 1`)).shadow).toBe(false);
    // Validation waits for the panel only.
    for (const draw of [a.id, b.id]) await post(commissioner, `/api/custom/draws/${draw}/validate`);
    const row = await organizer.collection('draws').getOne(a.id);
    expect([row.scored, row.points, row.rank, row.judgeTotals]).toEqual([true, 3 * 169, 2, [169, 169, 169]]);
    expect((await organizer.collection('draws').getOne(b.id)).rank).toBe(1);
    const board = await guest.collection('leaderboards').getFirstListItem(`poule = "${d.poule.id}"`);
    expect(board.data.entries.find((e: { id: string }) => e.id === a.id)).toMatchObject({ scored: true, points: 507, rank: 2, judgeTotals: [169, 169, 169] });
    // Never public; officials and the trainee's own seat read it.
    expect((await guest.collection('evaluations').getFullList({ filter: `draw = "${a.id}"`, query: { draw: a.id } })).map((e) => e.judge).sort()).toEqual([1, 2, 3]);
    expect((await organizer.collection('evaluations').getFullList({ filter: `draw = "${a.id}"` })).length).toBe(4);
    expect((await trainee.collection('evaluations').getFullList({ filter: 'shadow = true' })).map((e) => e.id)).toEqual([shadowSheet.id]);
    // The consistency view: the trainee's sheet against the panel's, per couple; the panel's rows
    // are the panel's alone.
    const view = await commissioner.send(`/api/custom/competitions/${d.comp.id}/judges/consistency`, { method: 'GET' });
    expect(view.shadows).toHaveLength(1);
    expect(view.shadows[0]).toMatchObject({ draw: a.id, seat: 6, judge: d.judges[5], pouleName: 'A', phase: 'group', total: 17 * 5, panel: 169, deviation: 85 - 169, items: 17, outside: 17 });
    expect(view.judges.find((r: { judge: string }) => r.judge === d.judges[5])).toMatchObject({ couples: 0, items: 0 });
    expect(view.judges.find((r: { judge: string }) => r.judge === d.judges[0])).toMatchObject({ couples: 2, items: 34 });
  });
});
