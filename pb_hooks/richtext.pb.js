// @ts-check
/// <reference path="env.d.ts" />
// Rich text is sanitized on the way in, whoever writes it (SPA, another API client, the dashboard):
// competitions' details and rules keep only the allowed tags (pb_hooks/lib/sanitize.js).

onRecordCreate((e) => {
  const sanitize = require(`${__hooks}/lib/sanitize.js`);
  ['details', 'rules'].forEach((f) => e.record.set(f, sanitize.sanitizeRichText(e.record.getString(f))));
  e.next();
}, 'competitions');

onRecordUpdate((e) => {
  const sanitize = require(`${__hooks}/lib/sanitize.js`);
  ['details', 'rules'].forEach((f) => e.record.set(f, sanitize.sanitizeRichText(e.record.getString(f))));
  e.next();
}, 'competitions');
