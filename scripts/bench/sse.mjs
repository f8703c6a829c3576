// A minimal PocketBase realtime client for the benchmark (Node 20 has no EventSource): one SSE
// stream per simulated browser, subscriptions posted like the JS SDK does (topic + options).
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * Opens GET /api/realtime, waits for PB_CONNECT, posts the subscriptions (with the auth token of the
 * simulated user) and calls onEvent(topic, data, receivedAtMs) for every message.
 * @param {string} url
 * @param {{ token?: string, topics: string[], onEvent: (topic: string, data: any, at: number) => void }} opts
 */
export async function subscribe(url, { token, topics, onEvent }) {
  // node:http's native parser, not fetch + web streams: thousands of these streams share the
  // machine's cores with the server they measure, and fetch's stream pipeline cost three times the
  // CPU per event (≈115 against ≈38 µs, measured on 1,000 streams; the subscribers' own time is
  // reported apart, scripts/bench/subscribers.mjs).
  let req;
  const res = await new Promise((ok, fail) => {
    req = http.get(`${url}/api/realtime`, { agent: false, headers: { Accept: 'text/event-stream' } }, ok);
    req.on('error', fail);
  });
  if (res.statusCode !== 200) throw new Error(`GET /api/realtime: HTTP ${res.statusCode}`);
  res.setEncoding('utf8');
  let clientId = '';
  let connected;
  const ready = new Promise((ok) => (connected = ok));
  let buf = '';

  const dispatch = (block) => {
    let event = 'message';
    let id = '';
    const data = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('id:')) id = line.slice(3).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (event === 'PB_CONNECT') {
      clientId = id;
      connected();
      return;
    }
    // The raw text: parsing 200 copies of a large snapshot would measure this process, not PocketBase.
    onEvent(event, data.join('\n'), performance.now());
  };

  const pump = new Promise((done) => {
    res.on('data', (value) => {
      // Search only the new text (plus one char for a split separator): large events come in many chunks.
      const from = Math.max(0, buf.length - 1);
      buf += value;
      let i = buf.indexOf('\n\n', from);
      while (i >= 0) {
        dispatch(buf.slice(0, i));
        buf = buf.slice(i + 2);
        i = buf.indexOf('\n\n');
      }
    });
    res.on('close', done);
    res.on('error', done);
  });

  await ready;
  const headers = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = token;
  const sub = await fetch(`${url}/api/realtime`, { method: 'POST', headers, body: JSON.stringify({ clientId, subscriptions: topics }) });
  if (sub.status !== 204) throw new Error(`POST /api/realtime: HTTP ${sub.status} ${await sub.text()}`);

  return {
    clientId,
    close: async () => {
      req.destroy();
      await pump;
    },
  };
}

/** The topic string the JS SDK builds for collection.subscribe(id, cb, { filter }). */
export function topic(collection, recordId, query) {
  const base = `${collection}/${recordId}`;
  return query ? `${base}?options=${encodeURIComponent(JSON.stringify({ query }))}` : base;
}
