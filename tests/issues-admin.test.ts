// Support issues, notifications, impersonation and the audit trail against a real PocketBase.
import { beforeAll, describe, expect, it } from 'vitest';
import PocketBase from 'pocketbase';
import type { TestServer } from './helpers/server';
import { actor, anonymous, errorOf, statusOf, userId } from './helpers/actors';
import { stageWith } from './helpers/stage';
import { createAthlete } from './helpers/fixtures';

const stage = stageWith(['athlete', 'athlete', 'organizer', 'admin', 'admin'] as const);
let server: TestServer;
let athlete: PocketBase, other: PocketBase, organizer: PocketBase, admin: PocketBase, admin2: PocketBase, su: PocketBase;
beforeAll(() => {
  ({ server, su } = stage);
  [athlete, other, organizer, admin, admin2] = stage.actors;
});

const file = (name: string, type = 'text/plain') => new File([`content of ${name}`], name, { type });

describe('issues', () => {
  it('author and every admin subscribe; others do not see it', async () => {
    const issue = await athlete.collection('issues').create({ title: 'Payment question', owner: userId(athlete) });
    expect(issue.status).toBe('open');
    expect(issue.subscribers).toEqual(expect.arrayContaining([userId(athlete), userId(admin), userId(admin2)]));
    expect(await statusOf(other.collection('issues').getOne(issue.id))).toBe(404);
    expect(await statusOf(organizer.collection('issues').getOne(issue.id))).toBe(404);
    expect(await statusOf(admin.collection('issues').getOne(issue.id))).toBe(200);
    expect(await statusOf(anonymous(server.url).collection('issues').getList())).toBe(200);
    expect((await anonymous(server.url).collection('issues').getList()).totalItems).toBe(0);
  });

  it('a title is required; nobody opens an issue for someone else', async () => {
    const err = await errorOf(athlete.collection('issues').create({ title: '', owner: userId(athlete) }));
    expect(err.data.title).toBeDefined();
    expect(await statusOf(athlete.collection('issues').create({ title: 'x', owner: userId(other) }))).toBe(400);
  });

  it('messages: empty refused, up to 10 attachments, notifications for everyone but the author', async () => {
    const issue = await athlete.collection('issues').create({ title: 'Files', owner: userId(athlete) });
    const empty = await errorOf(athlete.collection('messages').create({ issue: issue.id, author: userId(athlete), text: '   ' }));
    expect(empty.data.text).toBeDefined();

    const eleven = new FormData();
    eleven.append('issue', issue.id);
    eleven.append('author', userId(athlete));
    eleven.append('text', 'too many');
    for (let i = 0; i < 11; i++) eleven.append('attachments', file(`f${i}.txt`));
    expect(await statusOf(athlete.collection('messages').create(eleven))).toBe(400);

    const three = new FormData();
    three.append('issue', issue.id);
    three.append('author', userId(athlete));
    three.append('text', 'Here are my receipts');
    for (let i = 0; i < 3; i++) three.append('attachments', file(`r${i}.txt`));
    const msg = await athlete.collection('messages').create(three);
    expect(msg.attachments).toHaveLength(3);
    expect(msg.authorName).not.toBe('');

    const notes = await su.collection('message_notifications').getFullList({ filter: `message = "${msg.id}"` });
    expect(notes.map((n) => n.user).sort()).toEqual([userId(admin), userId(admin2)].sort());
    // Each sees only their own notifications; nobody creates one.
    expect((await admin.collection('message_notifications').getFullList({ filter: `message = "${msg.id}"` })).length).toBe(1);
    expect((await athlete.collection('message_notifications').getFullList({ filter: `message = "${msg.id}"` })).length).toBe(0);
    expect(await statusOf(athlete.collection('message_notifications').create({ user: userId(admin), message: msg.id, issue: issue.id }))).toBe(403);
    const adminNote = notes.find((n) => n.user === userId(admin))!;
    expect(await statusOf(admin2.collection('message_notifications').update(adminNote.id, { read: true }))).toBe(404);
    expect(await statusOf(admin.collection('message_notifications').update(adminNote.id, { user: userId(admin2) }))).toBe(403);

    // Reply from an admin notifies the athlete; opening the thread marks only my rows read.
    const reply = await admin.collection('messages').create({ issue: issue.id, author: userId(admin), text: 'Received, thanks' });
    const forAthlete = await athlete.collection('message_notifications').getFirstListItem(`message = "${reply.id}"`);
    expect(forAthlete.read).toBe(false);
    await athlete.send(`/api/custom/issues/${issue.id}/read`, { method: 'POST' });
    expect((await athlete.collection('message_notifications').getOne(forAthlete.id)).read).toBe(true);
    expect((await su.collection('message_notifications').getOne(adminNote.id)).read).toBe(false);

    // Others cannot read the files or the messages.
    expect((await other.collection('messages').getList(1, 50, { filter: `issue = "${issue.id}"` })).totalItems).toBe(0);
    expect(await statusOf(other.collection('messages').create({ issue: issue.id, author: userId(other), text: 'intrusion' }))).toBe(400);
  });

  it('status: owner and admins; solved reopens on a new message; closed refuses messages', async () => {
    const issue = await athlete.collection('issues').create({ title: 'Flow', owner: userId(athlete) });
    expect(await statusOf(other.collection('issues').update(issue.id, { status: 'solved' }))).toBe(404);
    await admin.collection('issues').update(issue.id, { status: 'solved' });
    await athlete.collection('messages').create({ issue: issue.id, author: userId(athlete), text: 'Not yet solved' });
    expect((await su.collection('issues').getOne(issue.id)).status).toBe('open');
    await athlete.collection('issues').update(issue.id, { status: 'closed' });
    const err = await errorOf(athlete.collection('messages').create({ issue: issue.id, author: userId(athlete), text: 'hello?' }));
    expect(err.data.issue?.code).toBe('issue_closed');
    expect((await errorOf(athlete.collection('issues').update(issue.id, { status: 'solved' }))).data.status?.code).toBe('issue_status_transition');
    await athlete.collection('issues').update(issue.id, { status: 'open' });
    expect(await statusOf(athlete.collection('issues').update(issue.id, { subscribers: [userId(athlete)] }))).toBe(403);
  });

  it('20 simultaneous messages are all stored and all notified', async () => {
    const issue = await athlete.collection('issues').create({ title: 'Burst', owner: userId(athlete) });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => athlete.collection('messages').create({ issue: issue.id, author: userId(athlete), text: `m${i}` })),
    );
    expect((await su.collection('messages').getList(1, 1, { filter: `issue = "${issue.id}"` })).totalItems).toBe(20);
    expect((await su.collection('message_notifications').getList(1, 1, { filter: `issue = "${issue.id}"` })).totalItems).toBe(40);
  });
});

