/// <reference path="../pb_data/types.d.ts" />
// Competitions: status moves one step at a time (back only for admins, never out of archived),
// new competitions start as drafts, the accreditation opening defaults to the day before.

onRecordCreateRequest((e) => {
  const u = require(`${__hooks}/lib/util.js`);
  if (!e.hasSuperuserAuth()) {
    const s = e.record.getString('status');
    if (s && s !== 'draft') u.fieldError('status', 'competition_status_initial', 'A new competition starts as a draft.');
    e.record.set('status', 'draft');
  }
  e.next();
}, 'competitions');

onRecordUpdateRequest((e) => {
  const u = require(`${__hooks}/lib/util.js`);
  const c = require(`${__hooks}/lib/competition.js`);
  if (!e.hasSuperuserAuth()) {
    const from = e.record.original().getString('status');
    const to = e.record.getString('status');
    const err = c.transitionError(from, to, u.roleOf(e) === 'admin');
    if (err) u.fieldError('status', 'competition_status_transition', err);
  }
  e.next();
}, 'competitions');

onRecordValidate((e) => {
  const c = require(`${__hooks}/lib/competition.js`);
  const u = require(`${__hooks}/lib/util.js`);
  const start = c.parseDate(e.record.getString('date'));
  const end = c.parseDate(e.record.getString('endDate'));
  if (!isNaN(end) && !isNaN(start) && end < start) {
    u.fieldError('endDate', 'competition_end_before_start', 'The end date cannot be before the start date.');
  }
  if (!e.record.getString('accreditationOpensAt') && !isNaN(start)) {
    e.record.set('accreditationOpensAt', new Date(start - c.DAY_MS).toISOString().replace('T', ' '));
  }
  e.next();
}, 'competitions');
