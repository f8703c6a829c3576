// @ts-check
/// <reference path="env.d.ts" />
// Compressed, long-cached SPA assets. PocketBase serves --publicDir uncompressed and without a cache
// lifetime; the built JS and CSS (dist/assets, content-hashed by Vite) shrink to about a third with
// gzip, which is most of a phone's first load (Lighthouse), and never change under their
// name, so a browser may keep them for a year (a new build has new names; index.html is not
// covered). Where the build left a Brotli copy, a browser that accepts Brotli gets it instead: an
// eighth smaller again. This route is more specific than PocketBase's own "/{path...}" static route, so it
// takes /assets/* and leaves index.html, its fallback and everything else to PocketBase. Only the
// assets: gzip on the API would also compress every realtime message once per subscriber.
(() => {
  const dir = require(`${__hooks}/lib/static.js`).publicDir($os.args);
  if (!dir) return; // no SPA served by this process (API only, tests)
  // The build's Brotli copy (vite.compress.ts) for a browser that accepts it; gzip on the fly otherwise.
  /** @param {core.RequestEvent} e */
  const brotli = (e) => {
    const staticFiles = require(`${__hooks}/lib/static.js`);
    const dir = staticFiles.publicDir($os.args);
    const path = String(e.request.pathValue('path'));
    const type = staticFiles.brotliType(path, e.request.header.get('Accept-Encoding'));
    if (!type || !staticFiles.assetExists(dir, path + '.br')) return e.next();
    const headers = e.response.header();
    headers.set('Content-Type', type);
    headers.set('Content-Encoding', 'br');
    headers.set('Vary', 'Accept-Encoding');
    headers.set('Cache-Control', staticFiles.ASSET_CACHE_CONTROL);
    return e.fileFS($os.dirFS(dir + '/assets'), path + '.br');
  };
  routerAdd('GET', '/assets/{path...}', $apis.static(dir + '/assets', false), brotli, $apis.gzip(), (e) => {
    const staticFiles = require(`${__hooks}/lib/static.js`);
    // Only existing files: a cached 404 would outlive the deploy that adds the file.
    if (staticFiles.assetExists(staticFiles.publicDir($os.args), e.request.pathValue('path'))) {
      e.response.header().set('Cache-Control', staticFiles.ASSET_CACHE_CONTROL);
    }
    return e.next();
  });
})();
