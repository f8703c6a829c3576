// On a real PocketBase: a competition cloned (pb_hooks/data_exchange.pb.js) as each role, and the
// import of judges and of couples: a file with a bad row imports nothing and names the row and the
// field; the fixed file imports every row.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';
import { stageWith } from './helpers/stage';
import { anonymous, errorOf, PASSWORD, statusOf, userId } from './helpers/actors';
import { createCompetition, createCouple } from './helpers/fixtures';

const stage = stageWith(['organizer', 'organizer', 'commissioner', 'admin', 'athlete', 'athlete']);
let su: PocketBase, guest: PocketBase, organizer: PocketBase, organizer2: PocketBase, commissioner: PocketBase, admin: PocketBase, athlete: PocketBase, athlete2: PocketBase;
beforeAll(() => {
  ({ su, guest } = stage);
  [organizer, organizer2, commissioner, admin, athlete, athlete2] = stage.actors;
});

const post = <T = Record<string, unknown>>(pb: PocketBase, path: string, body: Record<string, unknown> = {}) => pb.send<T>(path, { method: 'POST', body });
const clone = (pb: PocketBase, id: string, body: Record<string, unknown> = {}) => post<{ id: string; name: string; circuits: number }>(pb, `/api/custom/competitions/${id}/clone`, body);

describe('clone a competition', () => {
  async function source() {
    const judge = await su.collection('judges').create({ name: `Judge ${Date.now()}` });
    const comp = await createCompetition(su, userId(organizer), 'enrolment', {
      commissioners: [userId(commissioner)],
      scoring: 'ijf',
      finalists: 6,
      pouleSplitAt: 8,
      supervised: false,
      tatami: 2,
      judges: [judge.id],
      absentRanked: true,
      exportId: 'EXP-1',
      details: '<p>Details</p>',
      // the start at 09:00, the accreditation opening at midnight of the day before
      date: '2031-06-14 09:00:00.000Z',
      accreditationOpensAt: '2031-06-13 00:00:00.000Z',
    });
    await su.collection('circuits').create({ competition: comp.id, name: 'Youth', order: 2, katas: ['nage-no-kata', 'katame-no-kata'], minBelt: '1k', minAge: 12, maxAge: 17 });
    const couple = await createCouple(athlete);
    await su.collection('enrolments').create({ competition: comp.id, couple: couple.id, owner: userId(athlete), paymentReceived: true });
    return { comp: await su.collection('competitions').getOne(comp.id), judge };
  }

  it('copies the settings and circuits into a draft, never the enrolments; audited', async () => {
    const { comp, judge } = await source();
    const made = await clone(organizer, comp.id);
    expect(made).toMatchObject({ name: `${comp.name} (copy)`, circuits: 2 });
    const copy = await organizer.collection('competitions').getOne(made.id);
    expect(copy).toMatchObject({
      status: 'draft',
      name: `${comp.name} (copy)`,
      date: comp.date,
      location: comp.location,
      organizers: [userId(organizer)],
      commissioners: [userId(commissioner)],
      scoring: 'ijf',
      finalists: 6,
      pouleSplitAt: 8,
      supervised: false,
      tatami: 2,
      judges: [judge.id],
      absentRanked: true,
      details: '<p>Details</p>',
      exportId: '',
      leaderboardFrozen: false,
      accreditationOpensAt: '2031-06-13 00:00:00.000Z',
    });
    const circuits = await organizer.collection('circuits').getFullList({ filter: `competition = "${made.id}"`, sort: 'order' });
    expect(circuits.map((c) => ({ name: c.name, order: c.order, katas: c.katas, minBelt: c.minBelt, minAge: c.minAge, maxAge: c.maxAge }))).toEqual([
      { name: 'Open', order: 1, katas: [], minBelt: '', minAge: 0, maxAge: 0 },
      { name: 'Youth', order: 2, katas: ['nage-no-kata', 'katame-no-kata'], minBelt: '1k', minAge: 12, maxAge: 17 },
    ]);
    expect(await su.collection('enrolments').getFullList({ filter: `competition = "${made.id}"` })).toHaveLength(0);
    const audit = await su.collection('audit').getFullList({ filter: `event = "clone" && record = "${made.id}"` });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ user: userId(organizer), table: 'competitions', data: { source: comp.id, circuits: 2 } });
  });

  it('takes the name given (the SPA sends it localized) and refuses a bad one field by field', async () => {
    const { comp } = await source();
    expect((await clone(admin, comp.id, { name: '  Coppa (copia)  ' })).name).toBe('Coppa (copia)');
    const before = await su.collection('competitions').getFullList();
    const err = await errorOf(clone(admin, comp.id, { name: 'x'.repeat(151) }));
    expect(err.status).toBe(400);
    expect(err.data.name?.code).toBe('validation_max_text_constraint');
    // nothing half-cloned: neither the competition nor its circuits
    expect(await su.collection('competitions').getFullList()).toHaveLength(before.length);
  });

  it('as each role: organizers of the competition and admins only', async () => {
    const { comp } = await source();
    expect(await statusOf(clone(organizer, comp.id))).toBe(200);
    expect(await statusOf(clone(admin, comp.id))).toBe(200);
    expect(await statusOf(clone(organizer2, comp.id))).toBe(403);
    expect(await statusOf(clone(commissioner, comp.id))).toBe(403);
    expect(await statusOf(clone(athlete, comp.id))).toBe(403);
    expect(await statusOf(clone(guest, comp.id))).toBe(401);
    const draft = await createCompetition(su, userId(organizer), 'draft');
    expect(await statusOf(clone(organizer2, draft.id))).toBe(404);
    expect(await statusOf(clone(organizer, draft.id))).toBe(200);
  });
});

