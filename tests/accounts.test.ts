// Accounts against a real PocketBase and a real SMTP catcher (maildev): every server-side rule behind
// registration, login, email verification, password reset, email change and the profile, the mails
// (localized, with links to the SPA), and the 429 of the rate limits on the auth endpoints.
import { beforeAll, describe, expect, it } from 'vitest';
import PocketBase from 'pocketbase';
import { patchSettings, superuserToken, TEST_SUPERUSER, type CaughtMail, type MailCatcher } from '../scripts/lib/index.mjs';
import { waitForMailLink } from './helpers/mail';
import { anonymous, errorOf, statusOf, superuserClient, PASSWORD } from './helpers/actors';
import { stageWith } from './helpers/stage';

const stage = stageWith([], { catchMail: true });
let mail: MailCatcher;
let url: string;

beforeAll(() => {
  mail = stage.mail;
  url = stage.server.url;
});

let n = 0;
function tag(prefix = 'acc') {
  return `${prefix}${++n}${Date.now().toString(36)}`;
}

function registration(over: Record<string, unknown> = {}) {
  const t = tag();
  return { name: 'Anna Rossi', username: t, email: `${t}@example.com`, password: PASSWORD, passwordConfirm: PASSWORD, privacyAccepted: true, ...over };
}

async function register(over: Record<string, unknown> = {}) {
  const body = registration(over);
  await anonymous(url).collection('users').create(body);
  return body;
}

async function loggedIn(identity: string, password = PASSWORD): Promise<PocketBase> {
  const pb = anonymous(url);
  await pb.collection('users').authWithPassword(identity, password);
  return pb;
}

async function countUsers(filter: string): Promise<number> {
  const su = await superuserClient(url);
  return (await su.collection('users').getList(1, 1, { filter })).totalItems;
}

const since = () => Date.now() - 1000;

/** The SPA link of the newest mail to `to` after `after`, and its token; the link is on the app URL. */
async function mailLink(to: string, path: string, after: number): Promise<{ mail: CaughtMail; link: string; token: string }> {
  const found = await waitForMailLink(mail.client, to, path, { after, timeoutMs: 10_000 });
  expect(found.link.startsWith(`http://portal.test${path}`)).toBe(true);
  return found;
}

async function mailsTo(address: string, after: number): Promise<CaughtMail[]> {
  return (await mail.client.to(address)).filter((m) => new Date(m.time).getTime() >= after);
}

describe('registration: every bad input gets a field error and saves nothing', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a missing name', { name: '' }, 'name', 'validation_required'],
    ['a missing email', { email: '' }, 'email', 'validation_required'],
    ['an invalid email', { email: 'anna@' }, 'email', 'validation_is_email'],
    ['a missing username', { username: '' }, 'username', 'validation_required'],
    ['invalid username characters', { username: 'anna rossi!' }, 'username', 'username_invalid_chars'],
    ['a username shorter than 3', { username: 'ab' }, 'username', 'validation_min_text_constraint'],
    ['a password shorter than 8', { password: 'Short1', passwordConfirm: 'Short1' }, 'password', 'validation_min_text_constraint'],
    ['a missing password', { password: '', passwordConfirm: '' }, 'password', 'validation_required'],
    ['different passwords', { passwordConfirm: `${PASSWORD}x` }, 'passwordConfirm', 'validation_values_mismatch'],
    ['no privacy acceptance', { privacyAccepted: undefined }, 'privacyAccepted', 'privacy_required'],
    ['a refused privacy acceptance', { privacyAccepted: false }, 'privacyAccepted', 'privacy_required'],
  ];
  it.each(cases)('%s', async (_what, over, field, code) => {
    const body = registration(over);
    const err = await errorOf(anonymous(url).collection('users').create(body));
    expect(err.status).toBe(400);
    expect(err.data[field]?.code).toBe(code);
    expect(await countUsers(`email = "${String(body.email)}" || username = "${String(body.username)}"`)).toBe(0);
  });

  it('a username or email already in use (in any letter case)', async () => {
    const first = await register();
    for (const over of [{ username: first.username }, { username: first.username.toUpperCase() }]) {
      const err = await errorOf(anonymous(url).collection('users').create(registration(over)));
      expect(err.status).toBe(400);
      expect(err.data.username?.code).toBe('validation_not_unique');
    }
    for (const over of [{ email: first.email }, { email: first.email.toUpperCase() }]) {
      const body = registration(over);
      const err = await errorOf(anonymous(url).collection('users').create(body));
      expect(err.status).toBe(400);
      expect(err.data.email?.code).toBe('validation_not_unique');
      expect(await countUsers(`username = "${body.username}"`)).toBe(0);
    }
  });

  it('a valid registration creates an unverified athlete with the acceptance time and language, and no mail yet', async () => {
    const after = since();
    // Nobody registers as verified.
    const selfVerified = await errorOf(anonymous(url).collection('users').create(registration({ verified: true })));
    expect(selfVerified.status).toBe(400);
    expect(selfVerified.data.verified).toBeDefined();
    const body = await register({ role: 'admin', lang: 'it', privacyAcceptedAt: '2000-01-01 00:00:00.000Z' });
    const su = await superuserClient(url);
    const user = await su.collection('users').getFirstListItem(`username = "${body.username}"`);
    expect(user).toMatchObject({ role: 'athlete', verified: false, lang: 'it', email: body.email });
    expect(Date.now() - new Date(String(user.privacyAcceptedAt).replace(' ', 'T')).getTime()).toBeLessThan(60_000);
    expect(await mailsTo(body.email, after)).toHaveLength(0);
  });
});

