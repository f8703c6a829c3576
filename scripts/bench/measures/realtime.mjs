// Realtime: a desk toggle seen on a second desk device, and one update fanned out to 1,000 public
// subscribers (the leaderboard budget).
import { performance } from 'node:perf_hooks';
import { api, percentile } from '../api.mjs';
import { subscribe, topic } from '../sse.mjs';
import { now, openSubscribers } from '../subscribers.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resolves when `check()` is true, polling cheaply; rejects after `timeoutMs`. */
async function until(check, timeoutMs, what) {
  const deadline = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(1);
  }
}

/**
 * The server's resident memory once it has settled: sampled every `everyMs` until the last `samples`
 * readings lie within `tolerance` of their median (the Go heap grown, collected and scavenged after a
 * burst of connections), or until `timeoutMs`; the median of the last readings, in kB, and how long it
 * took. One reading right after a storm of connections measured the garbage collector's timing, not
 * the streams (−23 MB per 1,000 in one run).
 * @param {() => number} rss
 */
export async function settledRss(rss, { samples = 5, everyMs = 400, tolerance = 0.02, timeoutMs = 20_000 } = {}) {
  const t0 = performance.now();
  const readings = [];
  for (;;) {
    readings.push(rss());
    const last = readings.slice(-samples);
    const median = [...last].sort((a, b) => a - b)[Math.floor(last.length / 2)];
    const spread = (Math.max(...last) - Math.min(...last)) / median;
    if ((last.length === samples && spread <= tolerance) || performance.now() - t0 > timeoutMs) {
      return { kb: median, spread, readings: readings.length, settled: last.length === samples && spread <= tolerance, ms: performance.now() - t0 };
    }
    await sleep(everyMs);
  }
}

/**
 * Device A (organizer) toggles paymentReceived/present on enrolments of the big competition; device B
 * (the same organizer on another phone) is subscribed like the desk page: enrolments/* filtered by
 * competition. Latency = PATCH sent → event received on B.
 */
export async function measureDeskToggle({ url, organizerToken, competitionId, enrolmentIds, rounds = 100 }) {
  const seen = new Map(); // `${id}:${field}:${value}` → time received
  const b = await subscribe(url, {
    token: organizerToken,
    topics: [topic('enrolments', '*', { filter: `competition = "${competitionId}"` })],
    onEvent: (_t, text, at) => {
      const r = JSON.parse(text).record;
      if (r) seen.set(`${r.id}:${r.paymentReceived}:${r.present}`, at);
    },
  });
  const latencies = [];
  try {
    for (let i = 0; i < rounds; i++) {
      const id = enrolmentIds[i % enrolmentIds.length];
      const current = await api(url, `/api/collections/enrolments/records/${id}`, { token: organizerToken });
      const body = i % 2 ? { present: !current.present } : { paymentReceived: !current.paymentReceived };
      const key = `${id}:${body.paymentReceived ?? current.paymentReceived}:${body.present ?? current.present}`;
      seen.delete(key);
      const t0 = performance.now();
      await api(url, `/api/collections/enrolments/records/${id}`, { token: organizerToken, method: 'PATCH', body });
      await until(() => seen.has(key), 5000, `the toggle of ${id} on the second device`);
      latencies.push(seen.get(key) - t0);
    }
  } finally {
    await b.close();
  }
  return { p95: percentile(latencies, 95), p50: percentile(latencies, 50), rounds };
}

/**
 * `subscribers` guests subscribe to one record; `update()` changes it; latency of a round = from the
 * update sent until the LAST subscriber has the event (the slowest browser), p95 over the rounds.
 * `cpu()` (optional) reads the server's CPU time: the CPU per round (from the first update sent to the
 * last subscriber served) is reported too.
 * The subscribers run in a worker thread (scripts/bench/subscribers.mjs), apart from the update's.
 * `topicName` (a custom topic such as `board/{id}`) replaces collection/recordId/query. `rss()` (optional)
 * reads the server's resident memory (kB): settled (settledRss) before the subscribers connect and
 * again once they all have; reported as kB per 1,000 subscribers. `lastSent()` (optional) reads when the
 * server handed the round's event to its last stream (epoch ms): with the subscribers' own busy time
 * per round (their worker thread), it tells how much of the last one's latency is the server's.
 * `streamUrl` (default `url`): where the subscribers hold their streams (a board relay).
 * @param {{ url: string, streamUrl?: string, collection?: string, recordId?: string, query?: Record<string, string>, topicName?: string, update: (i: number) => Promise<unknown>, subscribers?: number, rounds?: number, token?: string, cpu?: () => number, rss?: () => number, lastSent?: () => Promise<number> }} o
 */
export async function measureFanOut({ url, streamUrl = url, collection, recordId, query, topicName, update, subscribers = 200, rounds = 30, token, cpu, rss, lastSent }) {
  const before = rss ? await settledRss(rss) : null;
  const rssBefore = before ? before.kb : NaN;
  let rssAfter = NaN;
  let after = null;
  const name = topicName ?? topic(collection, recordId, query);
  const crowd = await openSubscribers({ url: streamUrl, token, topics: [name], count: subscribers });
  try {
    if (rss) {
      after = await settledRss(rss);
      rssAfter = after.kb;
    }
    /** One round: the update sent, its save timed, then when each subscriber had the event. */
    const roundOf = async (round, i) => {
      const { received, busy } = await crowd.arm(round);
      const t0 = now();
      await update(i);
      const saved = now() - t0;
      const lat = (await received()).map((t) => t - t0);
      // When the server had handed the event to the last stream (same machine, same clock).
      const sentAt = lastSent ? await lastSent() : NaN;
      return { saved, lat, busy: await busy(), sent: sentAt - t0 };
    };
    // Two warm-up rounds, reported apart: right after a connection storm (1,000 subscription
    // requests) PocketBase collects their garbage and grows its VM pool, and the first saves pay for
    // it (measured 217 ms p50 against 41 ms two rounds later, 24 Nov). The rounds below measure the
    // steady state with everyone connected.
    const warmup = [];
    for (let w = 0; w < 2; w++) {
      const { saved, lat } = await roundOf(10_000 + w, rounds + w);
      warmup.push({ save: saved, last: Math.max(...lat) });
      await sleep(20);
    }
    const slowest = [];
    const all = [];
    const saves = [];
    const firsts = [];
    const busies = [];
    const sents = [];
    let cpuUsed = 0;
    for (let round = 0; round < rounds; round++) {
      const c0 = cpu ? cpu() : 0;
      const { saved, lat, busy, sent } = await roundOf(round, round);
      saves.push(saved);
      busies.push(busy);
      if (Number.isFinite(sent)) sents.push(sent);
      all.push(...lat);
      slowest.push(Math.max(...lat));
      firsts.push(Math.min(...lat));
      if (cpu) cpuUsed += cpu() - c0;
      await sleep(20);
    }
    const rssPer1000 = rss ? ((rssAfter - rssBefore) / subscribers) * 1000 : null;
    return { p95: percentile(slowest, 95), p50: percentile(slowest, 50), deliveryP95: percentile(all, 95), firstP95: percentile(firsts, 95), saveP95: percentile(saves, 95), saveP50: percentile(saves, 50), cpuPerRound: cpu ? cpuUsed / rounds : null, subscribersBusyP95: percentile(busies, 95), serverSentP95: sents.length ? percentile(sents, 95) : null, rssBeforeKb: rssBefore, rssAfterKb: rssAfter, rssPer1000Kb: rssPer1000, rssSettled: before && after ? before.settled && after.settled : null, warmup, subscribers, rounds };
  } finally {
    await crowd.close();
  }
}
