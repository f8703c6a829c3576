// Users are private (self and admins): nobody else lists or views them, so sorting organizers by
// their hidden e-mail addresses orders nothing. The public reads organizers' names from the
// competition (`organizerNames`, kept by the server).
import { beforeAll, describe, expect, it } from 'vitest';
import PocketBase from 'pocketbase';
import { statusOf, userId } from './helpers/actors';
import { createCompetition } from './helpers/fixtures';
import { stageWith } from './helpers/stage';

const stage = stageWith([['organizer', 'Olga Organizer'], ['organizer', 'Otto Second'], 'athlete', 'commissioner', 'admin']);
let su: PocketBase;
let organizer: PocketBase, organizer2: PocketBase, athlete: PocketBase, commissioner: PocketBase, admin: PocketBase;

beforeAll(() => {
  ({ su } = stage);
  [organizer, organizer2, athlete, commissioner, admin] = stage.actors;
});

describe('users are private', () => {
  it('anonymous users list and view nobody, sorted by e-mail or not', async () => {
    const anon = stage.guest;
    expect((await anon.collection('users').getList(1, 50, { sort: 'email' })).totalItems).toBe(0);
    expect((await anon.collection('users').getList(1, 50, { sort: '-email' })).totalItems).toBe(0);
    expect(await statusOf(anon.collection('users').getOne(userId(organizer)))).toBe(404);
  });

  it('signed-in users list and view only themselves; admins everybody', async () => {
    for (const pb of [athlete, organizer, commissioner]) {
      const rows = await pb.collection('users').getFullList({ sort: 'email' });
      expect(rows.map((r) => r.id)).toEqual([userId(pb)]);
      expect(await statusOf(pb.collection('users').getOne(userId(organizer2)))).toBe(404);
    }
    expect((await admin.collection('users').getFullList()).length).toBeGreaterThanOrEqual(5);
    expect(await statusOf(admin.collection('users').getOne(userId(organizer2)))).toBe(200);
  });
});

describe("the competition shows its organizers' names", () => {
  it('to anybody, following changes of the organizers and of their names', async () => {
    const comp = await createCompetition(su, userId(organizer));
    const read = async () => (await stage.guest.collection('competitions').getOne(comp.id)).organizerNames;
    expect(await read()).toEqual(['Olga Organizer']);
    await admin.collection('competitions').update(comp.id, { organizers: [userId(organizer), userId(organizer2)] });
    expect(await read()).toEqual(['Olga Organizer', 'Otto Second']);
    await organizer2.collection('users').update(userId(organizer2), { name: 'Otto Renamed' });
    expect(await read()).toEqual(['Olga Organizer', 'Otto Renamed']);
    // Clients cannot write the names.
    await admin.collection('competitions').update(comp.id, { organizerNames: ['Mallory'] });
    expect(await read()).toEqual(['Olga Organizer', 'Otto Renamed']);
  });
});
