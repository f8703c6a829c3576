// @ts-check
/// <reference path="env.d.ts" />
// Every minute: the notification mails held back by lib/digest.js whose window has passed go out,
// one digest per record and recipient (enrolment notes/attachments to organizers, issue messages
// to subscribers and admins, judges' qualification reminders to the judge's account).

cronAdd('mail_digests', '* * * * *', () => {
  const digest = require(`${__hooks}/lib/digest.js`);
  digest.takeDue($app).forEach((d) => {
    const parts = d.key.split(':');
    if (parts[0] === 'enrolment') require(`${__hooks}/lib/enrolment_mail.js`).sendToOrganizer($app, parts[1] || '', parts[2] || '', /** @type {any[]} */ (d.items));
    else if (parts[0] === 'issue') require(`${__hooks}/lib/issue.js`).sendIssueMail($app, parts[1] || '', parts[2] || '', /** @type {any[]} */ (d.items));
    else if (parts[0] === 'qualification') require(`${__hooks}/lib/judge_self.js`).sendReminder($app, parts[1] || '', /** @type {any[]} */ (d.items));
  });
  digest.prune($app);
});
