// @ts-check
/// <reference path="../env.d.ts" />
// A new note or attachment on an enrolment: the competition's organizers read it at the desk (they may
// read the enrolment and, with a file token, its protected files) and get a mail about it, each in
// their own language. A mail that cannot be sent never undoes the change. Mails are coalesced per
// enrolment and organizer (lib/digest.js): the first change mails at once, the changes of the next
// ten minutes arrive as one digest (the latest note, every new file, every author).
/**
 * One change held for a mail (lib/digest.js): the note, how many files, who.
 * @typedef {{ note?: string, files?: number, author?: string }} EnrolmentChange
 */

const TEXT = {
  en: {
    subject: 'New note or attachment: {tori} – {uke} ({competition})',
    intro: '{author} updated the enrolment of <strong>{tori} – {uke}</strong> in <strong>{competition}</strong>.',
    note: 'Note:',
    files: 'New attachments: {n}',
    changes: '{n} changes since the last mail.',
    action: 'Open the enrolments of the competition',
  },
  it: {
    subject: 'Nuova nota o allegato: {tori} – {uke} ({competition})',
    intro: '{author} ha aggiornato l\'iscrizione di <strong>{tori} – {uke}</strong> a <strong>{competition}</strong>.',
    note: 'Nota:',
    files: 'Nuovi allegati: {n}',
    changes: '{n} modifiche dall\'ultima e-mail.',
    action: 'Apri le iscrizioni della gara',
  },
};

/**
 * What the owner added: the note when it changed to something non-empty, and the new file names.
 * @param {string} beforeNotes
 * @param {string[]} beforeFiles
 * @param {core.Record} record
 */
function additions(beforeNotes, beforeFiles, record) {
  const notes = record.getString('notes');
  const files = record.getStringSlice('attachments').filter((f) => beforeFiles.indexOf(f) < 0);
  return { note: notes.trim() && notes !== beforeNotes ? notes : '', files: files };
}

/**
 * Notifies every organizer of the enrolment's competition about what was added (no-op when nothing was); returns the mails sent now.
 * @param {CoreApp} app
 * @param {core.Record} record
 * @param {{ note: string, files: string[] }} added
 * @param {string} authorName
 */
function notifyOrganizers(app, record, added, authorName) {
  if (!added.note && !added.files.length) return 0;
  if (!app.settings().smtp.enabled) return 0;
  const digest = require(`${__hooks}/lib/digest.js`);
  const competition = app.findRecordById('competitions', record.getString('competition'));
  let sent = 0;
  competition.getStringSlice('organizers').forEach((id) => {
    const items = digest.admit(app, 'enrolment:' + record.id + ':' + id, { note: added.note, files: added.files.length, author: authorName });
    if (items && sendToOrganizer(app, record.id, id, items)) sent++;
  });
  return sent;
}

/**
 * The latest note, the number of new files and the authors of a list of additions.
 * @param {EnrolmentChange[]} items
 */
function merge(items) {
  /** @type {{ note: string, files: number, authors: string[] }} */
  const out = { note: '', files: 0, authors: [] };
  items.forEach((it) => {
    if (it.note) out.note = it.note;
    out.files += it.files || 0;
    if (it.author && out.authors.indexOf(it.author) < 0) out.authors.push(it.author);
  });
  return out;
}

/**
 * One mail (a single change or a digest of several) to one organizer; false when it could not be sent.
 * @param {CoreApp} app
 * @param {string} enrolmentId
 * @param {string} userId
 * @param {EnrolmentChange[]} items
 */
function sendToOrganizer(app, enrolmentId, userId, items) {
  const { escapeHtml, fill, textsIn } = require(`${__hooks}/lib/html.js`);
  try {
    const settings = app.settings();
    const record = app.findRecordById('enrolments', enrolmentId);
    const competition = app.findRecordById('competitions', record.getString('competition'));
    const user = app.findRecordById('users', userId);
    const link = settings.meta.appURL.replace(/\/$/, '') + '/reserved/enrolments/' + competition.id;
    const m = merge(items);
    const t = textsIn(TEXT, user.getString('lang'));
    const plain = { tori: record.getString('toriName'), uke: record.getString('ukeName'), competition: competition.getString('name') };
    const html = {
      tori: escapeHtml(plain.tori),
      uke: escapeHtml(plain.uke),
      competition: escapeHtml(plain.competition),
      author: escapeHtml(m.authors.join(', ')),
    };
    let body = '<p>' + fill(t.intro, html) + '</p>';
    if (items.length > 1) body += '<p>' + fill(t.changes, { n: String(items.length) }) + '</p>';
    if (m.note) body += '<p>' + t.note + '</p><blockquote>' + escapeHtml(m.note.slice(0, 2000)) + '</blockquote>';
    if (m.files) body += '<p>' + fill(t.files, { n: String(m.files) }) + '</p>';
    body += '<p><a href="' + link + '">' + t.action + '</a></p>';
    app.newMailClient().send(
      new MailerMessage({
        from: { address: settings.meta.senderAddress, name: settings.meta.senderName },
        to: [{ address: user.email() }],
        subject: '[' + settings.meta.appName + '] ' + fill(t.subject, plain),
        html: body,
      }),
    );
    return true;
  } catch (err) {
    app.logger().warn('enrolment mail failed', 'error', String(err));
    return false;
  }
}

/**
 * The name the organizers know the author by (a superuser has none).
 * @param {core.Record | undefined} auth
 */
function authorName(auth) {
  if (!auth) return '';
  return auth.getString('name') || auth.getString('username') || auth.email();
}

module.exports = { TEXT, additions, notifyOrganizers, sendToOrganizer, merge, authorName };
