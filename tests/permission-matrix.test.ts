// The permission matrix (scripts/permission-matrix.mjs) asserted cell by cell against a real
// PocketBase with this repo's migrations and hooks. Each probe acts as one actor on a fresh target
// and reports what HAPPENED (listed, stored, deleted), read back as a superuser — so a 200 whose
// write the server ignored counts as denied, and a 403 that still changed data would be caught.
// Also: every collection of the schema is in the matrix, every cell has a probe, and
// docs/permission-matrix.md is the rendering of the current matrix.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { ROOT, type TestServer } from './helpers/server';
import { anonymous, userId } from './helpers/actors';
import { stageWith } from './helpers/stage';
import { createCouple, daysFromNow, verifyCouple } from './helpers/fixtures';
import { ACTORS, DOC_PATH, MATRIX, renderMarkdown, type Actor } from '../scripts/permission-matrix.mjs';
import { tinyPdf } from '../scripts/seed.mjs';

// The user actors, each named after its part (owner, athlete, organizer, organizer2, commissioner, admin).
const USERS = [['athlete', 'owner'], ['athlete', 'athlete'], ['organizer', 'organizer'], ['organizer', 'organizer2'], ['commissioner', 'commissioner'], ['admin', 'admin']] as const;
const stage = stageWith(USERS);
let server: TestServer;
let su: PocketBase;
let pbs: Record<Actor, PocketBase>;
let ids: Record<Exclude<Actor, 'anonymous'>, string>;
type UserActor = Exclude<Actor, 'anonymous' | 'seat'>;
/** Shared targets that no probe changes. */
const w = {} as {
  comp: string; // enrolment, organized by organizer, commissioner assigned
  compAcc: string; // accreditation, starts in 12 hours (self-accreditation open)
  compDraft: string;
  compOther: string; // organized by organizer2
  circuit: string;
  circuit2: string;
  enrolment: string;
  issue: string;
  message: string;
  notification: string;
  docPublic: string;
  docRegistered: string;
  docRegisteredDraft: string;
  docStaff: string;
  audit: string;
  impersonation: string;
  partner: string;
  club: string;
  poule: string;
  pouleHidden: string;
  draw: string;
  evaluation: string;
  compLive: string; // ongoing, organized by organizer, commissioner assigned: evaluations are entered
  pouleLive: string;
  leaderboard: string;
  leaderboardDraft: string;
  sheet: string;
  judge: string;
  seat: string; // seat 2 of tatami 1 of compLive (pouleLive on the mat): the 'seat' actor's own record
  pouleLive2: string; // a live poule of compLive on tatami 2
  pouleNext: string; // the poule after pouleLive on tatami 1
  drawLive: string; // the couple of `evaluation` (compLive is not supervised)
  drawSupervised: string; // a couple with a sheet in a supervised live competition, not validated
  drawSupervisedValidated: string; // the same, validated
  shadowSheet: string; // a shadow judge's sheet (seat 6 of pouleLive)
  reference: string; // a reference sheet of a couple of pouleLive
  calibrationRound: string; // the open calibration round on tatami 1 of compLive
  calibrationSheet: string; // seat 2's sheet of that round
  clip: string; // a clip of a couple of pouleLive (compLive opens its clips), not validated
  clipValidated: string; // a clip of a validated couple of pouleLive
  clipChunk: string; // the first chunk of `clip`
  inquiry: string; // the owner's open inquiry on a validated couple of pouleLive (compLive takes inquiries)
  qualification: string; // w.judge's
  judgeLinked: string; // a judge on no list, linked to the owner's account
  qualificationLinked: string; // judgeLinked's
  namedSheet: string; // seat 1's sheet of a couple of pouleLive, w.judge on seat 1: namedJudge = w.judge
  season: string; // public
  seasonPrivate: string;
  seasonEvent: string; // of the public season, on compAcc
  seasonEventPrivate: string; // of the private season, on comp
  seasonRanking: string;
  seasonRankingPrivate: string;
  wildcard: string;
  finalPublic: string; // the public season whose final (organized by organizer) the owner's couples may enter
  finalPrivate: string; // a private season whose final the owner's couples would fit
  reasonPrivate: string; // the reason of a private wildcard of an owner's couple to finalPublic's final
  reasonPublic: string; // the reason of a public one
  finalComp: string;
  seasonWork: string; // the season the events' probes write to (each write recomputes its ranking)
};

const pdf = (name = 'doc.pdf') => new File([new Uint8Array(tinyPdf(['Matrix', name]))], name, { type: 'application/pdf' });
let seq = 0;
const tag = () => `m${++seq}${Date.now().toString(36)}`;

// ---------------------------------------------------------------- effect helpers

/** A couple entered by `pb` (POST /api/custom/import/enrolments): enrolled in `comp`, owned by `pb`. */
async function entered(pb: PocketBase, comp: string, late: boolean): Promise<boolean> {
  const name = `Entered${tag()}`.replace(/[^A-Za-z0-9]/g, '');
  const person = (surname: string) => ({ name, surname, birthday: '1990-05-01', country: 'IT', belt: '1d', club: '01IT0001' });
  await attempt(pb.send('/api/custom/import/enrolments', { method: 'POST', body: { competition: comp, late, rows: [{ kata: 'nage-no-kata', tori: person('Tori'), uke: person('Uke') }] } }));
  const rows = await su.collection('enrolments').getFullList({ filter: su.filter('competition = {:c} && couple.tori.name = {:n}', { c: comp, n: name }) });
  return rows.length === 1 && rows[0]!.owner === authId(pb);
}
async function attempt(p: Promise<unknown>): Promise<boolean> {
  try {
    await p;
    return true;
  } catch {
    return false;
  }
}
async function stored(collection: string, id: string): Promise<RecordModel | null> {
  try {
    return await su.collection(collection).getOne(id);
  } catch {
    return null;
  }
}
/** The record shows up in the actor's list (filtered by id so that paging never hides it). */
async function listed(pb: PocketBase, collection: string, id: string): Promise<boolean> {
  try {
    const page = await pb.collection(collection).getList(1, 1, { filter: `id = "${id}"` });
    return page.items.some((r) => r.id === id);
  } catch {
    return false;
  }
}
const viewed = (pb: PocketBase, collection: string, id: string) => attempt(pb.collection(collection).getOne(id));
/** Created and stored as asked (the check reads the stored record). */
async function created(pb: PocketBase, collection: string, body: Record<string, unknown> | FormData, check: (r: RecordModel) => boolean = () => true) {
  let rec: RecordModel;
  try {
    rec = await pb.collection(collection).create(body);
  } catch {
    return false;
  }
  const s = await stored(collection, rec.id);
  return !!s && check(s);
}
/** The write went through: the stored record satisfies the check afterwards. */
async function updated(pb: PocketBase, collection: string, id: string, body: Record<string, unknown>, check: (r: RecordModel) => boolean) {
  await attempt(pb.collection(collection).update(id, body));
  const s = await stored(collection, id);
  return !!s && check(s);
}
async function deleted(pb: PocketBase, collection: string, id: string) {
  await attempt(pb.collection(collection).delete(id));
  return (await stored(collection, id)) === null;
}

// ---------------------------------------------------------------- fresh targets (as a superuser)

