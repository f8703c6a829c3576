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

/**
 * What a user's create or update request may not carry: a username with characters a username may not
 * hold, an address another account holds in any letter case.
 * @param {core.RecordRequestEvent} e
 * @param {{ [k: string]: any }} body
 * @param {string} selfId '' when creating
 */
function checkIdentity(e, body, selfId) {
  const util = require(`${__hooks}/lib/util.js`);
  if (body.username !== undefined && body.username !== '' && !require(`${__hooks}/lib/rules/username.js`).usernameChars(String(body.username))) {
    util.fieldError('username', 'username_invalid_chars', 'The username contains invalid characters.');
  }
  if (body.email !== undefined && emailTaken(e.app, body.email, selfId)) util.fieldError('email', 'validation_not_unique', 'Value must be unique.');
}

/**
 * A new address must not belong to another account in another letter case: refused on `field`
 * (`newEmail` when asked, `token` at the confirmation).
 * @param {CoreApp} app
 * @param {string} email
 * @param {string} selfId
 * @param {string} field
 */
function refuseTakenNewEmail(app, email, selfId, field) {
  if (emailTaken(app, email, selfId)) require(`${__hooks}/lib/util.js`).fieldError(field, 'validation_invalid_new_email', 'Invalid new email address.');
}

module.exports = { emailTaken, checkIdentity, refuseTakenNewEmail };
