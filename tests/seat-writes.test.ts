// Judges' tablets against a real PocketBase, under the conditions of a hall: two tabs (or a retry
// racing the first request) sending the same seat's first sheet at once, a script guessing seat codes
// from the hall's shared IP, and the audit trail naming the seat and the judge behind every write.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { anonymous, errorOf, statusOf } from './helpers/actors';
import type { TestServer } from './helpers/server';
import { stageWith } from './helpers/stage';
import { cleanMarks, marksWith } from './helpers/results';
import { day as judgeDay, post } from './helpers/judges';

const ITEMS = 17;

const stage = stageWith(['admin', 'organizer', 'commissioner', 'athlete'] as const);
let server: TestServer;
let su: PocketBase, admin: PocketBase, organizer: PocketBase, commissioner: PocketBase, athlete: PocketBase;

beforeAll(() => {
  ({ server, su } = stage);
  [admin, organizer, commissioner, athlete] = stage.actors;
});

const day = (couples = 2) => judgeDay({ su, organizer, commissioner, athlete }, couples);

/** `tabs` tablets (browser tabs) opened with one code of the seat. */
async function tabs(seatId: string, count: number): Promise<PocketBase[]> {
  const { code } = await post(organizer, `/api/custom/seats/${seatId}/code`);
  return Promise.all(
    Array.from({ length: count }, async () => {
      const pb = anonymous(server.url);
      const auth = await post(pb, '/api/custom/seats/auth', { code });
      pb.authStore.save(auth.token, auth.record);
      return pb;
    }),
  );
}

/** Outcome of a create: the record id, or the error's status and field code. */
async function outcome(p: Promise<{ id: string }>): Promise<string> {
  try {
    return `ok ${(await p).id}`;
  } catch {
    const err = await errorOf(p);
    return `${err.status} ${err.data.judge?.code ?? err.message}`;
  }
}

describe('first sends racing each other', () => {
  // One send from each tab at the same moment, couple after couple: the two requests both look for a
  // stored sheet before either is saved (the unique index refuses the loser, whose hook then answers from the winner).
  it('the same marks sent at once from two tabs both answer the one stored sheet', async () => {
    const d = await day(9);
    const [a, b] = await tabs(d.seats[0]!.id, 2);
    const marks = marksWith(ITEMS, { small: 1 });
    for (const draw of d.draws) {
      const results = await Promise.all([a!, b!].map((t) => outcome(t.collection('evaluations').create({ draw: draw.id, judge: 1, marks }))));
      const stored = await su.collection('evaluations').getFullList({ filter: `draw = "${draw.id}"` });
      expect(stored).toHaveLength(1);
      expect(results).toEqual(results.map(() => `ok ${stored[0]!.id}`));
    }
  }, 60_000);

  it('different marks sent at once: one is stored, the other is told the sheet was sent', async () => {
    const d = await day(9);
    const [a, b] = await tabs(d.seats[1]!.id, 2);
    for (const draw of d.draws) {
      const sheets = [cleanMarks(ITEMS), marksWith(ITEMS, { small: 1 })];
      const results = await Promise.all([a!, b!].map((t, i) => outcome(t.collection('evaluations').create({ draw: draw.id, judge: 2, marks: sheets[i] }))));
      const stored = await su.collection('evaluations').getFullList({ filter: `draw = "${draw.id}"` });
      expect(stored).toHaveLength(1);
      expect(results.filter((r) => r === `ok ${stored[0]!.id}`)).toHaveLength(1);
      expect(results.filter((r) => r === '400 evaluation_sent')).toHaveLength(1);
    }
  }, 60_000);
});

describe('the audit trail names the tablet', () => {
  it("a seat's sheet and its correction are recorded with the seat and its named judge, no user", async () => {
    const d = await day(1);
    const [t] = await tabs(d.seats[2]!.id, 1);
    const sheet = await t!.collection('evaluations').create({ draw: d.draws[0]!.id, judge: 3, marks: cleanMarks(ITEMS) });
    await commissioner.collection('evaluations').update(sheet.id, { returned: true });
    await t!.collection('evaluations').update(sheet.id, { marks: marksWith(ITEMS, { small: 1 }) });
    const rows = await admin.collection('audit').getFullList({ filter: `table = "evaluations" && record = "${sheet.id}"`, sort: 'created,id', expand: 'judge,seat' });
    expect(rows.map((r) => [r.event, r.user, r.seat, r.judge])).toEqual([
      ['create', '', d.seats[2]!.id, d.judges[2]],
      ['update', commissioner.authStore.record!.id, '', ''],
      ['update', '', d.seats[2]!.id, d.judges[2]],
    ]);
    expect(rows[0]!.expand?.judge?.name).toBe(`Judge 2 ${d.comp.id}`);
    expect(rows[0]!.expand?.seat?.seat).toBe(3);
    // Nobody else reads it.
    expect(await organizer.collection('audit').getFullList({ filter: `record = "${sheet.id}"` })).toHaveLength(0);
  });
});

