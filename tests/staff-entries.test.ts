// On a real PocketBase: couples entered by a competition's staff (POST /api/custom/import/enrolments,
// pb_hooks/lib/entries.js): a late entry at the desk and a spreadsheet of enrolments. The athletes and
// the couple go into the staff member's registry, unverified, and are enrolled in that competition
// only; every row or none; the registry's and the enrolment's checks apply; audited.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';
import { stageWith } from './helpers/stage';
import { statusOf, userId } from './helpers/actors';
import { createCompetition } from './helpers/fixtures';

const stage = stageWith(['organizer', 'organizer', 'commissioner', 'admin', 'athlete']);
let su: PocketBase, guest: PocketBase, organizer: PocketBase, organizer2: PocketBase, commissioner: PocketBase, admin: PocketBase, athlete: PocketBase;
beforeAll(() => {
  ({ su, guest } = stage);
  [organizer, organizer2, commissioner, admin, athlete] = stage.actors;
});

type Problem = { row: number; errors: Record<string, { code: string }> };
type Answer = { rows: number; created?: Record<string, number>; ids?: string[]; problems?: Problem[] };
const enter = (pb: PocketBase, competition: string, rows: unknown[], more: Record<string, unknown> = {}) =>
  pb.send<Answer>('/api/custom/import/enrolments', { method: 'POST', body: { competition, rows, ...more } });
let n = 0;
const person = (name: string, over: Record<string, unknown> = {}) => ({ name, surname: `Late${++n}`, birthday: '1990-05-01', country: 'IT', belt: '1d', club: '01IT0001', ...over });
const couple = (kata = 'nage-no-kata') => ({ kata, tori: person('Tori'), uke: person('Uke') });

async function failure(p: Promise<unknown>) {
  try {
    await p;
  } catch (err) {
    if (err instanceof ClientResponseError) return { status: err.status, data: err.response.data as Record<string, { code: string }>, problems: err.response.problems as Problem[] };
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('late entry at the desk', () => {
  it("enrols a couple entered into the organizer's registry, unverified; audited as a late entry", async () => {
    const comp = await createCompetition(su, userId(organizer), 'accreditation');
    const made = await enter(organizer, comp.id, [couple()], { late: true });
    expect(made.created).toEqual({ athletes: 2, couples: 1, enrolments: 1 });
    const enrolment = await organizer.collection('enrolments').getOne(made.ids![0]!, { expand: 'couple' });
    expect(enrolment).toMatchObject({ competition: comp.id, owner: userId(organizer), paymentReceived: false, present: false, status: 'missing_athlete_verification' });
    expect(enrolment.circuit).not.toBe('');
    const entered = await su.collection('couples').getOne(enrolment.couple, { expand: 'tori,uke' });
    expect([entered.owner, entered.verified, entered.expand?.tori.owner, entered.expand?.tori.verified]).toEqual([userId(organizer), false, userId(organizer), false]);
    const audit = await su.collection('audit').getFullList({ filter: `event = "late_entry" && record = "${enrolment.id}"` });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ user: userId(organizer), table: 'enrolments', data: { competition: comp.id, couple: entered.id } });
  });

  it('the same couple twice is refused on its row; a bad athlete is named field by field; nothing is written', async () => {
    const comp = await createCompetition(su, userId(organizer), 'ongoing');
    const row = couple();
    await enter(organizer, comp.id, [row], { late: true });
    const twice = await failure(enter(organizer, comp.id, [row], { late: true }));
    expect(twice.problems).toEqual([{ row: 0, errors: { kata: expect.objectContaining({ code: 'entry_exists' }) } }]);
    const before = (await su.collection('athletes').getFullList({ filter: `owner = "${userId(organizer)}"` })).length;
    const bad = await failure(enter(organizer, comp.id, [{ kata: 'nage-no-kata', tori: person('Tori', { club: 'nope' }), uke: person('Uke', { belt: '' }) }], { late: true }));
    expect(bad.status).toBe(400);
    expect(bad.problems[0]!.errors).toMatchObject({ 'tori.club': { code: 'validation_invalid_format' }, 'uke.belt': { code: 'validation_required' } });
    expect((await su.collection('athletes').getFullList({ filter: `owner = "${userId(organizer)}"` })).length).toBe(before);
    // one couple a late entry
    expect((await failure(enter(organizer, comp.id, [couple(), couple()], { late: true }))).data.rows?.code).toBe('late_entry_one');
  });

  it('only while the competition takes couples (enrolment, accreditation, ongoing)', async () => {
    for (const status of ['ready', 'archived']) {
      const comp = await createCompetition(su, userId(organizer), status);
      const refused = await failure(enter(organizer, comp.id, [couple()], { late: true }));
      expect([refused.status, refused.data.competition?.code]).toEqual([400, 'entry_closed']);
    }
    const draft = await createCompetition(su, userId(organizer), 'draft');
    expect((await failure(enter(organizer, draft.id, [couple()], { late: true }))).data.competition?.code).toBe('entry_closed');
    expect((await failure(enter(organizer2, draft.id, [couple()], { late: true }))).status).toBe(404);
  });

  it('as each role: the organizers of that competition and admins', async () => {
    const comp = await createCompetition(su, userId(organizer), 'accreditation', { commissioners: [userId(commissioner)] });
    expect(await statusOf(enter(organizer, comp.id, [couple()], { late: true }))).toBe(200);
    expect(await statusOf(enter(admin, comp.id, [couple()], { late: true }))).toBe(200);
    for (const pb of [organizer2, commissioner, athlete]) expect(await statusOf(enter(pb, comp.id, [couple()], { late: true }))).toBe(403);
    expect(await statusOf(enter(guest, comp.id, [couple()], { late: true }))).toBe(401);
    expect(await statusOf(enter(organizer, 'nosuchcompetit', [couple()], { late: true }))).toBe(404);
    const mine = await su.collection('enrolments').getFullList({ filter: `competition = "${comp.id}"` });
    expect(mine.map((e) => e.owner).sort()).toEqual([userId(organizer), userId(admin)].sort());
  });
});

