// @ts-check
/// <reference path="env.d.ts" />
// Documents: the server, not the client, knows how large an uploaded file is, so `size` (and a
// missing `name`) come from the file itself. An organizer may only attach a document to a
// competition they organize: the API rule checks the stored record, this hook checks where the
// update would move it.

onRecordCreateRequest((e) => {
  const d = require(`${__hooks}/lib/documents.js`);
  d.fillFromUpload(e.record);
  e.next();
}, 'documents');

onRecordUpdateRequest((e) => {
  const d = require(`${__hooks}/lib/documents.js`);
  const u = require(`${__hooks}/lib/util.js`);
  const to = e.record.getString('competition');
  const from = e.record.original().getString('competition');
  if (to !== from && !u.isStaff(e)) {
    if (!to) u.fieldError('competition', 'document_competition_required', 'Only an admin can publish a document without a competition.');
    /** @type {string[]} */
    let organizers = [];
    try {
      organizers = $app.findRecordById('competitions', to).getStringSlice('organizers');
    } catch (_) {
      // unknown competition: refused below like one the user does not organize
    }
    if (organizers.indexOf(require(`${__hooks}/lib/access.js`).authId(e)) < 0) {
      u.fieldError('competition', 'document_competition_not_organized', 'You can only attach documents to competitions you organize.');
    }
  }
  d.fillFromUpload(e.record);
  e.next();
}, 'documents');
