// @ts-check
/// <reference path="env.d.ts" />
// The public routed pages (login, competitions, a competition and its tabs, a season, a pair's season)
// are sent with their first screen in the HTML (lib/first_screen.js): a phone paints the page's frame
// and heading before the app's JavaScript has arrived. Every other address keeps PocketBase's own
// static route and its index.html fallback; so does a build without first screens. (Each handler
// names its screen itself: a handler runs in a VM of its own and sees nothing of this file.)
//
// These routes carry PocketBase's middleware of the id `pbSkipSuccessActivityLog`, which displaces
// request_guard.pb.js (a page's request has no token to check): one JS VM per page instead of two,
// the guard's held while the handler runs in another (the pool runs short under load, measured 0.13×
// /api/health). The handler sets the same security headers itself (lib/security_headers.js).
(() => {
  if (!require(`${__hooks}/lib/static.js`).publicDir($os.args)) return; // no SPA served by this process (API only, tests)
  // Each page's middlewares: gzip, and the id that displaces the request guard.
  const page = () => [$apis.gzip(), $apis.skipSuccessActivityLog()];
  routerAdd('GET', '/login', (e) => require(`${__hooks}/lib/first_screen.js`).send(e, 'login'), ...page());
  routerAdd('GET', '/competitions', (e) => require(`${__hooks}/lib/first_screen.js`).send(e, 'competitions'), ...page());
  routerAdd('GET', '/competitions/{id}', (e) => require(`${__hooks}/lib/first_screen.js`).send(e, 'competition'), ...page());
  routerAdd('GET', '/competitions/{id}/{tab...}', (e) => require(`${__hooks}/lib/first_screen.js`).send(e, 'competition'), ...page());
  routerAdd('GET', '/seasons/{id}', (e) => require(`${__hooks}/lib/first_screen.js`).send(e, 'season'), ...page());
  routerAdd('GET', '/seasons/{id}/pairs/{pair}', (e) => require(`${__hooks}/lib/first_screen.js`).send(e, 'pair'), ...page());
})();

// A competition or a season that changes (its name, its state, its visibility) or goes: its pages
// stop showing what they remembered of it.
onRecordAfterUpdateSuccess((e) => {
  require(`${__hooks}/lib/first_screen.js`).forget(e.record);
  e.next();
}, 'competitions', 'seasons');
onRecordAfterDeleteSuccess((e) => {
  require(`${__hooks}/lib/first_screen.js`).forget(e.record);
  e.next();
}, 'competitions', 'seasons');
