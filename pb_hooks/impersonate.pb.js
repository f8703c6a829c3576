// @ts-check
/// <reference path="env.d.ts" />
// Impersonation for app admins: GET /api/custom/impersonate/{userId}?reason=… → { token, record }.
// The reason is required (the one rule of reasons: src/lib/rules/reason.ts, through util.reasonOf) and
// kept in the audit entry of the start, so the trail says why an admin acted as someone else.
// The token is a normal, non-refreshable auth token of the target user that also carries the
// admin's id (claim `impersonator`), so that the audit trail names both, and the id of its
// server-side session (claim `session`, collection `impersonations`): stopping it, demoting the
// admin or reaching the expiry ends the session and every further use of the token is refused
// (request_guard.pb.js). Never for admins or superusers (superusers are not in `users`,
// so their ids are simply unknown here).

routerAdd(
  'GET',
  '/api/custom/impersonate/{userId}',
  (e) => {
    const audit = require(`${__hooks}/lib/audit.js`);
    if (!require(`${__hooks}/lib/access.js`).isAdminUser(e)) {
      throw new ForbiddenError('Only admins can impersonate users.');
    }
    if (audit.impersonatorOf(e)) throw new ForbiddenError('Stop the current impersonation first.');
    const impersonation = require(`${__hooks}/lib/impersonation.js`);
    const reason = require(`${__hooks}/lib/util.js`).reasonOf(e.request.url.query().get('reason'));
    const id = e.request.pathValue('userId');
    let target;
    try {
      target = e.app.findRecordById('users', id);
    } catch (_) {
      throw new NotFoundError('There is no user with this id.');
    }
    if (target.getString('role') === 'admin') throw new ForbiddenError('Admins cannot be impersonated.');
    const session = impersonation.start(e.app, e.auth.id, target.id);
    const token = $security.createJWT(
      {
        id: target.id,
        type: 'auth',
        collectionId: target.collection().id,
        refreshable: false,
        impersonator: e.auth.id,
        // The server-side session (request_guard.pb.js checks it on every request).
        session: session.id,
      },
      target.tokenKey() + target.collection().authToken.secret,
      impersonation.DURATION_SECONDS,
    );
    audit.write(e.app, { user: target.id, impersonator: e.auth.id, event: 'impersonate_start', table: 'users', record: target.id, data: { reason: reason } });
    return e.json(200, { token: token, record: target });
  },
  $apis.requireAuth('users'),
);

// Called by the SPA when the admin stands out, with the impersonation token.
routerAdd(
  'POST',
  '/api/custom/impersonate/stop',
  (e) => {
    const audit = require(`${__hooks}/lib/audit.js`);
    const admin = audit.impersonatorOf(e);
    if (!admin) throw new BadRequestError('This session is not an impersonation.');
    const impersonation = require(`${__hooks}/lib/impersonation.js`);
    const claims = $security.parseUnverifiedJWT(String(e.request.header.get('Authorization') || '').replace(/^Bearer\s+/i, ''));
    let ended = false;
    try {
      ended = impersonation.end(e.app, e.app.findRecordById('impersonations', String(claims.session || '')), 'stop');
    } catch (_) {
      // a session already deleted with its user: nothing left to end
    }
    // Only the stop that ended the session is audited: the SPA may stand out again with the same token.
    if (!ended) return e.json(200, { ok: true });
    const me = require(`${__hooks}/lib/access.js`).authId(e);
    audit.write(e.app, { user: me, impersonator: admin, event: 'impersonate_stop', table: 'users', record: me, data: {} });
    return e.json(200, { ok: true });
  },
  $apis.requireAuth('users'),
);
