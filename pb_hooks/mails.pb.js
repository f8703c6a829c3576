// @ts-check
/// <reference path="env.d.ts" />
// Account mails in the user's language with links into the SPA (not the dashboard).

onMailerRecordVerificationSend((e) => {
  require(`${__hooks}/lib/mails.js`).localize(e, 'verification');
  e.next();
}, 'users');

onMailerRecordPasswordResetSend((e) => {
  require(`${__hooks}/lib/mails.js`).localize(e, 'reset');
  e.next();
}, 'users');

onMailerRecordEmailChangeSend((e) => {
  require(`${__hooks}/lib/mails.js`).localize(e, 'change');
  e.next();
}, 'users');

// The sign-in code (users): with a link to the SPA's /auth/sign-in/{otpId}/{code}. Superusers get
// PocketBase's own mail (the code, typed at the dashboard's login, /_/).
onMailerRecordOTPSend((e) => {
  require(`${__hooks}/lib/mails.js`).localize(e, 'otp');
  e.next();
}, 'users');