type Problem = { row: number; errors: Record<string, { code: string }> };
const importRows = (pb: PocketBase, kind: string, rows: unknown[], dryRun = false) =>
  post<{ rows: number; created?: Record<string, number>; problems?: Problem[] }>(pb, `/api/custom/import/${kind}`, { rows, dryRun });
async function problemsOf(p: Promise<unknown>) {
  try {
    await p;
  } catch (err) {
    if (err instanceof ClientResponseError) return { status: err.status, code: (err.response.data as Record<string, { code: string }>).rows?.code, problems: err.response.problems as Problem[] };
    throw err;
  }
  throw new Error('expected the import to fail');
}

describe('import judges', () => {
  it('a bad row imports nothing and is reported; the fixed file imports every row', async () => {
    const tag = Date.now().toString(36);
    const rows = [
      { name: `Anna Bianchi ${tag}`, club: 'Judo Roma' },
      { name: 'X', club: 'Judo Milano' },
      { name: `Carlo Verdi ${tag}`, club: '' },
    ];
    const count = async () => (await su.collection('judges').getFullList({ filter: `name ~ "${tag}"` })).length;
    const preview = await importRows(organizer, 'judges', rows, true);
    expect(preview.problems).toEqual([{ row: 1, errors: { name: expect.objectContaining({ code: 'validation_min_text_constraint' }) } }]);
    const failed = await problemsOf(importRows(organizer, 'judges', rows));
    expect(failed).toMatchObject({ status: 400, code: 'import_rows_invalid', problems: [{ row: 1, errors: { name: { code: 'validation_min_text_constraint' } } }] });
    expect(await count()).toBe(0);

    rows[1]!.name = `Bruno Neri ${tag}`;
    expect((await importRows(organizer, 'judges', rows)).created).toEqual({ judges: 3 });
    expect(await count()).toBe(3);
    // The same list again: every name is already on it.
    const again = await problemsOf(importRows(admin, 'judges', rows));
    expect(again.problems.map((p) => p.errors.name?.code)).toEqual(['import_judge_exists', 'import_judge_exists', 'import_judge_exists']);
    const audit = await su.collection('audit').getFullList({ filter: `event = "import" && user = "${userId(organizer)}"` });
    expect(audit[0]).toMatchObject({ table: 'judges', data: { judges: 3 } });
  });

  it('as each role: whoever may create a judge (admins, organizers)', async () => {
    const row = () => [{ name: `Judge ${Math.random().toString(36).slice(2)}`, club: '' }];
    expect(await statusOf(importRows(admin, 'judges', row()))).toBe(200);
    expect(await statusOf(importRows(organizer2, 'judges', row()))).toBe(200);
    expect(await statusOf(importRows(commissioner, 'judges', row()))).toBe(403);
    expect(await statusOf(importRows(athlete, 'judges', row()))).toBe(403);
    expect(await statusOf(importRows(guest, 'judges', row()))).toBe(401);
  });
});

