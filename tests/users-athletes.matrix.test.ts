// Permission matrix for users and athletes (role × operation → allowed/denied), asserted against
// a real PocketBase with this repo's migrations and hooks.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { stageWith } from './helpers/stage';
import { actor, anonymous, statusOf, errorOf, userId, PASSWORD } from './helpers/actors';
import { athleteData, createAthlete } from './helpers/fixtures';

const stage = stageWith(['athlete', 'athlete', 'organizer', 'admin']);
let anon: PocketBase, athleteA: PocketBase, athleteB: PocketBase, organizer: PocketBase, admin: PocketBase;
let athleteOfA: string;

beforeAll(async () => {
  anon = stage.guest;
  [athleteA, athleteB, organizer, admin] = stage.actors;
  athleteOfA = (await createAthlete(athleteA)).id;
});

const ok = (s: number) => s >= 200 && s < 300;

describe('registration', () => {
  const base = () => {
    const tag = `reg${Math.random().toString(36).slice(2, 8)}`;
    return { email: `${tag}@example.com`, username: tag, name: 'New User', password: PASSWORD, passwordConfirm: PASSWORD, privacyAccepted: true };
  };

  it('creates an athlete even when the body asks for admin', async () => {
    const body = { ...base(), role: 'admin' };
    const status = await statusOf(anon.collection('users').create(body));
    if (ok(status)) {
      const su = stage.su;
      const u = await su.collection('users').getFirstListItem(`username = "${body.username}"`);
      expect(u.role).toBe('athlete');
    } else {
      expect(status).toBe(400);
    }
  });

  it.each(['organizer', 'commissioner', 'admin'])('never yields a %s', async (role) => {
    const body = { ...base(), role };
    await statusOf(anon.collection('users').create(body));
    const su = stage.su;
    const found = await su.collection('users').getList(1, 1, { filter: `username = "${body.username}" && role != "athlete"` });
    expect(found.totalItems).toBe(0);
  });

  it('requires privacy acceptance with a field error and saves nothing', async () => {
    const body = { ...base(), privacyAccepted: false };
    const err = await errorOf(anon.collection('users').create(body));
    expect(err.status).toBe(400);
    expect(err.data.privacyAccepted?.code).toBe('privacy_required');
    const su = stage.su;
    expect((await su.collection('users').getList(1, 1, { filter: `username = "${body.username}"` })).totalItems).toBe(0);
  });

  it('rejects invalid username characters and duplicates with field errors', async () => {
    const bad = await errorOf(anon.collection('users').create({ ...base(), username: 'bad name!' }));
    expect(bad.status).toBe(400);
    expect(bad.data.username?.code).toBe('username_invalid_chars');
    const first = base();
    await anon.collection('users').create(first);
    const dup = await errorOf(anon.collection('users').create({ ...base(), username: first.username }));
    expect(dup.status).toBe(400);
    expect(dup.data.username).toBeDefined();
    const dupMail = await errorOf(anon.collection('users').create({ ...base(), email: first.email }));
    expect(dupMail.status).toBe(400);
    expect(dupMail.data.email).toBeDefined();
  });

  it('logs in by username as well as by email', async () => {
    const body = base();
    await anon.collection('users').create(body);
    const pb = anonymous(stage.server.url);
    await pb.collection('users').authWithPassword(body.username, PASSWORD);
    expect(pb.authStore.record?.email).toBe(body.email);
  });
});

