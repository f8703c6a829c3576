// @ts-check
/// <reference path="../env.d.ts" />
// The realtime outbox of the public board: a save hands its message over and answers at once; one
// long-running dispatcher sends it to every subscriber.
//
// Why: a realtime send is a hand-off to each subscriber's stream (an unbuffered channel), so a loop
// over 1,000 spectators inside the judge's save made the save wait for all of them (2.9× slower
// than with one spectator, measured) and for any phone whose stream was still writing the previous
// event. The JS hooks cannot start a goroutine; a cron job can run for as long as it likes, so the
// minute job below becomes the dispatcher and never returns.
//
// The outbox is one string in the app's store, changed only through setFunc (atomic):
//   "<heartbeat ms>\n" followed by messages "\u0000<topic>\u0001<key>\u0001<data>".
// A message with a key is joined with the older ones of its topic and key still waiting (a
// leaderboard row: its newest copy, or one patch for several; five judges saving together cost one
// fan-out, not five).
// The dispatcher takes a message HOLD_MS after it found it: the save that wrote it finishes its
// answer first instead of sharing the two cores with a thousand sends.
// A dispatcher refreshes the heartbeat every few milliseconds while idle and between sends. A
// message is queued only while the heartbeat is fresh; otherwise (the first minute after a start,
// before the cron job ran) the writer sends it itself, after whatever a stopped dispatcher left, so
// every subscriber still gets each topic's messages in order.

const KEY = 'realtime:outbox';
const LAST = 'realtime:last';
const MESSAGE = '\u0000';
const FIELD = '\u0001';
/** A dispatcher idle longer than this is gone; writers send for themselves. */
const STALE_MS = 5000;
/** An idle dispatcher looks at the outbox again after MIN_IDLE_MS, doubling up to MAX_IDLE_MS: a
 *  message waits at most that long (invisible beside a phone's round trip), an idle server spends
 *  ≈0.4% of a core on the looks (2.2% at a steady 10 ms, measured). */
const MIN_IDLE_MS = 5;
const MAX_IDLE_MS = 50;
/** How long a found message waits before it goes out (the writer's answer first). */
const HOLD_MS = 20;
/** Clients sent to between two heartbeats while a message goes out. */
const BEAT_EVERY = 200;
/** The topics a board relay carries (the public board's); the others stay on this server. */
const RELAYED = 'board/';
/** How long a hand-over to the relay may take (it answers once its streams have the messages):
 *  under STALE_MS, so that a slow relay never makes this dispatcher look gone. */
const RELAY_TIMEOUT_S = 4;

/** @typedef {{ topic: string, key: string, data: string }} Outgoing */

/** @param {unknown} state */
function beatOf(state) {
  const s = typeof state === 'string' ? state : '';
  const nl = s.indexOf('\n');
  return nl > 0 ? Number(s.slice(0, nl)) || 0 : 0;
}

/**
 * The messages of an outbox state.
 * @param {unknown} state
 * @returns {Outgoing[]}
 */
function messagesOf(state) {
  const s = typeof state === 'string' ? state : '';
  const nl = s.indexOf('\n');
  return s
    .slice(nl + 1)
    .split(MESSAGE)
    .filter(Boolean)
    .map((m) => {
      const a = m.indexOf(FIELD);
      const b = m.indexOf(FIELD, a + 1);
      return { topic: m.slice(0, a), key: m.slice(a + 1, b), data: m.slice(b + 1) };
    });
}

/**
 * The messages to send, those of the same topic and key joined into one in place of the last (a
 * board row: its newest state, or one patch for several, lib/rules/board_patch.js composeMessages); two
 * that cannot be joined are both sent, in order.
 * @param {Outgoing[]} messages
 * @returns {Outgoing[]}
 */
function newestOnly(messages) {
  /** @type {(Outgoing | null)[]} */
  const out = [];
  /** @type {Record<string, number>} */
  const at = {};
  for (const m of messages) {
    const k = m.key ? m.topic + FIELD + m.key : '';
    if (k && k in at) {
      const i = at[k];
      const older = /** @type {Outgoing} */ (out[i]);
      const joined = require(`${__hooks}/lib/rules/board_patch.js`).composeMessages(JSON.parse(older.data), JSON.parse(m.data));
      if (joined) {
        out[i] = null;
        out.push({ topic: m.topic, key: m.key, data: JSON.stringify(joined) });
        at[k] = out.length - 1;
        continue;
      }
    }
    out.push(m);
    if (k) at[k] = out.length - 1;
  }
  return /** @type {Outgoing[]} */ (out.filter(Boolean));
}

/**
 * The next number of a topic's messages (1, 2, …, from 1 again after a restart). A subscriber that
 * sees a number other than the one after the last it got has missed a message and reads the state
 * again; numbering as they go out keeps the joined messages contiguous.
 * @param {CoreApp} app
 * @param {string} topic
 */
function nextSeq(app, topic) {
  let n = 0;
  app.store().setFunc('realtime:seq:' + topic, (old) => {
    n = (Number(old) || 0) + 1;
    return n;
  });
  return n;
}

/**
 * Sends messages to the subscribers of their topics, each subscriber getting them in order, each
 * message (a JSON object) with its topic's number first: {"seq":n,…}. With a board relay configured
 * (relayOf), the board's messages go to it in one request and it holds the spectators' streams; the
 * others are sent here.
 * @param {CoreApp} app
 * @param {Outgoing[]} messages
 * @param {() => void} [beat] called every BEAT_EVERY clients (a dispatcher's heartbeat)
 * @returns {number} the clients looked at here
 */
