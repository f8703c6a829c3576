// @ts-check
/// <reference path="env.d.ts" />
// A judge linked to a user account (`judges.user`; docs/judging.md "A judge's own page"):
// - only admins link or unlink an account (a link opens the judge's record to that account); one
//   judge per account (a unique index, migration 1764841000);
// - GET /api/custom/judges/me: the caller's own judge, qualifications, panels to come and figures;
//   nothing about any other judge, whatever the caller sends;
// - the cron `qualification_reminders` mails the account 30 days before a qualification lapses, once
//   per qualification and date, coalesced with lib/digest.js (the `mail_digests` cron sends the rest).
// Reading the judge's record and qualifications through the records API is in their API rules.

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/judge_self.js`).requireAdminLink(e, !!e.record.getString('user'));
  e.next();
}, 'judges');

onRecordUpdateRequest((e) => {
  const linking = require(`${__hooks}/lib/util.js`).changedFields(e.record, ['user']).length > 0;
  require(`${__hooks}/lib/judge_self.js`).requireAdminLink(e, linking);
  e.next();
}, 'judges');

routerAdd('GET', '/api/custom/judges/me', (e) => {
  if (!e.auth || e.auth.collection().name !== 'users') throw new UnauthorizedError('Sign in to read your judging.');
  const self = require(`${__hooks}/lib/judge_self.js`);
  const judge = self.judgeOf(e.app, e.auth.id);
  if (!judge) return e.json(200, { judge: null });
  return e.json(200, self.mine(e.app, judge, Date.now()));
});

cronAdd('qualification_reminders', '7 * * * *', () => {
  require(`${__hooks}/lib/judge_self.js`).remindLapsing($app, Date.now());
});
