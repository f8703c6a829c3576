// Competitions, circuits, documents and partners against a real PocketBase, as each role: who sees
// drafts and non-public documents (records and protected files, with and without a file token), who
// may edit which competition, status moves, file limits (logo and documents), and the values the
// server derives (document size and name).
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { stageWith } from './helpers/stage';
import { errorOf, statusOf, userId } from './helpers/actors';
import { createCompetition, daysFromNow } from './helpers/fixtures';
import { tinyPdf } from '../scripts/seed.mjs';

// A 1×1 transparent PNG (PocketBase detects the type from the content, not from the file name).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const MB = 1024 * 1024;

function png(name = 'logo.png', padTo = 0): File {
  const bytes = padTo > PNG.length ? Buffer.concat([PNG, Buffer.alloc(padTo - PNG.length)]) : PNG;
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}
function pdf(name = 'doc.pdf'): File {
  return new File([new Uint8Array(tinyPdf(['Test document', name]))], name, { type: 'application/pdf' });
}

const stage = stageWith(['admin', 'organizer', 'organizer', 'athlete', 'commissioner']);
let su: PocketBase, admin: PocketBase, organizer: PocketBase, otherOrganizer: PocketBase, athlete: PocketBase, commissioner: PocketBase;
let guest: PocketBase;
type Actor = 'anonymous' | 'athlete' | 'organizer' | 'otherOrganizer' | 'commissioner' | 'admin';
let actors: Record<Actor, PocketBase>;

beforeAll(() => {
  [admin, organizer, otherOrganizer, athlete, commissioner] = stage.actors;
  ({ su, guest } = stage);
  actors = { anonymous: guest, athlete, organizer, otherOrganizer, commissioner, admin };
});

async function visibleIds(pb: PocketBase, collection: string, ids: string[]): Promise<string[]> {
  const list = await pb.collection(collection).getFullList({ filter: ids.map((id) => `id = "${id}"`).join(' || ') });
  return list.map((r) => r.id).sort();
}

describe('competitions: drafts are private to their organizers and admins', () => {
  let draft: RecordModel, ready: RecordModel, draftCircuit: RecordModel, readyCircuit: RecordModel;
  beforeAll(async () => {
    draft = await createCompetition(su, userId(organizer), 'draft');
    ready = await createCompetition(su, userId(organizer), 'ready');
    draftCircuit = await su.collection('circuits').getFirstListItem(`competition = "${draft.id}"`);
    readyCircuit = await su.collection('circuits').getFirstListItem(`competition = "${ready.id}"`);
  });

  it.each<[Actor, boolean]>([
    ['anonymous', false],
    ['athlete', false],
    ['commissioner', false],
    ['otherOrganizer', false],
    ['organizer', true],
    ['admin', true],
  ])('%s sees the draft: %s (list, view, its circuits)', async (who, seesDraft) => {
    const pb = actors[who];
    const expected = (seesDraft ? [draft.id, ready.id] : [ready.id]).sort();
    expect(await visibleIds(pb, 'competitions', [draft.id, ready.id])).toEqual(expected);
    expect(await statusOf(pb.collection('competitions').getOne(draft.id))).toBe(seesDraft ? 200 : 404);
    expect(await statusOf(pb.collection('competitions').getOne(ready.id))).toBe(200);
    expect(await visibleIds(pb, 'circuits', [draftCircuit.id, readyCircuit.id])).toEqual(
      (seesDraft ? [draftCircuit.id, readyCircuit.id] : [readyCircuit.id]).sort(),
    );
  });

  it('the public sees the names of the organizers, nothing else of them', async () => {
    // Users are private to themselves and admins: the names come from the competition itself.
    const c = await guest.collection('competitions').getOne(ready.id, { expand: 'organizers' });
    const orgs = (c.expand?.organizers ?? []) as RecordModel[];
    expect(orgs).toEqual([]);
    const me = await organizer.collection('users').getOne(userId(organizer));
    expect(c.organizerNames).toEqual([me.name]);
  });
});