function sendNow(app, messages, beat) {
  if (!messages.length) return 0;
  const numbered = messages.map((m) => ({ topic: m.topic, data: '{"seq":' + nextSeq(app, m.topic) + ',' + m.data.slice(1) }));
  const relay = relayOf();
  if (!relay) return deliver(app, numbered, beat);
  /** @param {{ topic: string }} m */
  const isRelayed = (m) => m.topic.indexOf(RELAYED) === 0;
  const relayed = numbered.filter(isRelayed);
  if (relayed.length) forward(app, relay, relayed);
  return deliver(app, numbered.filter((m) => !isRelayed(m)), beat);
}

/**
 * Hands numbered messages to the streams of this process that follow their topics.
 * @param {CoreApp} app
 * @param {{ topic: string, data: string }[]} numbered
 * @param {() => void} [beat]
 * @returns {number} the clients looked at
 */
function deliver(app, numbered, beat) {
  if (!numbered.length) return 0;
  const built = numbered.map((m) => ({ topic: m.topic, message: new SubscriptionMessage({ name: m.topic, data: m.data }) }));
  const clients = app.subscriptionsBroker().clients();
  let n = 0;
  for (const id in clients) {
    const client = clients[id];
    for (const b of built) if (client.hasSubscription(b.topic)) client.send(b.message);
    n++;
    if (beat && n % BEAT_EVERY === 0) beat();
  }
  return n;
}

/**
 * The board relay this server hands its spectators' messages to: BOARD_RELAY_URL (how this server
 * reaches it) and BOARD_RELAY_KEY (the secret both share), or null when there is none.
 * @returns {{ url: string, key: string } | null}
 */
function relayOf() {
  const url = $os.getenv('BOARD_RELAY_URL');
  const key = $os.getenv('BOARD_RELAY_KEY');
  return url && key ? { url: url.replace(/\/+$/, ''), key: key } : null;
}

/**
 * Posts numbered messages to the relay (pb_hooks/relay/relay.pb.js). A relay that cannot be reached
 * loses them: its spectators have lost their stream too and read the board document meanwhile.
 * @param {CoreApp} app
 * @param {{ url: string, key: string }} relay
 * @param {{ topic: string, data: string }[]} numbered
 */
function forward(app, relay, numbered) {
  try {
    const res = $http.send({
      url: relay.url + '/api/relay/publish',
      method: 'POST',
      body: JSON.stringify({ messages: numbered }),
      headers: { 'Content-Type': 'application/json', 'X-Relay-Key': relay.key },
      timeout: RELAY_TIMEOUT_S,
    });
    if (res.statusCode !== 200) app.logger().error('board relay refused the messages', 'status', res.statusCode);
  } catch (err) {
    app.logger().error('board relay unreachable', 'error', String(err));
  }
}

/**
 * Hands a message to the dispatcher, or sends it now when there is none.
 * @param {CoreApp} app
 * @param {string} topic
 * @param {string} key what the message is the newest state of ('' = none: always sent)
 * @param {string} data
 */
function publish(app, topic, key, data) {
  /** @type {Outgoing[] | null} */
  let ownSend = null;
  app.store().setFunc(KEY, (state) => {
    if (Date.now() - beatOf(state) <= STALE_MS) return state + MESSAGE + topic + FIELD + key + FIELD + data;
    ownSend = newestOnly(messagesOf(state).concat([{ topic: topic, key: key, data: data }]));
    return '';
  });
  if (ownSend) sendNow(app, ownSend);
}

/**
 * Becomes the dispatcher unless one is running, then sends what is queued until the process ends.
 * Returns at once when another dispatcher is alive (the minute job asks every minute).
 * @param {CoreApp} app
 */
function run(app) {
  let mine = false;
  app.store().setFunc(KEY, (state) => {
    if (Date.now() - beatOf(state) <= STALE_MS) return state;
    mine = true;
    return Date.now() + '\n' + (typeof state === 'string' ? state.slice(state.indexOf('\n') + 1) : '');
  });
  if (!mine) return;
  const beat = () => app.store().setFunc(KEY, (state) => Date.now() + '\n' + (typeof state === 'string' ? state.slice(state.indexOf('\n') + 1) : ''));
  let idle = MIN_IDLE_MS;
  for (;;) {
    const waiting = app.store().get(KEY);
    if (typeof waiting !== 'string' || waiting.indexOf(MESSAGE) < 0) {
      beat();
      sleep(idle);
      idle = Math.min(MAX_IDLE_MS, idle * 2);
      continue;
    }
    idle = MIN_IDLE_MS;
    sleep(HOLD_MS);
    /** @type {Outgoing[]} */
    let taken = [];
    app.store().setFunc(KEY, (state) => {
      taken = newestOnly(messagesOf(state));
      return Date.now() + '\n';
    });
    try {
      const t0 = Date.now();
      const clients = sendNow(app, taken, beat);
      // For operations and the bench: when the last fan-out left this process, and what it cost.
      app.store().set(LAST, { at: Date.now(), ms: Date.now() - t0, clients: clients, messages: taken.length });
    } catch (err) {
      app.logger().error('realtime dispatch failed', 'error', String(err));
    }
  }
}

/**
 * What operations see: whether a dispatcher runs, how many messages wait, and the last fan-out
 * ({at: epoch ms when its last send was handed over, ms, clients, messages}).
 * @param {CoreApp} app
 */
function status(app) {
  const state = app.store().get(KEY);
  return { running: Date.now() - beatOf(state) <= STALE_MS, queued: messagesOf(state).length, last: app.store().get(LAST) || null };
}

module.exports = { publish, run, status, sendNow, deliver, relayOf, STALE_MS };
