// Accounts whose e-mail address is not verified write nothing through the API (the SPA's route guard
// is not a security boundary): every create, update and delete on a product collection answers 403
// `account_unverified`, batch sub-requests included. Verified accounts are capped too: issues and
// messages per hour, counted on the server across single and batch requests.
import { beforeAll, describe, expect, it } from 'vitest';
import PocketBase from 'pocketbase';
import { actor, anonymous, errorOf, PASSWORD, statusOf, userId } from './helpers/actors';
import type { TestServer } from './helpers/server';
import { stageWith } from './helpers/stage';
import { athleteData, createCompetition, createCouple } from './helpers/fixtures';

const stage = stageWith([] as const);
let server: TestServer;
let su: PocketBase;
beforeAll(() => {
  ({ server, su } = stage);
});

let n = 0;
/** A user that has not verified the address, logged in (PocketBase lets them log in). */
async function unverified(role = 'athlete'): Promise<PocketBase> {
  const tag = `unverified${++n}${Date.now().toString(36)}`;
  await su.collection('users').create({ email: `${tag}@test.local`, username: tag, name: tag, password: PASSWORD, passwordConfirm: PASSWORD, role, verified: false, privacyAcceptedAt: new Date().toISOString() });
  const pb = anonymous(server.url);
  await pb.collection('users').authWithPassword(`${tag}@test.local`, PASSWORD);
  return pb;
}

async function expectUnverified(p: Promise<unknown>) {
  const err = await errorOf(p);
  expect(err.status).toBe(403);
  expect(err.data.account?.code).toBe('account_unverified');
}

async function batch(pb: PocketBase, requests: { method: string; url: string; body?: Record<string, unknown> }[]) {
  return fetch(`${server.url}/api/batch`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: pb.authStore.token },
    body: JSON.stringify({ requests }),
  });
}

describe('unverified accounts', () => {
  it('cannot create, update or delete athletes, couples, enrolments, issues or messages', async () => {
    const pb = await unverified();
    const me = userId(pb);
    await expectUnverified(pb.collection('athletes').create(athleteData(pb)));
    await expectUnverified(pb.collection('issues').create({ title: 'Spam', owner: me }));

    // Records made for them by a superuser (as if they had been verified before an address change).
    const tori = await su.collection('athletes').create(athleteData(pb));
    const uke = await su.collection('athletes').create(athleteData(pb));
    await expectUnverified(pb.collection('couples').create({ owner: me, tori: tori.id, uke: uke.id, kata: 'nage-no-kata' }));
    const couple = await su.collection('couples').create({ owner: me, tori: tori.id, uke: uke.id, kata: 'nage-no-kata' });
    await expectUnverified(pb.collection('athletes').update(tori.id, { telephone: '+39 06 7654321' }));
    await expectUnverified(pb.collection('couples').delete(couple.id));

    const organizer = await actor(server.url, 'organizer');
    const comp = await createCompetition(su, userId(organizer));
    await expectUnverified(pb.collection('enrolments').create({ competition: comp.id, couple: couple.id, owner: me }));
    const enrolment = await su.collection('enrolments').create({ competition: comp.id, couple: couple.id, owner: me });
    await expectUnverified(pb.collection('enrolments').update(enrolment.id, { notes: 'Visit http://spam.example' }));

    const issue = await su.collection('issues').create({ title: 'Mine', owner: me });
    await expectUnverified(pb.collection('messages').create({ issue: issue.id, author: me, text: 'Buy now' }));

    // Nothing was written.
    expect((await su.collection('athletes').getFullList({ filter: `owner = "${me}"` })).length).toBe(2);
    expect((await su.collection('messages').getFullList({ filter: `issue = "${issue.id}"` })).length).toBe(0);
    expect((await su.collection('enrolments').getOne(enrolment.id)).notes).toBe('');
  });

  it('cannot write documents even with a staff role', async () => {
    const organizer = await unverified('organizer');
    const comp = await createCompetition(su, userId(organizer));
    const body = new FormData();
    body.append('competition', comp.id);
    body.append('public', 'true');
    body.append('file', new File(['%PDF-1.4'], 'x.pdf', { type: 'application/pdf' }));
    await expectUnverified(organizer.collection('documents').create(body));
    await expectUnverified(organizer.collection('competitions').update(comp.id, { location: 'Milano' }));
  });

  it('batch sub-requests are refused the same way', async () => {
    const pb = await unverified();
    const res = await batch(pb, [{ method: 'POST', url: '/api/collections/athletes/records', body: athleteData(pb) }]);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('account_unverified');
    expect((await su.collection('athletes').getFullList({ filter: `owner = "${userId(pb)}"` })).length).toBe(0);
  });

  it('may still edit their own profile (name, language) and verify later', async () => {
    const pb = await unverified();
    expect(await statusOf(pb.collection('users').update(userId(pb), { lang: 'it', name: 'Nuovo Nome' }))).toBe(200);
  });

  it('verified accounts write as before', async () => {
    const pb = await actor(server.url, 'athlete');
    expect(await statusOf(createCouple(pb))).toBe(200);
  });
});