describe('a competition without organizers', () => {
  // For a guest @request.auth.id is "", and `organizers.id ?= ""` used to match an empty relation.
  it('is still a draft to guests and users: not visible, not editable, nothing can be attached to it', async () => {
    const c = await su.collection('competitions').create({ name: 'Nobody organizes me', date: daysFromNow(40), status: 'draft' });
    const staffDoc = await su.collection('documents').create({ file: pdf('staff.pdf'), public: false, visibility: 'staff', competition: c.id });
    const circuit = await su.collection('circuits').create({ competition: c.id, name: 'Open' });
    for (const who of ['anonymous', 'athlete', 'commissioner', 'otherOrganizer'] as const) {
      const pb = actors[who];
      expect(await statusOf(pb.collection('competitions').getOne(c.id)), who).toBe(404);
      expect(await visibleIds(pb, 'competitions', [c.id]), who).toEqual([]);
      expect(await statusOf(pb.collection('competitions').update(c.id, { name: 'Taken over' })), who).toBe(404);
      expect(await statusOf(pb.collection('circuits').create({ competition: c.id, name: 'Intruder' })), who).toBe(400);
      expect(await statusOf(pb.collection('circuits').update(circuit.id, { name: 'Intruder' })), who).toBe(404);
      expect(await statusOf(pb.collection('documents').create({ file: pdf(), public: true, competition: c.id })), who).toBe(400);
      expect(await statusOf(pb.collection('documents').getOne(staffDoc.id)), who).toBe(404);
      expect(await pb.collection('enrolments').getFullList({ filter: `competition = "${c.id}"` }), who).toEqual([]);
    }
    expect((await fetch(`${stage.server.url}/api/files/documents/${staffDoc.id}/${staffDoc.file}`)).status).toBe(404);
    expect((await su.collection('competitions').getOne(c.id)).name).toBe('Nobody organizes me');
    // Published, everyone reads it, still nobody but admins edits it.
    await su.collection('competitions').update(c.id, { status: 'ready' });
    expect(await statusOf(guest.collection('competitions').getOne(c.id))).toBe(200);
    expect(await statusOf(guest.collection('competitions').update(c.id, { name: 'Taken over' }))).toBe(404);
    expect(await statusOf(guest.collection('circuits').create({ competition: c.id, name: 'Intruder' }))).toBe(400);
    expect(await statusOf(admin.collection('competitions').update(c.id, { name: 'Renamed by an admin' }))).toBe(200);
  });
});

describe('competitions: who may change what', () => {
  it('only admins create and delete; organizers edit only what they organize, never the organizers', async () => {
    expect(await statusOf(organizer.collection('competitions').create({ name: 'Mine', date: daysFromNow(10) }))).toBe(400);
    expect(await statusOf(athlete.collection('competitions').create({ name: 'Mine', date: daysFromNow(10) }))).toBe(400);
    expect(await statusOf(guest.collection('competitions').create({ name: 'Mine', date: daysFromNow(10) }))).toBe(400);
    const c = await admin.collection('competitions').create({ name: 'Editable', date: daysFromNow(20), organizers: [userId(organizer)] });

    // The organizer of it edits its data.
    const edited = await organizer.collection('competitions').update(c.id, { location: 'Napoli', details: '<p>Hello</p>', exportId: 'E-1' });
    expect(edited.location).toBe('Napoli');
    // …but not who organizes it or judges it.
    expect(await statusOf(organizer.collection('competitions').update(c.id, { organizers: [userId(organizer), userId(otherOrganizer)] }))).toBe(404);
    expect(await statusOf(organizer.collection('competitions').update(c.id, { commissioners: [userId(commissioner)] }))).toBe(404);
    // Another organizer, an athlete, a commissioner and the public cannot edit it (a draft is not even visible to them).
    for (const pb of [otherOrganizer, athlete, commissioner, guest]) {
      expect(await statusOf(pb.collection('competitions').update(c.id, { name: 'Hijacked' }))).toBe(404);
      expect(await statusOf(pb.collection('competitions').delete(c.id))).toBe(404);
    }
    await admin.collection('competitions').update(c.id, { status: 'ready' });
    for (const pb of [otherOrganizer, athlete, commissioner, guest]) {
      expect(await statusOf(pb.collection('competitions').update(c.id, { name: 'Hijacked' }))).toBe(404);
      expect(await statusOf(pb.collection('competitions').delete(c.id))).toBe(404);
    }
    // Only admins delete, even the organizer of it cannot.
    expect(await statusOf(organizer.collection('competitions').delete(c.id))).toBe(404);
    expect((await su.collection('competitions').getOne(c.id)).name).toBe('Editable');
    await admin.collection('competitions').delete(c.id);
    expect(await statusOf(su.collection('competitions').getOne(c.id))).toBe(404);
  });

  it('status: one step forward for the organizer of it and admins, back for admins only, never out of archived', async () => {
    const c = await admin.collection('competitions').create({ name: 'Lifecycle', date: daysFromNow(20), organizers: [userId(organizer)] });
    const expectRefused = async (pb: PocketBase, status: string) => {
      const err = await errorOf(pb.collection('competitions').update(c.id, { status }));
      expect(err.status).toBe(400);
      expect(err.data.status?.code).toBe('competition_status_transition');
      expect(err.data.status?.message).toBeTruthy();
    };
    await expectRefused(organizer, 'enrolment'); // skipping a step
    await expectRefused(admin, 'archived');
    expect(await statusOf(otherOrganizer.collection('competitions').update(c.id, { status: 'ready' }))).toBe(404);
    await organizer.collection('competitions').update(c.id, { status: 'ready' });
    await expectRefused(organizer, 'draft'); // back: admins only
    await organizer.collection('competitions').update(c.id, { status: 'enrolment' });
    await admin.collection('competitions').update(c.id, { status: 'ready' }); // admin steps back
    for (const s of ['enrolment', 'accreditation', 'ongoing', 'archived']) await organizer.collection('competitions').update(c.id, { status: s });
    await expectRefused(admin, 'ongoing');
    await expectRefused(organizer, 'ongoing');
    expect((await su.collection('competitions').getOne(c.id)).status).toBe('archived');
  });

  it('the end date cannot be before the start; accreditation opens the day before by default', async () => {
    const err = await errorOf(admin.collection('competitions').create({ name: 'Backwards', date: '2027-05-10 09:00:00.000Z', endDate: '2027-05-09 09:00:00.000Z' }));
    expect(err.data.endDate?.code).toBe('competition_end_before_start');
    const c = await admin.collection('competitions').create({ name: 'Default window', date: '2027-05-10 09:00:00.000Z' });
    expect(c.accreditationOpensAt).toBe('2027-05-09 09:00:00.000Z');
    const set = await admin.collection('competitions').create({ name: 'Own window', date: '2027-05-10 09:00:00.000Z', accreditationOpensAt: '2027-05-07 12:00:00.000Z' });
    expect(set.accreditationOpensAt).toBe('2027-05-07 12:00:00.000Z');
  });
});

