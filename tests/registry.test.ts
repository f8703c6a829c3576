// Registry rules on the server: verification only by admins, reset on edit with cascade to
// couples, couples made of two different athletes of the same owner, deletion guards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { startPocketBase, type TestServer } from './helpers/server';
import { actor, errorOf, statusOf, superuserClient, userId } from './helpers/actors';
import { createAthlete, createCouple } from './helpers/fixtures';

let server: TestServer;
let owner: PocketBase, other: PocketBase, admin: PocketBase, organizer: PocketBase, su: PocketBase;
beforeAll(async () => {
  server = await startPocketBase();
  [owner, other, admin, organizer] = await Promise.all([
    actor(server.url, 'athlete'),
    actor(server.url, 'athlete'),
    actor(server.url, 'admin'),
    actor(server.url, 'organizer'),
  ]);
  su = await superuserClient(server.url);
});
afterAll(async () => server?.stop());

describe('verification', () => {
  it('no non-admin can make an athlete or a couple verified', async () => {
    const a = await createAthlete(owner);
    for (const pb of [owner, other, organizer]) {
      expect(await statusOf(pb.collection('athletes').update(a.id, { verified: true }))).toBeGreaterThanOrEqual(400);
    }
    expect(await statusOf(owner.collection('athletes').create({ ...(await su.collection('athletes').getOne(a.id)), id: undefined, verified: true }))).toBeGreaterThanOrEqual(400);
    const c = await createCouple(owner);
    expect(await statusOf(owner.collection('couples').update(c.id, { verified: true, verifiedAt: '2026-01-01 00:00:00.000Z' }))).toBeGreaterThanOrEqual(400);
    expect((await su.collection('athletes').getOne(a.id)).verified).toBe(false);
    expect((await su.collection('couples').getOne(c.id)).verified).toBe(false);
  });

  it('an admin verifies and un-verifies; verifiedAt follows', async () => {
    const a = await createAthlete(owner);
    const v = await admin.collection('athletes').update(a.id, { verified: true });
    expect(v.verified).toBe(true);
    expect(v.verifiedAt).not.toBe('');
    const u = await admin.collection('athletes').update(a.id, { verified: false });
    expect(u.verifiedAt).toBe('');
  });

  it('editing a verified athlete resets it and every couple it is in', async () => {
    const c = await createCouple(owner);
    const other1 = await createCouple(owner, { tori: c.tori, uke: (await createAthlete(owner)).id });
    for (const id of [c.tori, c.uke, other1.uke]) await admin.collection('athletes').update(id, { verified: true });
    await admin.collection('couples').update(c.id, { verified: true });
    await admin.collection('couples').update(other1.id, { verified: true });

    await owner.collection('athletes').update(c.tori, { region: 'Toscana' });
    expect((await su.collection('athletes').getOne(c.tori)).verified).toBe(false);
    expect((await su.collection('couples').getOne(c.id)).verified).toBe(false);
    expect((await su.collection('couples').getOne(other1.id)).verified).toBe(false);
    // The other athlete of the couple keeps its own verification.
    expect((await su.collection('athletes').getOne(c.uke)).verified).toBe(true);
  });

  it('editing a verified couple resets it; saving without changes keeps it', async () => {
    const c = await createCouple(owner);
    await admin.collection('couples').update(c.id, { verified: true });
    await owner.collection('couples').update(c.id, { kata: 'nage-no-kata' });
    expect((await su.collection('couples').getOne(c.id)).verified).toBe(true);
    await owner.collection('couples').update(c.id, { kata: 'ju-no-kata' });
    expect((await su.collection('couples').getOne(c.id)).verified).toBe(false);
  });
});

describe('couples', () => {
  it('tori and uke must differ', async () => {
    const a = await createAthlete(owner);
    const err = await errorOf(owner.collection('couples').create({ owner: userId(owner), tori: a.id, uke: a.id, kata: 'ju-no-kata' }));
    expect(err.status).toBe(400);
    expect(err.data.uke?.code).toBe('couple_same_athlete');
  });

  it("another user's athlete cannot be in my couple", async () => {
    const mine = await createAthlete(owner);
    const theirs = await createAthlete(other);
    const before = (await su.collection('couples').getList(1, 1)).totalItems;
    const err = await errorOf(owner.collection('couples').create({ owner: userId(owner), tori: mine.id, uke: theirs.id, kata: 'ju-no-kata' }));
    expect(err.status).toBe(400);
    expect(err.data.uke?.code).toBe('couple_foreign_athlete');
    expect((await su.collection('couples').getList(1, 1)).totalItems).toBe(before);
  });

  it('couples are private to their owner', async () => {
    const c = await createCouple(owner);
    expect(await statusOf(other.collection('couples').getOne(c.id))).toBe(404);
    expect(await statusOf(organizer.collection('couples').getOne(c.id))).toBe(404);
    expect(await statusOf(admin.collection('couples').getOne(c.id))).toBe(200);
    expect(await statusOf(other.collection('couples').delete(c.id))).toBe(404);
  });

  it('an athlete in a couple cannot be deleted, with a clear message', async () => {
    const c = await createCouple(owner);
    const err = await errorOf(owner.collection('athletes').delete(c.tori));
    expect(err.status).toBe(400);
    expect(err.data.id?.code).toBe('athlete_in_couple');
    await owner.collection('couples').delete(c.id);
    expect(await statusOf(owner.collection('athletes').delete(c.tori))).toBe(200);
  });
});
