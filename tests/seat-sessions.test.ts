// Seat tokens end with their code, against a real PocketBase: a token past its code's expiry is
// refused (records, custom routes and `auth-refresh`), a new code for a seat ends the tablet opened
// with the earlier one (its requests, its refresh and its realtime connection), revoking ends it too,
// and every refusal says why with a code the tablet translates.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { anonymous, errorOf, statusOf } from './helpers/actors';
import type { TestServer } from './helpers/server';
import { stageWith } from './helpers/stage';
import { cleanMarks } from './helpers/results';
import { day as judgeDay, post, tablet as seatTablet } from './helpers/judges';
import { subscribeRealtime } from './helpers/realtime';
import { waitUntil } from './helpers/wait';

const ITEMS = 17;

const stage = stageWith(['organizer', 'commissioner', 'athlete'] as const);
let server: TestServer;
let su: PocketBase, organizer: PocketBase, commissioner: PocketBase, athlete: PocketBase;
beforeAll(() => {
  ({ server, su } = stage);
  [organizer, commissioner, athlete] = stage.actors;
});

const day = (couples = 1) => judgeDay({ su, organizer, commissioner, athlete }, couples);
const tablet = (seatId: string) => seatTablet(server.url, seatId, commissioner);
const refresh = (pb: PocketBase) => pb.collection('seats').authRefresh();
const refusal = async (p: Promise<unknown>) => {
  const err = await errorOf(p);
  return `${err.status} ${err.data.seat?.code ?? err.message}`;
};

describe('a seat token ends with its code', () => {
  it('a live token refreshes; past the code it is refused everywhere, refresh included', async () => {
    const d = await day();
    const seat = d.seats[0]!.id;
    const t = await tablet(seat);
    const renewed = await refresh(t);
    expect(renewed.record.id).toBe(seat);
    expect(await statusOf(t.send('/api/custom/seats/me', {}))).toBe(200);

    await su.collection('seats').update(seat, { expires: '2020-01-01 00:00:00.000Z' });
    expect(await refusal(refresh(t))).toBe('401 seat_code_expired');
    expect(await refusal(t.collection('draws').getFullList({ filter: `poule = "${d.poule.id}"` }))).toBe('401 seat_code_expired');
    expect(await refusal(t.collection('evaluations').create({ draw: d.draws[0]!.id, judge: 1, marks: cleanMarks(ITEMS) }))).toBe('401 seat_code_expired');
    expect(await refusal(t.send('/api/custom/seats/me', {}))).toBe('401 seat_code_expired');
    // Users and guests are untouched by the check.
    expect(await statusOf(organizer.collection('seats').getOne(seat))).toBe(200);
    expect(await statusOf(anonymous(server.url).collection('draws').getList(1, 1))).toBe(200);
  });
});

describe('a new code ends the tablet of the earlier one', () => {
  it('the old token is refused on its next request and on refresh; the new tablet and other seats work', async () => {
    const d = await day();
    const [seat1, seat2] = [d.seats[0]!.id, d.seats[1]!.id];
    const old = await tablet(seat1);
    const other = await tablet(seat2);
    expect(await statusOf(old.collection('poules').getOne(d.poule.id))).toBe(200);

    const fresh = await tablet(seat1);
    expect(await refusal(old.collection('poules').getOne(d.poule.id))).toBe('401 seat_session_replaced');
    expect(await refusal(refresh(old))).toBe('401 seat_session_replaced');
    expect(await refusal(old.collection('evaluations').create({ draw: d.draws[0]!.id, judge: 1, marks: cleanMarks(ITEMS) }))).toBe('401 seat_session_replaced');
    expect(await statusOf(fresh.collection('evaluations').create({ draw: d.draws[0]!.id, judge: 1, marks: cleanMarks(ITEMS) }))).toBe(200);
    expect(await statusOf(other.collection('poules').getOne(d.poule.id))).toBe(200);

    // The old tablet, holding its stale token, opens the seat again with a newer code.
    const { code } = await post(commissioner, `/api/custom/seats/${seat1}/code`);
    const again = await post(old, '/api/custom/seats/auth', { code });
    old.authStore.save(again.token, again.record);
    expect(await statusOf(old.collection('poules').getOne(d.poule.id))).toBe(200);

    // Revoking ends it with its own code.
    await post(organizer, `/api/custom/seats/${seat1}/revoke`);
    expect(await refusal(old.collection('poules').getOne(d.poule.id))).toBe('401 seat_session_ended');
  });

  it("the old tablet's realtime connection closes and receives nothing more", async () => {
    const d = await day();
    const seat = d.seats[2]!.id;
    const old = await tablet(seat);
    const topic = `draws/${d.draws[0]!.id}`;
    const oldStream = await subscribeRealtime(server.url, old.authStore.token, [topic]);
    const watcher = await subscribeRealtime(server.url, su.authStore.token, [topic]);
    let closed = false;
    void oldStream.ended.then(() => (closed = true));

    const fresh = await tablet(seat);
    await fresh.collection('evaluations').create({ draw: d.draws[0]!.id, judge: 3, marks: cleanMarks(ITEMS) });
    await watcher.waitFor(1);
    await waitUntil(() => closed, { message: "the old tablet's stream is still open" });
    expect(closed).toBe(true);
    expect(oldStream.events).toHaveLength(0);
    // Subscribing again with the stale token is refused.
    await expect(subscribeRealtime(server.url, old.authStore.token, [topic])).rejects.toThrow(/401/);
    await watcher.close();
  });
});

