// @ts-check
/// <reference path="../env.d.ts" />
// The board relay: a second PocketBase (same binary, hooks pb_hooks/relay/, a data dir of its own,
// no collections) that holds the public board's streams. The main server hands it each board
// message once (lib/dispatch.js forward) and it sends them to its spectators.
//
// Why a second process: PocketBase's own record events look at EVERY connected client for each
// record saved, inside the save (≈3.7 µs per client and record; an evaluation saves four records),
// so 10,000 spectators' streams on the main server made the judge's save 3.2× slower. On the relay
// the streams cost the officials' saves nothing; the relay has no records to save.
//
// It answers only the realtime API (the spectators' streams and their subscriptions), its health,
// and the two routes below, which need the key it shares with the main server (BOARD_RELAY_KEY).

/** What the relay answers; anything else is 404 (no dashboard, no records API). */
const OPEN_PATHS = ['/api/realtime', '/api/health', '/api/relay/publish', '/api/relay/status'];
/** The topics it carries: the public board's only (rows that every guest may read). */
const TOPIC = /^board\/[a-z0-9]{15}$/;
/** A hand-over's limits: a burst of saves is joined into few messages by the main server. */
const MAX_MESSAGES = 500;
const MAX_DATA = 512 * 1024;
const LAST = 'relay:last';

/** @param {string} path */
function isOpen(path) {
  return OPEN_PATHS.indexOf(path) >= 0;
}

/**
 * Refuses a request without the shared key (compared as hashes: the time taken says nothing of it).
 * @param {core.RequestEvent} e
 */
function requireKey(e) {
  const key = $os.getenv('BOARD_RELAY_KEY');
  const given = String(e.request.header.get('X-Relay-Key') || '');
  if (!key || $security.sha256(given) !== $security.sha256(key)) throw new ForbiddenError('Only the main server hands messages to the relay.');
}

/**
 * The messages of a hand-over ({messages: [{topic, data}]}), or a 400 naming what is wrong.
 * @param {unknown} body
 * @returns {{ topic: string, data: string }[]}
 */
function messagesOf(body) {
  const util = require(`${__hooks}/../lib/util.js`);
  const list = body && typeof body === 'object' ? /** @type {{ messages?: unknown }} */ (body).messages : null;
  if (!Array.isArray(list) || !list.length || list.length > MAX_MESSAGES) {
    return util.fieldError('messages', 'relay_messages', 'Expected 1 to ' + MAX_MESSAGES + ' messages.');
  }
  return list.map((m) => {
    const topic = m && typeof m.topic === 'string' ? m.topic : '';
    const data = m && typeof m.data === 'string' ? m.data : '';
    if (!TOPIC.test(topic) || !data || data.length > MAX_DATA || data.charAt(0) !== '{') {
      return util.fieldError('messages', 'relay_message', 'A message needs a board topic and a JSON object.');
    }
    return { topic: topic, data: data };
  });
}

/**
 * Sends a hand-over to the spectators; remembers when it left and what it cost.
 * @param {CoreApp} app
 * @param {{ topic: string, data: string }[]} messages
 */
function deliver(app, messages) {
  const t0 = Date.now();
  const clients = require(`${__hooks}/../lib/dispatch.js`).deliver(app, messages);
  const last = { at: Date.now(), ms: Date.now() - t0, clients: clients, messages: messages.length };
  app.store().set(LAST, last);
  return last;
}

/**
 * For operations and the bench: the streams held and the last hand-over sent.
 * @param {CoreApp} app
 */
function status(app) {
  return { clients: app.subscriptionsBroker().totalClients(), last: app.store().get(LAST) || null };
}

module.exports = { isOpen, requireKey, messagesOf, deliver, status };
