// @ts-check
/// <reference path="../env.d.ts" />
// E-mail addresses are unique whatever their letter case: PocketBase's own check is case-sensitive,
// so "Anna@x.it" could otherwise open a second account for the mailbox of "anna@x.it".

/**
 * True when another user (not `exceptId`) has `email`, compared case-insensitively.
 * @param {CoreApp} app
 * @param {unknown} email
 * @param {string} [exceptId]
 */
function emailTaken(app, email, exceptId) {
  const value = String(email || '').trim();
  if (!value) return false;
  try {
    app.findFirstRecordByFilter('users', 'email:lower = {:email} && id != {:id}', { email: value.toLowerCase(), id: exceptId || '' });
    return true;
  } catch (_) {
    return false; // not found
  }
}

module.exports = { emailTaken };
