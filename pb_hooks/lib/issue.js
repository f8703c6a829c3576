// @ts-check
/// <reference path="../env.d.ts" />
/** @type {{ [status: string]: string[] }} */
const TRANSITIONS = {
  open: ['solved', 'closed'],
  solved: ['open', 'closed'],
  closed: ['open'],
};

/**
 * @param {string} from
 * @param {string} to
 */
function transitionError(from, to) {
  if (from === to) return null;
  if ((TRANSITIONS[from] || []).indexOf(to) >= 0) return null;
  return 'An issue cannot move from "' + from + '" to "' + to + '".';
}

/**
 * The given user ids plus every admin, without duplicates.
 * @param {CoreApp} app
 * @param {string[]} ids
 */
function withAdmins(app, ids) {
  const admins = app.findRecordsByFilter('users', 'role = "admin"', '', 0, 0);
  /** @type {string[]} */
  const out = [];
  ids.concat(admins.map((a) => a.id)).forEach((id) => {
    if (id && out.indexOf(id) < 0) out.push(id);
  });
  return out;
}

const MAIL_TEXT = {
  en: {
    subject: 'New message in "{title}"',
    body: '<p>{author} wrote in the issue <strong>{title}</strong>:</p><blockquote>{text}</blockquote><p><a href="{link}">Open the conversation</a></p>',
    digest: '<p>{n} new messages in the issue <strong>{title}</strong> (from {author}). The latest:</p><blockquote>{text}</blockquote><p><a href="{link}">Open the conversation</a></p>',
  },
  it: {
    subject: 'Nuovo messaggio in "{title}"',
    body: '<p>{author} ha scritto nella segnalazione <strong>{title}</strong>:</p><blockquote>{text}</blockquote><p><a href="{link}">Apri la conversazione</a></p>',
    digest: '<p>{n} nuovi messaggi nella segnalazione <strong>{title}</strong> (da {author}). L\'ultimo:</p><blockquote>{text}</blockquote><p><a href="{link}">Apri la conversazione</a></p>',
  },
};

/**
 * @param {CoreApp} app
 * @param {core.Record} message
 */
function afterMessage(app, message) {
  const util = require(`${__hooks}/lib/util.js`);
  // Messages saved at once run this concurrently: the last activity only moves forward, set by one
  // statement (a read then a write would let an earlier message's time overwrite a later one's).
  const issueId = message.getString('issue');
  /** @type {core.Record[]} the issue as the transaction saved it (read once) */
  const saved = [];
  app.runInTransaction((tx) => {
    tx.db()
      .newQuery('UPDATE issues SET lastActivityAt = MAX(lastActivityAt, {:at}) WHERE id = {:id}')
      .bind({ at: util.nowIso(), id: issueId })
      .execute();
    const fresh = tx.findRecordById('issues', issueId);
    if (fresh.getString('status') === 'solved') fresh.set('status', 'open');
    tx.save(fresh);
    saved.push(fresh);
  });
  const issue = /** @type {core.Record} */ (saved[0]);

  const authorId = message.getString('author');
  const recipients = withAdmins(app, issue.getStringSlice('subscribers')).filter((id) => id !== authorId);
  const notifications = app.findCollectionByNameOrId('message_notifications');
  const settings = app.settings();
  recipients.forEach((userId) => {
    const n = new Record(notifications);
    n.set('user', userId);
    n.set('message', message.id);
    n.set('issue', issue.id);
    n.set('read', false);
    app.save(n);
    if (!settings.smtp.enabled) return;
    // Coalesced per issue and recipient (lib/digest.js): a burst of messages is one mail.
    const items = require(`${__hooks}/lib/digest.js`).admit(app, 'issue:' + issue.id + ':' + userId, {
      author: message.getString('authorName'),
      text: message.getString('text').slice(0, 2000),
    });
    if (items) sendIssueMail(app, issue.id, userId, items);
  });
}

/**
 * One mail about one message, or a digest of several, to one recipient (a failure is only logged).
 * @param {CoreApp} app
 * @param {string} issueId
 * @param {string} userId
 * @param {{ author?: string, text?: string }[]} items
 */
function sendIssueMail(app, issueId, userId, items) {
  const { escapeHtml, fill, textsIn } = require(`${__hooks}/lib/html.js`);
  try {
    const settings = app.settings();
    const issue = app.findRecordById('issues', issueId);
    const user = app.findRecordById('users', userId);
    const t = textsIn(MAIL_TEXT, user.getString('lang'));
    /** @type {string[]} */
    const authors = [];
    items.forEach((it) => {
      if (it.author && authors.indexOf(it.author) < 0) authors.push(it.author);
    });
    const last = items[items.length - 1];
    const vars = {
      n: String(items.length),
      title: escapeHtml(issue.getString('title')),
      author: escapeHtml(authors.join(', ')),
      text: escapeHtml(String(last.text || '')).slice(0, 2000),
      link: settings.meta.appURL.replace(/\/$/, '') + '/reserved/issues/' + issue.id,
    };
    app.newMailClient().send(
      new MailerMessage({
        from: { address: settings.meta.senderAddress, name: settings.meta.senderName },
        to: [{ address: user.email() }],
        subject: '[' + settings.meta.appName + '] ' + fill(t.subject, { title: issue.getString('title') }),
        html: fill(items.length > 1 ? t.digest : t.body, vars),
      }),
    );
  } catch (err) {
    // A mail that cannot be sent must not undo the message: the in-app badge still shows it.
    app.logger().warn('issue mail failed', 'error', String(err));
  }
}

module.exports = { TRANSITIONS, transitionError, withAdmins, afterMessage, sendIssueMail };
