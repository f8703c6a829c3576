// @ts-check
/// <reference path="../env.d.ts" />
// Who is asking: the one place that says who is an admin, who organizes and who officiates a
// competition. Each handler runs in its own VM, so handlers load this inside their body.

/**
 * The id of the authenticated record of a request ('' for guests). For handlers whose API rule or
 * middleware already requires an account: a guest that got there anyway matches nothing.
 * @param {core.RequestEvent} e
 */
function authId(e) {
  return e.auth ? e.auth.id : '';
}

module.exports = { authId };
