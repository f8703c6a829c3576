/// <reference path="../.hook-types/pocketbase.d.ts" />
// The client's address behind the reverse proxy. The documented deploy listens on 127.0.0.1 behind
// Caddy or nginx, so every connection comes from the proxy: without a trusted header every client is
// 127.0.0.1, and each limit per source (failed logins, seat codes, PocketBase's own rate limits)
// becomes one limit for the whole portal. The proxy appends the address it saw to X-Forwarded-For;
// the rightmost entry is the one it wrote (a client can only prepend entries of its own), hence
// useLeftmostIP false. TRUSTED_PROXY_HEADER names another header (e.g. X-Real-IP), or `none` when
// PocketBase faces the clients itself (TLS in PocketBase, no proxy): then a trusted header would let
// anyone claim any address. `npm start` applies the variable again at every start.
migrate(
  (app) => {
    const v = String($os.getenv('TRUSTED_PROXY_HEADER') || '').trim();
    const settings = app.settings();
    settings.trustedProxy.headers = v.toLowerCase() === 'none' ? [] : [v || 'X-Forwarded-For'];
    settings.trustedProxy.useLeftmostIP = false;
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.trustedProxy.headers = [];
    app.save(settings);
  },
);
