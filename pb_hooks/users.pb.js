// @ts-check
/// <reference path="env.d.ts" />
// Users: registration can only create athletes, the privacy policy must be accepted on the
// server too, only admins change roles, and admins see e-mail addresses.

onRecordCreateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const body = e.requestInfo().body || {};
  require(`${__hooks}/lib/users.js`).checkIdentity(e, body, '');
  if (!require(`${__hooks}/lib/access.js`).isAdmin(e)) {
    // Whatever the body says, self-registration creates an athlete.
    e.record.set('role', 'athlete');
    if (body.privacyAccepted !== true && body.privacyAccepted !== 'true') {
      util.fieldError('privacyAccepted', 'privacy_required', 'You must accept the privacy policy.');
    }
    e.record.set('privacyAcceptedAt', util.nowIso());
  } else if (!e.record.getString('role')) {
    e.record.set('role', 'athlete');
  }
  // Stored in lower case, so that every lookup by address (reset, verification) finds it as typed.
  if (typeof body.email === 'string') e.record.set('email', body.email.trim().toLowerCase());
  e.next();
}, 'users');

onRecordUpdateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const body = e.requestInfo().body || {};
  require(`${__hooks}/lib/users.js`).checkIdentity(e, body, e.record.id);
  const original = e.record.original();
  if (typeof body.email === 'string') e.record.set('email', body.email.trim().toLowerCase());
  if (!require(`${__hooks}/lib/access.js`).isAdmin(e)) {
    // The API rule already refuses `role` in the body of non-admins; this keeps it unchanged anyway.
    e.record.set('role', original.getString('role'));
  }
  if (body.privacyAccepted === true || body.privacyAccepted === 'true') {
    e.record.set('privacyAcceptedAt', util.nowIso());
  } else if (!e.hasSuperuserAuth()) {
    e.record.set('privacyAcceptedAt', original.get('privacyAcceptedAt'));
  }
  e.next();
}, 'users');

// A new address must not belong to another account in another letter case (checked again at the
// confirmation: somebody may have registered it in between).
onRecordRequestEmailChangeRequest((e) => {
  require(`${__hooks}/lib/users.js`).refuseTakenNewEmail(e.app, e.newEmail, e.record.id, 'newEmail');
  e.newEmail = String(e.newEmail || '').trim().toLowerCase();
  e.next();
}, 'users');

onRecordConfirmEmailChangeRequest((e) => {
  require(`${__hooks}/lib/users.js`).refuseTakenNewEmail(e.app, e.newEmail, e.record.id, 'token');
  e.next();
}, 'users');

// E-mail logins ignore letter case, like the usernames ("anna@x.it" finds "Anna@x.it"): PocketBase
// looks the identity up case-sensitively and leaves the record empty when nothing matches exactly.
onRecordAuthWithPasswordRequest((e) => {
  if (!e.record && String(e.identity || '').indexOf('@') > 0) {
    try {
      e.record = e.app.findFirstRecordByFilter('users', 'email:lower = {:email}', { email: String(e.identity).trim().toLowerCase() });
    } catch (_) {
      // unknown address: PocketBase answers its usual "Failed to authenticate."
    }
  }
  e.next();
}, 'users');

// Admins manage users, so they see their addresses; everybody else sees only their own.
onRecordEnrich((e) => {
  const auth = e.requestInfo && e.requestInfo.auth;
  if (auth && auth.collection().name === 'users' && auth.getString('role') === 'admin') {
    e.record.ignoreEmailVisibility(true);
  }
  e.next();
}, 'users');
