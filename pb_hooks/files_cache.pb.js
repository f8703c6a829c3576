// @ts-check
/// <reference path="env.d.ts" />
// Files of protected fields (enrolment attachments, competition documents, issue attachments) are
// read with a file token by whoever the rules let see them: a shared cache (a venue's proxy, a CDN)
// must not keep a copy and hand it to the next person who asks for the same address. Public files
// (logos) keep PocketBase's long public caching.
// Enrolment attachments are the athletes' payment receipts: no copy at all, not
// even in the browser's own cache of the desk's shared laptop (`no-store`).

onFileDownloadRequest((e) => {
  // The response is the embedded request event's (the download event does not promote it).
  const req = /** @type {{ requestEvent: core.RequestEvent }} */ (/** @type {unknown} */ (e)).requestEvent;
  if (e.fileField && e.fileField.protected) {
    const receipt = !!e.record && e.record.collection().name === 'enrolments' && e.fileField.name === 'attachments';
    req.response.header().set('Cache-Control', receipt ? 'private, no-store' : 'private, no-cache');
  }
  e.next();
});
