// The clubs' registry on the server: everybody reads it, only admins write it (as each role), the
// code follows the athletes' club pattern and is unique, the name is required.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { errorOf, statusOf } from './helpers/actors';
import { stageWith } from './helpers/stage';

const stage = stageWith(['athlete', 'organizer', 'commissioner', 'admin'] as const);
let athlete: PocketBase, organizer: PocketBase, commissioner: PocketBase, admin: PocketBase, anon: PocketBase, su: PocketBase;
beforeAll(() => {
  ({ su, guest: anon } = stage);
  [athlete, organizer, commissioner, admin] = stage.actors;
});
let seq = 0;
const code = () => `66QQ${String(++seq).padStart(4, '0')}`;

describe('clubs', () => {
  it('an admin adds, renames and deletes a club; everybody reads it', async () => {
    const c = await admin.collection('clubs').create({ code: code(), name: 'ASD Judo Club Roma', city: 'Roma', region: 'Lazio' });
    for (const pb of [anon, athlete, organizer, commissioner]) {
      expect((await pb.collection('clubs').getOne(c.id)).name).toBe('ASD Judo Club Roma');
      expect((await pb.collection('clubs').getList(1, 1, { filter: `id = "${c.id}"` })).totalItems).toBe(1);
    }
    expect((await admin.collection('clubs').update(c.id, { name: 'Judo Roma' })).name).toBe('Judo Roma');
    await admin.collection('clubs').delete(c.id);
    expect(await statusOf(su.collection('clubs').getOne(c.id))).toBe(404);
  });

  it('no other role writes a club', async () => {
    const c = await su.collection('clubs').create({ code: code(), name: 'Kodokan Milano' });
    for (const pb of [anon, athlete, organizer, commissioner]) {
      expect(await statusOf(pb.collection('clubs').create({ code: code(), name: 'Fake' }))).toBeGreaterThanOrEqual(400);
      expect(await statusOf(pb.collection('clubs').update(c.id, { name: 'Fake' }))).toBeGreaterThanOrEqual(400);
      expect(await statusOf(pb.collection('clubs').delete(c.id))).toBeGreaterThanOrEqual(400);
    }
    expect((await su.collection('clubs').getOne(c.id)).name).toBe('Kodokan Milano');
  });

  it('refuses a malformed or taken code and a missing or long name, field by field', async () => {
    expect((await errorOf(admin.collection('clubs').create({ code: '2IT42', name: 'X' }))).data.code?.code).toBe('validation_invalid_format');
    const taken = code();
    await admin.collection('clubs').create({ code: taken, name: 'First' });
    expect((await errorOf(admin.collection('clubs').create({ code: taken, name: 'Second' }))).data.code?.code).toBe('validation_not_unique');
    expect((await errorOf(admin.collection('clubs').create({ code: code(), name: '' }))).data.name?.code).toBe('validation_required');
    expect((await errorOf(admin.collection('clubs').create({ code: code(), name: 'x'.repeat(121) }))).data.name?.code).toBe('validation_max_text_constraint');
  });
});
