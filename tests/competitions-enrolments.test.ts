// Competitions lifecycle and enrolments: visibility, status moves, circuit assignment, derived
// status recomputation, who may change which field, the accreditation window, double enrolment.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { TestServer } from './helpers/server';
import { anonymous, errorOf, statusOf, userId } from './helpers/actors';
import { stageWith } from './helpers/stage';
import { createAthlete, createCompetition, createCouple, daysFromNow, verifyCouple } from './helpers/fixtures';

const stage = stageWith(['athlete', 'athlete', 'admin', 'organizer', 'organizer'] as const);
let server: TestServer;
let owner: PocketBase, other: PocketBase, admin: PocketBase, organizer: PocketBase, otherOrganizer: PocketBase, su: PocketBase;
beforeAll(() => {
  ({ server, su } = stage);
  [owner, other, admin, organizer, otherOrganizer] = stage.actors;
});

describe('competitions', () => {
  it('drafts are invisible to the public, athletes and other organizers', async () => {
    const draft = await createCompetition(su, userId(organizer), 'draft');
    const ready = await createCompetition(su, userId(organizer), 'ready');
    for (const pb of [anonymous(server.url), owner, otherOrganizer]) {
      expect(await statusOf(pb.collection('competitions').getOne(draft.id))).toBe(404);
      expect(await statusOf(pb.collection('competitions').getOne(ready.id))).toBe(200);
    }
    for (const pb of [organizer, admin]) expect(await statusOf(pb.collection('competitions').getOne(draft.id))).toBe(200);
  });

  it('only admins create; new competitions are drafts with accreditation the day before', async () => {
    expect(await statusOf(organizer.collection('competitions').create({ name: 'X', date: daysFromNow(10), status: 'draft' }))).toBe(400);
    const c = await admin.collection('competitions').create({ name: 'New', date: '2027-03-10 09:00:00.000Z' });
    expect(c.status).toBe('draft');
    expect(c.accreditationOpensAt).toBe('2027-03-09 09:00:00.000Z');
    const err = await errorOf(admin.collection('competitions').create({ name: 'Y', date: daysFromNow(10), status: 'ongoing' }));
    expect(err.data.status?.code).toBe('competition_status_initial');
  });

  it('status moves one step forward; back only for admins; never out of archived', async () => {
    const c = await admin.collection('competitions').create({ name: 'Flow', date: daysFromNow(20), organizers: [userId(organizer)] });
    const skip = await errorOf(admin.collection('competitions').update(c.id, { status: 'enrolment' }));
    expect(skip.data.status?.code).toBe('competition_status_transition');
    await organizer.collection('competitions').update(c.id, { status: 'ready' });
    expect(await statusOf(organizer.collection('competitions').update(c.id, { status: 'draft' }))).toBe(400);
    await admin.collection('competitions').update(c.id, { status: 'draft' });
    for (const s of ['ready', 'enrolment', 'accreditation', 'ongoing', 'archived']) await admin.collection('competitions').update(c.id, { status: s });
    expect(await statusOf(admin.collection('competitions').update(c.id, { status: 'ongoing' }))).toBe(400);
    expect(await statusOf(otherOrganizer.collection('competitions').update(c.id, { name: 'Hijack' }))).toBe(404);
    expect(await statusOf(organizer.collection('competitions').update(c.id, { organizers: [userId(otherOrganizer)] }))).toBe(404);
  });
});

