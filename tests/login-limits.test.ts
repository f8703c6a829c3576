// Logins at a venue: everybody shares the hall's public IP. Correct logins are never limited by the
// login limiter (PocketBase's own per-IP request limit is on, as in production); failures slow down
// the pair (account, IP) that failed and never lock the IP (tests/login-limits-stranger.test.ts
// covers the other sources and the account's budget).
import { describe, expect, it } from 'vitest';
import { actor, anonymous, errorOf, PASSWORD, statusOf } from './helpers/actors';
import { stageWith } from './helpers/stage';

const stage = stageWith([], { rateLimits: true });

const emailOf = async (role: 'athlete' = 'athlete') => {
  const pb = await actor(stage.server.url, role);
  return (pb.authStore.record as unknown as { email: string }).email;
};
const login = (identity: string, password: string) => anonymous(stage.server.url).collection('users').authWithPassword(identity, password);

describe('password logins from one IP', () => {
  // All 60 are sent at once: PocketBase's limiter counts requests as they arrive (before the
  // password is checked), so they all fall in the same minute however slow the hashing is.
  it('60 correct logins in a minute all pass', async () => {
    const emails = await Promise.all(Array.from({ length: 6 }, () => emailOf()));
    const statuses = await Promise.all(Array.from({ length: 60 }, (_, i) => statusOf(login(emails[i % 6] ?? '', PASSWORD))));
    expect(statuses).toEqual(statuses.map(() => 200));
  }, 180_000);

  it('three wrong passwords slow that account down from this IP (the right password too), not another account', async () => {
    const victim = await emailOf();
    const bystander = await emailOf();
    for (let i = 0; i < 3; i++) expect(await statusOf(login(victim, `wrong-${i}`))).toBe(400);
    const slowed = await errorOf(login(victim, PASSWORD));
    expect(slowed.status).toBe(429);
    expect(slowed.data.password?.code).toBe('login_slow_down');
    // The same account typed in another letter case is the same account.
    expect((await errorOf(login(victim.toUpperCase(), PASSWORD))).data.password?.code).toBe('login_slow_down');
    expect(await statusOf(login(bystander, PASSWORD))).toBe(200);
  }, 120_000);

});

describe('failed logins from one IP', () => {
  it('100 failures from one IP across accounts do not lock the IP: a correct login passes', async () => {
    const fresh = await emailOf();
    for (let round = 0; round < 10; round++) {
      const statuses = await Promise.all(Array.from({ length: 10 }, (_, i) => statusOf(login(`nobody${i + 10 * round}@test.local`, 'wrong'))));
      expect(statuses).toEqual(statuses.map(() => 400));
    }
    expect(await statusOf(login(fresh, PASSWORD))).toBe(200);
  }, 180_000);
});
