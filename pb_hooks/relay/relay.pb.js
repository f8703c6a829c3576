// @ts-check
/// <reference path="../env.d.ts" />
// The board relay's routes (pb_hooks/lib/relay.js; started by `npm start` with BOARD_RELAY_PORT,
// and by the bench):
// - POST /api/relay/publish {messages: [{topic, data}]}   the main server's hand-over (shared key)
// - GET  /api/relay/status                                streams held, last hand-over (shared key)
// - the realtime API, where spectators subscribe to `board/{competition}`
// Nothing else answers. The guard has PocketBase's id `pbSkipSuccessActivityLog` so that it steps
// aside on the long-lived stream itself (see request_guard.pb.js): a stream holds no JS VM.

routerUse(
  new Middleware(
    (e) => {
      if (!require(`${__hooks}/../lib/relay.js`).isOpen(e.request.url.path)) throw new NotFoundError('Not found.');
      return e.next();
    },
    0,
    'pbSkipSuccessActivityLog',
  ),
);

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