describe('impersonation', () => {
  const impersonate = (pb: PocketBase, id: string) => pb.send(`/api/custom/impersonate/${id}`, { method: 'GET', query: { reason: 'support' } });

  it('only an authenticated admin, never for admins or unknown ids', async () => {
    expect(await statusOf(impersonate(anonymous(server.url), userId(athlete)))).toBe(401);
    expect(await statusOf(impersonate(athlete, userId(other)))).toBe(403);
    expect(await statusOf(impersonate(organizer, userId(athlete)))).toBe(403);
    expect(await statusOf(impersonate(admin, userId(admin2)))).toBe(403);
    expect(await statusOf(impersonate(admin, 'nosuchuser12345'))).toBe(404);
    const superuserId = su.authStore.record!.id;
    expect(await statusOf(impersonate(admin, superuserId))).toBe(404);
  });

  it('the token works as the target, refreshes as itself, and the audit names both', async () => {
    const res = (await impersonate(admin, userId(athlete))) as { token: string; record: { id: string } };
    expect(res.record.id).toBe(userId(athlete));
    const as = new PocketBase(server.url);
    as.autoCancellation(false);
    as.authStore.save(res.token, res.record as never);
    await as.collection('users').authRefresh();
    expect(as.authStore.record?.id).toBe(userId(athlete));
    // Not refreshable: the refresh keeps the same token (and with it the admin behind it).
    expect(as.authStore.token).toBe(res.token);
    const created = await createAthlete(as);
    expect(created.owner).toBe(userId(athlete));
    // The impersonated session cannot impersonate further, even if the target were an admin.
    expect(await statusOf(impersonate(as, userId(other)))).toBe(403);
    await as.send('/api/custom/impersonate/stop', { method: 'POST' });

    const rows = await admin.collection('audit').getFullList({ filter: `record = "${created.id}" || (event ~ "impersonate" && user = "${userId(athlete)}")` });
    const create = rows.find((r) => r.event === 'create')!;
    expect(create.user).toBe(userId(athlete));
    expect(create.impersonator).toBe(userId(admin));
    expect(rows.some((r) => r.event === 'impersonate_start' && r.impersonator === userId(admin))).toBe(true);
    expect(rows.some((r) => r.event === 'impersonate_stop')).toBe(true);
  });

  it('the token expires: a forged or tampered token is refused', async () => {
    const res = (await impersonate(admin, userId(other))) as { token: string };
    const [h, p, s] = res.token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    expect(payload.exp - Date.now() / 1000).toBeLessThanOrEqual(2 * 3600);
    expect(payload.refreshable).toBe(false);
    payload.id = userId(admin);
    const forged = `${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${s}`;
    const pb = new PocketBase(server.url);
    pb.authStore.save(forged, null);
    expect(await statusOf(pb.collection('users').authRefresh())).toBe(401);
  });
});

