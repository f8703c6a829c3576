// @ts-check
/// <reference path="env.d.ts" />
// A seat's tablet judges its tatami's poule on the mat (src/lib/rules/tatami.ts, lib/seats.js
// matPoule). The evaluations' API rules let a seat token write only its own seat's sheet of a couple
// of its tatami; here a seat's sheet (a first send or a correction) is refused unless the couple's
// poule is the one on the mat: a poule still to come, or one already done, is not the tablet's.
// 400 `seat_poule_not_on_mat`. Officials' writes are not concerned.

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/seats.js`).checkOnMat(e);
  e.next();
}, 'evaluations');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/seats.js`).checkOnMat(e);
  e.next();
}, 'evaluations');