const owner = () => pbs.owner;
async function newAthlete() {
  return (await su.collection('athletes').create({
    owner: ids.owner, name: 'Ada', surname: tag(), birthday: '1990-01-01 00:00:00.000Z', country: 'IT', belt: '1d', club: '01IT0001',
  })).id;
}
async function newCouple() {
  return (await createCouple(owner())).id;
}
/** A couple whose two athletes the staff have verified: the couple itself may be verified. */
async function newCoupleOfVerified() {
  const c = await createCouple(owner());
  for (const a of [c.tori, c.uke]) await su.collection('athletes').update(a, { verified: true });
  return c.id;
}
async function newCompetition(status = 'enrolment', over: Record<string, unknown> = {}) {
  return (await su.collection('competitions').create({
    // Unsupervised, so that the public reads the live evaluations (supervision: tests/judges.test.ts).
    name: `Cup ${tag()}`, date: daysFromNow(30), location: 'Roma', organizers: [ids.organizer], commissioners: [ids.commissioner], status, supervised: false, ...over,
  })).id;
}
async function newCircuit(competition = w.comp) {
  return (await su.collection('circuits').create({ competition, name: `C ${tag()}`, order: 1 })).id;
}
async function newEnrolment(competition = w.comp) {
  const couple = await newCouple();
  return (await su.collection('enrolments').create({ competition, couple, owner: ids.owner })).id;
}
async function newIssue() {
  return (await su.collection('issues').create({ title: `Issue ${tag()}`, owner: ids.owner })).id;
}
async function newMessage() {
  return (await pbs.admin.collection('messages').create({ issue: w.issue, author: ids.admin, text: `x ${tag()}` })).id;
}
async function newPartner() {
  return (await su.collection('partners').create({ name: `P ${tag()}`, order: 1 })).id;
}
let clubSeq = 0;
/** A club code nobody else uses (the code is unique). */
const clubCode = () => `77ZZ${String(++clubSeq).padStart(4, '0')}`;
async function newClub() {
  return (await su.collection('clubs').create({ code: clubCode(), name: `Club ${tag()}` })).id;
}
/** Any API write is audited: a partner created by the superuser leaves a row naming it. */
async function newAuditRow() {
  const partner = await newPartner();
  return (await su.collection('audit').getFirstListItem(`record = "${partner}"`)).id;
}
let forgedSessions = 0;
/** The admin impersonates the owner: the session row of that impersonation. */
async function newImpersonation() {
  const res = (await pbs.admin.send(`/api/custom/impersonate/${ids.owner}`, { method: 'GET', query: { reason: 'permission matrix' } })) as { token: string };
  return (JSON.parse(Buffer.from(res.token.split('.')[1] ?? '', 'base64url').toString()) as { session: string }).session;
}
/** An admin writes in the owner's issue: the owner gets an unread notification. */
async function newNotification() {
  const msg = await pbs.admin.collection('messages').create({ issue: w.issue, author: ids.admin, text: `hello ${tag()}` });
  return (await su.collection('message_notifications').getFirstListItem(`message = "${msg.id}" && user = "${ids.owner}"`)).id;
}
async function newDocument(over: Record<string, unknown> = {}) {
  return (await su.collection('documents').create({ file: pdf(), name: `Doc ${tag()}`, competition: w.comp, public: true, ...over })).id;
}
async function newPoule(published = true, competition = w.comp, circuit = w.circuit) {
  return (await su.collection('poules').create({ competition, circuit, kata: 'nage-no-kata', name: `P ${tag()}`, judges: 5, published })).id;
}
async function newDraw(poule = w.poule) {
  const competition = (await su.collection('poules').getOne(poule)).competition;
  return (await su.collection('draws').create({ poule, enrolment: await newEnrolment(competition), order: 1 })).id;
}
/** One entry per marked item of nage-no-kata (opening, 15 techniques, closing). */
const marks = (small: number) => Array.from({ length: 17 }, (_, i) => ({ small: i === 1 ? small : 0, medium: 0, big: 0, forgotten: false }));
const MARKS = marks(1);
/** A sheet of a new couple of the live poule; `validated`: the supervisor validated the couple. */
async function newEvaluation(validated = false) {
  const draw = await newDraw(w.pouleLive);
  const id = (await su.collection('evaluations').create({ draw, judge: 1, marks: MARKS })).id;
  if (validated) await su.collection('draws').update(draw, { validated: true });
  return id;
}
/** Whether the actor reads a judge's total of the draw, in a view and in a list. */
async function readsTotals(pb: PocketBase, id: string) {
  const shows = (r: RecordModel | null | undefined) => Array.isArray(r?.judgeTotals) && (r.judgeTotals as unknown[]).some((v) => typeof v === 'number');
  const view = await pb.collection('draws').getOne(id).catch(() => null);
  const list = await pb.collection('draws').getList(1, 1, { filter: `id = "${id}"` }).catch(() => null);
  return shows(view) && shows(list?.items[0]);
}
/** A couple with seat 1's sheet in a supervised live competition; `validated` by the supervisor. */
async function newSupervisedDraw(poule: string, validated: boolean) {
  const draw = await newDraw(poule);
  await su.collection('evaluations').create({ draw, judge: 1, marks: MARKS });
  if (validated) await su.collection('draws').update(draw, { validated: true });
  return draw;
}
async function newValidatedDraw() {
  const draw = await newDraw(w.pouleLive);
  await su.collection('draws').update(draw, { validated: true });
  return draw;
}
/** A sheet of seat `judge` on a fresh draw of `poule`, as the superuser saved it; `returned` = sent back. */
async function newSheet(judge: number, returned: boolean, poule = w.pouleLive) {
  const rec = await su.collection('evaluations').create({ draw: await newDraw(poule), judge, marks: MARKS });
  if (returned) await su.collection('evaluations').update(rec.id, { returned: true });
  return rec.id;
}
async function newQualification() {
  return (await su.collection('judge_qualifications').create({ judge: await newJudge(), kata: 'kime-no-kata', level: 'regional', validUntil: daysFromNow(365) })).id;
}
/** A reference sheet of a fresh couple of the live poule, as the superuser saved it. */
async function newReference() {
  return (await su.collection('reference_sheets').create({ draw: await newDraw(w.pouleLive), marks: MARKS, source: 'video' })).id;
}
/** A clip of a fresh couple of the live poule (validated or not), as the superuser recorded it. */
async function newClip(validated = false) {
  const draw = validated ? await newValidatedDraw() : await newDraw(w.pouleLive);
  return (await su.collection('clips').create({ draw, mimeType: 'video/webm', startedAt: new Date().toISOString(), sentAt: new Date().toISOString() })).id;
}
/** A couple of the live poule validated just now (its inquiry window open), as the supervisor's route leaves it. */
async function newInquiryDraw() {
  const draw = await newDraw(w.pouleLive);
  await su.collection('draws').update(draw, { validated: true, validatedAt: new Date().toISOString() });
  return draw;
}
/** The owner's open inquiry on such a couple, as the superuser saved it. */
async function newInquiry() {
  const body = { draw: await newInquiryDraw(), items: [3], reason: 'Look at technique 3 again', filedBy: ids.owner, status: 'open' };
  return (await su.collection('inquiries').create(body)).id;
}
/** The start of a WebM stream (an EBML header whose DocType is "webm"). */
const WEBM_HEAD = new Uint8Array([
  0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87,
  0x81, 0x04, 0x42, 0x85, 0x81, 0x02,
]);
function clipChunk(clip: string, index: number): FormData {
  const form = new FormData();
  form.append('clip', clip);
  form.append('index', String(index));
  form.append('file', new Blob([WEBM_HEAD], { type: 'video/webm' }), `${index}.webm`);
  return form;
}
/**
 * A fresh open calibration round on tatami 1 of compLive, the former one closed (one open round per
 * tatami): probes that need a round of their own.
 */
async function newCalibrationRound() {
  const open = await su.collection('calibration_rounds').getFullList({ filter: `competition = "${w.compLive}" && tatami = 1 && open = true` });
  for (const r of open) await su.collection('calibration_rounds').update(r.id, { open: false });
  return (await su.collection('calibration_rounds').create({ competition: w.compLive, tatami: 1, kata: 'nage-no-kata', source: 'video', open: true })).id;
}
async function newJudge() {
  return (await su.collection('judges').create({ name: `Judge ${tag()}` })).id;
}
/** A judge on the list of a fresh competition of organizer (commissioner assigned). */
async function newListedJudge() {
  const id = await newJudge();
  await newCompetition('enrolment', { judges: [id] });
  return id;
}
/** The actor's read of a couple's sheets (`?draw=` naming the couple). */
const coupleSheets = (pb: PocketBase, draw: string) => pb.collection('evaluations').getFullList({ filter: `draw = "${draw}"`, query: { draw } });
/** A seat of a fresh live competition (the seats route would make it; the superuser writes it directly). */
async function newSeat() {
  const body = { competition: await newCompetition('ongoing'), tatami: 1, seat: 1, email: `${tag()}@seats.invalid`, password: 'Password-123!', passwordConfirm: 'Password-123!' };
  return (await su.collection('seats').create(body)).id;
}
async function newLeaderboard(competition?: string, isPublic = true) {
  return (await su.collection('leaderboards').create({ competition: competition ?? (await newCompetition()), public: isPublic, data: {} })).id;
}
async function newSeason(isPublic = true) {
  return (await su.collection('seasons').create({ name: `Season ${tag()}`, public: isPublic, classes: ['Senior'], levels: [{ name: 'A1', weight: 1 }, { name: 'A2', weight: 0.5 }] })).id;
}
async function newSeasonEvent(status = 'ongoing') {
  return (await su.collection('season_events').create({ season: w.seasonWork, competition: await newCompetition(status), level: 'A1' })).id;
}
/** A ranking row as the recompute writes it: with its season's `public` flag. */
async function newRanking(season: string) {
  const isPublic = (await su.collection('seasons').getOne(season)).public === true;
  return (await su.collection('season_rankings').create({ season, class: 'Senior', kata: 'nage-no-kata', pair: tag(), total: 1, rank: 1, public: isPublic })).id;
}
async function newWildcard() {
  const couple = await su.collection('couples').getOne(await newCouple());
  return (await su.collection('season_wildcards').create({ season: w.season, class: 'Senior', kata: 'nage-no-kata', tori: couple.tori, uke: couple.uke, reason: 'Probe' })).id;
}
/**
 * A season whose final event is a fresh competition of the organizer with one circuit of the class
 * Senior (any couple fits it); the season's name.
 */
