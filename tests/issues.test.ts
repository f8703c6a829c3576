// Support issues against a real PocketBase and a real SMTP catcher: what each role sees (issues,
// messages, protected attachments), subscribers added by an admin, admins who join later, the
// realtime events behind the menu badge, "mark read" scoped to the caller, and the localized mail
// with the link to the thread. (Basics — empty message, 10 files, status flow — in issues-admin.test.ts.)
import { beforeAll, describe, expect, it } from 'vitest';
import PocketBase from 'pocketbase';
import { linksOf, type MailCatcher } from '../scripts/lib/index.mjs';
import { actor, anonymous, statusOf, userId } from './helpers/actors';
import { stageWith } from './helpers/stage';
import { subscribeRealtime } from './helpers/realtime';

const stage = stageWith([['athlete', 'Anna Atleta'], 'athlete', 'organizer', ['admin', 'Ada Admin']], { catchMail: true });
let mail: MailCatcher;
let url: string;
let athlete: PocketBase, other: PocketBase, organizer: PocketBase, admin: PocketBase, su: PocketBase;

beforeAll(async () => {
  ({ mail, su } = stage);
  url = stage.server.url;
  [athlete, other, organizer, admin] = stage.actors;
  await su.collection('users').update(userId(athlete), { lang: 'it' });
  await su.collection('users').update(userId(admin), { lang: 'en' });
});

const emailOf = (pb: PocketBase) => (pb.authStore.record as unknown as { email: string }).email;

async function fileStatus(pb: PocketBase | null, msg: { collectionId: string; id: string }, file: string): Promise<number> {
  const token = pb ? await pb.files.getToken() : '';
  const res = await fetch(`${url}/api/files/${msg.collectionId}/${msg.id}/${file}${token ? `?token=${token}` : ''}`);
  return res.status;
}

function withFiles(issue: string, author: string, text: string, names: string[]): FormData {
  const body = new FormData();
  body.append('issue', issue);
  body.append('author', author);
  body.append('text', text);
  for (const n of names) body.append('attachments', new File([`content of ${n}`], n, { type: 'text/plain' }));
  return body;
}

describe('visibility per role', () => {
  it('issues, messages and attachments: the subscribers and admins only; files need a token', async () => {
    const issue = await athlete.collection('issues').create({ title: 'Receipt', owner: userId(athlete) });
    const msg = await athlete.collection('messages').create(withFiles(issue.id, userId(athlete), 'Two files', ['a.txt', 'b.txt']));
    const file = msg.attachments[0] as string;

    for (const pb of [athlete, admin]) {
      expect(await statusOf(pb.collection('issues').getOne(issue.id))).toBe(200);
      expect(await statusOf(pb.collection('messages').getOne(msg.id))).toBe(200);
      expect(await fileStatus(pb, msg, file)).toBe(200);
    }
    for (const pb of [other, organizer]) {
      expect(await statusOf(pb.collection('issues').getOne(issue.id))).toBe(404);
      expect(await statusOf(pb.collection('messages').getOne(msg.id))).toBe(404);
      expect((await pb.collection('messages').getList(1, 10, { filter: `issue = "${issue.id}"` })).totalItems).toBe(0);
      expect(await fileStatus(pb, msg, file)).toBe(404);
    }
    expect(await fileStatus(null, msg, file)).toBe(404);
    expect(await statusOf(anonymous(url).collection('messages').getOne(msg.id))).toBe(404);
    // Messages are never edited nor deleted through the API, not even by their author.
    expect(await statusOf(athlete.collection('messages').update(msg.id, { text: 'changed' }))).toBe(403);
    expect(await statusOf(athlete.collection('messages').delete(msg.id))).toBe(403);
  });

  it('a subscriber added by an admin reads and writes, but cannot move the status or the subscribers', async () => {
    const issue = await athlete.collection('issues').create({ title: 'Competition rules', owner: userId(athlete) });
    expect(await statusOf(athlete.collection('issues').update(issue.id, { subscribers: [userId(athlete), userId(organizer)] }))).toBe(403);
    await admin.collection('issues').update(issue.id, { 'subscribers+': userId(organizer) });
    expect(await statusOf(organizer.collection('issues').getOne(issue.id))).toBe(200);
    const reply = await organizer.collection('messages').create({ issue: issue.id, author: userId(organizer), text: 'The organizer answers' });
    expect(reply.author).toBe(userId(organizer));
    const notified = await su.collection('message_notifications').getFullList({ filter: `message = "${reply.id}"` });
    expect(notified.map((n) => n.user)).toContain(userId(athlete));
    expect(notified.map((n) => n.user)).not.toContain(userId(organizer));
    expect(await statusOf(organizer.collection('issues').update(issue.id, { status: 'solved' }))).toBe(404);
    expect(await statusOf(organizer.collection('issues').update(issue.id, { 'subscribers-': userId(athlete) }))).toBe(404);
    expect((await su.collection('issues').getOne(issue.id)).status).toBe('open');
    // The owner solves; a solved issue cannot be "solved" by a stranger either.
    await athlete.collection('issues').update(issue.id, { status: 'solved' });
    expect(await statusOf(other.collection('issues').update(issue.id, { status: 'open' }))).toBe(404);
  });

  it('an admin who joins after the issue was opened sees it and is notified of the next message', async () => {
    const issue = await athlete.collection('issues').create({ title: 'Late admin', owner: userId(athlete) });
    const late = await actor(url, 'admin');
    expect(await statusOf(late.collection('issues').getOne(issue.id))).toBe(200);
    const msg = await athlete.collection('messages').create({ issue: issue.id, author: userId(athlete), text: 'Anyone?' });
    const rows = await late.collection('message_notifications').getFullList({ filter: `message = "${msg.id}"` });
    expect(rows).toHaveLength(1);
  });
});

