// @ts-check
/// <reference path="env.d.ts" />
// Judges' qualifications and shadow judges (docs/judging.md "Judges' qualifications and shadow
// judges"; rules in src/lib/rules/qualification.ts and shadow.ts):
// - a panel seat given a judge without a valid qualification for the poule's kata is refused when the
//   competition says `refuse` (whichever route or dashboard edit sets the seat's judge); under `warn`
//   it is taken and the panel route answers the warnings;
// - a sheet of a shadow seat is flagged `shadow`: stored, never counted, never public.
// Who writes qualifications (admins) is in the collection's API rules.

// ---------------------------------------------------------------- seats: refuse an unqualified judge
// (the check reads the seat's poule and competition: lib/judge_qualifications.js)
onRecordCreate((e) => {
  require(`${__hooks}/lib/judge_qualifications.js`).refuseUnqualified(e);
  e.next();
}, 'seats');

onRecordUpdate((e) => {
  require(`${__hooks}/lib/judge_qualifications.js`).refuseUnqualified(e);
  e.next();
}, 'seats');

// ---------------------------------------------------------------- evaluations: a shadow's sheet
// Model level: the flag follows the seat number (lib/rules/shadow.js), whoever saves the sheet.
onRecordCreate((e) => {
  e.record.set('shadow', require(`${__hooks}/lib/rules/shadow.js`).isShadowSeat(e.record.getInt('judge')));
  e.next();
}, 'evaluations');

onRecordUpdate((e) => {
  e.record.set('shadow', require(`${__hooks}/lib/rules/shadow.js`).isShadowSeat(e.record.getInt('judge')));
  e.next();
}, 'evaluations');