async function newFinal(isPublic: boolean) {
  const season = await newSeason(isPublic);
  const competition = await newCompetition('enrolment');
  const circuit = await newCircuit(competition);
  await su.collection('season_events').create({ season, competition, level: 'A1', classes: { [circuit]: 'Senior' } });
  await su.collection('seasons').update(season, { finalEvent: competition, qualifyTop: 1, qualifyCutoff: daysFromNow(10) });
  return { season, competition, name: (await su.collection('seasons').getOne(season)).name as string };
}
/** A wildcard to `season`'s final for a new couple of the owner, enrolled in the final; its reason. */
async function newFinalWildcard(season: string, competition: string, reasonPublic: boolean) {
  const couple = await su.collection('couples').getOne(await newCouple());
  const reason = `Reason ${reasonPublic ? 'public' : 'private'} ${tag()}`;
  await su.collection('season_wildcards').create({ season, class: 'Senior', kata: couple.kata, tori: couple.tori, uke: couple.uke, reason, reasonPublic });
  await su.collection('enrolments').create({ competition, couple: couple.id, owner: ids.owner });
  return reason;
}
/** Whatever the actor reads of the finals' qualification through both routes (nothing when refused). */
async function qualificationsRead(pb: PocketBase) {
  const items: { seasonName?: string; reason?: string }[] = [];
  for (const path of ['/api/custom/qualifications/mine', `/api/custom/competitions/${w.finalComp}/qualifications`]) {
    try {
      items.push(...(await pb.send<{ items: typeof items }>(path, { method: 'GET' })).items);
    } catch {
      // refused: nothing read
    }
  }
  return items;
}
const readsReason = async (pb: PocketBase, reason: string) => (await qualificationsRead(pb)).some((b) => b.reason === reason);
/** Whether the actor reads, through their qualifications, a standing of one of the owner's couples for the named season's final. */
const readsSeason = async (pb: PocketBase, name: string) => {
  const owners = new Set((await su.collection('couples').getFullList({ filter: `owner = "${ids.owner}"`, fields: 'id' })).map((c) => c.id));
  try {
    return (await pb.send<{ items: { seasonName: string; couple: string }[] }>('/api/custom/qualifications/mine', { method: 'GET' })).items.some((b) => b.seasonName === name && owners.has(b.couple));
  } catch {
    return false;
  }
};
/** Whether the ranking route answers the row among its class × kata (newRanking's Senior, nage-no-kata). */
async function rankedByRoute(pb: PocketBase, season: string, id: string) {
  try {
    const res = await pb.send<{ items: { id: string }[] }>(`/api/custom/seasons/${season}/ranking`, { query: { class: 'Senior', kata: 'nage-no-kata' } });
    return res.items.some((r) => r.id === id);
  } catch {
    return false;
  }
}
/** Whether a season route left the event confirmed as asked. */
async function confirmedBy(pb: PocketBase, route: 'confirm' | 'reopen') {
  const id = await newSeasonEvent();
  if (route === 'reopen') await su.send(`/api/custom/season-events/${id}/confirm`, { method: 'POST' });
  await attempt(pb.send(`/api/custom/season-events/${id}/${route}`, { method: 'POST' }));
  return (await su.collection('season_events').getOne(id)).confirmed === (route === 'confirm');
}

