// A validated couple's sheets are closed, against a real PocketBase: no correction, sending back,
// new sheet or deletion by any role (commissioner, organizer, admin, the seat's tablet) until an
// official reopens the couple with a reason (audited); reopened, it no longer counts until validated
// again. Seat codes live until the competition's last day ends, within a bound.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { TestServer } from './helpers/server';
import { anonymous, errorOf, statusOf } from './helpers/actors';
import { stageWith } from './helpers/stage';
import { cleanMarks, marksWith } from './helpers/results';
import { day as judgeDay, post, tablet as seatTablet } from './helpers/judges';

const ITEMS = 17;
const HOUR = 3600_000;

const stage = stageWith(['admin', 'organizer', 'commissioner', 'athlete'] as const);
let server: TestServer;
let su: PocketBase, admin: PocketBase, organizer: PocketBase, commissioner: PocketBase, athlete: PocketBase;

beforeAll(() => {
  ({ server, su } = stage);
  [admin, organizer, commissioner, athlete] = stage.actors;
});

const day = (couples = 1, judges = 3, over: Record<string, unknown> = {}) => judgeDay({ su, organizer, commissioner, athlete }, couples, judges, over);

describe('a validated couple', () => {
  it('keeps its sheets until reopened with a reason; reopened, it needs validating again', async () => {
    const d = await day(1, 3);
    const draw = d.draws[0]!.id;
    const tablets = await Promise.all(d.seats.map((s) => seatTablet(server.url, s.id, organizer)));
    const sheets = await Promise.all(tablets.map((t, i) => t.collection('evaluations').create({ draw, judge: i + 1, marks: marksWith(ITEMS, { small: 1 }) })));
    await post(commissioner, `/api/custom/draws/${draw}/validate`);
    const points = (await organizer.collection('draws').getOne(draw)).points;
    expect(points).toBeGreaterThan(0);

    // Nobody changes a sheet of the validated couple: a localized code on `draw`, nothing saved.
    for (const pb of [commissioner, organizer, admin]) {
      const err = await errorOf(pb.collection('evaluations').update(sheets[0]!.id, { marks: cleanMarks(ITEMS) }));
      expect(err.status).toBe(400);
      expect(err.data.draw?.code).toBe('evaluation_validated_locked');
    }
    for (const pb of [organizer, admin]) expect((await errorOf(pb.collection('evaluations').delete(sheets[1]!.id))).data.draw?.code).toBe('evaluation_validated_locked');
    expect((await errorOf(commissioner.collection('evaluations').update(sheets[0]!.id, { returned: true }))).data.returned?.code).toBe('evaluation_validated');
    // The tablet's rules already hide the sheet of a validated couple.
    expect(await statusOf(tablets[0]!.collection('evaluations').update(sheets[0]!.id, { marks: cleanMarks(ITEMS) }))).toBe(404);
    let row = await organizer.collection('draws').getOne(draw);
    expect([row.validated, row.points]).toEqual([true, points]);
    expect((await su.collection('evaluations').getFullList({ filter: `draw = "${draw}"` })).length).toBe(3);

    // Reopening needs a reason, from an official.
    const reopen = `/api/custom/draws/${draw}/reopen`;
    expect((await errorOf(post(commissioner, reopen, {}))).data.reason?.code).toBe('reason_required');
    expect((await errorOf(post(commissioner, reopen, { reason: '   ' }))).data.reason?.code).toBe('reason_required');
    expect((await errorOf(post(commissioner, reopen, { reason: '\u200b\u200b\u200b\u200b' }))).data.reason?.code).toBe('reason_required');
    expect((await errorOf(post(commissioner, reopen, { reason: 'ab' }))).data.reason?.code).toBe('reason_length');
    expect((await errorOf(post(commissioner, `/api/custom/draws/${draw}/validate`, { validated: false }))).data.reason?.code).toBe('reason_required');
    for (const pb of [athlete, anonymous(server.url)]) expect(await statusOf(post(pb, reopen, { reason: 'Judge 1 misread' }))).toBe(403);
    expect((await organizer.collection('draws').getOne(draw)).validated).toBe(true);
    expect(await post(commissioner, reopen, { reason: 'Judge 1 misread a mistake' })).toEqual({ draw, validated: false });
    const audit = await admin.collection('audit').getFullList({ filter: `event = "reopen" && record = "${draw}"` });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.data).toMatchObject({ reason: 'Judge 1 misread a mistake', validated: [true, false] });
    expect(audit[0]!.user).toBe(commissioner.authStore.record!.id);
    expect((await errorOf(post(commissioner, reopen, { reason: 'again' }))).data.draw?.code).toBe('reopen_not_validated');
    // Reopened: not counted, the correction goes through, and it counts once validated again.
    row = await organizer.collection('draws').getOne(draw);
    expect([row.validated, row.scored, row.points]).toEqual([false, false, 0]);
    await commissioner.collection('evaluations').update(sheets[0]!.id, { marks: cleanMarks(ITEMS) });
    expect((await organizer.collection('draws').getOne(draw)).scored).toBe(false);
    await post(organizer, `/api/custom/draws/${draw}/validate`);
    row = await organizer.collection('draws').getOne(draw);
    expect([row.validated, row.scored]).toEqual([true, true]);
    expect(row.points).not.toBe(points);
  });
});