/** The k-th of many distinct wrong codes (well-formed, never issued: issued codes are random). */
const guess = (k: number) => `ZZZZZ${DIGITS[k % 8]}${DIGITS[Math.floor(k / 8) % 8]}${DIGITS[Math.floor(k / 64) % 8]}`;
const DIGITS = '23456789';

// Last in the file: it ends with this server's address slowed down for seat codes.
describe('seat codes are throttled', () => {
  it('a code opens at most ten tablets in a quarter of an hour; other codes still work', async () => {
    const d = await day(1);
    const { code } = await post(organizer, `/api/custom/seats/${d.seats[3]!.id}/code`);
    for (let i = 0; i < 10; i++) expect(await statusOf(post(anonymous(server.url), '/api/custom/seats/auth', { code }))).toBe(200);
    const locked = await errorOf(post(anonymous(server.url), '/api/custom/seats/auth', { code }));
    expect([locked.status, locked.data.rate?.code]).toEqual([429, 'seat_code_locked']);
    // A new code for the seat opens it again.
    const fresh = await post(organizer, `/api/custom/seats/${d.seats[3]!.id}/code`);
    expect(await statusOf(post(anonymous(server.url), '/api/custom/seats/auth', { code: fresh.code }))).toBe(200);
  });

  it('an IPv6 /64 is one source: changing addresses within it does not escape the slow-down', async () => {
    // The client's address as the reverse proxy in front reports it (X-Forwarded-For is trusted).
    const from = async (code: string, ip: string) => {
      const res = await fetch(`${server.url}/api/custom/seats/auth`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip }, body: JSON.stringify({ code }) });
      return `${res.status} ${((await res.json()) as { data?: { code?: { code?: string } } }).data?.code?.code}`;
    };
    const answers = await Promise.all(Array.from({ length: 101 }, (_, i) => from(guess(i), `2001:db8:5:6::${(i + 1).toString(16)}`)));
    expect(answers).toEqual(answers.map(() => '400 seat_code_invalid'));
    expect(await from(guess(101), '2001:db8:5:6:ffff::1')).toBe('429 seat_code_network_slow_down');
    expect(await from(guess(101), '2001:db8:5:7::1')).toBe('400 seat_code_invalid');
  });

  it("a flood of wrong codes from the hall's address slows the guesses down; a new tablet behind it pairs with its fresh code at once", async () => {
    const d = await day(1);
    // 301 guesses, each from a device id of its own (no device waits), in bursts as fast as they go.
    const answers: string[] = [];
    for (let round = 0; round < 31; round++) {
      const guesses = Array.from({ length: round < 30 ? 10 : 1 }, (_, i) => round * 10 + i);
      const got = await Promise.all(guesses.map((k) => errorOf(post(anonymous(server.url), '/api/custom/seats/auth', { code: guess(k), device: `guesser-${k}` }))));
      answers.push(...got.map((g) => `${g.status} ${g.data.code?.code}`));
    }
    // 100 wrong codes a quarter of an hour are free; after the 101st the source waits, and the guesses
    // are not even looked up.
    expect(answers.filter((a) => a === '400 seat_code_invalid')).toHaveLength(101);
    expect(answers.filter((a) => a === '429 seat_code_network_slow_down')).toHaveLength(200);
    // A tablet died: the official prints a new code and the new tablet, behind the same address, pairs.
    const { code } = await post(organizer, `/api/custom/seats/${d.seats[4]!.id}/code`);
    expect(await statusOf(post(anonymous(server.url), '/api/custom/seats/auth', { code, device: 'new-tablet' }))).toBe(200);
    // Parallel guesses meanwhile are all refused: none slips through.
    const more = await Promise.all(Array.from({ length: 10 }, (_, i) => errorOf(post(anonymous(server.url), '/api/custom/seats/auth', { code: guess(400 + i), device: `more-${i}` }))));
    expect(more.map((m) => m.status)).toEqual(more.map(() => 429));
  }, 120_000);
});