describe('import enrolments from a spreadsheet', () => {
  it('previews, refuses a file with a bad row whole, imports the fixed file in one go; audited', async () => {
    const comp = await createCompetition(su, userId(organizer), 'enrolment');
    // A circuit for youths only on kime-no-kata: an adult couple fits no circuit there.
    await su.collection('circuits').update((await su.collection('circuits').getFirstListItem(`competition = "${comp.id}"`)).id, { katas: ['nage-no-kata', 'katame-no-kata'] });
    const rows = [couple('nage-no-kata'), couple('kime-no-kata'), couple('katame-no-kata')];
    const preview = await enter(organizer, comp.id, rows, { dryRun: true });
    expect(preview.problems).toEqual([{ row: 1, errors: { kata: expect.objectContaining({ code: 'no_circuit' }) } }]);
    const count = async () => (await su.collection('enrolments').getFullList({ filter: `competition = "${comp.id}"` })).length;
    expect(await count()).toBe(0);
    expect((await failure(enter(organizer, comp.id, rows))).data.rows?.code).toBe('import_rows_invalid');
    expect(await count()).toBe(0);
    expect((await su.collection('couples').getFullList({ filter: `owner = "${userId(organizer)}" && kata = "katame-no-kata"` })).length).toBe(0);

    rows[1] = couple('katame-no-kata');
    const done = await enter(organizer, comp.id, rows);
    expect(done.created).toEqual({ athletes: 6, couples: 3, enrolments: 3 });
    expect(await count()).toBe(3);
    const audit = await su.collection('audit').getFullList({ filter: `event = "import" && table = "enrolments" && user = "${userId(organizer)}"` });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.data).toMatchObject({ competition: comp.id, enrolments: 3 });
    // the same file again: every couple is already enrolled, none is copied
    const again = await failure(enter(organizer, comp.id, rows));
    expect(again.problems.map((p) => p.errors.kata?.code)).toEqual(['entry_exists', 'entry_exists', 'entry_exists']);
  });

  it('as each role: the organizers of that competition and admins', async () => {
    const comp = await createCompetition(su, userId(organizer), 'enrolment', { commissioners: [userId(commissioner)] });
    expect(await statusOf(enter(organizer, comp.id, [couple()], { dryRun: true }))).toBe(200);
    expect(await statusOf(enter(admin, comp.id, [couple()]))).toBe(200);
    for (const pb of [organizer2, commissioner, athlete]) {
      expect(await statusOf(enter(pb, comp.id, [couple()], { dryRun: true }))).toBe(403);
      expect(await statusOf(enter(pb, comp.id, [couple()]))).toBe(403);
    }
    expect(await statusOf(enter(guest, comp.id, [couple()]))).toBe(401);
  });
});
