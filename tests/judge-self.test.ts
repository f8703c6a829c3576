// A judge linked to a user account against a real PocketBase: only admins link (or unlink) an
// account, one judge per account; the linked account reads its own judge, qualifications, panels to
// come and consistency figures (the records API's rules and GET /api/custom/judges/me), and nobody
// else's; another account, anonymous and a seat token are refused. The lapse reminder goes to the
// account 30 days before a qualification lapses, in its language, once per qualification and date,
// coalesced with the other notification mails (a short window here; the crons run through the API).
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { MailCatcher } from '../scripts/lib/index.mjs';
import { anonymous, errorOf, statusOf, userId } from './helpers/actors';
import { waitForMailCount } from './helpers/mail';
import type { TestServer } from './helpers/server';
import { stageWith } from './helpers/stage';
import { daysFromNow } from './helpers/fixtures';
import { cleanMarks, marksWith } from './helpers/results';
import { day, post, tablet, type Day } from './helpers/judges';

const ITEMS = 17;

const stage = stageWith(['admin', 'organizer', 'commissioner', 'athlete', ['athlete', 'Jo Judge'], 'athlete', ['athlete', 'Ugo Other']] as const, {
  catchMail: true,
  env: { MAIL_COALESCE_SECONDS: '6' },
});
let server: TestServer;
let mail: MailCatcher;
let su: PocketBase, admin: PocketBase, organizer: PocketBase, commissioner: PocketBase, athlete: PocketBase, jo: PocketBase, stranger: PocketBase, ugo: PocketBase;

const get = (pb: PocketBase, path = '/api/custom/judges/me') => pb.send(path, { method: 'GET' });
const emailOf = (pb: PocketBase) => String(pb.authStore.record?.email);

let d: Day;
let x: string; // Jo's judge: seat 5, the odd marks
let y: string; // Ugo's judge: seat 1

beforeAll(async () => {
  ({ server, su, mail } = stage);
  [admin, organizer, commissioner, athlete, jo, stranger, ugo] = stage.actors;
  // Five judges; the fifth (X) marks a big, a medium and two small mistakes on items 1–4 (5, 7, 9, 9)
  // where the others mark every item clean (10). Validated: the couple counts.
  d = await day({ su, organizer, commissioner, athlete }, 1, 5);
  x = d.judges[4]!;
  y = d.judges[0]!;
  for (let n = 0; n < 5; n++) await organizer.collection('evaluations').create({ draw: d.draws[0]!.id, judge: n + 1, marks: n === 4 ? marksWith(ITEMS, { big: 1, medium: 1, small: 2 }) : cleanMarks(ITEMS) });
  await post(commissioner, `/api/custom/draws/${d.draws[0]!.id}/validate`);
}, 120_000);

describe('linking a judge to an account', () => {
  it('only admins link; one judge per account; a link never half-saved', async () => {
    // The organizer of a competition listing the judge renames it, but cannot link it.
    const refused = await errorOf(organizer.collection('judges').update(x, { user: userId(jo), name: 'Renamed' }));
    expect(refused.status).toBe(400);
    expect(refused.data.user?.code).toBe('judge_link_admin');
    expect(await su.collection('judges').getOne(x)).toMatchObject({ user: '', name: `Judge 4 ${d.comp.id}` });
    expect((await errorOf(organizer.collection('judges').create({ name: 'Self Linked', user: userId(organizer) }))).data.user?.code).toBe('judge_link_admin');
    // Admins link.
    expect((await admin.collection('judges').update(x, { user: userId(jo) })).user).toBe(userId(jo));
    expect((await admin.collection('judges').update(y, { user: userId(ugo) })).user).toBe(userId(ugo));
    // The same account on a second judge: refused on the field.
    const twice = await errorOf(admin.collection('judges').update(d.judges[1]!, { user: userId(jo) }));
    expect(twice.status).toBe(400);
    expect(twice.data.user?.code).toBe('validation_not_unique');
    // An organizer renaming a linked judge keeps the link (nothing to refuse).
    expect((await organizer.collection('judges').update(x, { club: 'Kodokan' })).user).toBe(userId(jo));
  });
});

