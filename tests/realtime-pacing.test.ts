// The realtime dispatcher paces a fan-out (pb_hooks/lib/dispatch.js): the clients in slices with a
// pause between them, so that an official's save arriving meanwhile is never queued behind every
// spectator's send. The slices are made small and the pauses long here (REALTIME_SLICE,
// REALTIME_PAUSE_MS) so that the structure shows on a busy machine: the spectators get the event in
// separate groups, and a save made after the first group answers before the last group has it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { startPocketBase, type TestServer } from './helpers/server';
import { actor, superuserClient } from './helpers/actors';
import { cleanMarks, coupleInCompetition, resultsCompetition } from './helpers/results';
import { subscribe } from '../scripts/bench/sse.mjs';

const SLICE = 40;
const PAUSE_MS = 700;
const STREAMS = 3 * SLICE;
const ITEMS = 17; // nage-no-kata

let server: TestServer;
let su: PocketBase, organizer: PocketBase, commissioner: PocketBase, athlete: PocketBase;

beforeAll(async () => {
  server = await startPocketBase({ env: { REALTIME_SLICE: String(SLICE), REALTIME_PAUSE_MS: String(PAUSE_MS) } });
  [organizer, commissioner, athlete] = await Promise.all([actor(server.url, 'organizer'), actor(server.url, 'commissioner'), actor(server.url, 'athlete')]);
  su = await superuserClient(server.url);
});
afterAll(async () => server?.stop());

interface Ops {
  clients: number;
  dispatcher: { running: boolean; queued: number; last: { clients: number; slices: number } | null };
}

it('sends a fan-out in slices with a pause between them; a save made meanwhile answers before the last slice', async () => {
  const ops = () => su.send<Ops>('/api/custom/ops/realtime', {});
  await su.crons.run('realtime_dispatcher');
  await expect.poll(async () => (await ops()).dispatcher.running).toBe(true);
  const comp = await resultsCompetition(su, organizer, [commissioner], 'ongoing');
  for (let i = 0; i < 2; i++) await coupleInCompetition(su, athlete, comp.id, `0${i + 1}IT000${i + 1}`);
  await organizer.send(`/api/custom/competitions/${comp.id}/draw`, { method: 'POST', body: { seed: 'PACE' } });
  const [poule] = await organizer.collection('poules').getFullList({ filter: `competition = "${comp.id}"` });
  await organizer.collection('poules').update(poule!.id, { published: true });
  const [first, second] = await organizer.collection('draws').getFullList({ filter: `poule = "${poule!.id}"`, sort: 'order' });
  await expect.poll(async () => (await ops()).dispatcher.queued).toBe(0);

  // When each spectator got its first evaluation's message (performance.now()).
  const at: number[] = [];
  const streams = await Promise.all(
    Array.from({ length: STREAMS }, (_, s) =>
      subscribe(server.url, {
        topics: [`board/${comp.id}`],
        onEvent: (_topic: string, _data: string, time: number) => {
          at[s] ??= time;
        },
      }),
    ),
  );
  try {
    expect((await ops()).clients).toBe(STREAMS);
    await commissioner.collection('evaluations').create({ draw: first!.id, judge: 1, marks: cleanMarks(ITEMS) });
    await expect.poll(() => at.filter(Boolean).length, { timeout: 20_000 }).toBeGreaterThan(0);
    // The fan-out has begun: an official's save now is not queued behind it.
    await commissioner.collection('evaluations').create({ draw: second!.id, judge: 1, marks: cleanMarks(ITEMS) });
    const answered = performance.now();
    await expect.poll(() => at.filter(Boolean).length, { timeout: 20_000 }).toBe(STREAMS);
    expect(answered).toBeLessThan(Math.max(...at));

    // Three groups of arrivals, a pause apart.
    const sorted = [...at].sort((a, b) => a - b);
    const gaps = sorted.slice(1).filter((t, i) => t - sorted[i]! >= PAUSE_MS * 0.8);
    expect(gaps.length).toBe(2);
    await expect.poll(async () => (await ops()).dispatcher.last?.slices).toBe(3);
  } finally {
    await Promise.all(streams.map((s) => s.close()));
  }
});