describe('import couples', () => {
  const person = (name: string, over: Record<string, unknown> = {}) => ({ name, surname: 'Rossi', birthday: '1990-05-01', country: 'IT', belt: '1d', club: '01IT0001', ...over });

  it('a date that does not exist is reported as such, not as a missing one', async () => {
    const checked = await importRows(athlete2, 'couples', [{ kata: 'nage-no-kata', tori: person('Nora', { birthday: '1990-02-31' }), uke: person('Olga') }], true);
    expect(checked.problems).toEqual([{ row: 0, errors: { 'tori.birthday': expect.objectContaining({ code: 'import_invalid_date' }) } }]);
  });

  it('a bad row imports nothing and is reported field by field; the fixed file imports every row', async () => {
    const rows = [
      { kata: 'nage-no-kata', tori: person('Mario'), uke: person('Luigi') },
      { kata: 'katame-no-kata', tori: person('Mario'), uke: person('Paola', { country: 'Italy', belt: '' }) },
      { kata: 'no-such-kata', tori: person('Anna'), uke: person('Anna') },
    ];
    const mine = async () => ({
      athletes: (await athlete2.collection('athletes').getFullList()).length,
      couples: (await athlete2.collection('couples').getFullList()).length,
    });
    const failed = await problemsOf(importRows(athlete2, 'couples', rows));
    expect(failed.status).toBe(400);
    expect(failed.problems).toEqual([
      { row: 1, errors: { 'uke.country': expect.objectContaining({ code: 'validation_invalid_format' }), 'uke.belt': expect.objectContaining({ code: 'validation_required' }) } },
      { row: 2, errors: { kata: expect.objectContaining({ code: 'kata_unknown' }), 'uke.name': expect.objectContaining({ code: 'couple_same_athlete' }) } },
    ]);
    expect(await mine()).toEqual({ athletes: 0, couples: 0 });

    rows[1]!.uke = person('Paola');
    rows[2] = { kata: 'ju-no-kata', tori: person('Anna'), uke: person('Paola') };
    // Mario and Paola are one athlete each, however many rows name them.
    expect((await importRows(athlete2, 'couples', rows)).created).toEqual({ athletes: 4, couples: 3 });
    expect(await mine()).toEqual({ athletes: 4, couples: 3 });
    const couples = await athlete2.collection('couples').getFullList({ expand: 'tori,uke', sort: 'created' });
    expect(couples.map((c) => [c.kata, c.expand?.tori.name, c.expand?.uke.name, c.verified, c.owner])).toEqual([
      ['nage-no-kata', 'Mario', 'Luigi', false, userId(athlete2)],
      ['katame-no-kata', 'Mario', 'Paola', false, userId(athlete2)],
      ['ju-no-kata', 'Anna', 'Paola', false, userId(athlete2)],
    ]);
    // A later file reuses the registry's athletes.
    expect((await importRows(athlete2, 'couples', [{ kata: 'kime-no-kata', tori: person('Luigi'), uke: person('Anna') }])).created).toEqual({ athletes: 0, couples: 1 });
  });

  it('as each role: every signed-in account, into its own registry', async () => {
    const rows = [{ kata: 'nage-no-kata', tori: person('Tori'), uke: person('Uke') }];
    for (const pb of [organizer, commissioner, admin, athlete]) {
      expect(await statusOf(importRows(pb, 'couples', rows))).toBe(200);
      expect((await su.collection('couples').getFullList({ filter: `owner = "${userId(pb)}"` })).length).toBeGreaterThan(0);
    }
    expect(await statusOf(importRows(guest, 'couples', rows))).toBe(401);
    expect(await statusOf(importRows(su, 'couples', rows))).toBe(403);
  });

  it('refuses an account whose address is not verified, like every write', async () => {
    const tag = `unverified${Date.now().toString(36)}`;
    await su.collection('users').create({ email: `${tag}@test.local`, username: tag, name: tag, password: PASSWORD, passwordConfirm: PASSWORD, role: 'organizer', verified: false, privacyAcceptedAt: new Date().toISOString() });
    const pb = anonymous(stage.server.url);
    await pb.collection('users').authWithPassword(`${tag}@test.local`, PASSWORD);
    for (const [kind, rows] of [['couples', [{ kata: 'nage-no-kata', tori: person('Tori'), uke: person('Uke') }]], ['judges', [{ name: `Judge ${tag}` }]]] as const) {
      const err = await errorOf(importRows(pb, kind, [...rows]));
      expect(err.status).toBe(403);
      expect(err.data.account?.code).toBe('account_unverified');
    }
    expect(await su.collection('athletes').getFullList({ filter: `owner = "${userId(pb)}"` })).toHaveLength(0);
  });
});
