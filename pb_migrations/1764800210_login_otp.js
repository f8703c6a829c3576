/// <reference path="../.hook-types/pocketbase.d.ts" />
// Sign-in with a code mailed to the account's address (PocketBase's OTP) for users: the way in for
// the owner while a stranger has spent the account's budget of failed logins
// (pb_hooks/lib/login_limits.js). 8 digits, valid 10 minutes; PocketBase allows 5 tries of a code per
// account and address every 3 minutes, and at most 10 live codes per account. The mail (in the
// user's language, with a link to the SPA) is pb_hooks/lib/mails.js. Asking for codes is limited per
// address like asking for a password reset. Not for superusers: PocketBase turns a superuser's OTP
// into a second factor required at every login; they have the known device and the password reset.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.otp.enabled = true;
    users.otp.duration = 600;
    users.otp.length = 8;
    app.save(users);
    const settings = app.settings();
    if (!settings.rateLimits.rules.some((r) => r.label === '*:requestOTP')) {
      settings.rateLimits.rules = [{ label: '*:requestOTP', audience: '', duration: 60, maxRequests: 5 }].concat(settings.rateLimits.rules);
    }
    app.save(settings);
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.otp.enabled = false;
    app.save(users);
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter((r) => r.label !== '*:requestOTP');
    app.save(settings);
  },
);
