// Notification mails are coalesced per record and recipient: 40 parallel note saves of one
// enrolment mail its organizer once, then one digest when the window has passed (20 s here instead
// of 10 minutes: far longer than a burst takes on a loaded machine, so every save of the burst falls
// in the window of the first mail; the `mail_digests` cron is run through PocketBase's crons API
// instead of waiting for the minute). Note and message writes have their own per-account limits, and batch
// sub-requests count against the same limits.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { MailCatcher } from '../scripts/lib/index.mjs';
import { waitForMailCount } from './helpers/mail';
import { actor, userId } from './helpers/actors';
import type { TestServer } from './helpers/server';
import { stageWith } from './helpers/stage';
import { createCompetition, createCouple } from './helpers/fixtures';

// The window: long enough for a burst of parallel saves on a busy machine (a second or two).
const stage = stageWith([], { catchMail: true, env: { MAIL_COALESCE_SECONDS: '12' } });
let mail: MailCatcher;
let server: TestServer;
let su: PocketBase;

beforeAll(() => {
  ({ mail, server, su } = stage);
});

const emailOf = (pb: PocketBase) => String(pb.authStore.record?.email);

/** Runs the digest cron until `n` mails reached `to` (the window must pass first). */
function digestUntil(to: PocketBase, n: number, timeoutMs = 60_000) {
  return waitForMailCount(mail.client, emailOf(to), n, { timeoutMs, intervalMs: 1000, beforeEach: () => su.crons.run('mail_digests') });
}

async function batch(pb: PocketBase, requests: { method: string; url: string; body?: Record<string, unknown> }[]) {
  return fetch(`${server.url}/api/batch`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: pb.authStore.token },
    body: JSON.stringify({ requests }),
  });
}

// The waits for the window run side by side (each test has its own users): one window, not two.
describe.concurrent('enrolment notes and issue messages', () => {
  it('40 parallel note saves: 10 pass the limit, the organizer gets one mail, then one digest', async () => {
    const owner = await actor(server.url, 'athlete', 'Flo Oder');
    const organizer = await actor(server.url, 'organizer');
    const comp = await createCompetition(su, userId(organizer));
    const couple = await createCouple(owner);
    const e = await owner.collection('enrolments').create({ competition: comp.id, couple: couple.id, owner: userId(owner) });

    const results = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => owner.collection('enrolments').update(e.id, { notes: `note ${i} http://spam.example` })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.map((r) => (r.reason as { status: number }).status)).toEqual(refused.map(() => 429));

    const mails = await digestUntil(organizer, 2);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.html).toContain('9 changes since the last mail.');
    // No further digest: nothing happened since.
    await su.crons.run('mail_digests');
    expect(await mail.client.to(emailOf(organizer))).toHaveLength(2);
  }, 120_000);

  it('batch sub-requests count against the same note limit', async () => {
    const owner = await actor(server.url, 'athlete');
    const organizer = await actor(server.url, 'organizer');
    const comp = await createCompetition(su, userId(organizer));
    const couple = await createCouple(owner);
    const e = await owner.collection('enrolments').create({ competition: comp.id, couple: couple.id, owner: userId(owner) });
    const save = (i: number) => ({ method: 'PATCH', url: `/api/collections/enrolments/records/${e.id}`, body: { notes: `batch ${i}` } });
    // Over the limit in one batch: refused as a whole, nothing saved, nothing counted.
    const over = await batch(owner, Array.from({ length: 11 }, (_, i) => save(i)));
    expect(over.status).toBe(400);
    expect(JSON.stringify(await over.json())).toContain('rate_limited_notes');
    expect((await su.collection('enrolments').getOne(e.id)).notes).toBe('');
    // 6 in a batch and 4 single saves use the 10; the next one, single or batched, is refused.
    expect((await batch(owner, Array.from({ length: 6 }, (_, i) => save(i)))).status).toBe(200);
    for (let i = 0; i < 4; i++) await owner.collection('enrolments').update(e.id, { notes: `single ${i}` });
    expect((await batch(owner, [save(99)])).status).toBe(400);
    await expect(owner.collection('enrolments').update(e.id, { notes: 'one more' })).rejects.toMatchObject({ status: 429 });
    expect((await su.collection('enrolments').getOne(e.id)).notes).toBe('single 3');
  });

  it('issue messages: a burst of messages mails each admin once, then one digest', async () => {
    const athlete = await actor(server.url, 'athlete', 'Chatty Cathy');
    const admin = await actor(server.url, 'admin');
    const issue = await athlete.collection('issues').create({ title: 'Burst', owner: userId(athlete) });
    await Promise.all(Array.from({ length: 12 }, (_, i) => athlete.collection('messages').create({ issue: issue.id, author: userId(athlete), text: `message ${i}` })));
    const mails = await digestUntil(admin, 2);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.html).toContain('11 new messages in the issue <strong>Burst</strong>');
    // In-app notifications stay one per message.
    expect((await su.collection('message_notifications').getFullList({ filter: `issue = "${issue.id}" && user = "${userId(admin)}"` })).length).toBe(12);
  }, 120_000);
});
