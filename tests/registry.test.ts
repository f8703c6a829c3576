// Registry rules on the server: verification only by admins, reset on edit with cascade to
// couples, couples made of two different athletes of the same owner, deletion guards.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { errorOf, statusOf, userId } from './helpers/actors';
import { stageWith } from './helpers/stage';
import { athleteData, createAthlete, createCouple } from './helpers/fixtures';

const stage = stageWith(['athlete', 'athlete', 'admin', 'organizer'] as const);
let owner: PocketBase, other: PocketBase, admin: PocketBase, organizer: PocketBase, su: PocketBase;
beforeAll(() => {
  ({ su } = stage);
  [owner, other, admin, organizer] = stage.actors;
});

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

  it('a couple is verified once both its athletes are', async () => {
    const c = await createCouple(owner);
    await admin.collection('athletes').update(c.tori, { verified: true });
    const refused = await errorOf(admin.collection('couples').update(c.id, { verified: true }));
    expect(refused.data.verified?.code).toBe('couple_athletes_unverified');
    expect((await su.collection('couples').getOne(c.id)).verified).toBe(false);
    await admin.collection('athletes').update(c.uke, { verified: true });
    expect((await admin.collection('couples').update(c.id, { verified: true })).verified).toBe(true);
  });

  it('editing a verified couple resets it; saving without changes keeps it', async () => {
    const c = await createCouple(owner);
    for (const id of [c.tori, c.uke]) await admin.collection('athletes').update(id, { verified: true });
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

describe('athletes', () => {
  it('are private to their owner; admins see and verify them, others get 404', async () => {
    const a = await createAthlete(owner);
    expect(await statusOf(owner.collection('athletes').getOne(a.id))).toBe(200);
    expect(await statusOf(admin.collection('athletes').getOne(a.id))).toBe(200);
    for (const pb of [other, organizer]) {
      expect(await statusOf(pb.collection('athletes').getOne(a.id))).toBe(404);
      expect(await statusOf(pb.collection('athletes').update(a.id, { region: 'Umbria' }))).toBe(404);
      expect(await statusOf(pb.collection('athletes').delete(a.id))).toBe(404);
    }
    const list = await other.collection('athletes').getFullList({ filter: `id = "${a.id}"` });
    expect(list).toHaveLength(0);
    expect((await su.collection('athletes').getOne(a.id)).region).toBe('Lazio');
  });

  it('nobody creates an athlete for another user', async () => {
    const before = (await su.collection('athletes').getList(1, 1)).totalItems;
    expect(await statusOf(other.collection('athletes').create(athleteData(owner)))).toBeGreaterThanOrEqual(400);
    expect((await su.collection('athletes').getList(1, 1)).totalItems).toBe(before);
  });

  it('a malformed club code or a missing field gives 400 with field errors and creates nothing', async () => {
    const before = (await su.collection('athletes').getList(1, 1)).totalItems;
    for (const club of ['1IT1234', '00it1234', '00IT123', '00IT12345', 'ABCDEFGH']) {
      const err = await errorOf(owner.collection('athletes').create(athleteData(owner, { club })));
      expect(err.status).toBe(400);
      expect(err.data.club?.code).toBeTruthy();
    }
    const err = await errorOf(owner.collection('athletes').create(athleteData(owner, { name: '', belt: '' })));
    expect(err.status).toBe(400);
    expect(Object.keys(err.data)).toEqual(expect.arrayContaining(['name', 'belt']));
    expect((await su.collection('athletes').getList(1, 1)).totalItems).toBe(before);
    expect(await statusOf(owner.collection('athletes').create(athleteData(owner, { club: '00IT1234' })))).toBe(200);
  });

  it('a bad edit changes nothing, not even the verification', async () => {
    const a = await createAthlete(owner);
    await admin.collection('athletes').update(a.id, { verified: true });
    const err = await errorOf(owner.collection('athletes').update(a.id, { club: 'bad', region: 'Umbria' }));
    expect(err.status).toBe(400);
    const now = await su.collection('athletes').getOne(a.id);
    expect(now.region).toBe('Lazio');
    expect(now.verified).toBe(true);
  });

  it('the owner sets the external flag; it does not verify anything', async () => {
    const a = await createAthlete(owner, { external: true });
    expect(a.external).toBe(true);
    expect(a.verified).toBe(false);
    const off = await owner.collection('athletes').update(a.id, { external: false });
    expect(off.external).toBe(false);
    const c = await createCouple(owner, { external: true });
    expect(c.external).toBe(true);
    expect(c.verified).toBe(false);
  });

  it('the owner cannot hand an athlete to another user', async () => {
    const a = await createAthlete(owner);
    expect(await statusOf(owner.collection('athletes').update(a.id, { owner: userId(other) }))).toBeGreaterThanOrEqual(400);
    expect((await su.collection('athletes').getOne(a.id)).owner).toBe(userId(owner));
  });
});

describe('couples: bad edits', () => {
  it("swapping in another user's athlete or making tori = uke gives 400 and changes nothing", async () => {
    const c = await createCouple(owner);
    const theirs = await createAthlete(other);
    let err = await errorOf(owner.collection('couples').update(c.id, { uke: theirs.id }));
    expect(err.status).toBe(400);
    expect(err.data.uke?.code).toBe('couple_foreign_athlete');
    err = await errorOf(owner.collection('couples').update(c.id, { uke: c.tori }));
    expect(err.status).toBe(400);
    expect(err.data.uke?.code).toBe('couple_same_athlete');
    err = await errorOf(owner.collection('couples').create({ owner: userId(owner), tori: c.tori, uke: c.uke, kata: 'no-such-kata' }));
    expect(err.status).toBe(400);
    expect(err.data.kata).toBeTruthy();
    expect((await su.collection('couples').getOne(c.id)).uke).toBe(c.uke);
  });

  it('admins see every couple with its owner; a non-admin sees only theirs', async () => {
    const c = await createCouple(owner);
    const seen = await admin.collection('couples').getOne(c.id, { expand: 'owner' });
    expect(seen.owner).toBe(userId(owner));
    const mine = await other.collection('couples').getFullList();
    expect(mine.every((x) => x.owner === userId(other))).toBe(true);
  });
});
