// The athlete's side of enrolments against a real PocketBase and a real SMTP catcher: notes and
// attachments (multipart with a JSON part, size/type/count limits, nothing saved on a refusal), the
// organizers' mail about a new note or attachment (localized, only to that competition's organizers)
// and their access to the protected files, athletes never seeing others' enrolments, and the derived
// status recomputed on every affected enrolment (and only those) when one input changes.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { MailCatcher } from '../scripts/lib/index.mjs';
import { waitForMailCount } from './helpers/mail';
import { actor, errorOf, statusOf, userId } from './helpers/actors';
import type { TestServer } from './helpers/server';
import { stageWith } from './helpers/stage';
import { createCompetition, createCouple, verifyCouple } from './helpers/fixtures';

// Each mail's content is checked here, one change at a time: no coalescing window (the digest of a
// burst is tests/notification-digest.test.ts).
const stage = stageWith([['athlete', 'Anna Owner'], 'athlete', 'organizer', 'organizer'], { catchMail: true, env: { MAIL_COALESCE_SECONDS: '0' } });
let mail: MailCatcher;
let server: TestServer;
let owner: PocketBase, other: PocketBase, organizer: PocketBase, otherOrganizer: PocketBase, su: PocketBase;

beforeAll(() => {
  ({ mail, server, su } = stage);
  [owner, other, organizer, otherOrganizer] = stage.actors;
});

const pdf = (bytes = 200) => new Blob([`%PDF-1.4\n${'0'.repeat(bytes)}\n%%EOF\n`], { type: 'application/pdf' });
const emailOf = (pb: PocketBase) => String(pb.authStore.record?.email);
const mailsTo = (pb: PocketBase) => mail.client.to(emailOf(pb));
/** Waits until `pb` has `want` mails, and returns them oldest first. */
const nextMails = (pb: PocketBase, want: number) => waitForMailCount(mail.client, emailOf(pb), want);

describe('notes and attachments', () => {
  it('multipart with a JSON part: a note and a receipt at enrolment; size, type and count limits refuse and save nothing', async () => {
    const comp = await createCompetition(su, userId(organizer), 'enrolment');
    const couple = await createCouple(owner);
    const body = (files: Blob[], notes = 'Paid by bank transfer') => {
      const fd = new FormData();
      fd.append('@jsonPayload', JSON.stringify({ competition: comp.id, couple: couple.id, owner: userId(owner), notes }));
      files.forEach((f, i) => fd.append('attachments', f, `receipt-${i}.pdf`));
      return fd;
    };
    const count = async () => (await su.collection('enrolments').getList(1, 1, { filter: `couple = "${couple.id}"` })).totalItems;

    const tooBig = await errorOf(owner.collection('enrolments').create(body([pdf(5 * 1024 * 1024)])));
    expect(tooBig.status).toBe(400);
    expect(tooBig.data.attachments?.code).toBe('validation_file_size_limit');
    const wrongType = await errorOf(owner.collection('enrolments').create(body([new Blob(['#!/bin/sh\necho hi\n'], { type: 'application/pdf' })])));
    expect(wrongType.data.attachments?.code).toBe('validation_invalid_mime_type');
    const tooMany = await errorOf(owner.collection('enrolments').create(body(Array.from({ length: 6 }, () => pdf()))));
    expect(tooMany.data.attachments?.code).toBe('validation_too_many_files');
    expect(await count()).toBe(0);

    const e = await owner.collection('enrolments').create(body([pdf()]));
    expect(e.notes).toBe('Paid by bank transfer');
    expect(e.attachments).toHaveLength(1);
    expect(e.paymentReceived).toBe(false);
    // Another file later, appended with the "+" modifier; notes stay the owner's.
    const more = new FormData();
    more.append('attachments+', pdf(), 'id-card.pdf');
    const updated = await owner.collection('enrolments').update(e.id, more);
    expect(updated.attachments).toHaveLength(2);
  });

  it('a new note or attachment mails every organizer of that competition in their language; the file is theirs to read', async () => {
    // Organizers of their own: the first test's organizer has mail already.
    const [organizer, organizerIt] = await Promise.all([actor(server.url, 'organizer'), actor(server.url, 'organizer')]);
    await su.collection('users').update(userId(organizerIt), { lang: 'it' });
    const comp = await createCompetition(su, userId(organizer), 'enrolment', { organizers: [userId(organizer), userId(organizerIt)] });
    const couple = await createCouple(owner);
    const e = await owner.collection('enrolments').create({ competition: comp.id, couple: couple.id, owner: userId(owner) });
    // No note, no file: nothing to say. Mails leave inside the request, so the note's mail below
    // being the only one proves the bare enrolment sent none.
    await owner.collection('enrolments').update(e.id, { notes: 'We arrive <late> on Saturday' });
    const noteMails = await nextMails(organizer, 1);
    expect(noteMails).toHaveLength(1);
    const en = noteMails[0]!;
    expect(en.subject).toContain('New note or attachment');
    expect(en.subject).toContain(e.toriName);
    expect(en.html).toContain('Anna Owner');
    expect(en.html).toContain('&lt;late&gt;');
    expect(en.html).toContain(`http://portal.test/reserved/enrolments/${comp.id}`);
    const itMail = (await nextMails(organizerIt, 1))[0]!;
    expect(itMail.subject).toContain('Nuova nota o allegato');

    const fd = new FormData();
    fd.append('attachments+', pdf(), 'receipt.pdf');
    const withFile = await owner.collection('enrolments').update(e.id, fd);
    const fileMail = (await nextMails(organizer, 2))[1]!;
    expect(fileMail.html).toContain('New attachments: 1');
    expect(fileMail.html).not.toContain('Note:'); // the unchanged note is not repeated

    // The organizer's own toggles and an unchanged save send nothing; nor does anyone else get mail.
    // A later note is the marker: the mails before it are all in once it arrives.
    await organizer.collection('enrolments').update(e.id, { paymentReceived: true });
    await owner.collection('enrolments').update(e.id, { notes: 'We arrive <late> on Saturday' });
    await owner.collection('enrolments').update(e.id, { notes: 'Marker' });
    const all = await nextMails(organizer, 3);
    expect(all).toHaveLength(3);
    expect(all[2]!.html).toContain('Marker');
    expect(await mailsTo(otherOrganizer)).toHaveLength(0);
    expect(await mailsTo(owner)).toHaveLength(0);

    // Protected file: the organizer reads it with a file token; another organizer or athlete cannot.
    const file = withFile.attachments[0] as string;
    const fetchAs = async (pb: PocketBase) => {
      const token = await pb.files.getToken();
      return (await fetch(pb.files.getURL(withFile, file, { token }))).status;
    };
    expect(await fetchAs(organizer)).toBe(200);
    expect(await fetchAs(owner)).toBe(200);
    expect(await fetchAs(otherOrganizer)).not.toBe(200);
    expect(await fetchAs(other)).not.toBe(200);
    expect((await fetch(su.files.getURL(withFile, file))).status).not.toBe(200); // no token at all
  });

  it('a receipt is kept by no cache, not even the browser’s, and keeps PocketBase’s sandboxing policy', async () => {
    // `other` uploads: the owner's budget of note and attachment changes is spent by the tests above.
    const comp = await createCompetition(su, userId(organizer), 'enrolment');
    const couple = await createCouple(other);
    const e = await other.collection('enrolments').create({ competition: comp.id, couple: couple.id, owner: userId(other) });
    const fd = new FormData();
    fd.append('attachments+', pdf(), 'receipt.pdf');
    const withFile = await other.collection('enrolments').update(e.id, fd);
    const res = await fetch(other.files.getURL(withFile, withFile.attachments[0] as string, { token: await other.files.getToken() }));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
  });
});

