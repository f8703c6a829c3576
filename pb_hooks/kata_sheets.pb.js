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