describe('login', () => {
  it('works with the email or the username, also before verification', async () => {
    const body = await register();
    for (const identity of [body.email, body.username]) {
      const pb = await loggedIn(identity);
      expect(pb.authStore.record).toMatchObject({ username: body.username, verified: false });
    }
  });

  it('finds the email and the username whatever their letter case (addresses are stored in lower case)', async () => {
    const body = await register({ email: `${tag('Mixed.Case')}@Example.com`, username: tag('MixedUser') });
    const su = await superuserClient(url);
    expect((await su.collection('users').getFirstListItem(`username = "${body.username}"`)).email).toBe(body.email.toLowerCase());
    for (const identity of [body.email.toLowerCase(), body.email.toUpperCase(), body.username.toLowerCase()]) {
      const pb = await loggedIn(identity);
      expect(pb.authStore.record?.username).toBe(body.username);
    }
    expect(await statusOf(loggedIn(body.email.toLowerCase(), 'Wrong-password-1'))).toBe(400);
  });

  it('fails with a wrong password or an unknown identity (400, no detail about which)', async () => {
    const body = await register();
    const wrong = await errorOf(anonymous(url).collection('users').authWithPassword(body.email, 'Wrong-password-1'));
    const unknown = await errorOf(anonymous(url).collection('users').authWithPassword('nobody@example.com', PASSWORD));
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.message).toBe(unknown.message);
  });
});

