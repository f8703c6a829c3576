// The accreditation desk's server side: who may toggle payment and presence (owner vs organizer of that
// competition vs another organizer vs admin), two co-organizers toggling one enrolment at once, and the
// owner's self-accreditation window at its edges (dates relative to now, minutes apart).
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { errorOf, statusOf, userId } from './helpers/actors';
import { stageWith } from './helpers/stage';
import { createCompetition, createCouple, daysFromNow, verifyCouple } from './helpers/fixtures';

const MINUTE = 1 / 1440; // in days, for daysFromNow

const stage = stageWith(['athlete', 'admin', 'organizer', 'organizer', 'organizer'] as const);
let owner: PocketBase, admin: PocketBase, organizer: PocketBase, coOrganizer: PocketBase, otherOrganizer: PocketBase, su: PocketBase;
beforeAll(() => {
  ({ su } = stage);
  [owner, admin, organizer, coOrganizer, otherOrganizer] = stage.actors;
});

/** A verified couple's enrolment in a competition organized by `organizer` (and `coOrganizer`). */
async function enrolment(over: Record<string, unknown> = {}) {
  const comp = await createCompetition(su, userId(organizer), 'enrolment', { organizers: [userId(organizer), userId(coOrganizer)], ...over });
  const couple = await createCouple(owner);
  const e = await owner.collection('enrolments').create({ competition: comp.id, couple: couple.id, owner: userId(owner) });
  await verifyCouple(su, couple.id);
  return { comp, e };
}

describe('desk: who may change which field', () => {
  it('payment: organizers of the competition and admins; never the owner or another organizer', async () => {
    const { comp, e } = await enrolment();
    expect(await statusOf(owner.collection('enrolments').update(e.id, { paymentReceived: true }))).toBe(403);
    expect(await statusOf(otherOrganizer.collection('enrolments').update(e.id, { paymentReceived: true }))).toBe(404);
    expect((await su.collection('enrolments').getOne(e.id)).paymentReceived).toBe(false);
    expect(await statusOf(coOrganizer.collection('enrolments').update(e.id, { paymentReceived: true }))).toBe(200);
    expect(await statusOf(admin.collection('enrolments').update(e.id, { paymentReceived: false }))).toBe(200);
    expect(await statusOf(organizer.collection('enrolments').update(e.id, { paymentReceived: true }))).toBe(200);
    expect((await su.collection('enrolments').getOne(e.id)).status).toBe('waiting_accreditation');
    // The owner cannot mark it even in accreditation, nor undo it.
    await su.collection('competitions').update(comp.id, { status: 'accreditation' });
    expect(await statusOf(owner.collection('enrolments').update(e.id, { paymentReceived: false }))).toBe(403);
    // Archived: nobody toggles the payment any more.
    await su.collection('competitions').update(comp.id, { status: 'archived' });
    expect((await errorOf(organizer.collection('enrolments').update(e.id, { paymentReceived: false }))).data.paymentReceived?.code).toBe('competition_archived');
    expect((await su.collection('enrolments').getOne(e.id)).paymentReceived).toBe(true);
  });

  it('presence: organizers and admins in accreditation and ongoing; another organizer never', async () => {
    const { comp, e } = await enrolment();
    await organizer.collection('enrolments').update(e.id, { paymentReceived: true });
    expect((await errorOf(admin.collection('enrolments').update(e.id, { present: true }))).data.present?.code).toBe('accreditation_not_open');
    await su.collection('competitions').update(comp.id, { status: 'accreditation' });
    expect(await statusOf(otherOrganizer.collection('enrolments').update(e.id, { present: true }))).toBe(404);
    expect(await statusOf(organizer.collection('enrolments').update(e.id, { present: true }))).toBe(200);
    expect((await su.collection('enrolments').getOne(e.id)).status).toBe('in_competition');
    expect(await statusOf(admin.collection('enrolments').update(e.id, { present: false }))).toBe(200);
    await su.collection('competitions').update(comp.id, { status: 'ongoing' });
    expect(await statusOf(coOrganizer.collection('enrolments').update(e.id, { present: true }))).toBe(200);
    expect((await su.collection('enrolments').getOne(e.id)).status).toBe('in_competition');
  });

  it('notes: the owner and admins; organizers read them but do not write them', async () => {
    const { e } = await enrolment();
    expect(await statusOf(owner.collection('enrolments').update(e.id, { notes: 'Receipt attached' }))).toBe(200);
    expect((await organizer.collection('enrolments').getOne(e.id)).notes).toBe('Receipt attached');
    expect(await statusOf(organizer.collection('enrolments').update(e.id, { notes: 'x' }))).toBe(403);
    expect(await statusOf(admin.collection('enrolments').update(e.id, { notes: 'Checked' }))).toBe(200);
    expect((await su.collection('enrolments').getOne(e.id)).notes).toBe('Checked');
  });
});

