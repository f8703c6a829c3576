// Inquiries against a real PocketBase: who files one on a couple (its owner only, once, within the
// window after its validation, on techniques of its kata), who reads it, who records the fee (the
// desk) and who decides (the jury: the competition's officials); an upheld inquiry reopens the
// couple, which is validated again; the decision is audited and mailed to the filer in their
// language; the board carries each couple's inquiry state, window and decision, never the reason.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { anonymous, errorOf, statusOf, userId } from './helpers/actors';
import type { TestServer } from './helpers/server';
import { stageWith } from './helpers/stage';
import { cleanMarks } from './helpers/results';
import { day, post, tablet, type Day } from './helpers/judges';
import type { MailCatcher } from '../scripts/lib/index.mjs';
import type { LeaderboardRow, SnapshotEntry } from '../src/lib/board/snapshot';
import { placeProvisional } from '../src/lib/rules/inquiries';
import { subscribeRealtime } from './helpers/realtime';

const stage = stageWith([['athlete', 'Olivia Owner'], 'athlete', 'organizer', 'commissioner', 'admin', 'organizer'] as const, { catchMail: true });
let server: TestServer;
let mail: MailCatcher;
let su: PocketBase, owner: PocketBase, other: PocketBase, organizer: PocketBase, commissioner: PocketBase, admin: PocketBase, organizer2: PocketBase;

beforeAll(() => {
  ({ server, su, mail } = stage);
  [owner, other, organizer, commissioner, admin, organizer2] = stage.actors;
});

const WINDOW = 30;
const REASON = 'The third throw was clean: please look at the clip again.';

/** Every sheet of the panel (kept when already sent), then the supervisor's validation. */
async function validate(draw: string, items: number) {
  for (let n = 1; n <= 3; n++) {
    const existing = await su.collection('evaluations').getFullList({ filter: `draw = "${draw}" && judge = ${n}` });
    if (!existing.length) await organizer.collection('evaluations').create({ draw, judge: n, marks: cleanMarks(items) });
  }
  await post(commissioner, `/api/custom/draws/${draw}/validate`);
  return su.collection('draws').getOne(draw);
}

async function boardEntry(competition: string, draw: string): Promise<SnapshotEntry> {
  const res = await fetch(`${server.url}/api/custom/competitions/${competition}/board`);
  const body = (await res.json()) as { rows: LeaderboardRow[] };
  return body.rows.flatMap((r) => r.data.entries).find((e) => e.id === draw)!;
}

const file = (pb: PocketBase, draw: string, body: Record<string, unknown> = {}) => pb.collection('inquiries').create({ draw, items: [3], reason: REASON, ...body });
const decide = (pb: PocketBase, id: string, body: Record<string, unknown>) => post(pb, `/api/custom/inquiries/${id}/decide`, body);

