// A minimal PocketBase realtime client for the benchmark (Node 20 has no EventSource): one SSE
// stream per simulated browser, subscriptions posted like the JS SDK does (topic + options).
import { performance } from 'node:perf_hooks';

/**
 * Opens GET /api/realtime, waits for PB_CONNECT, posts the subscriptions (with the auth token of the
 * simulated user) and calls onEvent(topic, data, receivedAtMs) for every message.
 * @param {string} url
 * @param {{ token?: string, topics: string[], onEvent: (topic: string, data: any, at: number) => void }} opts
 */
export async function subscribe(url, { token, topics, onEvent }) {
  const ctrl = new AbortController();
  const res = await fetch(`${url}/api/realtime`, { signal: ctrl.signal, headers: { Accept: 'text/event-stream' } });
  if (!res.ok || !res.body) throw new Error(`GET /api/realtime: HTTP ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
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

  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        // Search only the new text (plus one char for a split separator): large events come in many chunks.
        const from = Math.max(0, buf.length - 1);
        buf += value;
        let i = buf.indexOf('\n\n', from);
        while (i >= 0) {
          dispatch(buf.slice(0, i));
          buf = buf.slice(i + 2);
          i = buf.indexOf('\n\n');
        }
      }
    } catch {
      // aborted by close()
    }
  })();

  await ready;
  const headers = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = token;
  const sub = await fetch(`${url}/api/realtime`, { method: 'POST', headers, body: JSON.stringify({ clientId, subscriptions: topics }) });
  if (sub.status !== 204) throw new Error(`POST /api/realtime: HTTP ${sub.status} ${await sub.text()}`);

  return {
    clientId,
    close: async () => {
      ctrl.abort();
      await pump;
    },
  };
}

/** The topic string the JS SDK builds for collection.subscribe(id, cb, { filter }). */
export function topic(collection, recordId, query) {
  const base = `${collection}/${recordId}`;
  return query ? `${base}?options=${encodeURIComponent(JSON.stringify({ query }))}` : base;
}
