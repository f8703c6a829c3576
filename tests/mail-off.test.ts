// With no SMTP server, mail is really off: nothing reaches sendmail, the account link is printed on
// the console on purpose, and the SPA can ask whether mail is on.
import PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { stageWith } from './helpers/stage';

const stage = stageWith([]);

describe('mail off (no SMTP_HOST)', () => {
  it('the public settings say so, with the public URL tablets are sent to', async () => {
    const res = await fetch(`${stage.server.url}/api/custom/settings`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { mail: boolean; appURL: string };
    expect(body.mail).toBe(false);
    expect(Object.keys(body).sort()).toEqual(['appURL', 'mail']);
    expect(typeof body.appURL).toBe('string');
  });

  it('a verification request sends nothing and prints its link on the console', async () => {
    const pb = new PocketBase(stage.server.url);
    const email = `mailoff${Date.now()}@test.local`;
    await pb.collection('users').create({ email, username: `mailoff${Date.now()}`, name: 'Mail Off', password: 'Password-123!', passwordConfirm: 'Password-123!', privacyAccepted: true });
    await pb.collection('users').requestVerification(email);
    await expect.poll(() => stage.server.output(), { timeout: 10_000 }).toMatch(new RegExp(`\\[mail off\\] not sent: .* to ${email}\\n\\[mail off\\] its link: \\S+/auth/email-verification/\\S+`));
    expect(stage.server.output()).not.toMatch(/sendmail/i);
  });
});
