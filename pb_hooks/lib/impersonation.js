// @ts-check
/// <reference path="../env.d.ts" />
// Impersonation sessions (collection `impersonations`): started by GET /api/custom/impersonate/{id},
// checked on every request whose token carries the `impersonator` claim, ended on stop, on the
// admin's demotion and on expiry.

const DURATION_SECONDS = 2 * 3600;

function nowIso() {
  return new Date().toISOString().replace('T', ' ');
}

/**
 * @param {CoreApp} app
 * @param {string} adminId
 * @param {string} targetId
 */
function start(app, adminId, targetId) {
  const r = new Record(app.findCollectionByNameOrId('impersonations'));
  r.set('admin', adminId);
  r.set('target', targetId);
  r.set('expiresAt', new Date(Date.now() + DURATION_SECONDS * 1000).toISOString().replace('T', ' '));
  app.save(r);
  return r;
}

/**
 * Ends the session; false when it had ended already.
 * @param {CoreApp} app
 * @param {core.Record} session
 * @param {string} reason
 */
function end(app, session, reason) {
  if (session.getString('endedAt')) return false;
  session.set('endedAt', nowIso());
  session.set('endReason', reason);
  app.save(session);
  return true;
}

/**
 * Why the session of an impersonation token no longer holds ('' while it does). Ends an expired
 * session on the way.
 * @param {CoreApp} app
 * @param {{ [claim: string]: any }} claims
 */
function refusal(app, claims) {
  if (!claims.session) return 'This impersonation token has no session.';
  let session;
  try {
    session = app.findRecordById('impersonations', String(claims.session));
  } catch (_) {
    return 'This impersonation session does not exist.';
  }
  if (session.getString('admin') !== String(claims.impersonator) || session.getString('target') !== String(claims.id)) {
    return 'This impersonation token does not match its session.';
  }
  if (session.getString('endedAt')) return 'This impersonation session has ended.';
  if (session.getDateTime('expiresAt').unix() * 1000 <= Date.now()) {
    end(app, session, 'expiry');
    return 'This impersonation session has expired.';
  }
  let admin;
  try {
    admin = app.findRecordById('users', session.getString('admin'));
  } catch (_) {
    return 'The admin of this impersonation session no longer exists.';
  }
  if (admin.getString('role') !== 'admin') {
    end(app, session, 'demotion');
    return 'The admin of this impersonation session is no longer an admin.';
  }
  return '';
}

/**
 * Ends every open session of `adminId` (the user stopped being an admin).
 * @param {CoreApp} app
 * @param {string} adminId
 * @param {string} reason
 */
function endAllOf(app, adminId, reason) {
  app.findRecordsByFilter('impersonations', 'admin = {:id} && endedAt = ""', '', 0, 0, { id: adminId }).forEach((s) => end(app, s, reason));
}

/**
 * Ends every session past its expiry (the nightly sweep; requests end them as they meet them).
 * @param {CoreApp} app
 */
function endExpired(app) {
  app.findRecordsByFilter('impersonations', 'endedAt = "" && expiresAt <= {:now}', '', 0, 0, { now: nowIso() }).forEach((s) => end(app, s, 'expiry'));
}

module.exports = { DURATION_SECONDS, start, end, refusal, endAllOf, endExpired };
