// @ts-check
/// <reference path="../env.d.ts" />
// Who is asking: the one place that says who is an admin, who organizes and who officiates a
// competition. Admins (and superusers, through the dashboard) act for everybody; the organizers of
// a competition run it (draw, check-in, judges' seats, payments); its officials are the organizers
// plus the commissioners assigned to it (seat codes, validation, the leaderboard's freeze).

/**
 * The id of the authenticated record of a request ('' for guests). For handlers whose API rule or
 * middleware already requires an account: a guest that got there anyway matches nothing.
 * @param {core.RequestEvent} e
 */
function authId(e) {
  return e.auth ? e.auth.id : '';
}

/**
 * An app account (users) with the admin role. Superusers are not app accounts: they cannot, for
 * example, impersonate anybody.
 * @param {core.RequestEvent} e
 * @returns {e is core.RequestEvent & { auth: core.Record }}
 */
function isAdminUser(e) {
  return !!e.auth && e.auth.collection().name === 'users' && e.auth.getString('role') === 'admin';
}

/**
 * Admins: app accounts with the admin role and superusers (the dashboard).
 * @param {core.RequestEvent} e
 */
function isAdmin(e) {
  return e.hasSuperuserAuth() || isAdminUser(e);
}

/**
 * Whether the request's account is listed in a relation field of the record (organizers,
 * commissioners, subscribers …).
 * @param {core.RequestEvent} e
 * @param {core.Record} record
 * @param {string} field
 */
function listedIn(e, record, field) {
  return !!e.auth && record.getStringSlice(field).indexOf(e.auth.id) >= 0;
}

/**
 * Admins and the organizers of the competition.
 * @param {core.RequestEvent} e
 * @param {core.Record} competition
 */
function organizes(e, competition) {
  return isAdmin(e) || listedIn(e, competition, 'organizers');
}

/**
 * The officials of a competition: whoever organizes it, and the commissioners assigned to it.
 * @param {core.RequestEvent} e
 * @param {core.Record} competition
 */
function officiates(e, competition) {
  return organizes(e, competition) || listedIn(e, competition, 'commissioners');
}

/**
 * Throws 403 with `message` unless the request comes from whoever organizes the competition.
 * @param {core.RequestEvent} e
 * @param {core.Record} competition
 * @param {string} message
 */
function requireOrganizer(e, competition, message) {
  if (!organizes(e, competition)) throw new ForbiddenError(message);
}

/**
 * Throws 403 with `message` unless the request comes from an official of the competition.
 * @param {core.RequestEvent} e
 * @param {core.Record} competition
 * @param {string} message
 */
function requireOfficial(e, competition, message) {
  if (!officiates(e, competition)) throw new ForbiddenError(message);
}

module.exports = { authId, isAdminUser, isAdmin, listedIn, organizes, officiates, requireOrganizer, requireOfficial };
