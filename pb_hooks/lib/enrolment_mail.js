/// <reference path="../../pb_data/types.d.ts" />
// A new note or attachment on an enrolment: the competition's organizers read it at the desk (they may
// read the enrolment and, with a file token, its protected files) and get a mail about it, each in
// their own language. A mail that cannot be sent never undoes the change.
const TEXT = {
  en: {
    subject: 'New note or attachment: {tori} – {uke} ({competition})',
    intro: '{author} updated the enrolment of <strong>{tori} – {uke}</strong> in <strong>{competition}</strong>.',
    note: 'Note:',
    files: 'New attachments: {n}',
    action: 'Open the enrolments of the competition',
  },
  it: {
    subject: 'Nuova nota o allegato: {tori} – {uke} ({competition})',
    intro: '{author} ha aggiornato l\'iscrizione di <strong>{tori} – {uke}</strong> a <strong>{competition}</strong>.',
    note: 'Nota:',
    files: 'Nuovi allegati: {n}',
    action: 'Apri le iscrizioni della gara',
  },
};

function escapeHtml(s) {
  return String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

function fill(tpl, vars) {
  return tpl.replace(/\{(\w+)\}/g, (_, k) => (vars[k] === undefined ? '' : vars[k]));
}

/** What the owner added: the note when it changed to something non-empty, and the new file names. */
function additions(beforeNotes, beforeFiles, record) {
  const notes = record.getString('notes');
  const files = record.getStringSlice('attachments').filter((f) => beforeFiles.indexOf(f) < 0);
  return { note: notes.trim() && notes !== beforeNotes ? notes : '', files: files };
}

/** Mails every organizer of the enrolment's competition about what was added (no-op when nothing was). */
function notifyOrganizers(app, record, added, authorName) {
  if (!added.note && !added.files.length) return 0;
  const settings = app.settings();
  if (!settings.smtp.enabled) return 0;
  const competition = app.findRecordById('competitions', record.getString('competition'));
  const link = settings.meta.appURL.replace(/\/$/, '') + '/reserved/enrolments/' + competition.id;
  let sent = 0;
  competition.getStringSlice('organizers').forEach((id) => {
    try {
      const user = app.findRecordById('users', id);
      const t = TEXT[user.getString('lang')] || TEXT.en;
      const plain = { tori: record.getString('toriName'), uke: record.getString('ukeName'), competition: competition.getString('name') };
      const html = {
        tori: escapeHtml(plain.tori),
        uke: escapeHtml(plain.uke),
        competition: escapeHtml(plain.competition),
        author: escapeHtml(authorName),
      };
      let body = '<p>' + fill(t.intro, html) + '</p>';
      if (added.note) body += '<p>' + t.note + '</p><blockquote>' + escapeHtml(added.note.slice(0, 2000)) + '</blockquote>';
      if (added.files.length) body += '<p>' + fill(t.files, { n: String(added.files.length) }) + '</p>';
      body += '<p><a href="' + link + '">' + t.action + '</a></p>';
      app.newMailClient().send(
        new MailerMessage({
          from: { address: settings.meta.senderAddress, name: settings.meta.senderName },
          to: [{ address: user.email() }],
          subject: '[' + settings.meta.appName + '] ' + fill(t.subject, plain),
          html: body,
        }),
      );
      sent++;
    } catch (err) {
      app.logger().warn('enrolment mail failed', 'error', String(err));
    }
  });
  return sent;
}

/** The name the organizers know the author by (a superuser has none). */
function authorName(auth) {
  if (!auth) return '';
  return auth.getString('name') || auth.getString('username') || auth.email();
}

module.exports = { TEXT, additions, notifyOrganizers, authorName };
