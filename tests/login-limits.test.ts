// Logins at a venue: everybody shares the hall's public IP. Correct logins are never limited by the
// login limiter (PocketBase's own per-IP request limit is on, as in production); failures are
// limited per account (10 in 15 minutes) and per IP (100 in 15 minutes), each with its own code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actor, anonymous, errorOf, PASSWORD, statusOf } from './helpers/actors';
import { startPocketBase, type TestServer } from './helpers/server';

let server: TestServer;

beforeAll(async () => {
  server = await startPocketBase({ rateLimits: true });
});
afterAll(async () => server?.stop());

const emailOf = async (role: 'athlete' = 'athlete') => {
  const pb = await actor(server.url, role);
  return (pb.authStore.record as unknown as { email: string }).email;
};
const login = (identity: string, password: string) => anonymous(server.url).collection('users').authWithPassword(identity, password);

describe('password logins from one IP', () => {
  // All 60 are sent at once: PocketBase's limiter counts requests as they arrive (before the
  // password is checked), so they all fall in the same minute however slow the hashing is.
  it('60 correct logins in a minute all pass', async () => {
    const emails = await Promise.all(Array.from({ length: 6 }, () => emailOf()));
    const statuses = await Promise.all(Array.from({ length: 60 }, (_, i) => statusOf(login(emails[i % 6] ?? '', PASSWORD))));
    expect(statuses).toEqual(statuses.map(() => 200));
  }, 180_000);

  it('10 wrong passwords lock that account (even for the right password), not another one', async () => {
    const victim = await emailOf();
    const bystander = await emailOf();
    for (let i = 0; i < 10; i++) expect(await statusOf(login(victim, `wrong-${i}`))).toBe(400);
    const locked = await errorOf(login(victim, PASSWORD));
    expect(locked.status).toBe(429);
    expect(locked.data.rate?.code).toBe('login_locked');
    // The same account typed in another letter case is the same account.
    expect((await errorOf(login(victim.toUpperCase(), PASSWORD))).data.rate?.code).toBe('login_locked');
    expect(await statusOf(login(bystander, PASSWORD))).toBe(200);
    expect(await statusOf(login(bystander, 'wrong'))).toBe(400);
    expect(await statusOf(login(bystander, PASSWORD))).toBe(200);
  }, 120_000);

  it('successes are not counted: 9 failures, then correct logins, then still one more try', async () => {
    const email = await emailOf();
    for (let i = 0; i < 9; i++) expect(await statusOf(login(email, `wrong-${i}`))).toBe(400);
    for (let i = 0; i < 5; i++) expect(await statusOf(login(email, PASSWORD))).toBe(200);
    expect(await statusOf(login(email, 'wrong-again'))).toBe(400);
    expect((await errorOf(login(email, PASSWORD))).data.rate?.code).toBe('login_locked');
  }, 120_000);

});

describe('failed logins from one IP (a server of its own: it ends locked)', () => {
  beforeAll(async () => {
    await server.stop();
    server = await startPocketBase({ rateLimits: true });
  });

  it('100 failures from one IP across accounts lock the IP, correct passwords included', async () => {
    const fresh = await emailOf();
    for (let round = 0; round < 10; round++) {
      const statuses = await Promise.all(Array.from({ length: 10 }, (_, i) => statusOf(login(`nobody${i + 10 * (round % 2)}@test.local`, 'wrong'))));
      expect(statuses).toEqual(statuses.map(() => 400));
    }
    const locked = await errorOf(login(fresh, PASSWORD));
    expect(locked.status).toBe(429);
    expect(locked.data.rate?.code).toBe('login_ip_locked');
  }, 180_000);
});
