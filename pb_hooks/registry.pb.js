// @ts-check
/// <reference path="env.d.ts" />
// Registry: athletes and couples. Only admins verify; editing a verified athlete resets it and
// every couple it is part of; editing a verified couple resets it; a couple is two different
// athletes of the couple's owner, verified only once both athletes are. Verification bookkeeping
// runs on the model hooks so that it also holds for edits made in the dashboard.

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/registry.js`).guardVerification(e);
  e.next();
}, 'athletes');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/registry.js`).guardVerification(e);
  e.next();
}, 'athletes');

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/registry.js`).guardVerification(e);
  require(`${__hooks}/lib/registry.js`).validateCouple(e);
  require(`${__hooks}/lib/registry.js`).requireVerifiedAthletes(e);
  e.next();
}, 'couples');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/registry.js`).guardVerification(e);
  require(`${__hooks}/lib/registry.js`).validateCouple(e);
  require(`${__hooks}/lib/registry.js`).requireVerifiedAthletes(e);
  e.next();
}, 'couples');

onRecordCreate((e) => {
  require(`${__hooks}/lib/registry.js`).verificationBookkeeping(e.record, []);
  e.next();
}, 'athletes', 'couples');

onRecordUpdate((e) => {
  const isAthlete = e.record.collection().name === 'athletes';
  const registry = require(`${__hooks}/lib/registry.js`);
  const reset = registry.verificationBookkeeping(e.record, isAthlete ? registry.ATHLETE_DATA : registry.COUPLE_DATA);
  e.next();
  if (reset && isAthlete) {
    // An edited athlete must be re-checked, and so must every couple it is part of.
    const couples = e.app.findRecordsByFilter(
      'couples',
      'verified = true && (tori = {:id} || uke = {:id})',
      '',
      0,
      0,
      { id: e.record.id },
    );
    couples.forEach((c) => {
      c.set('verified', false);
      c.set('verifiedAt', '');
      e.app.save(c);
    });
  }
}, 'athletes', 'couples');

// An athlete who is part of a couple cannot be deleted: the couple (and its enrolments) would
// silently lose a member. The message tells the user what to delete first.
onRecordDeleteRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const n = e.app.countRecords('couples', $dbx.or($dbx.hashExp({ tori: e.record.id }), $dbx.hashExp({ uke: e.record.id })));
  if (n > 0) {
    util.fieldError('id', 'athlete_in_couple', 'This athlete is part of a couple: delete the couple first.');
  }
  e.next();
}, 'athletes');

onRecordDeleteRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const n = e.app.countRecords('enrolments', $dbx.hashExp({ couple: e.record.id }));
  if (n > 0) {
    util.fieldError('id', 'couple_enrolled', 'This couple is enrolled in a competition: withdraw the enrolment first.');
  }
  e.next();
}, 'couples');
