// @ts-check
/// <reference path="env.d.ts" />
// Every request whose token carries the `impersonator` claim must belong to a live session
// (lib/impersonation.js): not stopped, not expired, its admin still an admin. A signed JWT cannot be
// revoked by itself, so without this a stopped impersonation kept writing until the token expired.
// Runs for every route, `/api/batch` (whose sub-requests share its token) and `/api/realtime`
// subscriptions included. The stop route stays open so that the SPA can always stand out.

routerUse((e) => {
  const header = String(e.request.header.get('Authorization') || '');
  if (!header) return e.next();
  let claims;
  try {
    claims = $security.parseUnverifiedJWT(header.replace(/^Bearer\s+/i, ''));
  } catch (_) {
    return e.next(); // not a JWT: PocketBase treats it as no auth
  }
  if (!claims || !claims.impersonator) return e.next();
  if (e.request.url.path === '/api/custom/impersonate/stop') return e.next();
  // A forged claim can only lead to a refusal here; PocketBase still verifies the signature itself.
  const why = require(`${__hooks}/lib/impersonation.js`).refusal(e.app, claims);
  if (why) throw new UnauthorizedError(why, { auth: new ValidationError('impersonation_ended', why) });
  return e.next();
});

// An admin who loses the role loses every open impersonation at once.
onRecordAfterUpdateSuccess((e) => {
  if (e.record.original().getString('role') === 'admin' && e.record.getString('role') !== 'admin') {
    require(`${__hooks}/lib/impersonation.js`).endAllOf(e.app, e.record.id, 'demotion');
  }
  e.next();
}, 'users');

cronAdd('impersonation_expiry', '*/10 * * * *', () => {
  require(`${__hooks}/lib/impersonation.js`).endExpired($app);
});