describe('inquiries', () => {
  let d: Day;
  let items = 0;
  let seat: PocketBase;
  let first: RecordModel;

  beforeAll(async () => {
    d = await day({ su, organizer, commissioner, athlete: owner }, 4, 3, { inquiryMinutes: WINDOW, inquiryFee: true });
    items = ((await su.collection('kata_sheets').getFirstListItem(`kata = "${d.poule.kata}"`)).items as unknown[]).length;
    seat = await tablet(server.url, d.seats[0]!.id, organizer);
    await su.collection('users').update(userId(owner), { lang: 'it' });
  }, 120_000);

  it('validatedAt: set by the validation, cleared by reopening, written by nobody else', async () => {
    const draw = d.draws[0]!.id;
    const before = Date.now();
    const v = await validate(draw, items);
    expect(v.validated).toBe(true);
    expect(Date.parse(v.validatedAt.replace(' ', 'T'))).toBeGreaterThanOrEqual(before - 1000);
    for (const pb of [organizer, commissioner, admin]) expect(await statusOf(pb.collection('draws').update(draw, { validatedAt: '2020-01-01 00:00:00.000Z' }))).toBe(403);
    await post(commissioner, `/api/custom/draws/${draw}/reopen`, { reason: 'A sheet was wrong' });
    expect((await su.collection('draws').getOne(draw)).validatedAt).toBe('');
    const again = await validate(draw, items);
    expect(again.validatedAt).not.toBe('');
  });

  it("files: the couple's owner only, within the window, on the kata's techniques; nothing else is the client's to set", async () => {
    const draw = d.draws[0]!.id;
    // Not validated yet: closed.
    expect((await errorOf(file(owner, d.draws[3]!.id))).data.draw?.code).toBe('inquiry_closed');
    // Anybody but the owner, the officials included: refused on the draw.
    for (const pb of [other, organizer, commissioner, admin]) {
      const err = await errorOf(file(pb, draw));
      expect(err.status).toBe(400);
      expect(err.data.draw?.code).toBe('inquiry_not_owner');
    }
    expect((await errorOf(file(owner, 'nosuchdraw12345'))).data.draw?.code).toBe('inquiry_not_owner');
    // No account, a judge's tablet: the create rule refuses.
    for (const pb of [anonymous(server.url), seat]) expect(await statusOf(file(pb, draw))).toBe(400);
    // What the server sets.
    for (const f of [{ status: 'upheld' }, { feePaid: true }, { decision: 'ok' }, { filedBy: userId(other) }, { decidedBy: userId(admin) }, { decidedAt: '2026-01-01 00:00:00.000Z' }]) {
      expect((await errorOf(file(owner, draw, f))).data[Object.keys(f)[0]!]?.code).toBe('inquiry_readonly');
    }
    // Techniques: numbers of the kata's items, each once.
    for (const bad of [[], [0], [items + 1], ['3'], [2.5], [3, 3], 'three', { 3: true }, null, Array.from({ length: items + 1 }, (_, i) => i + 1)]) {
      const err = await errorOf(file(owner, draw, { items: bad }));
      expect(err.status, JSON.stringify(bad)).toBe(400);
      expect(err.data.items?.code, JSON.stringify(bad)).toBe('inquiry_items');
    }
    // The reason: required, within its bounds.
    const blank = await errorOf(file(owner, draw, { reason: '   ' }));
    expect(blank.data.reason?.code, JSON.stringify(blank)).toBe('validation_required');
    expect((await errorOf(file(owner, draw, { reason: 'x'.repeat(100_000) }))).data.reason?.code).toBe('validation_max_text_constraint');
    expect((await errorOf(file(owner, draw, { reason: 42 }))).status).toBe(400);
    expect(await su.collection('inquiries').getFullList()).toHaveLength(0);

    first = await file(owner, draw, { items: [7, 3] });
    expect(first).toMatchObject({ filedBy: userId(owner), status: 'open', feePaid: false, decision: '', decidedBy: '', items: [3, 7] });
    expect((await errorOf(file(owner, draw))).data.draw?.code).toBe('inquiry_exists');
  });

  it('after the window, or where the competition takes none: refused with a clear code', async () => {
    const draw = d.draws[1]!.id;
    await validate(draw, items);
    await su.collection('draws').update(draw, { validatedAt: new Date(Date.now() - (WINDOW + 1) * 60_000).toISOString() });
    expect((await errorOf(file(owner, draw))).data.draw?.code).toBe('inquiry_closed');
    // Still in the window one minute before its end.
    await su.collection('draws').update(draw, { validatedAt: new Date(Date.now() - (WINDOW - 1) * 60_000).toISOString() });
    await su.collection('competitions').update(d.comp.id, { inquiryMinutes: 0 });
    expect((await errorOf(file(owner, draw))).data.draw?.code).toBe('inquiry_closed');
    await su.collection('competitions').update(d.comp.id, { inquiryMinutes: WINDOW });
  });

  it("who reads an inquiry: its filer and the competition's officials", async () => {
    for (const pb of [owner, organizer, commissioner, admin]) expect((await pb.collection('inquiries').getFullList()).map((r) => r.id)).toEqual([first.id]);
    for (const pb of [other, organizer2, anonymous(server.url), seat]) expect(await pb.collection('inquiries').getFullList()).toHaveLength(0);
  });

  it('the board: the inquiry open, its window, never the reason nor the filer', async () => {
    const draw = await su.collection('draws').getOne(d.draws[0]!.id);
    const entry = await boardEntry(d.comp.id, draw.id);
    const end = Date.parse(draw.validatedAt.replace(' ', 'T')) + WINDOW * 60_000;
    expect(entry).toMatchObject({ inquiry: 'open', inquiryEnds: new Date(end).toISOString(), inquiryDecision: '' });
    expect(placeProvisional(entry.inquiry!, end, end + 3_600_000)).toBe(true);
    // A validated couple without an inquiry: provisional while its window is open.
    const quiet = await boardEntry(d.comp.id, d.draws[1]!.id);
    expect(quiet.inquiry).toBe('');
    expect(quiet.inquiryEnds).not.toBe('');
    // A couple not validated: no window.
    expect(await boardEntry(d.comp.id, d.draws[3]!.id)).toMatchObject({ inquiry: '', inquiryEnds: '', inquiryDecision: '' });
    const doc = await (await fetch(`${server.url}/api/custom/competitions/${d.comp.id}/board`)).text();
    expect(doc).not.toContain('third throw');
    expect(doc).not.toContain(userId(owner));
  });

  it('the fee: recorded by the desk only; nothing else changes through the records API', async () => {
    expect((await errorOf(commissioner.collection('inquiries').update(first.id, { feePaid: true }))).data.feePaid?.code).toBe('inquiry_fee_desk');
    for (const pb of [owner, other, organizer2, anonymous(server.url), seat]) expect(await statusOf(pb.collection('inquiries').update(first.id, { feePaid: true }))).toBe(404);
    for (const f of [{ status: 'upheld' }, { reason: 'another reason' }, { items: [1] }, { decision: 'x' }, { draw: d.draws[2]!.id }]) {
      expect((await errorOf(organizer.collection('inquiries').update(first.id, f))).data[Object.keys(f)[0]!]?.code).toBe('inquiry_readonly');
    }
    expect((await su.collection('inquiries').getOne(first.id)).feePaid).toBe(false);
    // The jury cannot decide before the desk records the fee.
    expect((await errorOf(decide(commissioner, first.id, { status: 'rejected', decision: 'Marks stand' }))).data.feePaid?.code).toBe('inquiry_fee_unpaid');
    expect((await organizer.collection('inquiries').update(first.id, { feePaid: true })).feePaid).toBe(true);
    expect(await statusOf(admin.collection('inquiries').update(first.id, { feePaid: true }))).toBe(200);
    expect(await statusOf(organizer.collection('inquiries').delete(first.id))).toBe(403);
  });

  it('rejected: by the jury, with a reason; audited, mailed to the filer in Italian, shown on the board', async () => {
    for (const pb of [other, organizer2, anonymous(server.url), seat]) expect(await statusOf(decide(pb, first.id, { status: 'rejected', decision: 'No' }))).toBe(404);
    expect(await statusOf(decide(owner, first.id, { status: 'rejected', decision: 'No way' }))).toBe(403);
    expect((await errorOf(decide(commissioner, first.id, { status: 'maybe' }))).data.status?.code).toBe('inquiry_status');
    expect((await errorOf(decide(commissioner, first.id, { status: 'rejected' }))).data.decision?.code).toBe('reason_required');
    expect((await errorOf(decide(commissioner, first.id, { status: 'rejected', decision: 'x'.repeat(5000) }))).data.decision?.code).toBe('reason_length');
    expect((await errorOf(decide(commissioner, first.id, { status: 'rejected', decision: ['no'] }))).status).toBe(400);
    // The filer follows their inquiries live (as their dashboard does): the decision reaches them.
    const filter = `filedBy = "${userId(owner)}"`;
    const stream = await subscribeRealtime(server.url, owner.authStore.token, [`inquiries/*?options=${encodeURIComponent(JSON.stringify({ query: { filter } }))}`]);
    const res = await decide(commissioner, first.id, { status: 'rejected', decision: 'The clip shows a small mistake.' });
    try {
      await stream.waitFor(1, 10_000);
      expect(stream.events.map((e) => [e.action, e.record.status, e.record.decision])).toContainEqual(['update', 'rejected', 'The clip shows a small mistake.']);
    } finally {
      await stream.close();
    }
    expect(res).toMatchObject({ status: 'rejected', decision: 'The clip shows a small mistake.', decidedBy: userId(commissioner) });
    expect((await errorOf(decide(organizer, first.id, { status: 'upheld' }))).data.status?.code).toBe('inquiry_decided');
    // The couple stays validated; the board shows the decision and no provisional place.
    expect((await su.collection('draws').getOne(first.draw)).validated).toBe(true);
    const entry = await boardEntry(d.comp.id, first.draw);
    expect(entry).toMatchObject({ inquiry: 'rejected', inquiryDecision: 'The clip shows a small mistake.' });
    expect(placeProvisional(entry.inquiry!, Date.parse(entry.inquiryEnds!), Date.now())).toBe(false);
    const audit = await su.collection('audit').getFullList({ filter: `table = "inquiries" && record = "${first.id}"`, sort: 'created' });
    expect(audit[0]!.event).toBe('create');
    expect(audit.some((a) => a.event === 'update' && a.user === userId(organizer))).toBe(true);
    expect(audit.at(-1)).toMatchObject({ event: 'inquiry_decide', user: userId(commissioner) });
    const got = await mail.client.waitFor({ to: String(owner.authStore.record!.email), subject: 'respinto' });
    expect(got.subject).toContain('Il tuo reclamo');
    expect(got.html).toContain('The clip shows a small mistake.');
  });

  it('upheld: the couple is reopened for the judges, validated again, final after; mailed in English', async () => {
    await su.collection('users').update(userId(owner), { lang: 'en' });
    const draw = d.draws[1]!.id;
    await su.collection('draws').update(draw, { validatedAt: new Date().toISOString() });
    const inquiry = await file(owner, draw, { items: [2, 5] });
    await organizer.collection('inquiries').update(inquiry.id, { feePaid: true });
    const before = await su.collection('draws').getOne(draw);
    expect((await decide(admin, inquiry.id, { status: 'upheld' })).status).toBe('upheld');
    const reopened = await su.collection('draws').getOne(draw);
    expect(reopened).toMatchObject({ validated: false, validatedAt: '' });
    const reopen = await su.collection('audit').getFullList({ filter: `table = "draws" && record = "${draw}" && event = "reopen"` });
    expect(reopen.at(-1)!.data).toMatchObject({ reason: 'inquiry: techniques 2, 5', inquiry: inquiry.id });
    expect(await boardEntry(d.comp.id, draw)).toMatchObject({ inquiry: 'upheld', inquiryEnds: '', inquiryDecision: '' });
    // The judges' sheets are open again; once re-marked, the supervisor validates again.
    const revalidated = await validate(draw, items);
    expect(Date.parse(revalidated.validatedAt.replace(' ', 'T'))).toBeGreaterThan(Date.parse(before.validatedAt.replace(' ', 'T')));
    const entry = await boardEntry(d.comp.id, draw);
    expect(entry.inquiry).toBe('upheld');
    expect(placeProvisional(entry.inquiry!, Date.parse(entry.inquiryEnds!), Date.now())).toBe(false);
    // One inquiry per couple, even with a new window.
    expect((await errorOf(file(owner, draw))).data.draw?.code).toBe('inquiry_exists');
    const got = await mail.client.waitFor({ to: String(owner.authStore.record!.email), subject: 'upheld' });
    expect(got.subject).toContain('Your inquiry');
    expect(got.html).toContain('The couple is reopened');
  });

  it("the season: a competition's results are confirmed only once no place is provisional", async () => {
    const season = await su.collection('seasons').create({ name: 'Inquiry season', public: true, classes: ['Senior'], levels: [{ name: 'A1', weight: 1 }] });
    const event = await su.collection('season_events').create({ season: season.id, competition: d.comp.id, level: 'A1' });
    const confirm = () => post(organizer, `/api/custom/season-events/${event.id}/confirm`);
    // A couple validated just now: its window is open.
    const draw = d.draws[2]!.id;
    await validate(draw, items);
    const err = await errorOf(confirm());
    expect(err.data.competition?.code).toBe('season_confirm_inquiries');
    // An inquiry filed in time keeps the place provisional after the window.
    const inquiry = await file(owner, draw);
    await su.collection('draws').update(draw, { validatedAt: new Date(Date.now() - (WINDOW + 1) * 60_000).toISOString() });
    expect((await errorOf(confirm())).data.competition?.code).toBe('season_confirm_inquiries');
    await organizer.collection('inquiries').update(inquiry.id, { feePaid: true });
    await decide(commissioner, inquiry.id, { status: 'rejected', decision: 'The marks stand.' });
    expect((await confirm()).confirmed).toBe(true);
  });

  it('two filings at once: one inquiry, the other refused as a second one', async () => {
    const draw = d.draws[3]!.id;
    await validate(draw, items);
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => file(owner, draw)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as { data: { data: Record<string, { code: string }> } }).data.data.draw?.code).toBe('inquiry_exists');
    expect(await su.collection('inquiries').getFullList({ filter: `draw = "${draw}"` })).toHaveLength(1);
  });
});