describe('competition logo: images up to 2 MB', () => {
  let c: RecordModel;
  beforeAll(async () => {
    c = await admin.collection('competitions').create({ name: 'Logo cup', date: daysFromNow(15), organizers: [userId(organizer)] });
  });

  it('accepts a PNG from the organizer of it and serves it publicly once published', async () => {
    const updated = await organizer.collection('competitions').update(c.id, { logo: png() });
    expect(updated.logo).toMatch(/\.png$/);
    await admin.collection('competitions').update(c.id, { status: 'ready' });
    const res = await fetch(`${stage.server.url}/api/files/competitions/${c.id}/${updated.logo}?thumb=96x96`);
    expect(res.status).toBe(200);
  });

  it('refuses other file types and files over 2 MB with a field error, and keeps the old logo', async () => {
    const before = (await su.collection('competitions').getOne(c.id)).logo;
    const wrongType = await errorOf(admin.collection('competitions').update(c.id, { logo: pdf('logo.png') }));
    expect(wrongType.status).toBe(400);
    expect(wrongType.data.logo?.code).toBe('validation_invalid_mime_type');
    const tooLarge = await errorOf(admin.collection('competitions').update(c.id, { logo: png('big.png', 2 * MB + 1024) }));
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.data.logo?.code).toBe('validation_file_size_limit');
    expect((await su.collection('competitions').getOne(c.id)).logo).toBe(before);
  });
});

describe('circuits', () => {
  it('only the organizers of the competition and admins manage circuits; the age range must make sense', async () => {
    const c = await admin.collection('competitions').create({ name: 'Circuits cup', date: daysFromNow(25), organizers: [userId(organizer)] });
    const data = { competition: c.id, name: 'Elite', order: 1, katas: ['nage-no-kata', 'kime-no-kata'], minBelt: '1d', minAge: 18, maxAge: 40 };
    const circuit = await organizer.collection('circuits').create(data);
    expect(circuit.katas).toEqual(['nage-no-kata', 'kime-no-kata']);
    for (const pb of [otherOrganizer, athlete, commissioner, guest]) {
      expect(await statusOf(pb.collection('circuits').create({ ...data, name: 'Intruder' }))).toBe(400);
      expect(await statusOf(pb.collection('circuits').update(circuit.id, { name: 'Intruder' }))).toBe(404);
      expect(await statusOf(pb.collection('circuits').delete(circuit.id))).toBe(404);
    }
    const err = await errorOf(organizer.collection('circuits').update(circuit.id, { minAge: 40, maxAge: 30 }));
    expect(err.data.maxAge?.code).toBe('circuit_age_range');
    expect((await su.collection('circuits').getOne(circuit.id)).maxAge).toBe(40);
    // A circuit cannot be moved to someone else's competition.
    const theirs = await admin.collection('competitions').create({ name: 'Theirs', date: daysFromNow(25), organizers: [userId(otherOrganizer)] });
    expect(await statusOf(organizer.collection('circuits').update(circuit.id, { competition: theirs.id }))).toBeGreaterThanOrEqual(400);
    expect((await su.collection('circuits').getOne(circuit.id)).competition).toBe(c.id);
    await organizer.collection('circuits').delete(circuit.id);
  });
});