describe('enrolments', () => {
  it('enrol: circuit assigned, status derived, owner only, open competitions only', async () => {
    const comp = await createCompetition(su, userId(organizer), 'enrolment');
    const couple = await createCouple(owner);
    const e = await owner.collection('enrolments').create({ competition: comp.id, couple: couple.id, owner: userId(owner) });
    expect(e.circuit).not.toBe('');
    expect(e.status).toBe('missing_athlete_verification');
    expect(e.toriName).toContain('Name');
    // Not twice.
    expect(await statusOf(owner.collection('enrolments').create({ competition: comp.id, couple: couple.id, owner: userId(owner) }))).toBe(400);
    // Not someone else's couple, not for someone else.
    const theirs = await createCouple(other);
    expect(await statusOf(owner.collection('enrolments').create({ competition: comp.id, couple: theirs.id, owner: userId(owner) }))).toBe(400);
    expect(await statusOf(owner.collection('enrolments').create({ competition: comp.id, couple: theirs.id, owner: userId(other) }))).toBe(400);
    // Not when enrolment is closed.
    const ready = await createCompetition(su, userId(organizer), 'ready');
    expect(await statusOf(owner.collection('enrolments').create({ competition: ready.id, couple: couple.id, owner: userId(owner) }))).toBe(400);
  });

  it('no fitting circuit: clear message, nothing saved', async () => {
    const comp = await su.collection('competitions').create({ name: 'Kime only', date: daysFromNow(30), organizers: [userId(organizer)], status: 'enrolment' });
    await su.collection('circuits').create({ competition: comp.id, name: 'Kime', katas: ['kime-no-kata'], minBelt: '1d' });
    const couple = await createCouple(owner, { kata: 'ju-no-kata' });
    const err = await errorOf(owner.collection('enrolments').create({ competition: comp.id, couple: couple.id, owner: userId(owner) }));
    expect(err.status).toBe(400);
    expect(err.data.couple?.code).toBe('no_circuit');
    expect((await su.collection('enrolments').getList(1, 1, { filter: `competition = "${comp.id}"` })).totalItems).toBe(0);
  });

  it('50 parallel enrolments of one couple yield exactly one record', async () => {
    const comp = await createCompetition(su, userId(organizer), 'enrolment');
    const couple = await createCouple(owner);
    const body = { competition: comp.id, couple: couple.id, owner: userId(owner) };
    const results = await Promise.all(Array.from({ length: 50 }, () => statusOf(owner.collection('enrolments').create(body))));
    expect(results.filter((s) => s === 200)).toHaveLength(1);
    expect(results.every((s) => s === 200 || s === 400)).toBe(true);
    expect((await su.collection('enrolments').getList(1, 1, { filter: `couple = "${couple.id}"` })).totalItems).toBe(1);
  });

  it('visibility: owner, organizer of the competition and admin; not others', async () => {
    const comp = await createCompetition(su, userId(organizer), 'enrolment');
    const couple = await createCouple(owner);
    const e = await owner.collection('enrolments').create({ competition: comp.id, couple: couple.id, owner: userId(owner) });
    for (const [pb, code] of [[owner, 200], [organizer, 200], [admin, 200], [other, 404], [otherOrganizer, 404], [anonymous(server.url), 404]] as const) {
      expect(await statusOf(pb.collection('enrolments').getOne(e.id))).toBe(code);
    }
  });

  it('status follows every input: verification, expiry, payment, presence, competition', async () => {
    const comp = await createCompetition(su, userId(organizer), 'enrolment');
    const couple = await createCouple(owner);
    const e = await owner.collection('enrolments').create({ competition: comp.id, couple: couple.id, owner: userId(owner) });
    const status = async () => (await su.collection('enrolments').getOne(e.id)).status;
    await su.collection('athletes').update(couple.tori, { verified: true });
    await su.collection('athletes').update(couple.uke, { verified: true });
    expect(await status()).toBe('missing_couple_verification');
    await su.collection('couples').update(couple.id, { verified: true });
    expect(await status()).toBe('missing_payment');
    await organizer.collection('enrolments').update(e.id, { paymentReceived: true });
    expect(await status()).toBe('waiting_accreditation');
    // Expired athlete verification (more than a year ago) counts as missing.
    await su.collection('athletes').update(couple.tori, { verifiedAt: daysFromNow(-400) });
    await su.collection('enrolments').update(e.id, { notes: 'recheck' });
    expect(await status()).toBe('missing_athlete_verification');
    await su.collection('athletes').update(couple.tori, { verifiedAt: daysFromNow(-10) });
    expect(await status()).toBe('waiting_accreditation');
    await su.collection('competitions').update(comp.id, { status: 'accreditation' });
    await organizer.collection('enrolments').update(e.id, { present: true });
    expect(await status()).toBe('in_competition');
    await organizer.collection('enrolments').update(e.id, { present: false });
    await su.collection('competitions').update(comp.id, { status: 'ongoing' });
    expect(await status()).toBe('not_in_competition');
    // Editing the athlete resets verification and the enrolment follows.
    await owner.collection('athletes').update(couple.uke, { region: 'Umbria' });
    expect(await status()).toBe('missing_athlete_verification');
  });

  it('field permissions: owners never mark payment; organizers never edit notes; nobody moves the couple', async () => {
    const comp = await createCompetition(su, userId(organizer), 'enrolment');
    const couple = await createCouple(owner);
    const e = await owner.collection('enrolments').create({ competition: comp.id, couple: couple.id, owner: userId(owner) });
    expect(await statusOf(owner.collection('enrolments').update(e.id, { paymentReceived: true }))).toBe(403);
    expect(await statusOf(owner.collection('enrolments').update(e.id, { status: 'in_competition' }))).toBe(200);
    expect((await su.collection('enrolments').getOne(e.id)).status).toBe('missing_athlete_verification');
    expect(await statusOf(owner.collection('enrolments').update(e.id, { notes: 'Receipt attached' }))).toBe(200);
    expect(await statusOf(organizer.collection('enrolments').update(e.id, { notes: 'x' }))).toBe(403);
    expect(await statusOf(otherOrganizer.collection('enrolments').update(e.id, { paymentReceived: true }))).toBe(404);
    expect(await statusOf(organizer.collection('enrolments').update(e.id, { paymentReceived: true }))).toBe(200);
    const another = await createCouple(owner);
    expect(await statusOf(owner.collection('enrolments').update(e.id, { couple: another.id }))).toBe(403);
    expect(await statusOf(organizer.collection('enrolments').update(e.id, { present: true }))).toBe(400);
  });

  it('self-accreditation only inside the window and once verified and paid; clicking again revokes', async () => {
    const mk = async (opensInDays: number, startsInDays: number) => {
      const comp = await createCompetition(su, userId(organizer), 'enrolment', {
        date: daysFromNow(startsInDays),
        accreditationOpensAt: daysFromNow(opensInDays),
      });
      const couple = await createCouple(owner);
      const e = await owner.collection('enrolments').create({ competition: comp.id, couple: couple.id, owner: userId(owner) });
      await verifyCouple(su, couple.id);
      await organizer.collection('enrolments').update(e.id, { paymentReceived: true });
      await su.collection('competitions').update(comp.id, { status: 'accreditation' });
      return e;
    };
    const open = await mk(-0.01, 1);
    expect(await statusOf(owner.collection('enrolments').update(open.id, { present: true }))).toBe(200);
    expect((await su.collection('enrolments').getOne(open.id)).status).toBe('in_competition');
    expect(await statusOf(owner.collection('enrolments').update(open.id, { present: false }))).toBe(200);
    expect((await su.collection('enrolments').getOne(open.id)).status).toBe('waiting_accreditation');

    const notYet = await mk(0.01, 1);
    const err = await errorOf(owner.collection('enrolments').update(notYet.id, { present: true }));
    expect(err.data.present?.code).toBe('accreditation_window_closed');

    const started = await mk(-2, -0.01);
    expect((await errorOf(owner.collection('enrolments').update(started.id, { present: true }))).data.present?.code).toBe('accreditation_window_closed');

    // Inside the window but not paid: refused with the reason.
    const comp = await createCompetition(su, userId(organizer), 'enrolment', { date: daysFromNow(1), accreditationOpensAt: daysFromNow(-1) });
    const couple = await createCouple(owner);
    const unpaid = await owner.collection('enrolments').create({ competition: comp.id, couple: couple.id, owner: userId(owner) });
    expect((await errorOf(owner.collection('enrolments').update(unpaid.id, { present: true }))).data.present?.code).toBe('accreditation_not_ready');
  });

  it('owners delete only while enrolment is open', async () => {
    const comp = await createCompetition(su, userId(organizer), 'enrolment');
    const a = await owner.collection('enrolments').create({ competition: comp.id, couple: (await createCouple(owner)).id, owner: userId(owner) });
    const b = await owner.collection('enrolments').create({ competition: comp.id, couple: (await createCouple(owner)).id, owner: userId(owner) });
    expect(await statusOf(other.collection('enrolments').delete(a.id))).toBe(404);
    expect(await statusOf(owner.collection('enrolments').delete(a.id))).toBe(200);
    await su.collection('competitions').update(comp.id, { status: 'accreditation' });
    expect(await statusOf(owner.collection('enrolments').delete(b.id))).toBe(404);
    expect(await statusOf(admin.collection('enrolments').delete(b.id))).toBe(200);
  });

  it('a couple with enrolments cannot be deleted', async () => {
    const comp = await createCompetition(su, userId(organizer), 'enrolment');
    const couple = await createCouple(owner);
    await owner.collection('enrolments').create({ competition: comp.id, couple: couple.id, owner: userId(owner) });
    const err = await errorOf(owner.collection('couples').delete(couple.id));
    expect(err.data.id?.code).toBe('couple_enrolled');
    void createAthlete;
  });
});
