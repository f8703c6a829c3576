// @ts-check
/// <reference path="../env.d.ts" />
// The board relay's routes (pb_hooks/lib/relay.js; started by `npm start` with BOARD_RELAY_PORT,
// and by the bench):
// - POST /api/relay/publish {messages: [{topic, data}]}   the main server's hand-over (shared key)
// - GET  /api/relay/status                                streams held, last hand-over (shared key)
// - the realtime API, where spectators subscribe to `board/{competition}`
// Nothing else answers: lib/relay.js allowOnly puts the allow-list in front of PocketBase's router,
// in Go, so that no request (a stream least of all) holds a JS VM for it. The serve event is not a
// hook of the JS runtime (routerAdd and routerUse are bound through it), so it is bound on the app;
// it runs once, at start, before the server takes requests, and a failure stops the start.

$app.onServe().bindFunc((/** @type {core.ServeEvent} */ e) => {
  e.next();
  require(`${__hooks}/../lib/relay.js`).allowOnly(e);
});

routerAdd('POST', '/api/relay/publish', (e) => {
  const relay = require(`${__hooks}/../lib/relay.js`);
  relay.requireKey(e);
  return e.json(200, relay.deliver(e.app, relay.messagesOf(e.requestInfo().body)));
});

routerAdd('GET', '/api/relay/status', (e) => {
  const relay = require(`${__hooks}/../lib/relay.js`);
  relay.requireKey(e);
  return e.json(200, relay.status(e.app));
});
