/// <reference path="../pb_data/types.d.ts" />
// Impersonation for app admins: GET /api/custom/impersonate/{userId} → { token, record }.
// The token is a normal, non-refreshable auth token of the target user that also carries the
// admin's id (claim `impersonator`), so that the audit trail names both. Never for admins or
// superusers (superusers are not in `users`, so their ids are simply unknown here).

routerAdd(
  'GET',
  '/api/custom/impersonate/{userId}',
  (e) => {
    const a = require(`${__hooks}/lib/audit.js`);
    if (!e.auth || e.auth.collection().name !== 'users' || e.auth.getString('role') !== 'admin') {
      throw new ForbiddenError('Only admins can impersonate users.');
    }
    if (a.impersonatorOf(e)) throw new ForbiddenError('Stop the current impersonation first.');
    const id = e.request.pathValue('userId');
    let target;
    try {
      target = e.app.findRecordById('users', id);
    } catch (_) {
      throw new NotFoundError('There is no user with this id.');
    }
    if (target.getString('role') === 'admin') throw new ForbiddenError('Admins cannot be impersonated.');
    const duration = 2 * 3600;
    const token = $security.createJWT(
      {
        id: target.id,
        type: 'auth',
        collectionId: target.collection().id,
        refreshable: false,
        impersonator: e.auth.id,
      },
      target.tokenKey() + target.collection().authToken.secret,
      duration,
    );
    a.write(e.app, { user: target.id, impersonator: e.auth.id, event: 'impersonate_start', table: 'users', record: target.id, data: {} });
    return e.json(200, { token: token, record: target });
  },
  $apis.requireAuth('users'),
);

// Called by the SPA when the admin stands out, with the impersonation token.
routerAdd(
  'POST',
  '/api/custom/impersonate/stop',
  (e) => {
    const a = require(`${__hooks}/lib/audit.js`);
    const admin = a.impersonatorOf(e);
    if (!admin) throw new BadRequestError('This session is not an impersonation.');
    a.write(e.app, { user: e.auth.id, impersonator: admin, event: 'impersonate_stop', table: 'users', record: e.auth.id, data: {} });
    return e.json(200, { ok: true });
  },
  $apis.requireAuth('users'),
);