/** Whether the consistency route answers with the row of the live competition's judge. */
async function readsConsistency(pb: PocketBase, path: string): Promise<boolean> {
  try {
    const res = (await pb.send(path, { method: 'GET' })) as { judges: { judge: string }[] };
    return res.judges.some((r) => r.judge === w.judge);
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------- probes: (actor's client, actor) → allowed?

type Who = Actor | 'superuser';
type Probe = (pb: PocketBase, who: Who) => Promise<boolean>;
const readOps = (collection: string, target: () => string): Record<string, Probe> => ({
  list: (pb) => listed(pb, collection, target()),
  view: (pb) => viewed(pb, collection, target()),
});
/** Runs probes that must change and restore a shared record one after the other. */
let queue: Promise<unknown> = Promise.resolve();
function serial<T>(fn: () => Promise<T>): Promise<T> {
  const next = queue.then(fn);
  queue = next.catch(() => undefined);
  return next;
}
const authId = (pb: PocketBase) => pb.authStore.record?.id ?? '';

const PROBES: Record<string, Record<string, Probe>> = {
  users: {
    ...readOps('users', () => ids.owner),
    'view organizer': (pb) => viewed(pb, 'users', ids.organizer),
    create: (pb) => {
      const t = tag();
      return created(
        pb,
        'users',
        { email: `${t}@example.com`, username: t, name: 'New', password: 'Password-123!', passwordConfirm: 'Password-123!', privacyAccepted: true },
        (r) => r.role === 'athlete',
      );
    },
    update: async (pb, who) => {
      const t = await userTarget(pb, who);
      return updated(t.client, 'users', t.id, { name: 'Renamed by probe' }, (r) => r.name === 'Renamed by probe');
    },
    role: async (pb, who) => {
      const t = await userTarget(pb, who);
      return updated(t.client, 'users', t.id, { role: 'organizer' }, (r) => r.role === 'organizer');
    },
    email: async (pb, who) => {
      const t = await userTarget(pb, who);
      const email = `${tag()}@changed.example.com`;
      return updated(t.client, 'users', t.id, { email }, (r) => r.email === email);
    },
    password: async (pb, who) => {
      const t = await userTarget(pb, who);
      const password = `New-${tag()}-Pass1!`;
      await attempt(t.client.collection('users').update(t.id, { password, passwordConfirm: password }));
      const email = (await su.collection('users').getOne(t.id)).email as string;
      return attempt(anonymous(server.url).collection('users').authWithPassword(email, password));
    },
    verified: async (pb, who) => {
      const t = await userTarget(pb, who, false);
      return updated(t.client, 'users', t.id, { verified: true }, (r) => r.verified === true);
    },
    delete: async (pb) => deleted(pb, 'users', (await su.collection('users').create(userBody())).id),
  },
  athletes: {
    ...readOps('athletes', () => w2.athlete),
    create: (pb) =>
      created(pb, 'athletes', { owner: ids.owner, name: 'New', surname: tag(), birthday: '1991-01-01 00:00:00.000Z', country: 'IT', belt: '2k', club: '01IT0002' }, (r) => r.owner === ids.owner),
    update: async (pb) => updated(pb, 'athletes', await newAthlete(), { region: 'Probe' }, (r) => r.region === 'Probe'),
    verified: async (pb) => updated(pb, 'athletes', await newAthlete(), { verified: true }, (r) => r.verified === true),
    owner: async (pb, who) => updated(pb, 'athletes', await newAthlete(), { owner: ownerTarget(pb, who) }, (r) => r.owner !== ids.owner),
    delete: async (pb) => deleted(pb, 'athletes', await newAthlete()),
  },
  couples: {
    ...readOps('couples', () => w2.couple),
    create: async (pb) => {
      const [tori, uke] = await Promise.all([newAthlete(), newAthlete()]);
      return created(pb, 'couples', { owner: ids.owner, tori, uke, kata: 'ju-no-kata' }, (r) => r.owner === ids.owner);
    },
    update: async (pb) => updated(pb, 'couples', await newCouple(), { kata: 'kime-no-kata' }, (r) => r.kata === 'kime-no-kata'),
    verified: async (pb) => updated(pb, 'couples', await newCoupleOfVerified(), { verified: true }, (r) => r.verified === true),
    owner: async (pb, who) => updated(pb, 'couples', await newCouple(), { owner: ownerTarget(pb, who) }, (r) => r.owner !== ids.owner),
    delete: async (pb) => deleted(pb, 'couples', await newCouple()),
    import: async (pb) => {
      const name = `Imported${tag()}`.replace(/[^A-Za-z0-9]/g, '');
      const person = (surname: string) => ({ name, surname, birthday: '1990-05-01', country: 'IT', belt: '1d', club: '01IT0001' });
      await attempt(pb.send('/api/custom/import/couples', { method: 'POST', body: { rows: [{ kata: 'nage-no-kata', tori: person('Tori'), uke: person('Uke') }] } }));
      const athletes = await su.collection('athletes').getFullList({ filter: su.filter('name = {:n}', { n: name }) });
      return athletes.length === 2 && athletes.every((a) => a.owner === authId(pb));
    },
  },
  competitions: {
    ...readOps('competitions', () => w.comp),
    'list draft': (pb) => listed(pb, 'competitions', w.compDraft),
    'view draft': (pb) => viewed(pb, 'competitions', w.compDraft),
    create: (pb) => created(pb, 'competitions', { name: `New ${tag()}`, date: daysFromNow(60), organizers: [ids.organizer], status: 'draft' }),
    update: async (pb) => updated(pb, 'competitions', await newCompetition(), { location: 'Probe' }, (r) => r.location === 'Probe'),
    tatami: async (pb) => updated(pb, 'competitions', await newCompetition(), { tatami: 3 }, (r) => r.tatami === 3),
    absentRanked: async (pb) => updated(pb, 'competitions', await newCompetition(), { absentRanked: true }, (r) => r.absentRanked === true),
    judgeQualification: async (pb) => updated(pb, 'competitions', await newCompetition(), { judgeQualification: 'refuse' }, (r) => r.judgeQualification === 'refuse'),
    panelConflicts: async (pb) => updated(pb, 'competitions', await newCompetition(), { panelConflicts: 'refuse' }, (r) => r.panelConflicts === 'refuse'),
    breaks: async (pb) => updated(pb, 'competitions', await newCompetition(), { breakEvery: 4, breakMinutes: 10 }, (r) => r.breakEvery === 4 && r.breakMinutes === 10),
    status: async (pb) => updated(pb, 'competitions', await newCompetition('ready'), { status: 'enrolment' }, (r) => r.status === 'enrolment'),
    'status back': async (pb) => updated(pb, 'competitions', await newCompetition('enrolment'), { status: 'ready' }, (r) => r.status === 'ready'),
    commissioners: async (pb) =>
      updated(pb, 'competitions', await newCompetition(), { commissioners: [ids.commissioner, ids.athlete] }, (r) => r.commissioners.includes(ids.athlete)),
    organizers: async (pb) =>
      updated(pb, 'competitions', await newCompetition(), { organizers: [ids.organizer, ids.organizer2] }, (r) => r.organizers.includes(ids.organizer2)),
    organizerNames: async (pb) => updated(pb, 'competitions', await newCompetition(), { organizerNames: ['Mallory'] }, (r) => JSON.stringify(r.organizerNames).includes('Mallory')),
    delete: async (pb) => deleted(pb, 'competitions', await newCompetition()),
    clone: async (pb) => {
      const name = `Clone ${tag()}`;
      await attempt(pb.send(`/api/custom/competitions/${w.comp}/clone`, { method: 'POST', body: { name } }));
      return (await su.collection('competitions').getList(1, 1, { filter: su.filter('name = {:n} && status = "draft"', { n: name }) })).totalItems === 1;
    },
  },
  circuits: {
    ...readOps('circuits', () => w.circuit),
    create: (pb) => created(pb, 'circuits', { competition: w.comp, name: `New ${tag()}`, order: 5 }),
    update: async (pb) => updated(pb, 'circuits', await newCircuit(), { name: 'Probe' }, (r) => r.name === 'Probe'),
    competition: async (pb) => updated(pb, 'circuits', await newCircuit(), { competition: w.compOther }, (r) => r.competition === w.compOther),
    delete: async (pb) => deleted(pb, 'circuits', await newCircuit()),
  },
  enrolments: {
    ...readOps('enrolments', () => w.enrolment),
    create: async (pb) => created(pb, 'enrolments', { competition: w.comp, couple: await newCouple(), owner: ids.owner }, (r) => r.owner === ids.owner),
    'view couple': async (pb) => {
      const e = await pb.collection('enrolments').getOne(w.enrolment, { expand: 'couple,couple.tori' }).catch(() => null);
      return !!e?.expand?.couple;
    },
    update: async (pb) => updated(pb, 'enrolments', await newEnrolment(), { notes: 'Probe' }, (r) => r.notes === 'Probe'),
    paymentReceived: async (pb) => updated(pb, 'enrolments', await newEnrolment(), { paymentReceived: true }, (r) => r.paymentReceived === true),
    couple: async (pb) => {
      const other = await newCouple();
      return updated(pb, 'enrolments', await newEnrolment(), { couple: other }, (r) => r.couple === other);
    },
    owner: async (pb, who) => updated(pb, 'enrolments', await newEnrolment(), { owner: ownerTarget(pb, who) }, (r) => r.owner !== ids.owner),
    present: async (pb) => {
      const id = await newEnrolment(w.compAcc);
      const e = await su.collection('enrolments').getOne(id, { expand: 'couple' });
      await verifyCouple(su, e.couple);
      await su.collection('enrolments').update(id, { paymentReceived: true });
      return updated(pb, 'enrolments', id, { present: true }, (r) => r.present === true);
    },
    circuit: async (pb) => updated(pb, 'enrolments', await newEnrolment(), { circuit: w.circuit2 }, (r) => r.circuit === w.circuit2),
    status: async (pb) => updated(pb, 'enrolments', await newEnrolment(), { status: 'in_competition' }, (r) => r.status === 'in_competition'),
    checkinCode: async (pb) => updated(pb, 'enrolments', await newEnrolment(), { checkinCode: 'Z'.repeat(24) }, (r) => r.checkinCode === 'Z'.repeat(24)),
    checkin: async (pb) => {
      const e = await su.collection('enrolments').getOne(w.enrolment);
      const body = { code: `KP1.${e.id}.${e.checkinCode}` };
      const row = await pb.send<{ id?: string }>(`/api/custom/competitions/${w.comp}/checkin`, { method: 'POST', body }).catch(() => null);
      return row?.id === e.id;
    },
    // Couples entered by the staff: into the caller's registry, enrolled in the competition.
    'late entry': (pb) => entered(pb, w.compAcc, true),
    'import': (pb) => entered(pb, w.comp, false),
    delete: async (pb) => deleted(pb, 'enrolments', await newEnrolment()),
  },
  issues: {
    ...readOps('issues', () => w.issue),
    create: (pb) => created(pb, 'issues', { title: `Help ${tag()}`, owner: ids.owner }, (r) => r.owner === ids.owner),
    update: async (pb) => updated(pb, 'issues', await newIssue(), { title: 'Probe' }, (r) => r.title === 'Probe'),
    status: async (pb) => updated(pb, 'issues', await newIssue(), { status: 'solved' }, (r) => r.status === 'solved'),
    subscribers: async (pb) =>
      updated(pb, 'issues', await newIssue(), { 'subscribers+': ids.athlete }, (r) => r.subscribers.includes(ids.athlete)),
    delete: async (pb) => deleted(pb, 'issues', await newIssue()),
  },
  messages: {
    ...readOps('messages', () => w.message),
    create: async (pb, who) => {
      const text = `probe ${tag()}`;
      const author = who === 'anonymous' || who === 'superuser' ? ids.owner : authId(pb);
      await attempt(pb.collection('messages').create({ issue: w.issue, author, text }));
      return (await su.collection('messages').getList(1, 1, { filter: su.filter('text = {:t}', { t: text }) })).totalItems === 1;
    },
    'create as another': async (pb) => {
      const text = `spoof ${tag()}`;
      await attempt(pb.collection('messages').create({ issue: w.issue, author: ids.organizer2, text }));
      return (await su.collection('messages').getList(1, 1, { filter: su.filter('text = {:t} && author = {:a}', { t: text, a: ids.organizer2 }) })).totalItems === 1;
    },
    update: async (pb) => updated(pb, 'messages', await newMessage(), { text: 'Probe' }, (r) => r.text === 'Probe'),
    delete: async (pb) => deleted(pb, 'messages', await newMessage()),
  },
  message_notifications: {
    ...readOps('message_notifications', () => w.notification),
    create: (pb) =>
      created(pb, 'message_notifications', { user: ids.owner, message: w.message, issue: w.issue, read: false }),
    read: async (pb) => updated(pb, 'message_notifications', await newNotification(), { read: true }, (r) => r.read === true),
    user: async (pb) => updated(pb, 'message_notifications', await newNotification(), { user: ids.athlete }, (r) => r.user === ids.athlete),
    delete: async (pb) => deleted(pb, 'message_notifications', await newNotification()),
  },
  documents: {
    'list public': (pb) => listed(pb, 'documents', w.docPublic),
    'view public': (pb) => viewed(pb, 'documents', w.docPublic),
    'list registered': (pb) => listed(pb, 'documents', w.docRegistered),
    'view registered': (pb) => viewed(pb, 'documents', w.docRegistered),
    'list registered of draft': (pb) => listed(pb, 'documents', w.docRegisteredDraft),
    'view registered of draft': (pb) => viewed(pb, 'documents', w.docRegisteredDraft),
    'list staff': (pb) => listed(pb, 'documents', w.docStaff),
    'view staff': (pb) => viewed(pb, 'documents', w.docStaff),
    'download staff': async (pb) => {
      const doc = await su.collection('documents').getOne(w.docStaff);
      const token = pb.authStore.isValid ? await pb.files.getToken().catch(() => '') : '';
      const res = await fetch(pb.files.getURL(doc, doc.file, token ? { token } : {}));
      return res.status === 200;
    },
    create: (pb) => created(pb, 'documents', { file: pdf('new.pdf'), competition: w.comp, public: false, visibility: 'staff' }),
    'create elsewhere': (pb) => created(pb, 'documents', { file: pdf('elsewhere.pdf'), competition: w.compOther, public: false, visibility: 'staff' }),
    update: async (pb) => updated(pb, 'documents', await newDocument(), { name: 'Probe' }, (r) => r.name === 'Probe'),
    competition: async (pb) => updated(pb, 'documents', await newDocument(), { competition: w.compOther }, (r) => r.competition === w.compOther),
    delete: async (pb) => deleted(pb, 'documents', await newDocument()),
  },
  audit: {
    ...readOps('audit', () => w.audit),
    create: async (pb) => {
      const event = `forged_${tag()}`;
      await attempt(pb.collection('audit').create({ event, table: 'users' }));
      return (await su.collection('audit').getList(1, 1, { filter: su.filter('event = {:e}', { e: event }) })).totalItems > 0;
    },
    update: async (pb) => updated(pb, 'audit', await newAuditRow(), { event: 'tampered' }, (r) => r.event === 'tampered'),
    delete: async (pb) => deleted(pb, 'audit', await newAuditRow()),
  },
  impersonations: {
    ...readOps('impersonations', () => w.impersonation),
    create: async (pb) => {
      // A unique expiry marks this attempt's row (probes run side by side).
      const k = ++forgedSessions;
      const expiresAt = `2098-01-01 ${String(Math.floor(k / 3600) % 24).padStart(2, '0')}:${String(Math.floor(k / 60) % 60).padStart(2, '0')}:${String(k % 60).padStart(2, '0')}.000Z`;
      await attempt(pb.collection('impersonations').create({ admin: ids.admin, target: ids.owner, expiresAt }));
      return (await su.collection('impersonations').getList(1, 1, { filter: su.filter('expiresAt = {:at}', { at: expiresAt }) })).totalItems > 0;
    },
    update: async (pb) => updated(pb, 'impersonations', await newImpersonation(), { expiresAt: '2099-01-01 00:00:00.000Z' }, (r) => String(r.expiresAt).startsWith('2099')),
    delete: async (pb) => deleted(pb, 'impersonations', await newImpersonation()),
  },
  partners: {
    ...readOps('partners', () => w.partner),
    create: (pb) => created(pb, 'partners', { name: `P ${tag()}` }),
    update: async (pb) => updated(pb, 'partners', await newPartner(), { name: 'Probe' }, (r) => r.name === 'Probe'),
    delete: async (pb) => deleted(pb, 'partners', await newPartner()),
  },
  clubs: {
    ...readOps('clubs', () => w.club),
    create: (pb) => created(pb, 'clubs', { code: clubCode(), name: `Club ${tag()}` }),
    update: async (pb) => updated(pb, 'clubs', await newClub(), { name: 'Probe' }, (r) => r.name === 'Probe'),
    delete: async (pb) => deleted(pb, 'clubs', await newClub()),
  },
  poules: {
    ...readOps('poules', () => w.poule),
    'list unpublished': (pb) => listed(pb, 'poules', w.pouleHidden),
    'view unpublished': (pb) => viewed(pb, 'poules', w.pouleHidden),
    create: (pb) => created(pb, 'poules', { competition: w.comp, circuit: w.circuit, kata: 'ju-no-kata', name: `New ${tag()}` }),
    update: async (pb) => updated(pb, 'poules', await newPoule(false), { published: true }, (r) => r.published === true),
    name: async (pb) => updated(pb, 'poules', await newPoule(false), { name: 'Probe' }, (r) => r.name === 'Probe'),
    'tatami and start': async (pb) => {
      const startsAt = (await su.collection('competitions').getOne(w.comp)).date as string;
      return updated(pb, 'poules', await newPoule(true), { tatami: 1, startsAt }, (r) => r.tatami === 1 && r.startsAt === startsAt);
    },
    delete: async (pb) => deleted(pb, 'poules', await newPoule(false)),
    'delete published': async (pb) => deleted(pb, 'poules', await newPoule(true)),
  },
  draws: {
    ...readOps('draws', () => w.draw),
    create: async (pb) => created(pb, 'draws', { poule: w.poule, enrolment: await newEnrolment(), order: 2 }),
    update: async (pb) => updated(pb, 'draws', await newDraw(), { order: 7 }, (r) => r.order === 7),
    tieBreak: async (pb) => updated(pb, 'draws', await newDraw(), { tieBreak: 2 }, (r) => r.tieBreak === 2),
    performedAt: async (pb) => updated(pb, 'draws', await newDraw(), { performedAt: '2030-01-01 09:00:00.000Z' }, (r) => r.performedAt === '2030-01-01 09:00:00.000Z'),
    halved: async (pb) => updated(pb, 'draws', await newDraw(), { halved: 'any' }, (r) => r.halved === 'any'),
    validated: async (pb) => updated(pb, 'draws', await newDraw(), { validated: true }, (r) => r.validated === true),
    validatedAt: async (pb) => updated(pb, 'draws', await newDraw(), { validatedAt: '2030-01-01 09:00:00.000Z' }, (r) => r.validatedAt === '2030-01-01 09:00:00.000Z'),
    reopen: async (pb) => {
      const id = await newValidatedDraw();
      await attempt(pb.send(`/api/custom/draws/${id}/reopen`, { method: 'POST', body: { reason: 'A mark to check' } }));
      return (await stored('draws', id))?.validated === false;
    },
    absence: async (pb) => {
      const id = await newDraw(w.pouleLive);
      await attempt(pb.send(`/api/custom/draws/${id}/absence`, { method: 'POST', body: { absence: 'withdrawn', reason: 'Tori is injured' } }));
      return (await stored('draws', id))?.absence === 'withdrawn';
    },
    finalists: async (pb) => {
      const live = await su.collection('poules').getOne(w.pouleLive);
      const final = (await su.collection('poules').create({ competition: live.competition, circuit: live.circuit, kata: live.kata, name: 'F', phase: 'final', judges: 5, published: true })).id;
      const id = await newDraw(final);
      await attempt(pb.send(`/api/custom/poules/${final}/finalists`, { method: 'POST', body: { action: 'remove', draw: id, reason: 'Entered by mistake' } }));
      return (await stored('draws', id)) === null;
    },
    'absence field': async (pb) =>
      updated(pb, 'draws', await newDraw(w.pouleLive), { absence: 'withdrawn', absenceReason: 'Forged' }, (r) => r.absence === 'withdrawn' || r.absenceReason === 'Forged'),
    delete: async (pb) => deleted(pb, 'draws', await newDraw()),
    'judgeTotals unvalidated': (pb) => readsTotals(pb, w.drawSupervised),
    'judgeTotals validated': (pb) => readsTotals(pb, w.drawSupervisedValidated),
    'judgeTotals unsupervised': (pb) => readsTotals(pb, w.drawLive),
  },
  evaluations: {
    ...readOps('evaluations', () => w.evaluation),
    'list couple': async (pb) => (await attempt(coupleSheets(pb, w.drawLive))) && (await coupleSheets(pb, w.drawLive)).some((r) => r.id === w.evaluation),
    'view couple': (pb) => attempt(pb.collection('evaluations').getOne(w.evaluation, { query: { draw: w.drawLive } })),
    judgeName: async (pb) => {
      const draw = (await su.collection('evaluations').getOne(w.namedSheet)).draw as string;
      const name = (await su.collection('judges').getOne(w.judge)).name as string;
      return (await coupleSheets(pb, draw).catch(() => [])).some((r) => r.id === w.namedSheet && r.judgeName === name);
    },
    namedJudge: async (pb) => {
      const draw = (await su.collection('evaluations').getOne(w.namedSheet)).draw as string;
      return (await coupleSheets(pb, draw).catch(() => [])).some((r) => r.id === w.namedSheet && r.namedJudge === w.judge);
    },
    'filter by judge': async (pb) => {
      const draw = (await su.collection('evaluations').getOne(w.namedSheet)).draw as string;
      const found = await pb.collection('evaluations').getList(1, 50, { filter: `namedJudge = "${w.judge}"`, query: { draw } }).catch(() => null);
      return !!found?.items.some((r) => r.id === w.namedSheet);
    },
    create: async (pb) => created(pb, 'evaluations', { draw: await newDraw(w.pouleLive), judge: 2, marks: MARKS }),
    'create other seat': async (pb) => created(pb, 'evaluations', { draw: await newDraw(w.pouleLive), judge: 3, marks: MARKS }),
    'create other poule': async (pb) => created(pb, 'evaluations', { draw: await newDraw(w.pouleLive2), judge: 2, marks: MARKS }),
    'create next poule': async (pb) => created(pb, 'evaluations', { draw: await newDraw(w.pouleNext), judge: 2, marks: MARKS }),
    update: async (pb) => updated(pb, 'evaluations', await newEvaluation(), { marks: marks(2) }, (r) => r.total === 168 && r.marks?.[1]?.small === 2),
    'update own sent': async (pb) => updated(pb, 'evaluations', await newSheet(2, false), { marks: marks(2) }, (r) => r.marks?.[1]?.small === 2),
    'update own sent back': async (pb) => updated(pb, 'evaluations', await newSheet(2, true), { marks: marks(2) }, (r) => r.marks?.[1]?.small === 2),
    returned: async (pb) => updated(pb, 'evaluations', await newSheet(2, false), { returned: true }, (r) => r.returned === true),
    'send back': async (pb) => {
      const id = await newSheet(2, false);
      await attempt(pb.send(`/api/custom/evaluations/${id}/return`, { method: 'POST', body: { note: 'Item 2' } }));
      const s = await stored('evaluations', id);
      return s?.returned === true && s.returnNote === 'Item 2';
    },
    delete: async (pb) => deleted(pb, 'evaluations', await newEvaluation()),
    'update validated': async (pb) => updated(pb, 'evaluations', await newEvaluation(true), { marks: marks(2) }, (r) => r.marks?.[1]?.small === 2),
    'delete validated': async (pb) => deleted(pb, 'evaluations', await newEvaluation(true)),
    'read shadow': async (pb) => (await viewed(pb, 'evaluations', w.shadowSheet)) && (await listed(pb, 'evaluations', w.shadowSheet)),
  },
  judge_qualifications: {
    ...readOps('judge_qualifications', () => w.qualification),
    'list unlisted': async (pb) => listed(pb, 'judge_qualifications', await newQualification()),
    'view unlisted': async (pb) => viewed(pb, 'judge_qualifications', await newQualification()),
    create: async (pb) => created(pb, 'judge_qualifications', { judge: await newJudge(), kata: 'nage-no-kata', level: 'national', validUntil: daysFromNow(365) }),
    update: async (pb) => updated(pb, 'judge_qualifications', await newQualification(), { level: 'international' }, (r) => r.level === 'international'),
    delete: async (pb) => deleted(pb, 'judge_qualifications', await newQualification()),
    'list linked': (pb) => listed(pb, 'judge_qualifications', w.qualificationLinked),
    'view linked': (pb) => viewed(pb, 'judge_qualifications', w.qualificationLinked),
  },
  judges: {
    ...readOps('judges', () => w.judge),
    'list unlisted': async (pb) => listed(pb, 'judges', await newJudge()),
    'view unlisted': async (pb) => viewed(pb, 'judges', await newJudge()),
    create: (pb) => created(pb, 'judges', { name: `Judge ${tag()}` }),
    update: async (pb) => updated(pb, 'judges', await newListedJudge(), { name: 'Probe' }, (r) => r.name === 'Probe'),
    'update unlisted': async (pb) => updated(pb, 'judges', await newJudge(), { name: 'Probe' }, (r) => r.name === 'Probe'),
    delete: async (pb) => deleted(pb, 'judges', await newJudge()),
    'list linked': (pb) => listed(pb, 'judges', w.judgeLinked),
    'view linked': (pb) => viewed(pb, 'judges', w.judgeLinked),
    link: async (pb) => {
      const account = (await su.collection('users').create(userBody())).id;
      return updated(pb, 'judges', await newListedJudge(), { user: account }, (r) => r.user === account);
    },
    'judging mine': async (pb) => {
      const res = (await pb.send('/api/custom/judges/me', { method: 'GET' }).catch(() => null)) as { judge?: { id: string } | null } | null;
      return res?.judge?.id === w.judgeLinked;
    },
    consistency: (pb) => readsConsistency(pb, `/api/custom/competitions/${w.compLive}/judges/consistency`),
    'consistency all': (pb) => readsConsistency(pb, '/api/custom/judges/consistency'),
    import: async (pb) => {
      const name = `Imported judge ${tag()}`;
      await attempt(pb.send('/api/custom/import/judges', { method: 'POST', body: { rows: [{ name, club: '' }] } }));
      return (await su.collection('judges').getList(1, 1, { filter: su.filter('name = {:n}', { n: name }) })).totalItems === 1;
    },
  },
  reference_sheets: {
    ...readOps('reference_sheets', () => w.reference),
    create: async (pb) => created(pb, 'reference_sheets', { draw: await newDraw(w.pouleLive), marks: MARKS, source: 'sheet' }),
    update: async (pb) => updated(pb, 'reference_sheets', await newReference(), { marks: marks(2) }, (r) => r.marks?.[1]?.small === 2),
    move: async (pb) => {
      const to = await newDraw(w.pouleLive);
      return updated(pb, 'reference_sheets', await newReference(), { draw: to }, (r) => r.draw === to);
    },
    delete: async (pb) => deleted(pb, 'reference_sheets', await newReference()),
    references: async (pb) => {
      try {
        const res = (await pb.send(`/api/custom/competitions/${w.compLive}/references`, { method: 'GET' })) as { references: { id: string }[] };
        return res.references.some((r) => r.id === w.reference);
      } catch {
        return false;
      }
    },
  },
  clips: {
    ...readOps('clips', () => w.clip),
    'view validated': (pb) => viewed(pb, 'clips', w.clipValidated),
    create: async (pb) => created(pb, 'clips', { draw: await newDraw(w.pouleLive), mimeType: 'video/webm', startedAt: new Date().toISOString(), sentAt: new Date().toISOString() }),
    update: async (pb) => updated(pb, 'clips', await newClip(), { finished: true }, (r) => r.finished === true),
    move: async (pb) => {
      const to = await newDraw(w.pouleLive);
      return updated(pb, 'clips', await newClip(), { draw: to }, (r) => r.draw === to);
    },
    delete: async (pb) => deleted(pb, 'clips', await newClip()),
  },
  clip_chunks: {
    ...readOps('clip_chunks', () => w.clipChunk),
    create: async (pb) => created(pb, 'clip_chunks', clipChunk(await newClip(), 0)),
    update: async (pb) => {
      const clip = await newClip();
      const id = (await su.collection('clip_chunks').create(clipChunk(clip, 0))).id;
      return updated(pb, 'clip_chunks', id, { index: 3 }, (r) => r.index === 3);
    },
    delete: async (pb) => deleted(pb, 'clip_chunks', (await su.collection('clip_chunks').create(clipChunk(await newClip(), 0))).id),
  },
  inquiries: {
    ...readOps('inquiries', () => w.inquiry),
    create: async (pb) => created(pb, 'inquiries', { draw: await newInquiryDraw(), items: [3], reason: 'Look at technique 3 again' }),
    update: async (pb) => updated(pb, 'inquiries', await newInquiry(), { reason: 'Another reason' }, (r) => r.reason === 'Another reason'),
    status: async (pb) => updated(pb, 'inquiries', await newInquiry(), { status: 'upheld' }, (r) => r.status === 'upheld'),
    feePaid: async (pb) => updated(pb, 'inquiries', await newInquiry(), { feePaid: true }, (r) => r.feePaid === true),
    decide: async (pb) => {
      const id = await newInquiry();
      await attempt(pb.send(`/api/custom/inquiries/${id}/decide`, { method: 'POST', body: { status: 'rejected', decision: 'The marks stand' } }));
      return (await stored('inquiries', id))?.status === 'rejected';
    },
    delete: async (pb) => deleted(pb, 'inquiries', await newInquiry()),
  },
  calibration_rounds: {
    ...readOps('calibration_rounds', () => w.calibrationRound),
    create: (pb) =>
      serial(async () => {
        // The tatami free for a new round (one open round per tatami), then the shared round back.
        await su.collection('calibration_rounds').update(w.calibrationRound, { open: false });
        const made = await created(pb, 'calibration_rounds', { competition: w.compLive, tatami: 1, kata: 'nage-no-kata', source: 'live', label: 'Probe' });
        const open = await su.collection('calibration_rounds').getFullList({ filter: `competition = "${w.compLive}" && open = true && id != "${w.calibrationRound}"` });
        for (const r of open) await su.collection('calibration_rounds').update(r.id, { open: false });
        await su.collection('calibration_rounds').update(w.calibrationRound, { open: true });
        return made;
      }),
    update: (pb) =>
      serial(async () => {
        const ok = await updated(pb, 'calibration_rounds', w.calibrationRound, { label: `Probe ${tag()}` }, (r) => r.label.startsWith('Probe'));
        await su.collection('calibration_rounds').update(w.calibrationRound, { label: '' });
        return ok;
      }),
    delete: (pb) =>
      serial(async () => {
        const id = await newCalibrationRound();
        const ok = await deleted(pb, 'calibration_rounds', id);
        const open = await su.collection('calibration_rounds').getFullList({ filter: `competition = "${w.compLive}" && open = true` });
        for (const r of open) await su.collection('calibration_rounds').update(r.id, { open: false });
        await su.collection('calibration_rounds').update(w.calibrationRound, { open: true });
        return ok;
      }),
    deviations: async (pb) => {
      try {
        const res = (await pb.send(`/api/custom/calibration/${w.calibrationRound}`, { method: 'GET' })) as { id: string };
        return res.id === w.calibrationRound;
      } catch {
        return false;
      }
    },
  },
  calibration_sheets: {
    ...readOps('calibration_sheets', () => w.calibrationSheet),
    create: (pb) =>
      serial(async () => {
        await su.collection('calibration_sheets').delete(w.calibrationSheet);
        const ok = await created(pb, 'calibration_sheets', { round: w.calibrationRound, seat: 2, marks: MARKS });
        const mine = await su.collection('calibration_sheets').getFullList({ filter: `round = "${w.calibrationRound}" && seat = 2` });
        w.calibrationSheet = mine[0]?.id ?? (await su.collection('calibration_sheets').create({ round: w.calibrationRound, seat: 2, marks: MARKS })).id;
        return ok;
      }),
    update: (pb, who) =>
      serial(async () => {
        const small = 1 + ((ACTORS as string[]).indexOf(who) % 2);
        const before = await su.collection('calibration_sheets').getOne(w.calibrationSheet);
        const target = before.marks?.[1]?.small === small ? 3 - small : small;
        return updated(pb, 'calibration_sheets', w.calibrationSheet, { marks: marks(target) }, (r) => r.marks?.[1]?.small === target);
      }),
    delete: (pb) =>
      serial(async () => {
        const id = (await su.collection('calibration_sheets').create({ round: w.calibrationRound, seat: 3, marks: MARKS })).id;
        return deleted(pb, 'calibration_sheets', id).finally(() => su.collection('calibration_sheets').delete(id).catch(() => undefined));
      }),
  },
  seats: {
    ...readOps('seats', () => w.seat),
    create: async (pb) => created(pb, 'seats', { competition: await newCompetition('ongoing'), tatami: 1, seat: 1, email: `${tag()}@seats.invalid`, password: 'Password-123!', passwordConfirm: 'Password-123!' }),
    update: async (pb) => updated(pb, 'seats', await newSeat(), { expires: '2099-01-01 00:00:00.000Z' }, (r) => r.expires.startsWith('2099')),
    delete: async (pb) => deleted(pb, 'seats', await newSeat()),
    'update health': (pb, who) => updated(pb, 'seats', w.seat, { queued: 200 + (ACTORS as string[]).indexOf(who) }, (r) => r.queued === 200 + (ACTORS as string[]).indexOf(who)),
    heartbeat: async (pb, who) => {
      const queued = 100 + (ACTORS as string[]).indexOf(who);
      await attempt(pb.send('/api/custom/seats/heartbeat', { method: 'POST', body: { queued, battery: { level: 0.5, charging: false } } }));
      const s = await stored('seats', w.seat);
      return !!s && s.queued === queued && !!s.lastSeenAt;
    },
  },
  kata_sheets: {
    ...readOps('kata_sheets', () => w.sheet),
    // The kata is unique: free one first (as the superuser) and restore it afterwards, one actor at a time.
    create: (pb) => serial(async () => {
      const itsu = await su.collection('kata_sheets').getFirstListItem('kata = "itsutsu-no-kata"');
      await su.collection('kata_sheets').delete(itsu.id);
      const names = { nameEn: itsu.nameEn, nameIt: itsu.nameIt, active: itsu.active, order: itsu.order };
      const ok = await created(pb, 'kata_sheets', { kata: 'itsutsu-no-kata', ...names, items: itsu.items, scale: itsu.scale, judges: 5 });
      if (!ok) await su.collection('kata_sheets').create({ kata: 'itsutsu-no-kata', ...names, items: itsu.items, scale: itsu.scale, judges: itsu.judges });
      return ok;
    }),
    update: (pb) => serial(async () => {
      const ok = await updated(pb, 'kata_sheets', w.sheet, { judges: 3 }, (r) => r.judges === 3);
      await su.collection('kata_sheets').update(w.sheet, { judges: 5 });
      return ok;
    }),
    delete: (pb) => serial(async () => {
      const sheet = await su.collection('kata_sheets').getFirstListItem('kata = "koshiki-no-kata"');
      const ok = await deleted(pb, 'kata_sheets', sheet.id);
      if (ok) await su.collection('kata_sheets').create({ kata: sheet.kata, nameEn: sheet.nameEn, nameIt: sheet.nameIt, active: sheet.active, order: sheet.order, items: sheet.items, scale: sheet.scale, judges: sheet.judges });
      return ok;
    }),
  },
  seasons: {
    ...readOps('seasons', () => w.season),
    'view private': (pb) => viewed(pb, 'seasons', w.seasonPrivate),
    create: (pb) => created(pb, 'seasons', { name: `New ${tag()}`, classes: ['Senior'], levels: [{ name: 'A1', weight: 1 }] }),
    update: async (pb) => updated(pb, 'seasons', await newSeason(), { name: 'Probe' }, (r) => r.name === 'Probe'),
    delete: async (pb) => deleted(pb, 'seasons', await newSeason()),
  },
  season_events: {
    ...readOps('season_events', () => w.seasonEvent),
    'view private': (pb) => viewed(pb, 'season_events', w.seasonEventPrivate),
    create: async (pb) => created(pb, 'season_events', { season: w.seasonWork, competition: await newCompetition(), level: 'A1' }),
    update: async (pb) => updated(pb, 'season_events', await newSeasonEvent(), { level: 'A2' }, (r) => r.level === 'A2'),
    confirmed: async (pb) => updated(pb, 'season_events', await newSeasonEvent(), { confirmed: true }, (r) => r.confirmed === true),
    confirm: (pb) => confirmedBy(pb, 'confirm'),
    reopen: (pb) => confirmedBy(pb, 'reopen'),
    delete: async (pb) => deleted(pb, 'season_events', await newSeasonEvent()),
  },
  season_wildcards: {
    ...readOps('season_wildcards', () => w.wildcard),
    create: async (pb) => {
      const couple = await su.collection('couples').getOne(await newCouple());
      return created(pb, 'season_wildcards', { season: w.season, class: 'Senior', kata: 'nage-no-kata', tori: couple.tori, uke: couple.uke, reason: 'Probe' });
    },
    update: async (pb) => updated(pb, 'season_wildcards', await newWildcard(), { reason: 'Changed' }, (r) => r.reason === 'Changed'),
    delete: async (pb) => deleted(pb, 'season_wildcards', await newWildcard()),
    qualification: (pb) => attempt(pb.send(`/api/custom/competitions/${w.comp}/qualifications`, { method: 'GET' })),
    'qualification mine': (pb) => attempt(pb.send('/api/custom/qualifications/mine', { method: 'GET' })),
    'qualification mine public': (pb) => readsSeason(pb, w.finalPublic),
    'qualification mine private': (pb) => readsSeason(pb, w.finalPrivate),
    'reason private': (pb) => readsReason(pb, w.reasonPrivate),
    'reason public': (pb) => readsReason(pb, w.reasonPublic),
  },
  season_rankings: {
    ...readOps('season_rankings', () => w.seasonRanking),
    'view private': (pb) => viewed(pb, 'season_rankings', w.seasonRankingPrivate),
    ranking: (pb) => rankedByRoute(pb, w.season, w.seasonRanking),
    'ranking private': (pb) => rankedByRoute(pb, w.seasonPrivate, w.seasonRankingPrivate),
    create: (pb) => created(pb, 'season_rankings', { season: w.season, class: 'Senior', kata: 'nage-no-kata', pair: tag() }),
    update: async (pb) => updated(pb, 'season_rankings', await newRanking(w.season), { total: 99 }, (r) => r.total === 99),
    delete: async (pb) => deleted(pb, 'season_rankings', await newRanking(w.season)),
  },
  leaderboards: {
    ...readOps('leaderboards', () => w.leaderboard),
    'list draft': (pb) => listed(pb, 'leaderboards', w.leaderboardDraft),
    create: async (pb) => created(pb, 'leaderboards', { competition: await newCompetition(), data: {} }),
    update: async (pb) => updated(pb, 'leaderboards', await newLeaderboard(), { frozen: true }, (r) => r.frozen === true),
    delete: async (pb) => deleted(pb, 'leaderboards', await newLeaderboard()),
  },
};

// Targets owned by the owner that no probe deletes.
const w2 = {} as { athlete: string; couple: string };

function userBody(over: Record<string, unknown> = {}) {
  const t = tag();
  return { email: `${t}@example.com`, username: t, name: t, password: 'Password-123!', passwordConfirm: 'Password-123!', role: 'athlete', verified: true, ...over };
}
/**
 * A fresh account to write to: the owner column acts on its own (fresh, logged-in) account, every
 * other actor on somebody else's. An unverified account can still log in (the SPA's guard, not the
 * server, sends it to the verification page).
 */
async function userTarget(pb: PocketBase, who: Who, verified = true) {
  const body = userBody({ verified });
  const rec = await su.collection('users').create(body);
  if (who !== 'owner') return { id: rec.id, client: pb };
  const client = anonymous(server.url);
  await client.collection('users').authWithPassword(body.email, body.password);
  return { id: rec.id, client };
}
/** Where an owner change would move the record: to the actor itself (or to another athlete). */
function ownerTarget(pb: PocketBase, who: Who) {
  return who === 'anonymous' || who === 'owner' || who === 'superuser' ? ids.athlete : userId(pb);
}

/** Cells where even a superuser's write does not stick, because the server derives or checks it. */
const SERVER_DECIDES = [
  'enrolments.status', // always derived from verifications, payment, presence and competition status
  'couples.owner', // a couple is two athletes of its owner: moving it alone is refused
  'competitions.organizerNames', // kept by the server from the organizers' names
  'draws.performedAt', // derived from the couple's first saved evaluation on every recompute
  'draws.halved', // derived from the sheets that count on every recompute
  'seats.heartbeat', // only a seat's own token sends its heartbeat: a superuser is no seat
  'couples.import', // into the caller's own registry: a superuser has none
  'enrolments.late entry', // into the caller's own registry, then enrolled: a superuser has none
  'enrolments.import', // the same
  'season_wildcards.qualification mine public', // the caller's own couples: a superuser has none
  'season_wildcards.qualification mine private', // the same
  'judges.judging mine', // the judge linked to the caller's own account: a superuser has none
];

// ---------------------------------------------------------------- world

beforeAll(async () => {
  ({ server, su } = stage);
  const entries = USERS.map(([, who], i) => [who as UserActor, stage.actors[i]!] as const);
  pbs = { anonymous: anonymous(server.url), ...Object.fromEntries(entries) } as Record<Actor, PocketBase>;
  ids = Object.fromEntries(entries.map(([who, pb]) => [who, userId(pb)])) as typeof ids;

  w.comp = await newCompetition('enrolment');
  w.compAcc = await newCompetition('accreditation', { date: new Date(Date.now() + 12 * 3600_000).toISOString().replace('T', ' ') });
  w.compDraft = await newCompetition('draft');
  w.compOther = await newCompetition('enrolment', { organizers: [ids.organizer2], commissioners: [] });
  w.circuit = await newCircuit(w.comp);
  w.circuit2 = await newCircuit(w.comp);
  await newCircuit(w.compAcc);
  w2.athlete = await newAthlete();
  w2.couple = await newCouple();
  w.enrolment = await newEnrolment();
  w.issue = await newIssue();
  w.message = (await pbs.admin.collection('messages').create({ issue: w.issue, author: ids.admin, text: 'Welcome' })).id;
  w.notification = (await su.collection('message_notifications').getFirstListItem(`message = "${w.message}" && user = "${ids.owner}"`)).id;
  w.docPublic = await newDocument({ public: true });
  w.docRegistered = await newDocument({ public: false, visibility: 'registered' });
  w.docStaff = await newDocument({ public: false, visibility: 'staff' });
  w.docRegisteredDraft = await newDocument({ public: false, visibility: 'registered', competition: w.compDraft });
  w.audit = (await su.collection('audit').getFirstListItem('')).id;
  w.partner = await newPartner();
  w.club = await newClub();
  w.impersonation = await newImpersonation();
  w.poule = await newPoule(true);
  w.pouleHidden = await newPoule(false);
  w.draw = await newDraw();
  w.compLive = await newCompetition('ongoing');
  w.pouleLive = await newPoule(true, w.compLive, await newCircuit(w.compLive));
  w.evaluation = await newEvaluation();
  w.drawLive = (await su.collection('evaluations').getOne(w.evaluation)).draw;
  const compSupervised = await newCompetition('ongoing', { supervised: true });
  const pouleSupervised = await newPoule(true, compSupervised, await newCircuit(compSupervised));
  w.drawSupervised = await newSupervisedDraw(pouleSupervised, false);
  w.drawSupervisedValidated = await newSupervisedDraw(pouleSupervised, true);
  // Tatami 1 runs pouleLive, then pouleNext; pouleLive2 runs on tatami 2.
  await su.collection('competitions').update(w.compLive, { tatami: 2 });
  const liveDay = (await su.collection('competitions').getOne(w.compLive)).date.slice(0, 10);
  await su.collection('poules').update(w.pouleLive, { tatami: 1, startsAt: `${liveDay} 09:00:00.000Z` });
  w.pouleNext = await newPoule(true, w.compLive, await newCircuit(w.compLive));
  await su.collection('poules').update(w.pouleNext, { tatami: 1, startsAt: `${liveDay} 11:00:00.000Z` });
  w.pouleLive2 = await newPoule(true, w.compLive, await newCircuit(w.compLive));
  await su.collection('poules').update(w.pouleLive2, { tatami: 2, startsAt: `${liveDay} 09:00:00.000Z` });
  // The 'seat' actor: seat 2 of tatami 1 (pouleLive on the mat), opened on a "tablet" with the code its organizer showed.
  w.judge = await newJudge();
  const judge2 = await newJudge();
  const trainee = await newJudge();
  await su.collection('competitions').update(w.compLive, { judges: [w.judge, judge2, trainee] });
  const panel = await pbs.organizer.send(`/api/custom/poules/${w.pouleLive}/panel`, { method: 'POST', body: { seats: { 1: w.judge, 2: judge2, 6: trainee } } });
  w.seat = (panel.seats as { id: string; seat: number }[]).find((x) => x.seat === 2)!.id;
  const { code } = await pbs.organizer.send(`/api/custom/seats/${w.seat}/code`, { method: 'POST' });
  pbs.seat = anonymous(server.url);
  const auth = await pbs.seat.send('/api/custom/seats/auth', { method: 'POST', body: { code } });
  pbs.seat.authStore.save(auth.token, auth.record);
  ids.seat = w.seat;
  w.shadowSheet = await newSheet(6, false);
  w.reference = await newReference();
  await su.collection('competitions').update(w.compLive, { publicClips: true });
  w.clip = await newClip();
  w.clipValidated = await newClip(true);
  w.clipChunk = (await su.collection('clip_chunks').create(clipChunk(w.clip, 0))).id;
  await su.collection('competitions').update(w.compLive, { inquiryMinutes: 60 });
  w.inquiry = await newInquiry();
  w.calibrationRound = await newCalibrationRound();
  w.calibrationSheet = (await su.collection('calibration_sheets').create({ round: w.calibrationRound, seat: 2, marks: MARKS })).id;
  w.namedSheet = await newSheet(1, false);
  w.qualification = (await su.collection('judge_qualifications').create({ judge: w.judge, kata: 'kime-no-kata', level: 'regional', validUntil: daysFromNow(365) })).id;
  w.judgeLinked = (await su.collection('judges').create({ name: `Linked judge ${tag()}`, user: ids.owner })).id;
  w.qualificationLinked = (await su.collection('judge_qualifications').create({ judge: w.judgeLinked, kata: 'nage-no-kata', level: 'national', validUntil: daysFromNow(365) })).id;
  w.leaderboard = await newLeaderboard(w.comp);
  w.leaderboardDraft = await newLeaderboard(w.compDraft, false);
  w.sheet = (await su.collection('kata_sheets').getFirstListItem('kata = "nage-no-kata"')).id;
  w.season = await newSeason(true);
  w.seasonPrivate = await newSeason(false);
  w.seasonWork = await newSeason(true);
  w.seasonEvent = (await su.collection('season_events').create({ season: w.season, competition: w.compAcc, level: 'A1' })).id;
  w.seasonEventPrivate = (await su.collection('season_events').create({ season: w.seasonPrivate, competition: w.comp, level: 'A1' })).id;
  w.seasonRanking = await newRanking(w.season);
  w.seasonRankingPrivate = await newRanking(w.seasonPrivate);
  w.wildcard = await newWildcard();
  const finalPublic = await newFinal(true);
  const finalPrivate = await newFinal(false);
  Object.assign(w, { finalPublic: finalPublic.name, finalPrivate: finalPrivate.name, finalComp: finalPublic.competition });
  w.reasonPrivate = await newFinalWildcard(finalPublic.season, finalPublic.competition, false);
  w.reasonPublic = await newFinalWildcard(finalPublic.season, finalPublic.competition, true);
}, 120_000);

describe('permission matrix', () => {
  it('covers every collection of the schema and every cell has a probe', async () => {
    const schema = (await su.collections.getFullList()).filter((c) => !c.system).map((c) => c.name).sort();
    expect(MATRIX.map((m) => m.collection).sort()).toEqual(schema);
    for (const entry of MATRIX) {
      expect(Object.keys(PROBES[entry.collection] ?? {}).sort(), entry.collection).toEqual(entry.ops.map((o) => o.op).sort());
    }
  });

  for (const entry of MATRIX) {
    describe(entry.collection, () => {
      for (const op of entry.ops) {
        it(`${op.op}: ${op.allow.length ? op.allow.join(', ') : 'nobody'}`, async () => {
          const probe = PROBES[entry.collection]?.[op.op];
          if (!probe) throw new Error(`no probe for ${entry.collection}.${op.op}`);
          const actual = await Promise.all(ACTORS.map(async (who) => [who, await probe(pbs[who], who)] as const));
          const expected = ACTORS.map((who) => [who, op.allow.includes(who)] as const);
          // Control: the superuser may do everything the server does not compute itself, which
          // proves the probe can observe an allowed operation at all (a probe that always says
          // "denied" would make every "—" meaningless).
          const key = `${entry.collection}.${op.op}`;
          expect(await probe(su, 'superuser'), `superuser control for ${key}`).toBe(!SERVER_DECIDES.includes(key));
          // One readable diff per operation; a mismatch means a hole in the rules OR a stale matrix.
          expect(Object.fromEntries(actual), `${entry.collection}.${op.op}`).toEqual(Object.fromEntries(expected));
        });
      }
    });
  }
});

describe('docs/permission-matrix.md', () => {
  it('is the rendering of scripts/permission-matrix.mjs (run `npm run docs:permissions`)', () => {
    expect(readFileSync(join(ROOT, DOC_PATH), 'utf8')).toBe(renderMarkdown());
  });
});
