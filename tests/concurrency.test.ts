// Concurrency against a real PocketBase (SQLite, one writer at a time): what a busy venue does at
// once. 50 parallel enrolments of one couple leave one record; two organizer desks toggling the same
// enrolment end in a consistent state that both desks see as the newest event (realtime) and the audit trail
// holds every write; 20 simultaneous messages in one issue are all stored and every recipient is
// notified exactly once per message. Never a 5xx.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { TestServer } from './helpers/server';
import { statusOf, userId } from './helpers/actors';
import { stageWith } from './helpers/stage';
import { createCompetition, createCouple, verifyCouple } from './helpers/fixtures';
import { subscribeRealtime } from './helpers/realtime';
import { loadHookLib } from './helpers/hookLib';

const { deriveStatus } = loadHookLib<{ deriveStatus: (flags: Record<string, boolean>, competitionStatus: string) => string }>('pb_hooks/lib/enrolment.js');

const stage = stageWith(['athlete', 'organizer', 'organizer', 'admin', 'admin'] as const);
let server: TestServer;
let su: PocketBase, owner: PocketBase, desk1: PocketBase, desk2: PocketBase, admin1: PocketBase, admin2: PocketBase;

beforeAll(() => {
  ({ server, su } = stage);
  [owner, desk1, desk2, admin1, admin2] = stage.actors;
});

