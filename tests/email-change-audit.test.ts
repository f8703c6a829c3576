// E-mail changes leave an audit row with the old and the new address (the audit's export hides
// `email`, so these were empty diffs): a superuser's edit, and a change requested while
// impersonated and confirmed later through the mailed link (the row names the admin behind it).
// Audit rows are for admins only.
import { beforeAll, describe, expect, it } from 'vitest';
import PocketBase from 'pocketbase';
import type { MailCatcher } from '../scripts/lib/index.mjs';
import { waitForMailLink } from './helpers/mail';
import { actor, anonymous, PASSWORD, statusOf, userId } from './helpers/actors';
import type { TestServer } from './helpers/server';
import { stageWith } from './helpers/stage';

const stage = stageWith(['admin'], { catchMail: true });
let mail: MailCatcher;
let server: TestServer;
let su: PocketBase;
let admin: PocketBase;

beforeAll(() => {
  ({ mail, server, su } = stage);
  [admin] = stage.actors;
});

const emailOf = (pb: PocketBase) => (pb.authStore.record as unknown as { email: string }).email;

describe('e-mail changes in the audit trail', () => {
  it("a superuser's change: old and new address, for admins only", async () => {
    const user = await actor(server.url, 'athlete');
    const old = emailOf(user);
    const next = `moved${Date.now().toString(36)}@example.com`;
    await su.collection('users').update(userId(user), { email: next });
    const rows = await admin.collection('audit').getFullList({ filter: `table = "users" && record = "${userId(user)}" && event = "update"` });
    expect(rows.map((r) => r.data.email)).toEqual([[old, next]]);
    expect(await statusOf(user.collection('audit').getOne(rows[0]!.id))).toBe(404);
  });

  it('a change requested while impersonated and confirmed by mail names the admin', async () => {
    const user = await actor(server.url, 'athlete');
    const old = emailOf(user);
    const res = (await admin.send(`/api/custom/impersonate/${userId(user)}`, { method: 'GET', query: { reason: 'support' } })) as { token: string; record: { id: string } };
    const as = anonymous(server.url);
    as.authStore.save(res.token, res.record as never);
    const next = `imp${Date.now().toString(36)}@example.com`;
    const after = Date.now() - 1000;
    await as.collection('users').requestEmailChange(next);
    const { token } = await waitForMailLink(mail.client, next, '/auth/email-change/', { after });
    await anonymous(server.url).collection('users').confirmEmailChange(token, PASSWORD);

    const rows = await admin.collection('audit').getFullList({ filter: `record = "${userId(user)}" && event ~ "email_change"`, sort: 'created' });
    expect(rows.map((r) => [r.event, r.data.email, r.user, r.impersonator])).toEqual([
      ['email_change_request', [old, next], userId(user), userId(admin)],
      ['email_change', [old, next], userId(user), userId(admin)],
    ]);
  });
});