describe('public settings', () => {
  it("say the server's public URL, for the links tablets open", async () => {
    const settings = await anonymous(server.url).send('/api/custom/settings', {});
    expect(typeof settings.appURL).toBe('string');
    expect(settings.appURL).toBe((await su.settings.getAll()).meta.appURL);
  });
});

describe('seat codes', () => {
  it('a code shown the evening before opens its seat the next morning; none outlives the bound', async () => {
    const now = Date.now();
    const at = (ms: number) => new Date(ms).toISOString().replace('T', ' ');
    // A competition tomorrow, no end date: the code lives until the end of tomorrow (UTC).
    const tomorrow = new Date(now + 24 * HOUR);
    const d = await day(1, 3, { date: at(Date.UTC(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth(), tomorrow.getUTCDate(), 9)), endDate: '' });
    const { code, expires } = await post(organizer, `/api/custom/seats/${d.seats[0]!.id}/code`);
    const until = new Date(expires.replace(' ', 'T')).getTime();
    expect(until).toBe(Date.UTC(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth(), tomorrow.getUTCDate(), 23, 59, 59));
    expect(until).toBeGreaterThan(now + 24 * HOUR);
    // "The next morning": the code still opens its seat 13 hours after it was shown (and the seat's
    // token works as long: the API rules compare with the same `expires`).
    expect(until).toBeGreaterThan(now + 13 * HOUR);
    const pb = anonymous(server.url);
    const auth = await post(pb, '/api/custom/seats/auth', { code });
    expect(auth.record.id).toBe(d.seats[0]!.id);
    // The tablet learns who sits on its seat (the judges' list stays closed to it).
    pb.authStore.save(auth.token, auth.record);
    const judge = await su.collection('judges').getOne(d.judges[0]!);
    expect(await pb.send('/api/custom/seats/me', {})).toEqual({ seat: 1, judge: d.judges[0], judgeName: judge.name, competition: d.comp.id, tatami: 1, poule: d.poule.id, kata: d.poule.kata });
    // The code's exchange answers the same with the token: the tablet's first read needs no second request.
    expect(auth.meta.seat).toEqual(await pb.send('/api/custom/seats/me', {}));
    expect(await statusOf(pb.collection('judges').getOne(d.judges[0]!))).toBe(404);
    expect(await statusOf(anonymous(server.url).send('/api/custom/seats/me', {}))).toBe(403);
    expect(await statusOf(organizer.send('/api/custom/seats/me', {}))).toBe(403);
    // The seat token lasts as long as the longest code (72 h), the code's expiry ends it sooner.
    const seats = await su.collections.getOne('seats');
    expect(seats.authToken.duration).toBe(72 * 3600);

    // A competition lasting a week: bounded at 72 hours from issue.
    const long = await day(1, 3, { date: at(now), endDate: at(now + 7 * 24 * HOUR) });
    const bounded = await post(organizer, `/api/custom/seats/${long.seats[0]!.id}/code`);
    const b = new Date(bounded.expires.replace(' ', 'T')).getTime();
    expect(b).toBeGreaterThan(now + 71 * HOUR);
    expect(b).toBeLessThanOrEqual(Date.now() + 72 * HOUR);
    // A day running late (its date already past): still at least 12 hours.
    const late = await day(1, 3, { date: at(now - 30 * HOUR), endDate: '' });
    const l = new Date((await post(organizer, `/api/custom/seats/${late.seats[0]!.id}/code`)).expires.replace(' ', 'T')).getTime();
    expect(l).toBeGreaterThan(now + 11.9 * HOUR);
  });
});
