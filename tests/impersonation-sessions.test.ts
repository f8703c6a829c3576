// Impersonation sessions live on the server: a token is refused for reads and writes (single and
// batch) once its session was stopped, its admin demoted or its expiry passed; admins read the
// sessions, nobody writes them through the API.
import { beforeAll, describe, expect, it } from 'vitest';
import PocketBase from 'pocketbase';
import { actor, anonymous, statusOf, userId } from './helpers/actors';
import { athleteData } from './helpers/fixtures';
import type { TestServer } from './helpers/server';
import { stageWith } from './helpers/stage';

const stage = stageWith([] as const);
let server: TestServer;
let su: PocketBase;
beforeAll(() => {
  ({ server, su } = stage);
});

interface Started {
  as: PocketBase;
  token: string;
  session: string;
}

async function impersonate(admin: PocketBase, target: PocketBase): Promise<Started> {
  const res = (await admin.send(`/api/custom/impersonate/${userId(target)}`, { method: 'GET', query: { reason: 'Checking a reported problem' } })) as { token: string; record: { id: string } };
  const as = anonymous(server.url);
  as.authStore.save(res.token, res.record as never);
  const claims = JSON.parse(Buffer.from(res.token.split('.')[1]!, 'base64url').toString()) as { session: string };
  return { as, token: res.token, session: claims.session };
}

/** Status of a read, a write and a batch write made with the impersonation token. */
async function uses(s: Started, target: PocketBase) {
  const read = await statusOf(s.as.collection('athletes').getList(1, 5));
  const write = await statusOf(s.as.collection('athletes').create(athleteData(target)));
  const batch = await fetch(`${server.url}/api/batch`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: s.token },
    body: JSON.stringify({ requests: [{ method: 'POST', url: '/api/collections/athletes/records', body: athleteData(target) }] }),
  });
  return [read, write, batch.status];
}

describe('impersonation sessions', () => {
  it('a live session reads and writes; after stop, its token is refused everywhere', async () => {
    const admin = await actor(server.url, 'admin');
    const target = await actor(server.url, 'athlete');
    const s = await impersonate(admin, target);
    expect(await uses(s, target)).toEqual([200, 200, 200]);

    const session = await admin.collection('impersonations').getOne(s.session);
    expect(session).toMatchObject({ admin: userId(admin), target: userId(target), endedAt: '' });

    await s.as.send('/api/custom/impersonate/stop', { method: 'POST' });
    expect(await uses(s, target)).toEqual([401, 401, 401]);
    expect(await statusOf(s.as.collection('users').authRefresh())).toBe(401);
    expect(await admin.collection('impersonations').getOne(s.session)).toMatchObject({ endReason: 'stop' });
    expect(await su.collection('athletes').getFullList({ filter: `owner = "${userId(target)}"` })).toHaveLength(2);
    // Stopping again stays possible (the SPA always stands out cleanly).
    expect(await statusOf(s.as.send('/api/custom/impersonate/stop', { method: 'POST' }))).toBe(200);
    // … and writes nothing: one stop in the audit trail, however many times the SPA stands out.
    const stops = await su.collection('audit').getFullList({ filter: `event = "impersonate_stop" && impersonator = "${userId(admin)}"` });
    expect(stops).toHaveLength(1);
    // The target's own session is not affected.
    expect(await statusOf(target.collection('athletes').create(athleteData(target)))).toBe(200);
  });

  it('needs a reason, kept in the audit entry of the start', async () => {
    const admin = await actor(server.url, 'admin');
    const target = await actor(server.url, 'athlete');
    const url = `/api/custom/impersonate/${userId(target)}`;
    // The one rule of reasons: something that shows (a zero-width space is nothing), 3 to 500 characters.
    const refused: [string | undefined, string][] = [
      [undefined, 'reason_required'],
      ['', 'reason_required'],
      ['   ', 'reason_required'],
      ['\u200b', 'reason_required'],
      ['\u200b\u200c\u200d\u2060\ufeff', 'reason_required'],
      ['ok', 'reason_length'],
      ['x'.repeat(501), 'reason_length'],
    ];
    for (const [reason, code] of refused) {
      const err = await admin.send(url, { method: 'GET', query: reason === undefined ? {} : { reason } }).catch((e: unknown) => e as { status: number; response: { data: Record<string, { code: string }> } });
      expect(err, JSON.stringify(reason)).toMatchObject({ status: 400 });
      const data = (err as { response: { data: Record<string, { code: string }> } }).response.data;
      expect(Object.keys(data)).toEqual(['reason']);
      expect(data.reason?.code, JSON.stringify(reason)).toBe(code);
    }
    // Nothing started by a refused request.
    expect(await su.collection('impersonations').getFullList({ filter: `admin = "${userId(admin)}"` })).toHaveLength(0);
    await admin.send(url, { method: 'GET', query: { reason: '  Issue 12: the athlete cannot see her enrolment  ' } });
    const entry = await su.collection('audit').getFirstListItem(`event = "impersonate_start" && impersonator = "${userId(admin)}"`);
    expect(entry.data).toEqual({ reason: 'Issue 12: the athlete cannot see her enrolment' });
  });

  it("the admin's demotion ends their sessions", async () => {
    const admin = await actor(server.url, 'admin');
    const target = await actor(server.url, 'athlete');
    const s = await impersonate(admin, target);
    expect(await uses(s, target)).toEqual([200, 200, 200]);
    await su.collection('users').update(userId(admin), { role: 'organizer' });
    expect(await uses(s, target)).toEqual([401, 401, 401]);
    expect(await su.collection('impersonations').getOne(s.session)).toMatchObject({ endReason: 'demotion' });
  });

  it('an expired session is refused and ended', async () => {
    const admin = await actor(server.url, 'admin');
    const target = await actor(server.url, 'athlete');
    const s = await impersonate(admin, target);
    await su.collection('impersonations').update(s.session, { expiresAt: new Date(Date.now() - 1000).toISOString().replace('T', ' ') });
    expect(await uses(s, target)).toEqual([401, 401, 401]);
    expect(await su.collection('impersonations').getOne(s.session)).toMatchObject({ endReason: 'expiry' });
  });

  it('only admins read sessions; nobody writes them through the API', async () => {
    const admin = await actor(server.url, 'admin');
    const target = await actor(server.url, 'athlete');
    const s = await impersonate(admin, target);
    expect(await statusOf(target.collection('impersonations').getOne(s.session))).toBe(404);
    expect(await statusOf(anonymous(server.url).collection('impersonations').getOne(s.session))).toBe(404);
    expect(await statusOf(admin.collection('impersonations').update(s.session, { endedAt: '' }))).toBe(403);
    expect(await statusOf(admin.collection('impersonations').create({ admin: userId(admin), target: userId(target), expiresAt: '2099-01-01 00:00:00.000Z' }))).toBe(403);
  });
});