describe('privacy', () => {
  it("athletes never see others' enrolments, whatever they filter or expand", async () => {
    const comp = await createCompetition(su, userId(organizer), 'enrolment');
    const mine = await owner.collection('enrolments').create({ competition: comp.id, couple: (await createCouple(owner)).id, owner: userId(owner) });
    const theirs = await other.collection('enrolments').create({ competition: comp.id, couple: (await createCouple(other)).id, owner: userId(other) });
    const ids = async (pb: PocketBase, filter = '') => (await pb.collection('enrolments').getFullList({ filter })).map((r) => r.id);
    expect(await ids(owner)).toContain(mine.id);
    expect(await ids(owner)).not.toContain(theirs.id);
    expect(await ids(owner, `competition = "${comp.id}"`)).toEqual([mine.id]);
    expect(await ids(owner, `id = "${theirs.id}" || owner = "${userId(other)}"`)).toEqual([]);
    expect(await statusOf(owner.collection('enrolments').getOne(theirs.id))).toBe(404);
    expect(await statusOf(owner.collection('enrolments').update(theirs.id, { notes: 'x' }))).toBe(404);
    // Through the competition's back-relation neither.
    const viaComp = await owner.collection('competitions').getOne(comp.id, { expand: 'enrolments_via_competition' });
    const expanded = (viaComp.expand?.enrolments_via_competition ?? []) as { id: string }[];
    expect(expanded.map((r) => r.id)).not.toContain(theirs.id);
    // The organizer of the competition sees both; another organizer none.
    expect((await ids(organizer, `competition = "${comp.id}"`)).sort()).toEqual([mine.id, theirs.id].sort());
    expect(await ids(otherOrganizer, `competition = "${comp.id}"`)).toEqual([]);
  });
});