describe('documents', () => {
  let draftComp: RecordModel, openComp: RecordModel;
  const docs: Record<string, RecordModel> = {};
  beforeAll(async () => {
    draftComp = await createCompetition(su, userId(organizer), 'draft');
    openComp = await createCompetition(su, userId(organizer), 'enrolment');
    const make = (key: string, data: Record<string, unknown>) =>
      admin
        .collection('documents')
        .create({ file: pdf(`${key}.pdf`), ...data })
        .then((r) => (docs[key] = r));
    await Promise.all([
      make('general', { public: true }),
      make('publicOfOpen', { public: true, competition: openComp.id }),
      make('publicOfDraft', { public: true, competition: draftComp.id }),
      make('registered', { public: false, visibility: 'registered', competition: openComp.id }),
      // A draft competition's documents are its organizers' and the admins', whatever their visibility.
      make('registeredOfDraft', { public: false, visibility: 'registered', competition: draftComp.id }),
      make('staff', { public: false, visibility: 'staff', competition: openComp.id }),
      make('staffGeneral', { public: false, visibility: 'staff' }),
    ]);
  });

  const VISIBLE: Record<Actor, string[]> = {
    anonymous: ['general', 'publicOfOpen'],
    athlete: ['general', 'publicOfOpen', 'registered'],
    commissioner: ['general', 'publicOfOpen', 'registered'],
    otherOrganizer: ['general', 'publicOfOpen', 'registered'],
    organizer: ['general', 'publicOfOpen', 'publicOfDraft', 'registered', 'registeredOfDraft', 'staff'],
    admin: ['general', 'publicOfOpen', 'publicOfDraft', 'registered', 'registeredOfDraft', 'staff', 'staffGeneral'],
  };

  it.each(Object.keys(VISIBLE) as Actor[])('%s lists and views exactly the documents meant for them', async (who) => {
    const pb = actors[who];
    const all = Object.keys(docs);
    const expected = VISIBLE[who];
    const ids = await visibleIds(
      pb,
      'documents',
      all.map((k) => docs[k]!.id),
    );
    expect(ids).toEqual(expected.map((k) => docs[k]!.id).sort());
    for (const key of all) expect(await statusOf(pb.collection('documents').getOne(docs[key]!.id)), key).toBe(expected.includes(key) ? 200 : 404);
  });

  it.each(Object.keys(VISIBLE) as Actor[])('%s downloads exactly those files (protected: a file token is needed for non-public ones)', async (who) => {
    const pb = actors[who];
    const token = pb.authStore.isValid ? await pb.files.getToken() : '';
    for (const [key, doc] of Object.entries(docs)) {
      const url = `${stage.server.url}/api/files/documents/${doc.id}/${doc.file}`;
      const plain = await fetch(url);
      // Without a token every request is a guest's: only public documents of published competitions.
      expect(plain.status, `${key} without token`).toBe(VISIBLE.anonymous.includes(key) ? 200 : 404);
      if (token) {
        const withToken = await fetch(`${url}?token=${token}`);
        expect(withToken.status, `${key} with token`).toBe(VISIBLE[who].includes(key) ? 200 : 404);
        if (withToken.ok) expect((await withToken.arrayBuffer()).byteLength).toBe(doc.size);
        // A protected file never sits in a shared cache (a venue's proxy) for the next one who asks.
        if (withToken.ok) expect(withToken.headers.get('cache-control'), key).toMatch(/^private\b/);
      }
    }
  });

  it('the server sets the size and a missing name from the uploaded file', async () => {
    const file = pdf('Programme 2027.pdf');
    const doc = await admin.collection('documents').create({ file, size: 1, public: true });
    expect(doc.size).toBe(file.size);
    expect(doc.name).toBe('Programme 2027');
    const named = await admin.collection('documents').create({ file: pdf('x.pdf'), name: 'Rules', size: 999999 });
    expect(named.name).toBe('Rules');
    expect(named.size).not.toBe(999999);
    // Replacing the file updates the size; editing other fields keeps it.
    const bigger = new File([new Uint8Array(tinyPdf(['A longer document', 'with', 'more', 'lines', 'of', 'text']))], 'y.pdf', { type: 'application/pdf' });
    const replaced = await admin.collection('documents').update(named.id, { file: bigger });
    expect(replaced.size).toBe(bigger.size);
    const renamed = await admin.collection('documents').update(named.id, { name: 'Rules v2', size: 5 });
    expect(renamed.size).toBe(bigger.size);
  });

  it('organizers upload, edit and delete documents of their competitions only', async () => {
    const mine = await organizer.collection('documents').create({ file: pdf(), public: false, visibility: 'staff', competition: openComp.id });
    expect(mine.competition).toBe(openComp.id);
    // Not for another organizer's competition, not without a competition, and never for athletes or the public.
    const theirs = await createCompetition(su, userId(otherOrganizer), 'enrolment');
    expect(await statusOf(organizer.collection('documents').create({ file: pdf(), public: true, competition: theirs.id }))).toBe(400);
    expect(await statusOf(organizer.collection('documents').create({ file: pdf(), public: true }))).toBe(400);
    expect(await statusOf(athlete.collection('documents').create({ file: pdf(), public: true }))).toBe(400);
    expect(await statusOf(guest.collection('documents').create({ file: pdf(), public: true }))).toBe(400);
    // Cannot move it to someone else's competition or make it general.
    const moved = await errorOf(organizer.collection('documents').update(mine.id, { competition: theirs.id }));
    expect(moved.data.competition?.code).toBe('document_competition_not_organized');
    const general = await errorOf(organizer.collection('documents').update(mine.id, { competition: '' }));
    expect(general.data.competition?.code).toBe('document_competition_required');
    expect((await su.collection('documents').getOne(mine.id)).competition).toBe(openComp.id);
    // Another organizer cannot touch it (not even see it: staff only).
    expect(await statusOf(otherOrganizer.collection('documents').update(mine.id, { public: true }))).toBe(404);
    expect(await statusOf(otherOrganizer.collection('documents').delete(mine.id))).toBe(404);
    // A registered-only document is readable by another organizer, but still not editable.
    const reg = await organizer.collection('documents').update(mine.id, { visibility: 'registered' });
    expect(await statusOf(otherOrganizer.collection('documents').getOne(reg.id))).toBe(200);
    expect(await statusOf(otherOrganizer.collection('documents').update(reg.id, { public: true }))).toBe(404);
    expect(await statusOf(athlete.collection('documents').update(reg.id, { public: true }))).toBe(404);
    expect(await statusOf(athlete.collection('documents').delete(reg.id))).toBe(404);
    await organizer.collection('documents').delete(mine.id);
    expect(await statusOf(su.collection('documents').getOne(mine.id))).toBe(404);
  });

  it('file limits: allowed types only, at most 20 MB', async () => {
    const exe = new File([Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512)])], 'setup.exe', { type: 'application/octet-stream' });
    const wrong = await errorOf(admin.collection('documents').create({ file: exe, public: true }));
    expect(wrong.data.file?.code).toBe('validation_invalid_mime_type');
    const huge = new File([Buffer.concat([tinyPdf(['Huge']), Buffer.alloc(20 * MB)])], 'huge.pdf', { type: 'application/pdf' });
    const big = await errorOf(admin.collection('documents').create({ file: huge, public: true }));
    expect(big.status).toBe(400);
    expect(big.data.file?.code).toBe('validation_file_size_limit');
    const missing = await errorOf(admin.collection('documents').create({ public: true }));
    expect(missing.data.file?.code).toBe('validation_required');
  });
});

describe('partners', () => {
  it('are public to read and managed only in the dashboard', async () => {
    const p = await su.collection('partners').create({ name: 'Sponsor', url: 'https://example.org', order: 1, logo: png('sponsor.png') });
    expect((await guest.collection('partners').getFullList()).map((r) => r.id)).toContain(p.id);
    expect((await fetch(`${stage.server.url}/api/files/partners/${p.id}/${p.logo}`)).status).toBe(200);
    for (const pb of [guest, athlete, organizer, admin]) {
      expect(await statusOf(pb.collection('partners').create({ name: 'X' }))).toBe(403);
      expect(await statusOf(pb.collection('partners').update(p.id, { name: 'X' }))).toBe(403);
      expect(await statusOf(pb.collection('partners').delete(p.id))).toBe(403);
    }
  });
});
