// @ts-check
/// <reference path="env.d.ts" />
// Documents: the server, not the client, knows how large an uploaded file is, so `size` (and a
// missing `name`) come from the file itself. An organizer may only attach a document to a
// competition they organize: the API rule checks the stored record, this hook checks where the
// update would move it.

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/documents.js`).fillFromUpload(e.record);
  e.next();
}, 'documents');

onRecordUpdateRequest((e) => {
  const documents = require(`${__hooks}/lib/documents.js`);
  const access = require(`${__hooks}/lib/access.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const to = e.record.getString('competition');
  const from = e.record.original().getString('competition');
  if (to !== from && !access.isAdmin(e)) {
    if (!to) util.fieldError('competition', 'document_competition_required', 'Only an admin can publish a document without a competition.');
    let organizes = false;
    try {
      organizes = access.listedIn(e, e.app.findRecordById('competitions', to), 'organizers');
    } catch (_) {
      // unknown competition: refused below like one the user does not organize
    }
    if (!organizes) {
      util.fieldError('competition', 'document_competition_not_organized', 'You can only attach documents to competitions you organize.');
    }
  }
  documents.fillFromUpload(e.record);
  e.next();
}, 'documents');
