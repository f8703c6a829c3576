// A minimal PocketBase realtime client for tests (Node 20 has no EventSource): one SSE stream,
// subscriptions posted like the JS SDK does, every event kept in arrival order.

export interface RealtimeEvent {
  topic: string;
  action: string;
  record: Record<string, unknown>;
  /** The message's number in its topic, when the topic numbers them (board/{id}). */
  seq?: number;
  /** Size of the message's data as sent (characters). */
  bytes: number;
}

export interface RealtimeClient {
  events: RealtimeEvent[];
  /** Resolves once `count` events have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
  /** Resolves when the stream ends (closed by the server, or by close()). */
  ended: Promise<void>;
}

/**
 * The events of a stream that change a row past the version `updated` a test read, and every delete (a
 * delete carries no version). Once the minute job has made the realtime dispatcher run, a save is sent
 * after its commit, so a save made before the stream subscribed can still reach it: only the changes
 * since the row read count.
 */
export function changesSince(events: readonly RealtimeEvent[], updated: unknown): RealtimeEvent[] {
  return events.filter((ev) => ev.action === 'delete' || String(ev.record.updated) > String(updated));
}

export async function subscribeRealtime(url: string, token: string, topics: string[]): Promise<RealtimeClient> {
  const ctrl = new AbortController();
  const res = await fetch(`${url}/api/realtime`, { signal: ctrl.signal, headers: { Accept: 'text/event-stream' } });
  if (!res.ok || !res.body) throw new Error(`GET /api/realtime: HTTP ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const events: RealtimeEvent[] = [];
  const waiters: { count: number; ok: () => void }[] = [];
  let connected!: (id: string) => void;
  const clientId = new Promise<string>((ok) => (connected = ok));

  const dispatch = (block: string) => {
    let event = 'message';
    let id = '';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('id:')) id = line.slice(3).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (event === 'PB_CONNECT') return connected(id);
    const text = data.join('\n');
    const parsed = JSON.parse(text) as { action: string; record: Record<string, unknown>; seq?: number };
    events.push({ topic: event, action: parsed.action, record: parsed.record, bytes: text.length, ...(parsed.seq === undefined ? {} : { seq: parsed.seq }) });
    for (const w of waiters.filter((x) => events.length >= x.count)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.ok();
    }
  };

  const pump = (async () => {
    let buf = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buf += value;
        let i;
        while ((i = buf.indexOf('\n\n')) >= 0) {
          dispatch(buf.slice(0, i));
          buf = buf.slice(i + 2);
        }
      }
    } catch {
      // aborted by close()
    }
  })();

  const sub = await fetch(`${url}/api/realtime`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify({ clientId: await clientId, subscriptions: topics }),
  });
  if (sub.status !== 204) throw new Error(`POST /api/realtime: HTTP ${sub.status} ${await sub.text()}`);

  return {
    events,
    ended: pump,
    waitFor: (count, timeoutMs = 10_000) =>
      events.length >= count
        ? Promise.resolve()
        : new Promise<void>((ok, fail) => {
            const timer = setTimeout(() => fail(new Error(`only ${events.length} of ${count} realtime events`)), timeoutMs);
            waiters.push({ count, ok: () => (clearTimeout(timer), ok()) });
          }),
    close: async () => {
      ctrl.abort();
      await pump;
    },
  };
}
