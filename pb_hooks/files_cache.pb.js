// @ts-check
/// <reference path="env.d.ts" />
// Files of protected fields (enrolment attachments, competition documents, issue attachments) are
// read with a file token by whoever the rules let see them: a shared cache (a venue's proxy, a CDN)
// must not keep a copy and hand it to the next person who asks for the same address. Public files
// (logos) keep PocketBase's long public caching.

onFileDownloadRequest((e) => {
  // The response is the embedded request event's (the download event does not promote it).
  const req = /** @type {{ requestEvent: core.RequestEvent }} */ (/** @type {unknown} */ (e)).requestEvent;
  if (e.fileField && e.fileField.protected) req.response.header().set('Cache-Control', 'private, no-cache');
  e.next();
});
