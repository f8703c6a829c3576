// Judges as people on their own devices, against a real PocketBase: the judges' list, the panel of a
// poule (a judge sits once), seat codes (officials issue, a tablet trades the code for the seat's
// token, expiry, revocation), what a seat token may write (its own sheet, once; a correction only when
// sent back), idempotent sheets, the supervisor's validation gating points, ranks and the public
// leaderboard, the named judge stamped on every sheet, and sheets closed once validated.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import type { TestServer } from './helpers/server';
import { anonymous, errorOf, statusOf, userId } from './helpers/actors';
import { stageWith } from './helpers/stage';
import { cleanMarks, marksWith, resultsCompetition } from './helpers/results';
import { day as judgeDay, post, tablet as seatTablet } from './helpers/judges';

const ITEMS = 17;

const stage = stageWith(['admin', 'organizer', 'organizer', 'commissioner', 'athlete'] as const);
let server: TestServer;
let su: PocketBase, admin: PocketBase, organizer: PocketBase, otherOrganizer: PocketBase, commissioner: PocketBase, athlete: PocketBase, guest: PocketBase;

beforeAll(() => {
  ({ server, su, guest } = stage);
  [admin, organizer, otherOrganizer, commissioner, athlete] = stage.actors;
});

const day = (couples = 2, judges = 5) => judgeDay({ su, organizer, commissioner, athlete }, couples, judges);
const tablet = (seatId: string, by: PocketBase = organizer) => seatTablet(server.url, seatId, by);

describe("the judges' list", () => {
  it("a competition's officials read its judges; organizers and admins write them; a judge needs no account", async () => {
    const j = await organizer.collection('judges').create({ name: 'Maria Rossi', club: 'Judo Roma' });
    const comp = await resultsCompetition(su, organizer, [commissioner], 'enrolment');
    await organizer.collection('competitions').update(comp.id, { 'judges+': j.id });
    expect(await statusOf(commissioner.collection('judges').getOne(j.id))).toBe(200);
    for (const pb of [guest, athlete, otherOrganizer]) expect(await statusOf(pb.collection('judges').getOne(j.id))).toBe(404);
    expect(await statusOf(commissioner.collection('judges').create({ name: 'Not allowed' }))).toBe(400);
    expect(await statusOf(athlete.collection('judges').create({ name: 'Not allowed' }))).toBe(400);
    expect(await statusOf(organizer.collection('judges').delete(j.id))).toBe(404);
    expect(await statusOf(admin.collection('judges').delete(j.id))).toBe(200);
  });
});

describe('panel', () => {
  it('staff seat listed judges, each at most once; commissioners and other organizers may not', async () => {
    const d = await day(1);
    expect(d.seats.map((s) => [s.seat, s.judge])).toEqual([1, 2, 3, 4, 5].map((n) => [n, d.judges[n - 1]]));
    const path = `/api/custom/poules/${d.poule.id}/panel`;
    const twice = await errorOf(post(organizer, path, { seats: { 3: d.judges[0] } }));
    expect(twice.data.seat3?.code).toBe('panel_judge_twice');
    const stranger = (await su.collection('judges').create({ name: 'Not listed' })).id;
    expect((await errorOf(post(organizer, path, { seats: { 2: stranger } }))).data.seat2?.code).toBe('panel_judge_unlisted');
    expect((await errorOf(post(organizer, path, { seats: { 8: d.judges[5] } }))).data.seat8?.code).toBe('panel_seat');
    for (const pb of [commissioner, otherOrganizer, athlete, guest]) expect(await statusOf(post(pb, path, { seats: { 1: d.judges[5] } }))).toBe(403);
    // Nothing half-saved, and judges may swap seats in one go.
    const swapped = await post(admin, path, { seats: { 1: d.judges[1], 2: d.judges[0] } });
    expect(swapped.seats.slice(0, 2).map((s: { judge: string }) => s.judge)).toEqual([d.judges[1], d.judges[0]]);
    // A smaller panel: the route answers with this poule's seats, the tatami keeps the others (another
    // poule of the tatami may have five judges).
    await organizer.collection('poules').update(d.poule.id, { judges: 3 });
    expect((await post(organizer, path, {})).seats).toHaveLength(3);
    expect(await organizer.collection('seats').getFullList({ filter: `competition = "${d.comp.id}" && tatami = 1` })).toHaveLength(5);
  });
});

