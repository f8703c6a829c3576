// @ts-check
/// <reference path="env.d.ts" />
// The one middleware of every route (`routerUse`), in this order:
// - security headers on top of PocketBase's own (X-Content-Type-Options, X-Frame-Options,
//   X-XSS-Protection, Cross-Origin-Opener-Policy): a Content-Security-Policy for the SPA (scripts,
//   styles, images, connections from this origin only; PrimeReact needs inline styles; media from
//   this origin and blob: URLs, as the supervisor's replay joins a recording's pieces into one), a referrer
//   policy that never leaks paths to other sites, and no powerful browser features but the camera
//   for this origin (the desk scans QR check-in codes). The dashboard (/_/) keeps PocketBase's own CSP,
//   and so do uploaded files (/api/files/…): PocketBase serves them with `default-src 'none'; sandbox`,
//   so that an HTML or SVG upload opened in a tab runs no script and reaches nothing of the portal.
//   PocketBase sets that policy only when the response has none, so this guard sets none there.
// - a token with the `impersonator` claim must belong to a live session (lib/impersonation.js): not
//   stopped, not expired, its admin still an admin (a signed JWT cannot be revoked by itself). The
//   stop route stays open so that the SPA can always stand out.
// - a seat's token ends with its code and with a newer code (lib/seat_sessions.js): 401 with
//   `seat_code_expired`, `seat_session_replaced` or `seat_session_ended`, so that the tablet tells
//   its judge what happened.
// Records API, `auth-refresh`, custom routes, `/api/batch` (whose sub-requests share its token) and
// the realtime subscriptions (POST /api/realtime) are all checked here.
//
// Why ONE middleware with PocketBase's id `pbSkipSuccessActivityLog`: a JS middleware holds a JS VM
// for as long as the request lasts, because it calls e.next() from inside the VM; once the small
// pool is busy, every request gets a new VM of its own (≈0.45 MB). A realtime stream lasts minutes,
// so 10,000 phones on the board held 10,000 VMs per middleware (1.35 MB per stream with three,
// 42 kB without, measured). PocketBase binds its own middleware of that id to the long-lived and
// token-free routes (GET /api/realtime, the OAuth2 redirect, the logs API and the dashboard's
// extensions, apis/realtime.go and friends), and a route's middleware replaces a group's of the same
// id (tools/hook Hook.Bind): there this one steps aside. A stream carries no token (EventSource
// sends no header), so there is nothing to check on it; its subscriptions are a POST, checked here.
// `tests/request_guard.test.ts` proves both halves.
//
// It also compresses the records API's reads (GET /api/collections/{c}/records…) for a client that
// accepts gzip: a public list is tens of kB of JSON on a phone's slow network, and PocketBase
// compresses nothing by itself. Only those reads: gzip on every route would compress each realtime
// message once per subscriber, and files are compressed already (or not worth it).

routerUse(
  new Middleware(
    (e) => {
      const path = e.request.url.path;
      const next = e.request.method === 'GET' && /^\/api\/collections\/[^/]+\/records(\/|$)/.test(path) ? () => $apis.gzip().func(e) : () => e.next();
      const h = e.response.header();
      h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
      h.set('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()');
      if (path !== '/_' && path.indexOf('/_/') !== 0 && (path.indexOf('/api/files/') !== 0 || path === '/api/files/token')) {
        // The board relay's streams (lib/relay.js), when it lives on another origin.
        const relay = /^https?:\/\/[^/\s;,']+/.exec($os.getenv('BOARD_RELAY_PUBLIC_URL'));
        h.set(
          'Content-Security-Policy',
          "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; media-src 'self' blob:; font-src 'self' data:; " +
            "connect-src 'self'" + (relay ? ' ' + relay[0] : '') + "; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'",
        );
      }

      const header = String(e.request.header.get('Authorization') || '');
      // The common requests (a guest) pass without loading anything.
      if (!header) return next();

      let claims = null;
      try {
        claims = $security.parseUnverifiedJWT(header.replace(/^Bearer\s+/i, ''));
      } catch (_) {
        // not a JWT: PocketBase treats it as no auth
      }
      if (claims && claims.impersonator && path !== '/api/custom/impersonate/stop') {
        // A forged claim can only lead to a refusal here; PocketBase still verifies the signature itself.
        const why = require(`${__hooks}/lib/impersonation.js`).refusal(e.app, claims);
        if (why) throw new UnauthorizedError(why, { auth: new ValidationError('impersonation_ended', why) });
      }

      // A user's token passes without loading the seats' library.
      if (e.auth && e.auth.collection().name !== 'seats') return next();
      const sessions = require(`${__hooks}/lib/seat_sessions.js`);
      const refused = sessions.refusal(e);
      if (refused) throw new UnauthorizedError(sessions.MESSAGES[refused], { seat: new ValidationError(refused, sessions.MESSAGES[refused]) });
      return next();
    },
    0,
    'pbSkipSuccessActivityLog',
  ),
);
