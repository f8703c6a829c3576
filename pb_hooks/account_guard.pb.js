// @ts-check
/// <reference path="env.d.ts" />
// Writes need a verified e-mail address. One guard for every collection, rather than
// `@request.auth.verified = true` in each create/update/delete rule: a refused rule answers a bare
// 400/404 the SPA cannot explain, while this answers 403 `account_unverified`; new collections are
// covered without touching their rules; and record request hooks run for every sub-request of
// `/api/batch` too. Only `users` accounts are checked (superusers and other auth collections, such as
// judges' seats, are not e-mail accounts). The own `users` record stays editable (name, language),
// and e-mail change/verification requests are not record writes.
// (The file name sorts first, so this runs before every other request hook.)

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/account_guard.js`).requireVerified(e);
  e.next();
});

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/account_guard.js`).requireVerified(e);
  e.next();
});

onRecordDeleteRequest((e) => {
  require(`${__hooks}/lib/account_guard.js`).requireVerified(e);
  e.next();
});

// Per-account caps (pb_hooks/lib/limits.js): issues and messages per hour, enrolment notes and
// attachments per ten minutes. Admins and superusers are not capped (they answer everybody).
onRecordCreateRequest((e) => {
  const guard = require(`${__hooks}/lib/account_guard.js`);
  if (guard.capped(e)) require(`${__hooks}/lib/limits.js`).take(e.app, /** @type {'issues' | 'messages'} */ (e.collection.name), e.auth.id);
  e.next();
}, 'issues', 'messages');

onRecordCreateRequest((e) => {
  const guard = require(`${__hooks}/lib/account_guard.js`);
  if (guard.capped(e) && (e.record.getString('notes').trim() || e.record.getStringSlice('attachments').length)) {
    require(`${__hooks}/lib/limits.js`).take(e.app, 'notes', e.auth.id);
  }
  e.next();
}, 'enrolments');

onRecordUpdateRequest((e) => {
  const guard = require(`${__hooks}/lib/account_guard.js`);
  if (guard.capped(e) && require(`${__hooks}/lib/util.js`).changedFields(e.record, ['notes', 'attachments']).length) {
    require(`${__hooks}/lib/limits.js`).take(e.app, 'notes', e.auth.id);
  }
  e.next();
}, 'enrolments');

cronAdd('rate_hits_prune', '17 * * * *', () => {
  require(`${__hooks}/lib/limits.js`).prune($app);
});
