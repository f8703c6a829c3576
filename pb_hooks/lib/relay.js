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

/**
 * The requests the relay answers, in Go's ServeMux pattern syntax ("METHOD /path"; GET answers HEAD
 * too); anything else is 404: no dashboard, records, logs, OAuth2 redirect, files or backups.
 */
const ALLOWED = [
  'GET /api/realtime', // the spectators' streams
  'POST /api/realtime', // their subscriptions
  'OPTIONS /api/realtime', // a browser's preflight of a subscription, when the relay is another origin
  'GET /api/health',
  'POST /api/relay/publish',
  'GET /api/relay/status',
];
/** The topics it carries: the public board's only (rows that every guest may read). */
const TOPIC = /^board\/[a-z0-9]{15}$/;
/** A hand-over's limits: a burst of saves is joined into few messages by the main server. */
const MAX_MESSAGES = 500;
const MAX_DATA = 512 * 1024;
const LAST = 'relay:last';

/**
 * Puts the allow-list in front of PocketBase's router, at the HTTP server itself: a mux that hands the
 * ALLOWED patterns to the router PocketBase built and answers everything else 404 (its catch-all
 * route, from an empty group). Called once the router is built (after `e.next()` of the serve
 * event), before the server takes requests.
 *
 * Why not a `routerUse` middleware: a JS middleware holds a JS VM for as long as its request lasts,
 * and a relay holds thousands of streams for minutes. Given PocketBase's id
 * `pbSkipSuccessActivityLog` it steps aside on the stream, but PocketBase binds that id to the
 * OAuth2 redirect, the logs API and the dashboard's extensions too, so those answered (303, 401,
 * 200); with any other id it held a VM per stream. The front mux is Go: no VM on any request.
 * @param {core.ServeEvent} e
 */
function allowOnly(e) {
  // The router's root group is swapped for an empty one just long enough to build a mux with
  // nothing but PocketBase's 404 route (ServeEvent.Router embeds RouterGroup: `routerGroup` here).
  const router = /** @type {{ routerGroup: unknown, buildMux(): http.Handler }} */ (/** @type {unknown} */ (e.router));
  const server = /** @type {http.Server} */ (e.server);
  const routes = server.handler;
  const root = /** @type {router.RouterGroup<core.RequestEvent>} */ (router.routerGroup);
  router.routerGroup = root.group('');
  /** @type {{ handle(pattern: string, handler: http.Handler): void }} */
  let front;
  try {
    front = /** @type {any} */ (router.buildMux());
  } finally {
    router.routerGroup = root;
  }
  ALLOWED.forEach((pattern) => front.handle(pattern, routes));
  server.handler = /** @type {http.Handler} */ (/** @type {unknown} */ (front));
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

module.exports = { ALLOWED, allowOnly, requireKey, messagesOf, deliver, status };
