// @ts-check
/// <reference path="env.d.ts" />
// `competitions.organizerNames`: the public names of a competition's organizers, in the order of
// `organizers`, kept by the server (users themselves are private: self and admins only). Model hooks,
// so dashboard edits count too; whatever a client sends for the field is replaced.

onRecordCreate((e) => {
  e.record.set('organizerNames', require(`${__hooks}/lib/competition_organizers.js`).namesOf(e.app, e.record));
  e.next();
}, 'competitions');

onRecordUpdate((e) => {
  e.record.set('organizerNames', require(`${__hooks}/lib/competition_organizers.js`).namesOf(e.app, e.record));
  e.next();
}, 'competitions');

// A renamed organizer is renamed on every competition they organize.
onRecordAfterUpdateSuccess((e) => {
  const o = e.record.original();
  if (o.getString('name') !== e.record.getString('name') || o.getString('username') !== e.record.getString('username')) {
    require(`${__hooks}/lib/competition_organizers.js`).refreshFor(e.app, e.record.id);
  }
  e.next();
}, 'users');
