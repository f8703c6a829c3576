// @ts-check
/// <reference path="env.d.ts" />
// The one middleware of every route (`routerUse`), in this order:
// - security headers on top of PocketBase's own (X-Content-Type-Options, X-Frame-Options,
//   X-XSS-Protection, Cross-Origin-Opener-Policy): lib/security_headers.js.
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
      require(`${__hooks}/lib/security_headers.js`).setSecurityHeaders(e, path);

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
