// When an athlete's yearly verification counts, and what may still change an enrolment:
// - the staff's Verify on an expired athlete renews it (new verifiedAt, audited), and the enrolments
//   follow;
// - an archived competition is history: editing an athlete or couple afterwards changes none of its
//   enrolments;
// - validity is judged at the competition's start date, so the nightly job does not drop a couple
//   whose athlete's year ends during a several-day event.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { superuserToken, type TestServer } from './helpers/server';
import { userId } from './helpers/actors';
import { stageWith } from './helpers/stage';
import { createCompetition, createCouple, daysFromNow, verifyCouple } from './helpers/fixtures';

const DAY = 24 * 3600 * 1000;
const stage = stageWith(['athlete', 'organizer', 'admin'] as const);
let server: TestServer;
let su: PocketBase, owner: PocketBase, organizer: PocketBase, admin: PocketBase;

beforeAll(() => {
  ({ server, su } = stage);
  [owner, organizer, admin] = stage.actors;
});

/** A verified couple of `owner`, enrolled (paid, present as asked) in `comp`. */
async function enrolled(compId: string, { paid = true, present = false } = {}) {
  const couple = await createCouple(owner);
  await verifyCouple(su, couple.id);
  const enrolment = await owner.collection('enrolments').create({ competition: compId, couple: couple.id, owner: userId(owner) });
  if (paid || present) await su.collection('enrolments').update(enrolment.id, { paymentReceived: paid, present });
  return { couple, enrolment };
}

const statusOf = async (id: string) => (await su.collection('enrolments').getOne(id)).status as string;

describe('renewing an expired athlete verification', () => {
  it("the admin's Verify on an athlete verified over a year ago renews it; the enrolment follows; the audit shows it", async () => {
    const comp = await createCompetition(su, userId(organizer), 'enrolment');
    const { couple, enrolment } = await enrolled(comp.id);
    await su.collection('athletes').update(couple.tori, { verifiedAt: daysFromNow(-400) });
    await su.collection('couples').update(couple.id, { kata: 'nage-no-kata' }); // any input change re-derives
    expect(await statusOf(enrolment.id)).toBe('missing_athlete_verification');

    const before = Date.now();
    await admin.collection('athletes').update(couple.tori, { verified: true });
    const tori = await su.collection('athletes').getOne(couple.tori);
    expect(tori.verified).toBe(true);
    expect(Date.parse(tori.verifiedAt.replace(' ', 'T'))).toBeGreaterThanOrEqual(before - 1000);
    expect(await statusOf(enrolment.id)).toBe('waiting_accreditation');

    // The renewal's row, by the admin. (Rows written in the same millisecond have no order, and the
    // save may also write a row without changed fields: the test picks the renewal's row by content.)
    const rows = await su.collection('audit').getFullList({ filter: `table = "athletes" && record = "${couple.tori}" && event = "update"` });
    const renewal = rows.find((r) => JSON.stringify(r.data).includes('verifiedAt') && r.user === userId(admin));
    expect(renewal, JSON.stringify(rows.map((r) => [r.user, r.data]))).toBeDefined();
  });

  it('a Verify on an athlete whose verification still runs keeps its date', async () => {
    const couple = await createCouple(owner);
    await su.collection('athletes').update(couple.tori, { verified: true, verifiedAt: daysFromNow(-10) });
    const was = (await su.collection('athletes').getOne(couple.tori)).verifiedAt;
    await admin.collection('athletes').update(couple.tori, { verified: true });
    expect((await su.collection('athletes').getOne(couple.tori)).verifiedAt).toBe(was);
  });
});

describe('archived competitions are frozen', () => {
  it("an owner's edit of an athlete or couple after the competition was archived changes none of its enrolments", async () => {
    const comp = await createCompetition(su, userId(organizer), 'enrolment');
    const { couple, enrolment } = await enrolled(comp.id, { paid: true, present: false });
    for (const status of ['accreditation', 'ongoing', 'archived']) await su.collection('competitions').update(comp.id, { status });
    const frozen = await su.collection('enrolments').getOne(enrolment.id);
    expect(frozen.status).toBe('not_in_competition');

    // The owner fixes a phone number (the verified athlete is reset, pending a new check) and the kata.
    await owner.collection('athletes').update(couple.tori, { telephone: '+39 06 7654321' });
    await owner.collection('couples').update(couple.id, { external: true });
    const after = await su.collection('enrolments').getOne(enrolment.id);
    for (const f of ['status', 'toriVerified', 'ukeVerified', 'coupleVerified', 'toriName', 'clubs', 'updated']) expect(after[f], f).toEqual(frozen[f]);
  });
});

describe('validity at the competition date', () => {
  it("the nightly job keeps a couple whose athlete's year ends on day 2 of a three-day event", async () => {
    // Started yesterday, ends tomorrow; the athlete was verified 364.5 days before the start, so the
    // year ends today, during the event.
    const start = Date.now() - DAY;
    const comp = await createCompetition(su, userId(organizer), 'enrolment', {
      date: new Date(start).toISOString().replace('T', ' '),
      endDate: new Date(start + 2 * DAY).toISOString().replace('T', ' '),
    });
    const { couple, enrolment } = await enrolled(comp.id);
    await su.collection('athletes').update(couple.uke, { verifiedAt: new Date(start - 364.5 * DAY).toISOString().replace('T', ' ') });
    for (const status of ['accreditation']) await su.collection('competitions').update(comp.id, { status });
    await su.collection('enrolments').update(enrolment.id, { present: true });
    await su.collection('competitions').update(comp.id, { status: 'ongoing' });
    expect(await statusOf(enrolment.id)).toBe('in_competition');

    // The nightly re-derivation, run now through PocketBase's cron API.
    const res = await fetch(`${server.url}/api/crons/enrolment_status_expiry`, { method: 'POST', headers: { Authorization: await superuserToken(server.url) } });
    expect(res.status).toBe(204);
    expect(await statusOf(enrolment.id)).toBe('in_competition');
  });

  it('a verification that ends before the competition starts counts as missing already', async () => {
    const comp = await createCompetition(su, userId(organizer), 'enrolment', { date: daysFromNow(60) });
    const { couple, enrolment } = await enrolled(comp.id);
    await su.collection('athletes').update(couple.tori, { verifiedAt: daysFromNow(-330) }); // ends in 35 days
    await su.collection('couples').update(couple.id, { kata: 'nage-no-kata' });
    expect(await statusOf(enrolment.id)).toBe('missing_athlete_verification');
  });
});
