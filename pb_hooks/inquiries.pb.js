// @ts-check
/// <reference path="env.d.ts" />
// Inquiries (docs/judging.md "Video review and inquiries"). Who reads one and who reaches the
// create and update hooks is the collection's API rules (migration 1764840000); here the rest, as
// field errors (lib/inquiries.js):
// - filing (create): only the couple's owner, once per couple, within the window after its
//   validation, on techniques of its kata; the filer, state, fee and decision set by the server;
// - the fee (update): recorded by the desk (organizers, admins); nothing else changes;
// - POST /api/custom/inquiries/{id}/decide {status: rejected|upheld, decision}   the jury (officials)
// Filing and deciding rewrite the couple's public row (its inquiry state, window and decision).

onRecordCreateRequest((e) => {
  const inquiries = require(`${__hooks}/lib/inquiries.js`);
  inquiries.checkFiling(e);
  try {
    e.next();
  } catch (err) {
    // Two filings at once may both pass the look-up; the unique index keeps the first, and the
    // second gets the same answer as a later one.
    if (!e.hasSuperuserAuth() && inquiries.inquiryOf(e.app, e.record.getString('draw'))) inquiries.refuseSecond();
    throw err;
  }
  inquiries.syncBoard(e.app, e.record.getString('draw'));
}, 'inquiries');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/inquiries.js`).checkUpdate(e);
  e.next();
}, 'inquiries');

routerAdd('POST', '/api/custom/inquiries/{id}/decide', (e) => {
  const rec = require(`${__hooks}/lib/inquiries.js`).decide(e);
  return e.json(200, {
    id: rec.id,
    draw: rec.getString('draw'),
    status: rec.getString('status'),
    decision: rec.getString('decision'),
    decidedBy: rec.getString('decidedBy'),
    decidedAt: rec.getString('decidedAt'),
  });
});
