// @ts-check
/// <reference path="env.d.ts" />
// Support issues: the author and every admin subscribe; each new message notifies every
// subscriber and admin except its author; a message on a solved issue reopens it; only the
// owner and admins move the status; notifications change only their `read` flag.

onRecordCreateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const issueLib = require(`${__hooks}/lib/issue.js`);
  if (!e.hasSuperuserAuth()) {
    const me = require(`${__hooks}/lib/access.js`).authId(e);
    e.record.set('owner', me);
    e.record.set('subscribers', issueLib.withAdmins(e.app, [me]));
  } else {
    e.record.set('subscribers', issueLib.withAdmins(e.app, [e.record.getString('owner')].concat(e.record.getStringSlice('subscribers'))));
  }
  e.record.set('status', 'open');
  e.record.set('lastActivityAt', util.nowIso());
  e.next();
}, 'issues');

onRecordUpdateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const issueLib = require(`${__hooks}/lib/issue.js`);
  if (e.hasSuperuserAuth()) return e.next();
  const isAdmin = require(`${__hooks}/lib/access.js`).isAdmin(e);
  const changed = util.changedFields(e.record, ['owner', 'subscribers', 'status', 'title', 'lastActivityAt']);
  changed.forEach((f) => {
    if (f === 'owner' || f === 'lastActivityAt') throw new ForbiddenError('The ' + f + ' of an issue cannot be changed.');
    if (f === 'subscribers' && !isAdmin) throw new ForbiddenError('Only admins change the subscribers of an issue.');
  });
  if (changed.indexOf('status') >= 0) {
    const err = issueLib.transitionError(e.record.original().getString('status'), e.record.getString('status'));
    if (err) util.fieldError('status', 'issue_status_transition', err);
  }
  e.next();
}, 'issues');

onRecordCreateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  let issue;
  try {
    issue = e.app.findRecordById('issues', e.record.getString('issue'));
  } catch (_) {
    issue = null;
  }
  if (!e.hasSuperuserAuth()) {
    // Before any other check: a guest's or a stranger's message must not learn whether an issue
    // exists or is closed (the API rule, which refuses it too, only runs after this hook).
    // PocketBase answers both like a refused rule: 400 "Failed to create record."
    const access = require(`${__hooks}/lib/access.js`);
    const reader = issue && e.auth && (access.listedIn(e, issue, 'subscribers') || access.isAdmin(e));
    if (!reader) throw new NotFoundError('There is no such issue.');
  }
  if (!issue) throw new NotFoundError('There is no such issue.');
  if (issue.getString('status') === 'closed') {
    util.fieldError('issue', 'issue_closed', 'This issue is closed: reopen it to write.');
  }
  if (!String(e.record.getString('text')).trim()) {
    util.fieldError('text', 'validation_required', 'A message cannot be empty.');
  }
  if (!e.hasSuperuserAuth()) e.record.set('author', require(`${__hooks}/lib/access.js`).authId(e));
  const author = e.app.findRecordById('users', e.record.getString('author'));
  e.record.set('authorName', author.getString('name') || author.getString('username'));
  e.next();
}, 'messages');

// After the message is stored: touch the issue, reopen it when solved, notify and mail.
onRecordAfterCreateSuccess((e) => {
  const issueLib = require(`${__hooks}/lib/issue.js`);
  issueLib.afterMessage(e.app, e.record);
  e.next();
}, 'messages');

onRecordUpdateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  if (!e.hasSuperuserAuth() && util.changedFields(e.record, ['user', 'message', 'issue']).length) {
    throw new ForbiddenError('Only the read flag of a notification can change.');
  }
  e.next();
}, 'message_notifications');

// Opening a thread marks all of my notifications for it read, in one call.
routerAdd(
  'POST',
  '/api/custom/issues/{id}/read',
  (e) => {
    const id = e.request.pathValue('id');
    const rows = e.app.findRecordsByFilter(
      'message_notifications',
      'user = {:user} && issue = {:issue} && read = false',
      '',
      0,
      0,
      { user: require(`${__hooks}/lib/access.js`).authId(e), issue: id },
    );
    rows.forEach((r) => {
      r.set('read', true);
      e.app.save(r);
    });
    return e.json(200, { marked: rows.length });
  },
  $apis.requireAuth('users'),
);
