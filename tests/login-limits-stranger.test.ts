// Nobody is locked out by a stranger: failed logins slow down the pair (account, source) that failed,
// and an account's budget of failures across all sources bounds the guesses. The source is the client
// IP behind the trusted proxy header (X-Forwarded-For here, as behind the production reverse proxy);
// LOGIN_DELAY_UNIT_MS shortens the delays' unit so that no test waits for real seconds.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { patchSettings } from '../scripts/lib/index.mjs';
import { actor, PASSWORD, superuserClient } from './helpers/actors';
import { day, post } from './helpers/judges';
import { superuserToken, SUPERUSER, type TestServer } from './helpers/server';
import { stageWith } from './helpers/stage';
import { waitUntil } from './helpers/wait';

/** Holds the write lock of an SQLite file from another process until released. */
async function holdWriteLock(file: string): Promise<{ release(): Promise<void> }> {
  const shell = spawn('sqlite3', [file], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  shell.stdout.on('data', (d) => (out += String(d)));
  const exited = new Promise((ok) => shell.once('exit', ok));
  shell.stdin.write(".timeout 10000\nBEGIN IMMEDIATE;\nSELECT 'held';\n");
  await waitUntil(() => out.includes('held'), { intervalMs: 20, message: 'the sqlite3 shell did not take the write lock' });
  return {
    release: async () => {
      shell.stdin.end('ROLLBACK;\n.quit\n');
      await exited;
    },
  };
}

const UNIT_MS = 20;
/** Trying again every two units until the source is let in (its longest wait here is 2^9 units). */
const LET_IN = { intervalMs: 2 * UNIT_MS, timeoutMs: 60_000 };
const stage = stageWith([], { rateLimits: true, env: { LOGIN_DELAY_UNIT_MS: String(UNIT_MS) } });
let server: TestServer;

beforeAll(async () => {
  server = stage.server;
  await patchSettings(server.url, await superuserToken(server.url), { trustedProxy: { headers: ['X-Forwarded-For'], useLeftmostIP: false } });
}, 60_000);

/** A try refused for the wait of its source (not counted: the next try may pass). */
const slowedDown = (a: Answer) => a.status === 429 && a.body.data?.password?.code !== 'login_account_locked';

interface Answer {
  status: number;
  body: { data?: Record<string, { code: string; params?: { seconds?: number } }>; otpId?: string };
  /** The cookies the answer sets, as a Cookie request header would send them back. */
  cookies: string;
}

async function call(path: string, body: unknown, ip: string, cookie = ''): Promise<Answer> {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  const cookies = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Answer['body'], cookies };
}