describe('seat codes', () => {
  it('officials issue codes; the code opens its seat only; a wrong, expired or revoked code or token does nothing', async () => {
    const d = await day(1);
    const seat2 = d.seats[1]!.id;
    for (const pb of [otherOrganizer, athlete, guest]) expect(await statusOf(post(pb, `/api/custom/seats/${seat2}/code`))).toBe(403);
    const { code, expires } = await post(commissioner, `/api/custom/seats/${seat2}/code`);
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(new Date(expires.replace(' ', 'T')).getTime()).toBeGreaterThan(Date.now() + 11 * 3600_000);
    // Only a hash is stored (hidden even from officials).
    const stored = await su.collection('seats').getOne(seat2);
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.codeHash).not.toContain(code);
    expect((await organizer.collection('seats').getOne(seat2)).codeHash).toBeUndefined();
    expect((await errorOf(post(guest, '/api/custom/seats/auth', { code: 'ZZZZZZZZ' }))).data.code?.code).toBe('seat_code_invalid');
    // Typed with a dash and in lower case, it still opens the seat.
    const pb = anonymous(server.url);
    const auth = await post(pb, '/api/custom/seats/auth', { code: `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}` });
    expect(auth.record.id).toBe(seat2);
    pb.authStore.save(auth.token, auth.record);
    // The seat sees its poule and draws, and nothing of the users' world.
    expect(await statusOf(pb.collection('poules').getOne(d.poule.id))).toBe(200);
    expect((await pb.collection('draws').getFullList({ filter: `poule = "${d.poule.id}"` })).length).toBe(1);
    expect(await pb.collection('seats').getFullList()).toHaveLength(1);
    expect(await pb.collection('enrolments').getFullList()).toHaveLength(0);
    expect(await statusOf(pb.collection('judges').getOne(d.judges[0]!))).toBe(404);
    // A password login is off for seats.
    expect(await statusOf(pb.collection('seats').authWithPassword(stored.email, 'whatever-123'))).toBe(403);

    // Expiry: the code no longer opens, and the token no longer writes.
    await su.collection('seats').update(seat2, { expires: '2020-01-01 00:00:00.000Z' });
    expect((await errorOf(post(guest, '/api/custom/seats/auth', { code }))).data.code?.code).toBe('seat_code_invalid');
    expect(await statusOf(pb.collection('evaluations').create({ draw: d.draws[0]!.id, judge: 2, marks: cleanMarks(ITEMS) }))).toBe(401);

    // Revocation: a fresh tablet is out at once, the code too.
    const t = await tablet(seat2);
    const fresh = await post(organizer, `/api/custom/seats/${d.seats[2]!.id}/code`);
    expect(await statusOf(t.collection('poules').getOne(d.poule.id))).toBe(200);
    await post(organizer, `/api/custom/seats/${seat2}/revoke`);
    expect(await statusOf(t.collection('evaluations').create({ draw: d.draws[0]!.id, judge: 2, marks: cleanMarks(ITEMS) }))).toBe(401);
    expect(await statusOf(t.collection('seats').getOne(seat2))).toBe(401);
    // Other seats keep theirs.
    expect((await post(guest, '/api/custom/seats/auth', { code: fresh.code })).record.seat).toBe(3);
    const audit = await admin.collection('audit').getFullList({ filter: `table = "seats" && record = "${seat2}"` });
    expect(audit.map((a) => a.event).sort()).toEqual(['seat_code', 'seat_code', 'seat_revoke']);
  });
});

describe('sheets from the tablets', () => {
  it('a seat writes its own sheet once (a retry answers with it), never another seat or poule', async () => {
    const d = await day(2);
    const other = await day(1);
    const t2 = await tablet(d.seats[1]!.id);
    const draw = d.draws[0]!.id;
    const marks = marksWith(ITEMS, { small: 2 });
    expect(await statusOf(t2.collection('evaluations').create({ draw, judge: 3, marks }))).toBe(400);
    expect(await statusOf(t2.collection('evaluations').create({ draw: other.draws[0]!.id, judge: 2, marks }))).toBe(400);
    const first = await t2.collection('evaluations').create({ draw, judge: 2, marks });
    // The second tap and a retry after a lost answer: the same record, nothing created.
    const again = await Promise.all([t2.collection('evaluations').create({ draw, judge: 2, marks }), t2.collection('evaluations').create({ draw, judge: 2, marks })]);
    expect(again.map((r) => r.id)).toEqual([first.id, first.id]);
    expect((await su.collection('evaluations').getFullList({ filter: `draw = "${draw}"` })).length).toBe(1);
    // Different marks for a sheet already sent: refused with a code.
    expect((await errorOf(t2.collection('evaluations').create({ draw, judge: 2, marks: cleanMarks(ITEMS) }))).data.judge?.code).toBe('evaluation_sent');
    // Sent: no correction from the tablet...
    expect(await statusOf(t2.collection('evaluations').update(first.id, { marks: cleanMarks(ITEMS) }))).toBe(404);
    // ...until the supervisor sends it back; the correction goes back to the supervisor.
    expect(await statusOf(t2.collection('evaluations').update(first.id, { returned: true }))).toBe(404);
    await commissioner.collection('evaluations').update(first.id, { returned: true });
    const corrected = await t2.collection('evaluations').update(first.id, { marks: cleanMarks(ITEMS) });
    expect(corrected.returned).toBe(false);
    expect(corrected.total).toBe(170);
    // The named judge of the sheet is who sat on seat 2.
    expect((await su.collection('evaluations').getOne(first.id)).namedJudge).toBe(d.judges[1]);
    // The tablet reads its own sheets only.
    const mine = await t2.collection('evaluations').getFullList({ filter: `draw = "${draw}"` });
    expect(mine.map((r) => r.judge)).toEqual([2]);
  });
});