describe('derived status recomputation matrix', () => {
  it('each input change updates every affected enrolment and leaves the others alone', async () => {
    const c1 = await createCompetition(su, userId(organizer), 'enrolment');
    const c2 = await createCompetition(su, userId(organizer), 'enrolment');
    // Athlete A is tori of couple X and uke of couple Y; couple Z shares nobody.
    const x = await createCouple(owner);
    const z = await createCouple(owner);
    const y = await owner.collection('couples').create({ owner: userId(owner), tori: (await createCouple(owner)).uke, uke: x.tori, kata: 'ju-no-kata' });
    for (const c of [x, y, z]) await verifyCouple(su, c.id);
    const enrol = (comp: string, couple: string) => owner.collection('enrolments').create({ competition: comp, couple, owner: userId(owner) });
    const ex1 = await enrol(c1.id, x.id);
    const ex2 = await enrol(c2.id, x.id);
    const ey1 = await enrol(c1.id, y.id);
    const ez1 = await enrol(c1.id, z.id);
    const ez2 = await enrol(c2.id, z.id);
    const all = { ex1, ex2, ey1, ez1, ez2 };
    type Key = keyof typeof all;
    const snapshot = async () => {
      const out = {} as Record<Key, { status: string; toriVerified: boolean; ukeVerified: boolean; coupleVerified: boolean }>;
      for (const [k, r] of Object.entries(all)) {
        const s = await su.collection('enrolments').getOne(r.id);
        out[k as Key] = { status: s.status, toriVerified: s.toriVerified, ukeVerified: s.ukeVerified, coupleVerified: s.coupleVerified };
      }
      return out;
    };
    const expectStatuses = async (want: Record<Key, string>) => expect(Object.fromEntries(Object.entries(await snapshot()).map(([k, v]) => [k, v.status]))).toEqual(want);
    await expectStatuses({ ex1: 'missing_payment', ex2: 'missing_payment', ey1: 'missing_payment', ez1: 'missing_payment', ez2: 'missing_payment' });

    // Athlete A unverified by an edit of the owner: X in both competitions and Y follow, Z does not.
    await owner.collection('athletes').update(x.tori, { telephone: '+39 333 0000000' });
    let s = await snapshot();
    expect([s.ex1.toriVerified, s.ex2.toriVerified, s.ey1.ukeVerified]).toEqual([false, false, false]);
    await expectStatuses({ ex1: 'missing_athlete_verification', ex2: 'missing_athlete_verification', ey1: 'missing_athlete_verification', ez1: 'missing_payment', ez2: 'missing_payment' });
    // Verified again: the edit also reset the verification of both couples with that athlete.
    await su.collection('athletes').update(x.tori, { verified: true });
    await expectStatuses({ ex1: 'missing_couple_verification', ex2: 'missing_couple_verification', ey1: 'missing_couple_verification', ez1: 'missing_payment', ez2: 'missing_payment' });
    await su.collection('couples').update(x.id, { verified: true });
    await su.collection('couples').update(y.id, { verified: true });
    await expectStatuses({ ex1: 'missing_payment', ex2: 'missing_payment', ey1: 'missing_payment', ez1: 'missing_payment', ez2: 'missing_payment' });
    // Athlete verification expired (older than a year): the same three.
    await su.collection('athletes').update(x.tori, { verifiedAt: new Date(Date.now() - 400 * 864e5).toISOString().replace('T', ' ') });
    await expectStatuses({ ex1: 'missing_athlete_verification', ex2: 'missing_athlete_verification', ey1: 'missing_athlete_verification', ez1: 'missing_payment', ez2: 'missing_payment' });
    await su.collection('athletes').update(x.tori, { verifiedAt: new Date().toISOString().replace('T', ' ') });

    // Couple X unverified: only its two enrolments.
    await su.collection('couples').update(x.id, { verified: false });
    s = await snapshot();
    expect([s.ex1.coupleVerified, s.ex2.coupleVerified, s.ey1.coupleVerified, s.ez1.coupleVerified]).toEqual([false, false, true, true]);
    await expectStatuses({ ex1: 'missing_couple_verification', ex2: 'missing_couple_verification', ey1: 'missing_payment', ez1: 'missing_payment', ez2: 'missing_payment' });
    await su.collection('couples').update(x.id, { verified: true });

    // Payment of one enrolment: that one only.
    await organizer.collection('enrolments').update(ez1.id, { paymentReceived: true });
    await organizer.collection('enrolments').update(ex1.id, { paymentReceived: true });
    await expectStatuses({ ex1: 'waiting_accreditation', ex2: 'missing_payment', ey1: 'missing_payment', ez1: 'waiting_accreditation', ez2: 'missing_payment' });

    // Competition 1 to accreditation, presence of one enrolment: that one only.
    await su.collection('competitions').update(c1.id, { status: 'accreditation' });
    await organizer.collection('enrolments').update(ez1.id, { present: true });
    await expectStatuses({ ex1: 'waiting_accreditation', ex2: 'missing_payment', ey1: 'missing_payment', ez1: 'in_competition', ez2: 'missing_payment' });

    // Competition 1 under way: its paid and absent couples are out, the other competition untouched.
    const c2Before = await su.collection('enrolments').getOne(ez2.id);
    await su.collection('competitions').update(c1.id, { status: 'ongoing' });
    await expectStatuses({ ex1: 'not_in_competition', ex2: 'missing_payment', ey1: 'missing_payment', ez1: 'in_competition', ez2: 'missing_payment' });
    expect((await su.collection('enrolments').getOne(ez2.id)).updated).toBe(c2Before.updated);
  });
});