describe('caps per account', () => {
  it('at most 10 issues an hour, counted across single and batch requests', async () => {
    const pb = await actor(server.url, 'athlete');
    const me = userId(pb);
    const issue = (i: number) => ({ method: 'POST', url: '/api/collections/issues/records', body: { title: `Issue ${i}`, owner: me } });
    // A batch of 11 goes over the cap: refused as a whole, nothing created.
    const res = await batch(pb, Array.from({ length: 11 }, (_, i) => issue(i)));
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('rate_limited_issues');
    expect((await su.collection('issues').getFullList({ filter: `owner = "${me}"` })).length).toBe(0);

    expect((await batch(pb, [1, 2, 3].map(issue))).status).toBe(200);
    for (const i of [4, 5, 6, 7, 8, 9, 10]) await pb.collection('issues').create({ title: `Issue ${i}`, owner: me });
    const err = await errorOf(pb.collection('issues').create({ title: 'A question', owner: me }));
    expect(err.status).toBe(429);
    expect(err.data.rate?.code).toBe('rate_limited_issues');
    expect((await batch(pb, [issue(12)])).status).toBe(400);
    expect((await su.collection('issues').getFullList({ filter: `owner = "${me}"` })).length).toBe(10);

    // Another account is not affected.
    const other = await actor(server.url, 'athlete');
    expect(await statusOf(other.collection('issues').create({ title: 'Mine', owner: userId(other) }))).toBe(200);
  });

  it('at most 30 messages an hour per author; admins answering are not capped', async () => {
    const pb = await actor(server.url, 'athlete');
    const admin = await actor(server.url, 'admin');
    const me = userId(pb);
    const issue = await pb.collection('issues').create({ title: 'Chatty', owner: me });
    const msg = (i: number) => ({ method: 'POST', url: '/api/collections/messages/records', body: { issue: issue.id, author: me, text: `m${i}` } });
    expect((await batch(pb, Array.from({ length: 20 }, (_, i) => msg(i)))).status).toBe(200);
    await Promise.all(Array.from({ length: 10 }, (_, i) => pb.collection('messages').create({ issue: issue.id, author: me, text: `single ${i}` })));
    const err = await errorOf(pb.collection('messages').create({ issue: issue.id, author: me, text: 'one too many' }));
    expect(err.status).toBe(429);
    expect(err.data.rate?.code).toBe('rate_limited_messages');
    for (let i = 0; i < 31; i++) await admin.collection('messages').create({ issue: issue.id, author: userId(admin), text: `answer ${i}` });
    expect((await su.collection('messages').getFullList({ filter: `issue = "${issue.id}" && author = "${me}"` })).length).toBe(30);
  });
});