describe('validation', () => {
  it('only validated couples count: points, ranks, public leaderboard and evaluations', async () => {
    const d = await day(2);
    const [a, b] = d.draws as [RecordModel, RecordModel];
    const tablets = await Promise.all(d.seats.map((s) => tablet(s.id)));
    const path = `/api/custom/draws/${a.id}/validate`;
    await Promise.all(tablets.slice(0, 4).map((t, i) => t.collection('evaluations').create({ draw: a.id, judge: i + 1, marks: marksWith(ITEMS, { small: 1 }) })));
    expect((await errorOf(post(commissioner, path))).data.draw?.code).toBe('validate_incomplete');
    const last = await tablets[4]!.collection('evaluations').create({ draw: a.id, judge: 5, marks: marksWith(ITEMS, { small: 1 }) });
    // Complete, not validated: nothing counts, nothing public.
    let row = await organizer.collection('draws').getOne(a.id);
    expect([row.scored, row.points, row.rank]).toEqual([false, 0, 0]);
    expect(await guest.collection('evaluations').getFullList({ filter: `draw = "${a.id}"`, query: { draw: a.id } })).toHaveLength(0);
    let board = await guest.collection('leaderboards').getFirstListItem(`poule = "${d.poule.id}"`);
    expect(board.data.entries.find((e: { id: string }) => e.id === a.id)).toMatchObject({ scored: false, points: 0, judgeTotals: [] });
    // A sheet sent back holds the validation.
    await organizer.collection('evaluations').update(last.id, { returned: true });
    expect((await errorOf(post(commissioner, path))).data.draw?.code).toBe('validate_returned');
    await tablets[4]!.collection('evaluations').update(last.id, { marks: marksWith(ITEMS, { small: 1 }) });
    // Only officials validate, and only through the route.
    for (const pb of [otherOrganizer, athlete, guest, tablets[0]!]) expect(await statusOf(post(pb, path))).toBe(403);
    expect(await statusOf(organizer.collection('draws').update(a.id, { validated: true }))).toBe(403);
    expect(await post(commissioner, path)).toEqual({ draw: a.id, validated: true });
    row = await organizer.collection('draws').getOne(a.id);
    expect([row.validated, row.scored, row.points, row.rank]).toEqual([true, true, 3 * 169, 1]);
    expect(await guest.collection('evaluations').getFullList({ filter: `draw = "${a.id}"`, query: { draw: a.id } })).toHaveLength(5);
    board = await guest.collection('leaderboards').getFirstListItem(`poule = "${d.poule.id}"`);
    expect(board.data.entries.find((e: { id: string }) => e.id === a.id)).toMatchObject({ scored: true, points: 507, rank: 1 });
    // Validated: the tablets write nothing more; sending back needs the validation withdrawn.
    const sheet1 = (await organizer.collection('evaluations').getFirstListItem(`draw = "${a.id}" && judge = 1`)).id;
    expect(await statusOf(tablets[0]!.collection('evaluations').update(sheet1, { marks: cleanMarks(ITEMS) }))).toBe(404);
    expect((await errorOf(organizer.collection('evaluations').update(sheet1, { returned: true }))).data.returned?.code).toBe('evaluation_validated');
    // Validated, the sheets are closed to the officials too (tests/validated-scores.test.ts: reopening).
    expect((await errorOf(organizer.collection('evaluations').update(sheet1, { marks: cleanMarks(ITEMS) }))).data.draw?.code).toBe('evaluation_validated_locked');
    expect((await admin.collection('audit').getFullList({ filter: `event = "validate" && record = "${a.id}"` })).length).toBe(1);
    // Reopening (with a reason) takes the couple out again; couple b, unvalidated, never counted.
    await post(organizer, path, { validated: false, reason: 'A mark to check' });
    expect((await organizer.collection('draws').getOne(a.id)).scored).toBe(false);
    expect((await organizer.collection('draws').getOne(b.id)).scored).toBe(false);
  });

  it('new competitions are supervised unless said otherwise', async () => {
    const c = await su.collection('competitions').create({ name: 'Supervised Cup', date: '2030-01-01 00:00:00.000Z', location: 'Roma', organizers: [userId(organizer)], status: 'draft' });
    expect(c.supervised).toBe(true);
    const off = await su.collection('competitions').create({ name: 'Paper Cup', date: '2030-01-01 00:00:00.000Z', location: 'Roma', organizers: [userId(organizer)], status: 'draft', supervised: false });
    expect(off.supervised).toBe(false);
  });
});