describe("the linked judge's own page", () => {
  it('reads its panels, qualifications and hand-computed figures; nothing of anybody else', async () => {
    await admin.collection('judge_qualifications').create({ judge: x, kata: 'nage-no-kata', level: 'national', validUntil: daysFromNow(200) });
    const other = await admin.collection('judge_qualifications').create({ judge: y, kata: 'nage-no-kata', level: 'regional', validUntil: daysFromNow(200) });
    const me = await get(jo);
    expect(me.judge).toEqual({ id: x, name: `Judge 4 ${d.comp.id}`, club: 'Kodokan' });
    expect(me.qualifications).toEqual([expect.objectContaining({ kata: 'nage-no-kata', level: 'national' })]);
    // Seat 5 of tatami 1 of the ongoing competition, with the published poule on that tatami.
    expect(me.panels).toEqual([
      expect.objectContaining({ competition: expect.objectContaining({ id: d.comp.id, name: d.comp.name }), tatami: 1, seat: 5, shadow: false, poules: [expect.objectContaining({ id: d.poule.id, kata: d.poule.kata })] }),
    ]);
    // By hand: 17 marks. Items 1–4: X's 5, 7, 9, 9 are the lowest of five, cancelled, and lie outside
    // the counted 10s by 5 + 3 + 1 + 1 = 10 points, each at least 0.75 below the panel's average (10):
    // four minus. Items 5–17: five equal 10s, X's the last of the equal highest, cancelled, not outside.
    expect(me.figures).toEqual({ judge: x, name: `Judge 4 ${d.comp.id}`, club: 'Kodokan', competitions: 1, couples: 1, items: 17, cancelled: 17, outside: 4, distance: 10, plus: 0, minus: 4, refCouples: 0, refItems: 0, refPlus: 0, refMinus: 0, refSum: 0 });
    // Through the records API: its own judge and qualifications, nobody else's.
    expect((await jo.collection('judges').getFullList()).map((j) => j.id)).toEqual([x]);
    expect(await statusOf(jo.collection('judges').getOne(y))).toBe(404);
    expect((await jo.collection('judge_qualifications').getFullList()).map((q) => q.judge)).toEqual([x]);
    expect(await statusOf(jo.collection('judge_qualifications').getOne(other.id))).toBe(404);
    // The other linked judge reads their own.
    expect((await get(ugo)).judge.id).toBe(y);
    expect((await get(ugo)).figures).toMatchObject({ judge: y, items: 17, cancelled: 13, outside: 0 });
  });

  it('refuses another account, anonymous and a seat token', async () => {
    expect(await get(stranger)).toEqual({ judge: null });
    expect(await stranger.collection('judges').getFullList()).toEqual([]);
    expect(await stranger.collection('judge_qualifications').getFullList()).toEqual([]);
    expect(await statusOf(stranger.collection('judges').getOne(x))).toBe(404);
    const guest = anonymous(server.url);
    expect(await statusOf(get(guest))).toBe(401);
    expect(await guest.collection('judges').getFullList()).toEqual([]);
    const seat = await tablet(server.url, d.seats.find((s) => s.seat === 5)!.id, organizer);
    expect(await statusOf(get(seat))).toBe(401);
    expect(await seat.collection('judges').getFullList()).toEqual([]);
    expect(await seat.collection('judge_qualifications').getFullList()).toEqual([]);
  });

  it('an unlinked judge is the admins and officials again', async () => {
    const z = d.judges[2]!;
    await admin.collection('judges').update(z, { user: userId(stranger) });
    expect((await get(stranger)).judge.id).toBe(z);
    await admin.collection('judges').update(z, { user: '' });
    expect(await get(stranger)).toEqual({ judge: null });
    expect(await statusOf(stranger.collection('judges').getOne(z))).toBe(404);
  });
});

describe('the lapse reminder', () => {
  it('mails once per qualification 30 days before it lapses, in the account language, coalesced', async () => {
    const start = Date.now();
    await su.collection('users').update(userId(ugo), { lang: 'it' });
    const near = await admin.collection('judge_qualifications').create({ judge: y, kata: 'katame-no-kata', level: 'international', validUntil: daysFromNow(20) });
    await admin.collection('judge_qualifications').create({ judge: y, kata: 'ju-no-kata', level: 'national', validUntil: daysFromNow(29) });
    // Not yet (31 days), already lapsed (yesterday), and a judge without an account: no mail.
    await admin.collection('judge_qualifications').create({ judge: y, kata: 'kime-no-kata', level: 'national', validUntil: daysFromNow(31) });
    await admin.collection('judge_qualifications').create({ judge: y, kata: 'itsutsu-no-kata', level: 'national', validUntil: daysFromNow(-1) });
    await admin.collection('judge_qualifications').create({ judge: d.judges[3]!, kata: 'katame-no-kata', level: 'national', validUntil: daysFromNow(5) });
    await su.crons.run('qualification_reminders');
    // The first mails at once; the second waits for the digest of the window.
    const first = await waitForMailCount(mail.client, emailOf(ugo), 1);
    expect(first[0]!.subject).toMatch(/La tua qualifica per .+ scade il \d\d\/\d\d\/\d{4}/);
    expect(first[0]!.html).toContain('Gentile Judge 0');
    expect(first[0]!.html).toContain('/reserved/judging');
    const both = await waitForMailCount(mail.client, emailOf(ugo), 2, { timeoutMs: 30_000, intervalMs: 1000, beforeEach: () => su.crons.run('mail_digests') });
    expect(both[1]!.html).toContain('nazionale');
    expect(both[1]!.html).not.toContain('internazionale');
    // Once: the crons again send nothing more.
    await su.crons.run('qualification_reminders');
    await su.crons.run('mail_digests');
    expect(await mail.client.to(emailOf(ugo))).toHaveLength(2);
    // Renewed to a date still within 30 days: reminded again for the new date (after the window).
    await admin.collection('judge_qualifications').update(near.id, { validUntil: daysFromNow(25) });
    await su.crons.run('qualification_reminders');
    const third = await waitForMailCount(mail.client, emailOf(ugo), 3, { timeoutMs: 30_000, intervalMs: 1000, beforeEach: () => su.crons.run('mail_digests') });
    expect(third[2]!.html).toContain('internazionale');
    // Nobody else got one (Jo's qualification lapses in 200 days; judge 3 has no account).
    expect(await mail.client.to(emailOf(jo))).toHaveLength(0);
    expect(Date.now() - start).toBeLessThan(60_000);
  }, 90_000);
});
