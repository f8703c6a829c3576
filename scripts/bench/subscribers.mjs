// The spectators of a fan-out measure, in a worker thread of their own: N realtime streams opened
// like the browsers' (scripts/bench/sse.mjs), each recording when the event of the current round
// reached it. Kept apart from the thread that sends the judge's save because one Node event loop
// would otherwise queue the save's answer behind the 1,000 stream messages that arrive with it, and
// the save would look as slow as the whole fan-out (it is not: the judge's tablet is another device).
// Times are absolute (performance.timeOrigin + now) so that both threads compare them.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { subscribe } from './sse.mjs';

export const now = () => performance.timeOrigin + performance.now();

if (!isMainThread && workerData?.kind === 'subscribers') runWorker(workerData);

async function runWorker({ url, token, topics, count }) {
  let round = null;
  let left = 0;
  // This thread's busy time from the arm to the last event: the subscribers' own share of a round
  // (they run on the server's machine, so their CPU is taken from the server's cores).
  let elu0 = performance.eventLoopUtilization();
  const got = new Array(count).fill(null);
  const at = new Array(count).fill(0);
  const clients = [];
  // Connected 50 at a time (a hall of phones opening the page), each with its own stream.
  for (let s0 = 0; s0 < count; s0 += 50) {
    const batch = [];
    for (let s = s0; s < Math.min(count, s0 + 50); s++) {
      const onEvent = () => {
        if (round === null || got[s] === round) return;
        got[s] = round;
        at[s] = now();
        if (--left === 0) parentPort.postMessage({ type: 'done', round, at, busyMs: performance.eventLoopUtilization(elu0).active });
      };
      batch.push(subscribe(url, { token, topics, onEvent }));
    }
    clients.push(...(await Promise.all(batch)));
  }
  parentPort.on('message', async (m) => {
    if (m.type === 'arm') {
      round = m.round;
      left = count;
      elu0 = performance.eventLoopUtilization();
      parentPort.postMessage({ type: 'armed', round });
    } else if (m.type === 'close') {
      await Promise.all(clients.map((c) => c.close()));
      parentPort.postMessage({ type: 'closed' });
    }
  });
  parentPort.postMessage({ type: 'ready' });
}

/**
 * Opens `count` subscribers of `topics` in a worker thread. `arm(round)` resolves once the worker
 * waits for that round's event and returns `received()`, which resolves with the absolute time each
 * subscriber got it (rejects after `timeoutMs`), and `busy()`, the worker thread's busy time (ms) from the
 * arm to the last event.
 * @param {{ url: string, token?: string, topics: string[], count: number }} o
 */
export async function openSubscribers({ url, token, topics, count }) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { kind: 'subscribers', url, token, topics, count } });
  const waiting = new Map();
  const failed = new Promise((_, reject) => worker.once('error', reject));
  failed.catch(() => undefined);
  worker.on('message', (m) => {
    const key = m.type === 'done' || m.type === 'armed' ? `${m.type}:${m.round}` : m.type;
    const w = waiting.get(key);
    if (w) {
      waiting.delete(key);
      w(m);
    }
  });
  const next = (key, timeoutMs, what) =>
    Promise.race([
      new Promise((resolve) => waiting.set(key, resolve)),
      failed,
      new Promise((_, reject) => setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), timeoutMs).unref()),
    ]);
  await next('ready', 600_000, `${count} subscribers to connect`);
  return {
    async arm(round, timeoutMs = 10_000) {
      const done = next(`done:${round}`, timeoutMs + 60_000, `round ${round} on all ${count} subscribers`);
      done.catch(() => undefined);
      worker.postMessage({ type: 'arm', round });
      await next(`armed:${round}`, 60_000, `the worker to arm round ${round}`);
      return { received: () => done.then((m) => m.at), busy: () => done.then((m) => m.busyMs) };
    },
    async close() {
      worker.postMessage({ type: 'close' });
      await next('closed', 60_000, 'the subscribers to close').catch(() => undefined);
      await worker.terminate();
    },
  };
}