describe('another judge on a seat', () => {
  it('keeps the tablet paired: its token works, it hears of the change live and names the new judge', async () => {
    const d = await day();
    const seat = d.seats[3]!.id;
    const t = await tablet(seat);
    const live = await subscribeRealtime(server.url, t.authStore.token, [`seats/${seat}`]);
    await post(organizer, `/api/custom/poules/${d.poule.id}/panel`, { seats: { 4: d.judges[5] } });
    // The route frees a changed seat before seating the new judge: two events, the last the outcome.
    await live.waitFor(2);
    expect(live.events.at(-1)!.record.judge).toBe(d.judges[5]);
    await live.close();
    const me = await t.send('/api/custom/seats/me', {});
    expect([me.judge, me.judgeName]).toEqual([d.judges[5], `Judge 5 ${d.comp.id}`]);
    const sheet = await t.collection('evaluations').create({ draw: d.draws[0]!.id, judge: 4, marks: cleanMarks(ITEMS) });
    expect((await su.collection('evaluations').getOne(sheet.id)).namedJudge).toBe(d.judges[5]);
    // An emptied seat ends its tablet.
    await post(organizer, `/api/custom/poules/${d.poule.id}/panel`, { seats: { 4: '' } });
    expect(await refusal(t.send('/api/custom/seats/me', {}))).toBe('401 seat_session_ended');
  });
});

describe("the tablet's heartbeat", () => {
  it('stores the figures on its own seat for the officials, refuses bad or too frequent beats; a new code clears them', async () => {
    const d = await day();
    const seat = d.seats[4]!.id;
    const t = await tablet(seat);
    const beat = (body: Record<string, unknown>) => post(t, '/api/custom/seats/heartbeat', body);
    expect((await errorOf(beat({ queued: -1, battery: null }))).data.queued?.code).toBe('seat_heartbeat_invalid');
    expect((await errorOf(beat({ queued: 1, battery: { level: 2, charging: false } }))).data.battery?.code).toBe('seat_heartbeat_invalid');
    await beat({ queued: 2, battery: { level: 0.734, charging: true } });
    const seen = await commissioner.collection('seats').getOne(seat);
    expect([seen.queued, seen.battery]).toEqual([2, { level: 0.73, charging: true }]);
    expect(Date.now() - new Date(seen.lastSeenAt.replace(' ', 'T')).getTime()).toBeLessThan(10_000);
    const soon = await errorOf(beat({ queued: 0, battery: null }));
    expect([soon.status, soon.data.rate?.code]).toEqual([429, 'seat_heartbeat_too_often']);
    for (const pb of [organizer, commissioner, anonymous(server.url)]) expect(await statusOf(post(pb, '/api/custom/seats/heartbeat', { queued: 0, battery: null }))).toBe(403);
    await tablet(seat);
    const fresh = await commissioner.collection('seats').getOne(seat);
    expect([fresh.lastSeenAt, fresh.queued, fresh.battery]).toEqual(['', 0, null]);
  });
});
