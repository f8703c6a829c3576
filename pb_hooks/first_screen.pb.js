// @ts-check
/// <reference path="env.d.ts" />
// The public routed pages (login, competitions, a competition and its tabs, a season, a pair's season)
// are sent with their first screen in the HTML (lib/first_screen.js): a phone paints the page's frame
// and heading before the app's JavaScript has arrived. Every other address keeps PocketBase's own
// static route and its index.html fallback; so does a build without first screens. (Each handler
// names its screen itself: a handler runs in a VM of its own and sees nothing of this file.)
(() => {
  if (!require(`${__hooks}/lib/static.js`).publicDir($os.args)) return; // no SPA served by this process (API only, tests)
  routerAdd('GET', '/login', (e) => require(`${__hooks}/lib/first_screen.js`).send(e, 'login'), $apis.gzip());
  routerAdd('GET', '/competitions', (e) => require(`${__hooks}/lib/first_screen.js`).send(e, 'competitions'), $apis.gzip());
  routerAdd('GET', '/competitions/{id}', (e) => require(`${__hooks}/lib/first_screen.js`).send(e, 'competition'), $apis.gzip());
  routerAdd('GET', '/competitions/{id}/{tab...}', (e) => require(`${__hooks}/lib/first_screen.js`).send(e, 'competition'), $apis.gzip());
  routerAdd('GET', '/seasons/{id}', (e) => require(`${__hooks}/lib/first_screen.js`).send(e, 'season'), $apis.gzip());
  routerAdd('GET', '/seasons/{id}/pairs/{pair}', (e) => require(`${__hooks}/lib/first_screen.js`).send(e, 'pair'), $apis.gzip());
})();