describe('users collection', () => {
  it('a user cannot change their own role', async () => {
    const status = await statusOf(athleteA.collection('users').update(userId(athleteA), { role: 'admin' }));
    expect(ok(status)).toBe(false);
    const me = await athleteA.collection('users').getOne(userId(athleteA));
    expect(me.role).toBe('athlete');
  });

  it('a user can change their own name but not another user', async () => {
    expect(ok(await statusOf(athleteA.collection('users').update(userId(athleteA), { name: 'Renamed' })))).toBe(true);
    expect(ok(await statusOf(athleteB.collection('users').update(userId(athleteA), { name: 'Hacked' })))).toBe(false);
    expect(ok(await statusOf(organizer.collection('users').update(userId(athleteA), { name: 'Hacked' })))).toBe(false);
  });

  it('only an admin changes roles', async () => {
    expect(ok(await statusOf(organizer.collection('users').update(userId(athleteB), { role: 'organizer' })))).toBe(false);
    expect(ok(await statusOf(admin.collection('users').update(userId(athleteB), { role: 'commissioner' })))).toBe(true);
    expect((await admin.collection('users').getOne(userId(athleteB))).role).toBe('commissioner');
    await admin.collection('users').update(userId(athleteB), { role: 'athlete' });
  });

  it('athletes see only themselves (and organizers), admins see everyone with e-mail', async () => {
    const seenByA = await athleteA.collection('users').getFullList();
    const ids = seenByA.map((u) => u.id);
    expect(ids).toContain(userId(athleteA));
    expect(ids).not.toContain(userId(athleteB));
    expect(ids).not.toContain(userId(admin));
    expect(ok(await statusOf(athleteA.collection('users').getOne(userId(athleteB))))).toBe(false);
    const seenByAdmin = await admin.collection('users').getOne(userId(athleteB));
    expect(seenByAdmin.email).toContain('@');
    const anonList = await anon.collection('users').getFullList();
    expect(anonList.every((u) => u.role === 'organizer')).toBe(true);
    expect(anonList.every((u) => !u.email)).toBe(true);
  });

  it('only an admin deletes users', async () => {
    const victim = await actor(stage.server.url, 'athlete');
    expect(ok(await statusOf(athleteA.collection('users').delete(userId(victim))))).toBe(false);
    expect(ok(await statusOf(organizer.collection('users').delete(userId(victim))))).toBe(false);
    expect(ok(await statusOf(admin.collection('users').delete(userId(victim))))).toBe(true);
  });
});

describe('athletes matrix', () => {
  type Op = 'list' | 'view' | 'update' | 'delete';
  const expectations: Record<string, Record<Op, boolean>> = {
    anonymous: { list: false, view: false, update: false, delete: false },
    'athlete A (owner)': { list: true, view: true, update: true, delete: true },
    'athlete B': { list: false, view: false, update: false, delete: false },
    organizer: { list: false, view: false, update: false, delete: false },
    admin: { list: true, view: true, update: true, delete: true },
  };
  const client = (who: string) =>
    ({ anonymous: anon, 'athlete A (owner)': athleteA, 'athlete B': athleteB, organizer, admin })[who]!;

  for (const [who, ops] of Object.entries(expectations)) {
    it(`${who}: list ${ops.list}, view ${ops.view}, update ${ops.update}, delete ${ops.delete}`, async () => {
      const target = (await createAthlete(athleteA)).id;
      const list = await client(who).collection('athletes').getFullList();
      expect(list.some((r) => r.id === target)).toBe(ops.list);
      expect(ok(await statusOf(client(who).collection('athletes').getOne(target)))).toBe(ops.view);
      expect(ok(await statusOf(client(who).collection('athletes').update(target, { region: 'Changed' })))).toBe(ops.update);
      expect(ok(await statusOf(client(who).collection('athletes').delete(target)))).toBe(ops.delete);
      const su = stage.su;
      const exists = ok(await statusOf(su.collection('athletes').getOne(target)));
      expect(exists).toBe(!ops.delete);
    });
  }

  it('nobody creates an athlete for another user; anonymous creates none', async () => {
    expect(ok(await statusOf(athleteB.collection('athletes').create(athleteData(athleteB, { owner: userId(athleteA) }))))).toBe(false);
    expect(ok(await statusOf(anon.collection('athletes').create(athleteData(athleteA))))).toBe(false);
    expect(ok(await statusOf(athleteB.collection('athletes').create(athleteData(athleteB))))).toBe(true);
  });

  it('the owner cannot give an athlete away', async () => {
    const s = await statusOf(athleteA.collection('athletes').update(athleteOfA, { owner: userId(athleteB) }));
    expect(ok(s)).toBe(false);
    const su = stage.su;
    expect((await su.collection('athletes').getOne(athleteOfA)).owner).toBe(userId(athleteA));
  });

  it('bad club code, country and missing fields give 400 with field errors and save nothing', async () => {
    const su = stage.su;
    const before = (await su.collection('athletes').getList(1, 1)).totalItems;
    const err = await errorOf(athleteA.collection('athletes').create(athleteData(athleteA, { club: 'IT1234', country: 'Italy', name: '' })));
    expect(err.status).toBe(400);
    expect(Object.keys(err.data).sort()).toEqual(expect.arrayContaining(['club', 'country', 'name']));
    expect((await su.collection('athletes').getList(1, 1)).totalItems).toBe(before);
  });
});
