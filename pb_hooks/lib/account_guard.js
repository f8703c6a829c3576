// @ts-check
/// <reference path="../env.d.ts" />
// Who may write at all, and who is capped. See pb_hooks/account_guard.pb.js for why this is a hook.

/** Collections an unverified account may still write: its own profile only (the rules say whose). */
const OPEN_TO_UNVERIFIED = ['users'];

/**
 * @param {core.RequestEvent} e
 * @returns {e is core.RequestEvent & { auth: core.Record }}
 */
function isUserAccount(e) {
  return !!e.auth && e.auth.collection().name === 'users';
}

/**
 * Throws 403 `account_unverified` for a write by an account whose address is not verified.
 * @param {core.RecordRequestEvent} e
 */
function requireVerified(e) {
  requireVerifiedFor(e, e.collection.name);
}

/**
 * The same, for a custom route that writes records of `collection`.
 * @param {core.RequestEvent} e
 * @param {string} collection
 */
function requireVerifiedFor(e, collection) {
  if (!isUserAccount(e) || e.auth.verified()) return;
  if (OPEN_TO_UNVERIFIED.indexOf(collection) >= 0) return;
  const message = 'Verify your e-mail address before making changes.';
  throw new ForbiddenError(message, { account: new ValidationError('account_unverified', message) });
}

/**
 * Users are capped; admins (and superusers, and other auth collections) are not.
 * @param {core.RequestEvent} e
 * @returns {e is core.RequestEvent & { auth: core.Record }}
 */
function capped(e) {
  return isUserAccount(e) && !require(`${__hooks}/lib/access.js`).isAdminUser(e);
}

module.exports = { OPEN_TO_UNVERIFIED, requireVerified, requireVerifiedFor, capped };