describe('users administration', () => {
  it('organizers and commissioners list only themselves and organizers, without e-mails; admins list all', async () => {
    const commissioner = await actor(server.url, 'commissioner');
    for (const pb of [organizer, commissioner]) {
      const rows = await pb.collection('users').getFullList();
      expect(rows.every((u) => u.id === userId(pb) || u.role === 'organizer')).toBe(true);
      expect(rows.some((u) => u.id === userId(athlete))).toBe(false);
      expect(rows.filter((u) => u.id !== userId(pb)).every((u) => !u.email)).toBe(true);
    }
    const all = await admin.collection('users').getFullList({ filter: `id = "${userId(athlete)}"` });
    expect(all[0]!.email).toContain('@');
  });

  it('only admins change roles, and the change is audited', async () => {
    const target = await actor(server.url, 'athlete');
    for (const pb of [target, organizer]) {
      await pb.collection('users').update(userId(target), { role: 'admin' }).catch(() => undefined);
    }
    expect((await su.collection('users').getOne(userId(target))).role).toBe('athlete');
    await admin.collection('users').update(userId(target), { role: 'commissioner' });
    expect((await su.collection('users').getOne(userId(target))).role).toBe('commissioner');
    const row = await admin.collection('audit').getFirstListItem(`event = "update" && record = "${userId(target)}"`, { sort: '-created' });
    expect(row.user).toBe(userId(admin));
    expect((row.data as Record<string, unknown>).role).toEqual(['athlete', 'commissioner']);
  });

  it('impersonation errors say why; stopping a normal session is refused', async () => {
    const impersonate = (pb: PocketBase, id: string) => pb.send(`/api/custom/impersonate/${id}`, { method: 'GET', query: { reason: 'support' } });
    expect((await errorOf(impersonate(organizer, userId(athlete)))).message).toMatch(/only admins/i);
    expect((await errorOf(impersonate(admin, userId(admin2)))).message).toMatch(/admins cannot/i);
    expect((await errorOf(impersonate(admin, 'nosuchuser12345'))).message).toMatch(/no user/i);
    expect(await statusOf(admin.send('/api/custom/impersonate/stop', { method: 'POST' }))).toBe(400);
  });
});

describe('audit', () => {
  it('logins, creates, updates and deletes are recorded without secrets', async () => {
    const a = await createAthlete(athlete);
    await athlete.collection('athletes').update(a.id, { region: 'Marche' });
    await athlete.collection('athletes').delete(a.id);
    const rows = await admin.collection('audit').getFullList({ filter: `record = "${a.id}"`, sort: 'created' });
    expect(rows.map((r) => r.event)).toEqual(['create', 'update', 'delete']);
    expect((rows[1]!.data as Record<string, unknown>).region).toEqual(['Lazio', 'Marche']);
    const login = await admin.collection('audit').getFirstListItem(`event = "login" && user = "${userId(athlete)}"`);
    expect(JSON.stringify(login.data)).not.toContain('Password');
    await athlete.collection('users').update(userId(athlete), { oldPassword: 'Password-123!', password: 'Password-456!', passwordConfirm: 'Password-456!' });
    const pw = await admin.collection('audit').getFirstListItem(`event = "update" && record = "${userId(athlete)}"`, { sort: '-created' });
    expect(JSON.stringify(pw.data)).not.toContain('Password-456!');
  });

  it('nobody writes, changes or deletes audit rows through the API', async () => {
    const row = (await admin.collection('audit').getList(1, 1)).items[0]!;
    for (const pb of [athlete, organizer, admin]) {
      expect(await statusOf(pb.collection('audit').create({ event: 'forged', table: 'x' }))).toBe(403);
      expect(await statusOf(pb.collection('audit').update(row.id, { event: 'forged' }))).toBe(403);
      expect(await statusOf(pb.collection('audit').delete(row.id))).toBe(403);
    }
    expect(await statusOf(athlete.collection('audit').getOne(row.id))).toBe(404);
    expect((await organizer.collection('audit').getList()).totalItems).toBe(0);
  });
});