describe('notifications', () => {
  it('realtime: each user receives only their own notification events (create, then read)', async () => {
    const issue = await athlete.collection('issues').create({ title: 'Live badge', owner: userId(athlete) });
    const adminRt = await subscribeRealtime(url, admin.authStore.token, ['message_notifications']);
    const athleteRt = await subscribeRealtime(url, athlete.authStore.token, ['message_notifications']);
    const otherRt = await subscribeRealtime(url, other.authStore.token, ['message_notifications']);
    try {
      const msg = await athlete.collection('messages').create({ issue: issue.id, author: userId(athlete), text: 'Ping' });
      await adminRt.waitFor(1);
      expect(adminRt.events[0]).toMatchObject({ action: 'create', record: { user: userId(admin), message: msg.id, read: false } });
      const res = (await admin.send(`/api/custom/issues/${issue.id}/read`, { method: 'POST' })) as { marked: number };
      expect(res.marked).toBe(1);
      await adminRt.waitFor(2);
      expect(adminRt.events[1]).toMatchObject({ action: 'update', record: { user: userId(admin), read: true } });
      // A reply reaches the author's stream; the stranger's stream stays silent throughout.
      await admin.collection('messages').create({ issue: issue.id, author: userId(admin), text: 'Pong' });
      await athleteRt.waitFor(1);
      expect(athleteRt.events.every((e) => e.record.user === userId(athlete))).toBe(true);
      expect(otherRt.events).toHaveLength(0);
    } finally {
      await Promise.all([adminRt.close(), athleteRt.close(), otherRt.close()]);
    }
  });

  it('marking read touches only my rows; nobody creates, deletes or reads another user’s notification', async () => {
    const issue = await athlete.collection('issues').create({ title: 'Read scope', owner: userId(athlete) });
    const msg = await admin.collection('messages').create({ issue: issue.id, author: userId(admin), text: 'Hello' });
    const mine = await athlete.collection('message_notifications').getFirstListItem(`message = "${msg.id}"`);
    // Someone else (even an admin) calling "read" on my issue marks nothing of mine.
    expect(((await other.send(`/api/custom/issues/${issue.id}/read`, { method: 'POST' })) as { marked: number }).marked).toBe(0);
    expect(((await admin.send(`/api/custom/issues/${issue.id}/read`, { method: 'POST' })) as { marked: number }).marked).toBe(0);
    expect((await su.collection('message_notifications').getOne(mine.id)).read).toBe(false);
    expect(await statusOf(anonymous(url).send(`/api/custom/issues/${issue.id}/read`, { method: 'POST' }))).toBe(401);
    for (const pb of [other, organizer, admin]) {
      expect(await statusOf(pb.collection('message_notifications').getOne(mine.id))).toBe(404);
      expect(await statusOf(pb.collection('message_notifications').update(mine.id, { read: true }))).toBe(404);
      expect(await statusOf(pb.collection('message_notifications').create({ user: userId(athlete), message: msg.id, issue: issue.id }))).toBe(403);
    }
    expect(await statusOf(athlete.collection('message_notifications').delete(mine.id))).toBe(403);
    expect(await statusOf(athlete.collection('message_notifications').update(mine.id, { issue: 'x' }))).toBe(403);
    await athlete.collection('message_notifications').update(mine.id, { read: true });
    expect((await su.collection('message_notifications').getOne(mine.id)).read).toBe(true);
  });
});

describe('mails', () => {
  it('every recipient but the author gets a mail in their language with a link to the thread', async () => {
    const issue = await athlete.collection('issues').create({ title: 'Mail <check>', owner: userId(athlete) });
    const after = Date.now() - 1000;
    await athlete.collection('messages').create({ issue: issue.id, author: userId(athlete), text: 'Question for the staff' });
    const toAdmin = await mail.client.waitFor({ to: emailOf(admin), after, timeoutMs: 10_000 });
    expect(toAdmin.subject).toContain('New message in "Mail <check>"');
    expect(toAdmin.html).toContain('Mail &lt;check&gt;');
    expect(linksOf(toAdmin)).toContain(`http://portal.test/reserved/issues/${issue.id}`);

    const before = Date.now() - 1000;
    await admin.collection('messages').create({ issue: issue.id, author: userId(admin), text: 'Answer from the staff' });
    const toAthlete = await mail.client.waitFor({ to: emailOf(athlete), after: before, timeoutMs: 10_000 });
    expect(toAthlete.subject).toContain('Nuovo messaggio in');
    expect(toAthlete.html).toContain('Apri la conversazione');
    expect(toAthlete.html).toContain('Answer from the staff');
    expect(linksOf(toAthlete)).toContain(`http://portal.test/reserved/issues/${issue.id}`);
    // The author of a message is not mailed about it.
    // (Matched by content, not time: maildev's clock has a 1 s resolution and the first mail may be
    // stamped after `before` on a loaded machine.)
    const own = (await mail.client.to(emailOf(admin))).filter((m) => (m.html ?? '').includes('Answer from the staff'));
    expect(own).toHaveLength(0);
  });
});