describe('concurrency', () => {
  it('50 parallel enrolments of one couple: one record, 49 clean 400s', async () => {
    const comp = await createCompetition(su, userId(desk1), 'enrolment');
    const couple = await createCouple(owner);
    const body = { competition: comp.id, couple: couple.id, owner: userId(owner) };
    const statuses = await Promise.all(Array.from({ length: 50 }, () => statusOf(owner.collection('enrolments').create(body))));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(49);
    const stored = await su.collection('enrolments').getFullList({ filter: `couple = "${couple.id}"` });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.circuit).not.toBe('');
    expect(stored[0]!.status).toBe('missing_athlete_verification');
  });

  it('two organizer desks toggling the same enrolment: consistent final state, seen last by both, every write audited', async () => {
    const comp = await createCompetition(su, userId(desk1), 'accreditation', { organizers: [userId(desk1), userId(desk2)] });
    const couple = await createCouple(owner);
    await verifyCouple(su, couple.id);
    const e = await su.collection('enrolments').create({ competition: comp.id, couple: couple.id, owner: userId(owner), paymentReceived: true });
    const streams = await Promise.all([desk1, desk2].map((d) => subscribeRealtime(server.url, d.authStore.token, [`enrolments/${e.id}`])));

    // Each desk reads the flag and sends its negation, like a click on the status icon; desk 2 also
    // flips the payment now and then, so that the derived status depends on both desks.
    const toggles = async (desk: PocketBase, n: number, paymentEvery: number) => {
      const out: number[] = [];
      for (let i = 0; i < n; i++) {
        const current = await desk.collection('enrolments').getOne(e.id);
        const body = paymentEvery && i % paymentEvery === 0 ? { paymentReceived: !current.paymentReceived } : { present: !current.present };
        out.push(await statusOf(desk.collection('enrolments').update(e.id, body)));
      }
      return out;
    };
    const [s1, s2] = await Promise.all([toggles(desk1, 15, 0), toggles(desk2, 15, 3)]);
    const all = [...s1, ...s2];
    expect(all.every((s) => s === 200), `statuses ${all.join(',')}`).toBe(true);

    const final = await su.collection('enrolments').getOne(e.id);
    const flags = { toriVerified: final.toriVerified, ukeVerified: final.ukeVerified, coupleVerified: final.coupleVerified, paymentReceived: final.paymentReceived, present: final.present };
    expect(final.status).toBe(deriveStatus(flags, 'accreditation'));

    // Both desks receive every accepted write's event, the stored state's among them. Events of
    // concurrent writes can arrive out of order, and `updated` is stamped before a write waits for
    // the lock, so the newest `updated` is not always the last commit (seen: 1 ms apart, inverted).
    await Promise.all(streams.map((s) => s.waitFor(all.length)));
    const state = (r: Record<string, unknown>) => ({ present: r.present, paymentReceived: r.paymentReceived, status: r.status, updated: r.updated });
    for (const s of streams) {
      expect(s.events.map((ev) => state(ev.record))).toContainEqual(state(final));
    }
    await Promise.all(streams.map((s) => s.close()));

    // Nothing lost: one audit row per accepted write.
    const audited = await su.collection('audit').getList(1, 1, { filter: `table = "enrolments" && record = "${e.id}" && event = "update"` });
    expect(audited.totalItems).toBe(all.length);
  });

  it('tie decisions on many draws of one poule at once: none is lost to a concurrent results recompute', async () => {
    const comp = await createCompetition(su, userId(desk1), 'ongoing', { organizers: [userId(desk1), userId(desk2)] });
    const circuit = (await su.collection('circuits').getFirstListItem(`competition = "${comp.id}"`)).id;
    const poule = await su.collection('poules').create({ competition: comp.id, circuit, kata: 'nage-no-kata', name: 'Group A', judges: 5, published: true });
    const draws = [];
    for (let i = 0; i < 12; i++) {
      const couple = await createCouple(owner);
      const e = await su.collection('enrolments').create({ competition: comp.id, couple: couple.id, owner: userId(owner) });
      draws.push(await su.collection('draws').create({ poule: poule.id, enrolment: e.id, order: i + 1 }));
    }
    // Two officials decide places on every draw at the same time (each save recomputes the poule).
    const statuses = await Promise.all(draws.map((d, i) => statusOf((i % 2 ? desk1 : desk2).collection('draws').update(d.id, { tieBreak: i + 1 }))));
    expect(statuses.every((s) => s === 200), `statuses ${statuses.join(',')}`).toBe(true);
    const stored = await su.collection('draws').getFullList({ filter: `poule = "${poule.id}"`, sort: 'order' });
    expect(stored.map((d) => d.tieBreak)).toEqual(draws.map((_, i) => i + 1));
  });

  it('20 simultaneous messages in one issue: all stored, every recipient notified exactly once per message', async () => {
    const issue = await owner.collection('issues').create({ title: 'Burst at the desk', owner: userId(owner) });
    const stream = await subscribeRealtime(server.url, owner.authStore.token, ['message_notifications']);
    const writers = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? owner : admin1));
    const statuses = await Promise.all(
      writers.map((pb, i) => statusOf(pb.collection('messages').create({ issue: issue.id, author: userId(pb), text: `message ${i}` }))),
    );
    expect(statuses.every((s) => s === 200), `statuses ${statuses.join(',')}`).toBe(true);

    const messages = await su.collection('messages').getFullList({ filter: `issue = "${issue.id}"` });
    expect(messages).toHaveLength(20);
    const notifications = await su.collection('message_notifications').getFullList({ filter: `issue = "${issue.id}"` });
    const byUser = (id: string) => notifications.filter((n) => n.user === id);
    // The owner hears of admin 1's ten, admin 1 of the owner's ten, admin 2 of all twenty.
    expect(byUser(userId(owner))).toHaveLength(10);
    expect(byUser(userId(admin1))).toHaveLength(10);
    expect(byUser(userId(admin2))).toHaveLength(20);
    const pairs = new Set(notifications.map((n) => `${n.user}/${n.message}`));
    expect(pairs.size).toBe(notifications.length);
    for (const n of notifications) {
      const m = messages.find((x) => x.id === n.message)!;
      expect(n.user).not.toBe(m.author);
    }
    // Live: the owner's badge got one event per notification.
    await stream.waitFor(10);
    expect(stream.events.filter((ev) => ev.action === 'create')).toHaveLength(10);
    await stream.close();

    const stored = await su.collection('issues').getOne(issue.id);
    expect(stored.status).toBe('open');
    const lastMessage = messages.map((m) => m.created as string).sort().at(-1)!;
    expect(stored.lastActivityAt >= lastMessage.slice(0, 19)).toBe(true);
  });
});