describe('email verification', () => {
  it('mails a link to /auth/email-verification/{token} in the user language, with the product name', async () => {
    for (const lang of ['en', 'it'] as const) {
      const body = await register({ lang });
      const after = since();
      await anonymous(url).collection('users').requestVerification(body.email);
      const { mail: m, token } = await mailLink(body.email, '/auth/email-verification/', after);
      expect(m.subject).toContain('Kata Portal');
      expect(m.subject).toMatch(lang === 'it' ? /Verifica il tuo indirizzo/ : /Verify your e-mail/);
      expect(m.text).toContain(lang === 'it' ? 'Il team di Kata Portal' : 'The Kata Portal team');
      expect(token.split('.')).toHaveLength(3);
    }
  });

  it('the link verifies its own user only; a user cannot verify anyone by other means', async () => {
    const a = await register();
    const b = await register();
    const pbB = await loggedIn(b.email);
    const su = await superuserClient(url);
    const idA = (await su.collection('users').getFirstListItem(`username = "${a.username}"`)).id;
    const idB = pbB.authStore.record!.id;

    // Not by writing the flag, on themselves or on somebody else.
    expect(await statusOf(pbB.collection('users').update(idB, { verified: true }))).toBe(400);
    expect(await statusOf(pbB.collection('users').update(idA, { verified: true }))).toBe(404);

    // Asking a mail for A's address sends it to A, never to B.
    const after = since();
    await pbB.collection('users').requestVerification(a.email);
    const { token: tokenA } = await mailLink(a.email, '/auth/email-verification/', after);
    expect(await mailsTo(b.email, after)).toHaveLength(0);

    // B's own token verifies B and nobody else; a token re-signed for A is refused.
    const after2 = since();
    await pbB.collection('users').requestVerification(b.email);
    const { token: tokenB } = await mailLink(b.email, '/auth/email-verification/', after2);
    const [head, payload, sig] = tokenB.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, id: idA, email: a.email })).toString('base64url')}.${sig}`;
    const refused = await errorOf(anonymous(url).collection('users').confirmVerification(forged));
    expect(refused.status).toBe(400);
    expect(refused.data.token).toBeDefined();
    expect((await su.collection('users').getOne(idA)).verified).toBe(false);

    await anonymous(url).collection('users').confirmVerification(tokenB);
    expect((await su.collection('users').getOne(idB)).verified).toBe(true);
    expect((await su.collection('users').getOne(idA)).verified).toBe(false);

    await anonymous(url).collection('users').confirmVerification(tokenA);
    expect((await su.collection('users').getOne(idA)).verified).toBe(true);
  });

  it('a wrong or malformed link fails with a 400', async () => {
    for (const token of ['not-a-token', 'a.b.c']) {
      const err = await errorOf(anonymous(url).collection('users').confirmVerification(token));
      expect(err.status).toBe(400);
      expect(err.data.token).toBeDefined();
    }
  });
});

describe('password reset', () => {
  it('answers the same for an existing and an unknown address; only the existing one gets a mail', async () => {
    const body = await register({ lang: 'it' });
    const after = since();
    expect(await statusOf(anonymous(url).collection('users').requestPasswordReset(body.email))).toBe(200);
    expect(await statusOf(anonymous(url).collection('users').requestPasswordReset('nobody-here@example.com'))).toBe(200);
    const { mail: m } = await mailLink(body.email, '/auth/password-reset/', after);
    expect(m.subject).toMatch(/\[Kata Portal\] Reimposta la password/);
    expect(await mailsTo('nobody-here@example.com', after)).toHaveLength(0);
  });

  it('needs a valid email address', async () => {
    for (const [email, code] of [
      ['', 'validation_required'],
      ['not-an-address', 'validation_is_email'],
    ]) {
      const err = await errorOf(anonymous(url).collection('users').requestPasswordReset(email!));
      expect(err.status).toBe(400);
      expect(err.data.email?.code).toBe(code);
    }
  });

  it('needs two equal, long enough passwords; the token works once and ends the old sessions', async () => {
    const body = await register();
    const session = await loggedIn(body.email);
    const after = since();
    await anonymous(url).collection('users').requestPasswordReset(body.email);
    const { token } = await mailLink(body.email, '/auth/password-reset/', after);
    const users = anonymous(url).collection('users');

    const mismatch = await errorOf(users.confirmPasswordReset(token, 'New-password-123', 'New-password-124'));
    expect(mismatch.status).toBe(400);
    expect(mismatch.data.passwordConfirm?.code).toBe('validation_values_mismatch');
    const short = await errorOf(users.confirmPasswordReset(token, 'Short1', 'Short1'));
    expect(short.status).toBe(400);
    expect(short.data.password?.code).toBe('validation_length_out_of_range');
    // Nothing changed so far.
    await loggedIn(body.email, PASSWORD);

    await users.confirmPasswordReset(token, 'New-password-123', 'New-password-123');
    expect(await statusOf(loggedIn(body.email, PASSWORD))).toBe(400);
    await loggedIn(body.username, 'New-password-123');
    // The token of the earlier session no longer works.
    expect(await statusOf(session.collection('users').authRefresh())).toBe(401);

    const reused = await errorOf(users.confirmPasswordReset(token, 'Other-password-123', 'Other-password-123'));
    expect(reused.status).toBe(400);
    expect(reused.data.token?.code).toBe('validation_invalid_token');
    await loggedIn(body.username, 'New-password-123');
  });
});

describe('email change', () => {
  it('needs a login and a valid address that nobody else uses (in any letter case)', async () => {
    const other = await register();
    const body = await register();
    const pb = await loggedIn(body.email);
    expect(await statusOf(anonymous(url).collection('users').requestEmailChange('free@example.com'))).toBe(401);
    for (const [newEmail, code] of [
      ['not-an-address', 'validation_is_email'],
      ['', 'validation_required'],
      [other.email, 'validation_invalid_new_email'],
      [other.email.toUpperCase(), 'validation_invalid_new_email'],
    ] as const) {
      const err = await errorOf(pb.collection('users').requestEmailChange(newEmail));
      expect(err.status, newEmail).toBe(400);
      expect(err.data.newEmail?.code, newEmail).toBe(code);
    }
  });

  it('mails the new address; the link needs the password, works once, and changes the address', async () => {
    const body = await register({ lang: 'it' });
    const pb = await loggedIn(body.email);
    const newEmail = `${tag('new')}@example.com`;
    const after = since();
    await pb.collection('users').requestEmailChange(newEmail.replace('new', 'New'));
    const { mail: m, token } = await mailLink(newEmail, '/auth/email-change/', after);
    expect(m.subject).toMatch(/\[Kata Portal\] Conferma il nuovo indirizzo/);
    expect(await mailsTo(body.email, after)).toHaveLength(0);

    // Another user's password does not confirm it.
    const intruder = await register({ password: 'Intruder-pass-1', passwordConfirm: 'Intruder-pass-1' });
    const wrong = await errorOf(anonymous(url).collection('users').confirmEmailChange(token, intruder.password));
    expect(wrong.status).toBe(400);
    expect(wrong.data.password?.code).toBe('validation_invalid_password');
    expect(await countUsers(`email = "${newEmail}"`)).toBe(0);

    await anonymous(url).collection('users').confirmEmailChange(token, PASSWORD);
    const moved = await loggedIn(newEmail);
    expect(moved.authStore.record).toMatchObject({ username: body.username, email: newEmail, verified: true });
    expect(await statusOf(loggedIn(body.email))).toBe(400);

    const reused = await errorOf(anonymous(url).collection('users').confirmEmailChange(token, PASSWORD));
    expect(reused.status).toBe(400);
    expect(reused.data.token).toBeDefined();
  });

  it('a confirmation fails when the address was taken (in another case) after the request', async () => {
    const body = await register();
    const pb = await loggedIn(body.email);
    const wanted = `${tag('race')}@example.com`;
    const after = since();
    await pb.collection('users').requestEmailChange(wanted);
    const { token } = await mailLink(wanted, '/auth/email-change/', after);
    await register({ email: wanted.toUpperCase() });
    const err = await errorOf(anonymous(url).collection('users').confirmEmailChange(token, PASSWORD));
    expect(err.status).toBe(400);
    expect(await countUsers(`email = "${wanted}"`)).toBe(1);
    expect((await loggedIn(body.email)).authStore.record?.email).toBe(body.email);
  });
});

describe('profile', () => {
  it('name, username and language are saved with field errors for bad values', async () => {
    const taken = await register();
    const body = await register();
    const pb = await loggedIn(body.email);
    const id = pb.authStore.record!.id;
    const users = pb.collection('users');
    const saved = await users.update(id, { name: 'Anna Bianchi', username: `${body.username}.b`, lang: 'it' });
    expect(saved).toMatchObject({ name: 'Anna Bianchi', username: `${body.username}.b`, lang: 'it' });
    const bad: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'validation_required'],
      [{ username: 'no spaces' }, 'username', 'username_invalid_chars'],
      [{ username: taken.username.toUpperCase() }, 'username', 'validation_not_unique'],
      [{ lang: 'fr' }, 'lang', 'validation_invalid_value'],
    ];
    for (const [data, field, code] of bad) {
      const err = await errorOf(users.update(id, data));
      expect(err.status).toBe(400);
      expect(err.data[field]?.code).toBe(code);
    }
    expect(await users.getOne(id)).toMatchObject({ name: 'Anna Bianchi', username: `${body.username}.b`, lang: 'it' });
  });

  it('the password changes only with the old one, and the old sessions end', async () => {
    const body = await register();
    const pb = await loggedIn(body.email);
    const id = pb.authStore.record!.id;
    const missing = await errorOf(pb.collection('users').update(id, { password: 'New-password-123', passwordConfirm: 'New-password-123' }));
    expect(missing.data.oldPassword?.code).toBe('validation_required');
    const wrong = await errorOf(pb.collection('users').update(id, { oldPassword: 'Wrong-1234', password: 'New-password-123', passwordConfirm: 'New-password-123' }));
    expect(wrong.data.oldPassword?.code).toBe('validation_invalid_old_password');
    const mismatch = await errorOf(pb.collection('users').update(id, { oldPassword: PASSWORD, password: 'New-password-123', passwordConfirm: 'New-password-124' }));
    expect(mismatch.data.passwordConfirm?.code).toBe('validation_values_mismatch');
    await loggedIn(body.email, PASSWORD);

    await pb.collection('users').update(id, { oldPassword: PASSWORD, password: 'New-password-123', passwordConfirm: 'New-password-123' });
    expect(await statusOf(pb.collection('users').authRefresh())).toBe(401);
    await loggedIn(body.email, 'New-password-123');
  });

  it('a user created by an admin has not accepted the privacy policy until they do it themselves', async () => {
    const su = await superuserClient(url);
    const t = tag('byadmin');
    const created = await su.collection('users').create({ email: `${t}@example.com`, username: t, name: 'By Admin', password: PASSWORD, passwordConfirm: PASSWORD, role: 'athlete', verified: true });
    expect(created.privacyAcceptedAt).toBe('');
    const pb = await loggedIn(t);
    // The acceptance time is the server's: a client cannot write one.
    await pb.collection('users').update(created.id, { privacyAcceptedAt: '2000-01-01 00:00:00.000Z' });
    expect((await su.collection('users').getOne(created.id)).privacyAcceptedAt).toBe('');
    const accepted = await pb.collection('users').update(created.id, { privacyAccepted: true });
    expect(Date.now() - new Date(String(accepted.privacyAcceptedAt).replace(' ', 'T')).getTime()).toBeLessThan(60_000);
  });
});

// Last: turns PocketBase's rate limits on for this server (the migration's rules).
describe('rate limits on the auth endpoints', () => {
  let session: PocketBase;
  beforeAll(async () => {
    // A session from before, for the email-change requests (logins will be limited too).
    session = await loggedIn((await register()).email);
    await patchSettings(url, await superuserToken(url, TEST_SUPERUSER.email, TEST_SUPERUSER.password), { rateLimits: { enabled: true } });
  });

  async function statuses(times: number, call: () => Promise<unknown>): Promise<number[]> {
    const out: number[] = [];
    for (let i = 0; i < times; i++) out.push(await statusOf(call()));
    return out;
  }

  it('password logins: 400 for wrong passwords, then 429 (never a 5xx)', async () => {
    const body = await register();
    const out = await statuses(33, () => anonymous(url).collection('users').authWithPassword(body.email, 'Wrong-password-1'));
    expect(out.every((s) => s === 400 || s === 429)).toBe(true);
    expect(out.slice(-2)).toEqual([429, 429]);
    // Even the right password waits for the window to pass.
    expect(await statusOf(anonymous(url).collection('users').authWithPassword(body.email, PASSWORD))).toBe(429);
  });

  it('reset, verification and email-change requests: 429 after 5 a minute', async () => {
    const change = await statuses(7, () => session.collection('users').requestEmailChange(`${tag('moved')}@example.com`));
    expect(change).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const body = await register();
    const reset = await statuses(7, () => anonymous(url).collection('users').requestPasswordReset(body.email));
    expect(reset.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(reset.slice(5)).toEqual([429, 429]);
    const verify = await statuses(7, () => anonymous(url).collection('users').requestVerification(body.email));
    expect(verify.slice(5)).toEqual([429, 429]);
    expect(verify.every((s) => s === 200 || s === 429)).toBe(true);
  });
});
