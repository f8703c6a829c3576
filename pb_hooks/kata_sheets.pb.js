// @ts-check
/// <reference path="env.d.ts" />
// Kata sheets: admins create and edit them in the SPA (rules in 1764220000_kata_sheets_admins.js);
// the shape of items and scale is checked, and the items of a kata already scored stay fixed.

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/kata_sheets.js`).validate(e.app, e.record);
  e.next();
}, 'kata_sheets');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/kata_sheets.js`).validate(e.app, e.record);
  e.next();
}, 'kata_sheets');

// A new kata goes last in the lists unless an order is given.
onRecordCreate((e) => {
  // (Older migrations create sheets before the field exists.)
  if (e.record.collection().fields.getByName('order') && !e.record.getInt('order')) {
    const last = e.app.findRecordsByFilter('kata_sheets', 'id != ""', '-order', 1, 0);
    e.record.set('order', last.length ? last[0].getInt('order') + 1 : 1);
  }
  e.next();
}, 'kata_sheets');
