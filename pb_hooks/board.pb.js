// @ts-check
/// <reference path="env.d.ts" />
// The public board (pb_hooks/lib/board.js, docs/performance.md "Beyond one machine"):
// - GET /api/custom/competitions/{id}/board   the competition's public leaderboard rows as one
//   document a CDN or reverse-proxy cache can carry: ETag, short max-age, stale-while-revalidate,
//   304 on If-None-Match. Same visibility as the rows (rule `public = true`): a draft or unknown
//   competition is 404 for everyone (the document is shared by a cache, so it never depends on who asks).
// - realtime topic `board/{id}`: every committed write of a row, sent once per subscriber without
//   per-client rule queries (the SPA's live leaderboard subscribes to it, no options); a rewritten
//   row as a patch of what changed, every message numbered per topic (lib/dispatch.js).

routerAdd('GET', '/api/custom/competitions/{id}/board', (e) => {
  const board = require(`${__hooks}/lib/board.js`);
  const id = e.request.pathValue('id');
  const state = board.stateOf(e.app, id);
  if (!state || state.status === 'draft') throw new NotFoundError('There is no such competition.');
  const etag = board.etagOf(state);
  const h = e.response.header();
  h.set('Cache-Control', board.CACHE_CONTROL);
  h.set('ETag', etag);
  if (board.matches(e.request.header.get('If-None-Match'), etag)) return e.noContent(304);
  // The last document built per competition, kept while its ETag holds: a 200 costs one small query.
  const key = 'board:' + id;
  const cached = e.app.store().get(key);
  let body;
  if (cached && cached.indexOf(etag) === 0) body = cached.slice(etag.length);
  else {
    body = board.bodyOf(e.app, id, state);
    e.app.store().set(key, etag + body);
  }
  h.set('Content-Type', 'application/json');
  return e.string(200, body);
});

// After the commit only (a rolled-back save sends nothing); inside a transaction PocketBase runs
// these once it commits.
onRecordAfterCreateSuccess((e) => {
  require(`${__hooks}/lib/board.js`).broadcast(e.app, 'create', e.record);
  e.next();
}, 'leaderboards');

onRecordAfterUpdateSuccess((e) => {
  // original(): the row as it was loaded before this write (the base of the patch).
  require(`${__hooks}/lib/board.js`).broadcast(e.app, 'update', e.record, e.record.original());
  e.next();
}, 'leaderboards');

onRecordAfterDeleteSuccess((e) => {
  require(`${__hooks}/lib/board.js`).broadcast(e.app, 'delete', e.record);
  e.next();
}, 'leaderboards');

// The realtime dispatcher (lib/dispatch.js): the first minute job after a start becomes it and runs
// until the process ends; the later ones see it alive and return.
cronAdd('realtime_dispatcher', '* * * * *', () => {
  require(`${__hooks}/lib/dispatch.js`).run($app);
});

// For operations (superusers only): connected realtime clients and the dispatcher's state.
routerAdd('GET', '/api/custom/ops/realtime', (e) => {
  if (!e.hasSuperuserAuth()) throw new ForbiddenError('Only superusers can read this.');
  const clients = e.app.subscriptionsBroker().totalClients();
  return e.json(200, { clients: clients, dispatcher: require(`${__hooks}/lib/dispatch.js`).status(e.app) });
});
