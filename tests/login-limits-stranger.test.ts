// Nobody is locked out by a stranger: failed logins slow down the pair (account, source) that failed,
// and an account's budget of failures across all sources bounds the guesses. The source is the client
// IP behind the trusted proxy header (X-Forwarded-For here, as behind the production reverse proxy);
// LOGIN_DELAY_UNIT_MS shortens the delays' unit so that no test waits for real seconds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patchSettings } from '../scripts/lib/index.mjs';
import { actor, PASSWORD, superuserClient } from './helpers/actors';
import { day, post } from './helpers/judges';
import { startPocketBase, superuserToken, SUPERUSER, type TestServer } from './helpers/server';

const UNIT_MS = 20;
let server: TestServer;

beforeAll(async () => {
  server = await startPocketBase({
    rateLimits: true,
    env: { LOGIN_DELAY_UNIT_MS: String(UNIT_MS) },
  });
  await patchSettings(server.url, await superuserToken(server.url), { trustedProxy: { headers: ['X-Forwarded-For'], useLeftmostIP: false } });
}, 60_000);
afterAll(async () => server?.stop());

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Answer {
  status: number;
  body: { data?: Record<string, { code: string; params?: { seconds?: number } }> };
}

async function login(identity: string, password: string, ip: string, collection = 'users'): Promise<Answer> {
  const res = await fetch(`${server.url}/api/collections/${collection}/auth-with-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify({ identity, password }),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

let n = 0;
async function users(count: number): Promise<string[]> {
  const su = await superuserClient(server.url);
  const emails = Array.from({ length: count }, () => `l${++n}${Date.now().toString(36)}@example.com`);
  for (let i = 0; i < emails.length; i += 50) {
    const batch = su.createBatch();
    for (const email of emails.slice(i, i + 50)) {
      const tag = email.split('@')[0];
      batch.collection('users').create({ email, username: tag, name: tag, password: PASSWORD, passwordConfirm: PASSWORD, role: 'athlete', verified: true, privacyAcceptedAt: new Date().toISOString() });
    }
    await batch.send();
  }
  return emails;
}

/** Fails `times` times from `ip`, waiting out each delay (a few UNIT_MS) in between. */
async function fail(email: string, ip: string, times: number) {
  for (let i = 0; i < times; i++) {
    for (;;) {
      const a = await login(email, `wrong-${i}`, ip);
      if (a.status === 400) break;
      expect(a.status).toBe(429);
      await pause(2 * UNIT_MS);
    }
  }
}

describe('failed logins slow down the source that failed, not the account', () => {
  it('two failures are free; then k failures make the next try from that source wait 2^k units, with a localized field error', async () => {
    const [email] = await users(1);
    for (let i = 0; i < 3; i++) expect((await login(email!, 'wrong', '10.1.0.1')).status).toBe(400);
    const slowed = await login(email!, PASSWORD, '10.1.0.1');
    expect(slowed.status).toBe(429);
    expect(slowed.body.data?.password?.code).toBe('login_slow_down');
    expect(slowed.body.data?.password?.params?.seconds).toBeGreaterThanOrEqual(1);
    await pause(8 * UNIT_MS + 20);
    expect((await login(email!, PASSWORD, '10.1.0.1')).status).toBe(200);
  });

  it("an attacker's failures from one source do not stop the victim logging in from another", async () => {
    const [victim] = await users(1);
    await fail(victim!, '198.51.100.7', 6);
    expect((await login(victim!, PASSWORD, '198.51.100.7')).status).toBe(429);
    expect((await login(victim!, PASSWORD, '10.2.0.1')).status).toBe(200);
  }, 120_000);

  it('a hall of 300 people behind one IP, 20 of whom mistype, all log in', async () => {
    const emails = await users(300);
    const hall = '203.0.113.10';
    const typos = emails.slice(0, 20);
    for (const email of typos) expect((await login(email, 'mistyped', hall)).status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < emails.length; i += 20) {
      statuses.push(...(await Promise.all(emails.slice(i, i + 20).map(async (e) => (await login(e, PASSWORD, hall)).status))));
    }
    expect(statuses).toEqual(emails.map(() => 200));
  }, 240_000);

  it('a brute force from many sources gets at most 100 guesses an hour on one account; a password reset unlocks it', async () => {
    const [victim] = await users(1);
    // 50 sources, 2 failures each: 100 failures, the account's budget for the hour.
    for (let s = 0; s < 50; s += 10) await Promise.all(Array.from({ length: 10 }, (_, i) => fail(victim!, `192.0.2.${s + i + 1}`, 2)));
    const guess = await login(victim!, 'wrong-101', '192.0.2.200');
    expect(guess.status).toBe(429);
    expect(guess.body.data?.password?.code).toBe('login_slow_down');
    // The hour is the wait (in real seconds: the budget's window is not shortened).
    expect(guess.body.data?.password?.params?.seconds).toBeGreaterThan(3000);
    expect((await login(victim!, PASSWORD, '192.0.2.201')).status).toBe(429);

    // The owner resets the password (mail is off on this server: PocketBase prints the link).
    const reset = await fetch(`${server.url}/api/collections/users/request-password-reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: victim }),
    });
    expect(reset.status).toBe(204);
    let token = '';
    for (let i = 0; i < 100 && !token; i++) {
      const mailed = [...server.output().matchAll(/\[mail off\] not sent: "[^"]*" to (\S+)\n\[mail off\] its link: \S*\/auth\/password-reset\/(\S+)/g)].filter((m) => m[1] === victim);
      token = decodeURIComponent(mailed.at(-1)?.[2] ?? '');
      if (!token) await pause(100);
    }
    const confirm = await fetch(`${server.url}/api/collections/users/confirm-password-reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, password: 'New-password-123', passwordConfirm: 'New-password-123' }),
    });
    expect(confirm.status).toBe(204);
    // Every source is free again, even one of the attacker's.
    expect((await login(victim!, 'New-password-123', '192.0.2.1')).status).toBe(200);
    // Well under a minute: each attempt takes back its own in-flight row, so the 100 failures are the
    // only thing that fills the budget (a leaked row held it for a minute, when in-flight rows expire).
  }, 30_000);

  it('the superuser login is slowed down too', async () => {
    for (let i = 0; i < 3; i++) expect((await login(SUPERUSER.email, 'wrong', '10.9.0.1', '_superusers')).status).toBe(400);
    const slowed = await login(SUPERUSER.email, SUPERUSER.password, '10.9.0.1', '_superusers');
    expect(slowed.status).toBe(429);
    expect(slowed.body.data?.password?.code).toBe('login_slow_down');
    expect((await login(SUPERUSER.email, SUPERUSER.password, '10.9.0.2', '_superusers')).status).toBe(200);
  });
});

describe('seat codes: one device does not lock the hall', () => {
  const seatAuth = async (code: string, device: string, ip: string) => {
    const res = await fetch(`${server.url}/api/custom/seats/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify({ code, device }),
    });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  };

  it("one tablet's wrong codes slow that tablet down, the others behind the same IP open their seats", async () => {
    const [su, organizer, commissioner, athlete] = await Promise.all([superuserClient(server.url), actor(server.url, 'organizer'), actor(server.url, 'commissioner'), actor(server.url, 'athlete')]);
    const d = await day({ su, organizer, commissioner, athlete }, 1, 5);
    const hall = '203.0.113.77';
    // The stuck tablet: 120 tries of a dead code, as fast as the server lets it.
    let wrong = 0;
    let slowed = 0;
    for (let i = 0; i < 120; i++) {
      const a = await seatAuth('ZZZZZ222', 'stuck-tablet', hall);
      if (a.status === 400) wrong++;
      else {
        expect([a.status, a.body.data?.code?.code]).toEqual([429, 'seat_code_slow_down']);
        slowed++;
      }
    }
    expect(wrong).toBeLessThan(12);
    expect(slowed).toBeGreaterThan(0);
    for (const seat of d.seats) {
      const { code } = await post(organizer, `/api/custom/seats/${seat.id}/code`);
      expect((await seatAuth(code as string, `tablet-${seat.seat}`, hall)).status).toBe(200);
    }
  }, 120_000);
});
