/// <reference path="../pb_data/types.d.ts" />
// Compressed SPA assets. PocketBase serves --publicDir without compression; the built JS and CSS
// (dist/assets, content-hashed by Vite) shrink to about a third with gzip, which is most of a phone's
// first load (Lighthouse, issue 10). This route is more specific than PocketBase's own
// "/{path...}" static route, so it takes /assets/* and leaves index.html, its fallback and
// everything else to PocketBase. Only the assets: gzip on the API would also compress every
// realtime message once per subscriber.
(() => {
  const args = $os.args;
  let dir = '';
  for (let i = 0; i < args.length; i++) {
    const a = String(args[i]);
    if (a === '--publicDir' && i + 1 < args.length) dir = String(args[i + 1]);
    else if (a.indexOf('--publicDir=') === 0) dir = a.slice('--publicDir='.length);
  }
  if (!dir) return; // no SPA served by this process (API only, tests)
  routerAdd('GET', '/assets/{path...}', $apis.static(dir.replace(/\/+$/, '') + '/assets', false), $apis.gzip());
})();