describe('desk: two co-organizers at once', () => {
  it('toggling the same enrolment concurrently leaves flags and status consistent', async () => {
    const { comp, e } = await enrolment();
    await su.collection('competitions').update(comp.id, { status: 'accreditation' });
    const writes = Array.from({ length: 10 }, (_, i) => {
      const desk = i % 2 === 0 ? organizer : coOrganizer;
      return statusOf(desk.collection('enrolments').update(e.id, i % 3 === 0 ? { paymentReceived: i % 2 === 0 } : { present: i % 2 === 1 }));
    });
    const codes = await Promise.all(writes);
    // Presence needs nothing but the desk's own say; every write is accepted or cleanly refused.
    expect(codes.every((c) => c === 200 || c === 400)).toBe(true);
    const final = await su.collection('enrolments').getOne(e.id);
    const expected = !final.paymentReceived ? 'missing_payment' : final.present ? 'in_competition' : 'waiting_accreditation';
    expect(final.status).toBe(expected);
    // Both desks read the same stored record.
    const [a, b] = await Promise.all([organizer.collection('enrolments').getOne(e.id), coOrganizer.collection('enrolments').getOne(e.id)]);
    expect([a.paymentReceived, a.present, a.status]).toEqual([b.paymentReceived, b.present, b.status]);
    expect([a.paymentReceived, a.present, a.status]).toEqual([final.paymentReceived, final.present, final.status]);
  });
});

describe('desk: the self-accreditation window at its edges', () => {
  const paid = async (opensIn: number, startsIn: number) => {
    const { comp, e } = await enrolment({ date: daysFromNow(startsIn), accreditationOpensAt: daysFromNow(opensIn) });
    await organizer.collection('enrolments').update(e.id, { paymentReceived: true });
    await su.collection('competitions').update(comp.id, { status: 'accreditation' });
    return e;
  };
  const selfAccredit = (id: string) => errorOf(owner.collection('enrolments').update(id, { present: true }));

  it('opens at accreditationOpensAt: two minutes before refused, two minutes after accepted', async () => {
    const before = await paid(2 * MINUTE, 1);
    expect((await selfAccredit(before.id)).data.present?.code).toBe('accreditation_window_closed');
    const after = await paid(-2 * MINUTE, 1);
    expect(await statusOf(owner.collection('enrolments').update(after.id, { present: true }))).toBe(200);
  });

  it('closes at the start: two minutes before accepted, two minutes after refused (the desk still may)', async () => {
    const justBefore = await paid(-1, 2 * MINUTE);
    expect(await statusOf(owner.collection('enrolments').update(justBefore.id, { present: true }))).toBe(200);
    const justAfter = await paid(-1, -2 * MINUTE);
    expect((await selfAccredit(justAfter.id)).data.present?.code).toBe('accreditation_window_closed');
    expect((await su.collection('enrolments').getOne(justAfter.id)).present).toBe(false);
    expect(await statusOf(organizer.collection('enrolments').update(justAfter.id, { present: true }))).toBe(200);
  });
});