function login(identity: string, password: string, ip: string, collection = 'users', cookie = ''): Promise<Answer> {
  return call(`/api/collections/${collection}/auth-with-password`, { identity, password }, ip, cookie);
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

/** The tail of the last link mailed to `email` of that kind (mail is off: the server prints it). */
async function mailedLink(email: string, kind: string): Promise<string> {
  const re = new RegExp(`\\[mail off\\] not sent: "[^"]*" to (\\S+)\\n\\[mail off\\] its link: \\S*/auth/${kind}/(\\S+)`, 'g');
  const tail = await waitUntil(() => [...server.output().matchAll(re)].filter((m) => m[1] === email).at(-1)?.[2], {
    intervalMs: 100,
    message: `no ${kind} link mailed to ${email}`,
  });
  return decodeURIComponent(tail);
}

/** Fails `times` times from `ip`, waiting out each delay (a few UNIT_MS) in between; stops when the account's budget is spent. */
async function fail(email: string, ip: string, times: number, collection = 'users') {
  for (let i = 0; i < times; i++) {
    const a = await waitUntil(async () => {
      const a = await login(email, `wrong-${i}`, ip, collection);
      return slowedDown(a) ? undefined : a;
    }, LET_IN);
    if (a.body.data?.password?.code === 'login_account_locked') return;
    expect(a.status).toBe(400);
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
    // Once the wait of 2^3 units has passed, the next try is let in.
    const after = await waitUntil(async () => {
      const a = await login(email!, PASSWORD, '10.1.0.1');
      return slowedDown(a) ? undefined : a;
    }, LET_IN);
    expect(after.status).toBe(200);
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
    expect(guess.body.data?.password?.code).toBe('login_account_locked');
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
    const token = await mailedLink(victim!, 'password-reset');
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

describe('a stranger with many sources cannot lock the owner out', () => {
  it('a burst from one source gets the same three tries as a sequence', async () => {
    // The superuser's password hash has PocketBase's real cost (the test users' is cheap): ten checks
    // in parallel overlap, as they would in production.
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => login(SUPERUSER.email, `burst-${i}`, '10.20.0.1', '_superusers')));
    expect(answers.filter((a) => a.status === 400)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(7);
  });

  it('200 failures from 20 sources guess at most 100 times; the owner still signs in from a known device and through the mailed code', async () => {
    const [owner] = await users(1);
    // The owner signed in from this browser last week: it keeps the signed cookie of the account.
    const before = await login(owner!, PASSWORD, '10.30.0.1');
    expect(before.status).toBe(200);
    expect(before.cookies).toMatch(/^kd_u_\w+=\d+\.[0-9a-f]{64}$/);
    // 20 sources, each sending 10 wrong passwords in parallel bursts as fast as it is let in.
    let guesses = 0;
    const others: string[] = [];
    await Promise.all(
      Array.from({ length: 20 }, async (_, s) => {
        let tried = 0;
        await waitUntil(async () => {
          const burst = await Promise.all(Array.from({ length: 10 - tried }, (_, i) => login(owner!, `guess-${s}-${tried + i}`, `198.18.${s}.1`)));
          // Only a checked password answers 400; anything else but a 429 is an error of the limiter.
          for (const a of burst) if (a.status !== 429 && !(a.status === 400 && (a.body as { message?: string }).message === 'Failed to authenticate.')) others.push(`${a.status} ${JSON.stringify(a.body)}`);
          const wrong = burst.filter((a) => a.status === 400).length;
          guesses += wrong;
          tried += wrong;
          return burst.some((a) => a.body.data?.password?.code === 'login_account_locked') || tried >= 10;
        }, LET_IN);
      }),
    );
    expect(others).toEqual([]);
    expect(guesses).toBeLessThanOrEqual(100);
    const stranger = await login(owner!, PASSWORD, '198.18.99.1');
    expect([stranger.status, stranger.body.data?.password?.code]).toEqual([429, 'login_account_locked']);
    // A forged or foreign cookie opens nothing.
    const forged = before.cookies.replace(/\.[0-9a-f]{4}/, '.0000');
    expect((await login(owner!, PASSWORD, '10.30.0.2', 'users', forged)).status).toBe(429);

    // The known device: the right password opens the account (from whatever address it is now).
    expect((await login(owner!, PASSWORD, '10.30.0.2', 'users', before.cookies)).status).toBe(200);

    // A new device: the login screen offers a code by mail; its link (or the code) signs in.
    const requested = await call('/api/collections/users/request-otp', { email: owner }, '10.40.0.1');
    expect(requested.status).toBe(200);
    const [otpId, code] = (await mailedLink(owner!, 'sign-in')).split('/');
    expect(otpId).toBe(requested.body.otpId);
    const signedIn = await call('/api/collections/users/auth-with-otp', { otpId, password: code }, '10.40.0.1');
    expect(signedIn.status).toBe(200);
    // …and the new device is known from now on.
    expect((await login(owner!, PASSWORD, '10.40.0.1', 'users', signedIn.cookies)).status).toBe(200);
  }, 120_000);

  it('a login while another connection holds the write lock waits for it: counted, never a server error', async () => {
    const [email] = await users(1);
    // Another writer (here the sqlite3 shell) holds the data file's write lock while the attempt
    // counts itself. A check-then-write transaction cannot wait for the lock (SQLite refuses at once
    // to turn a read into a write while another connection writes): the attempt failed with a 400
    // "Something went wrong", uncounted; its reservation now takes the lock first and waits.
    const lock = await holdWriteLock(join(server.dataDir, 'data.db'));
    const answer = login(email!, 'wrong', '10.60.0.1');
    try {
      // The lock is held until the answer comes or for a second at most: the old answer came at once.
      await Promise.race([answer, new Promise((ok) => setTimeout(ok, 1000))]);
    } finally {
      await lock.release();
    }
    const a = await answer;
    expect([a.status, (a.body as { message?: string }).message]).toEqual([400, 'Failed to authenticate.']);
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

// Last: it spends the superuser's budget, which the helpers above log in with.
describe('nor the superuser', () => {
  it('the superuser signs in from the known device, and anywhere after the dashboard\'s mailed password reset', async () => {
    const before = await login(SUPERUSER.email, SUPERUSER.password, '10.50.0.1', '_superusers');
    expect(before.status).toBe(200);
    for (let s = 0; s < 100; s += 10) await Promise.all(Array.from({ length: 10 }, (_, i) => fail(SUPERUSER.email, `198.19.${s + i}.1`, 1, '_superusers')));
    const locked = await login(SUPERUSER.email, SUPERUSER.password, '10.50.0.2', '_superusers');
    expect(locked.body.data?.password?.code).toBe('login_account_locked');
    expect((await login(SUPERUSER.email, SUPERUSER.password, '10.50.0.2', '_superusers', before.cookies)).status).toBe(200);
    // "Forgot password?" at /_/: the link (printed with mail off) resets the password and the counters.
    expect((await call('/api/collections/_superusers/request-password-reset', { email: SUPERUSER.email }, '10.50.0.3')).status).toBe(204);
    const token = await mailedLink(SUPERUSER.email, 'confirm-password-reset');
    const confirm = await call('/api/collections/_superusers/confirm-password-reset', { token, password: SUPERUSER.password, passwordConfirm: SUPERUSER.password }, '10.50.0.3');
    expect(confirm.status).toBe(204);
    expect((await login(SUPERUSER.email, SUPERUSER.password, '10.50.0.3', '_superusers')).status).toBe(200);
  }, 60_000);
});
