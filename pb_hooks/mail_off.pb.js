// @ts-check
/// <reference path="env.d.ts" />
// Mail off is off. Without an SMTP server configured (no SMTP_HOST), PocketBase falls back to the
// machine's `sendmail` ("failed to locate a sendmail executable path", or worse, a real local
// sendmail delivering mail nobody configured). With SMTP disabled no mail leaves the server: the
// message is dropped, and the link of an account mail (verification, password reset, e-mail change,
// sign-in code; a superuser's password reset at the dashboard) is printed on the server's console on
// purpose, so that whoever runs the portal can pass it on.
// GET /api/custom/settings tells the SPA whether mail is on (so it never claims "a new email has
// been sent" when none was), and the public URL the server is configured with (APP_URL → meta.appURL:
// the address the judges' tablets open, not the one the organizer's browser happens to be on).

onMailerSend((e) => {
  if (e.app.settings().smtp.enabled) return e.next();
  const to = (e.message.to || []).map((a) => a.address).join(', ');
  const link = /href="([^"]*\/auth\/(?:email-verification|password-reset|email-change|sign-in|confirm-password-reset)\/[^"]+)"/.exec(e.message.html || '');
  console.log(`[mail off] not sent: "${e.message.subject}" to ${to}` + (link ? `\n[mail off] its link: ${link[1]}` : ''));
});

routerAdd('GET', '/api/custom/settings', (e) => {
  const settings = e.app.settings();
  return e.json(200, { mail: settings.smtp.enabled, appURL: settings.meta.appURL });
});
