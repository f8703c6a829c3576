// @ts-check
/// <reference path="env.d.ts" />
// Enrolments: the server assigns the circuit, derives the status and the desk fields, decides
// which fields each actor may change and keeps every enrolment consistent when an input changes
// (athlete, couple, competition status, time).

// Who may change what. System fields (status and the denormalized ones) are always recomputed.
onRecordUpdateRequest((e) => {
  const u = require(`${__hooks}/lib/util.js`);
  const c = require(`${__hooks}/lib/competition.js`);
  const en = require(`${__hooks}/lib/enrolment.js`);
  if (e.hasSuperuserAuth()) return e.next();

  const rec = e.record;
  const competition = e.app.findRecordById('competitions', rec.getString('competition'));
  const authId = e.auth ? e.auth.id : '';
  const isAdmin = u.roleOf(e) === 'admin';
  const isOrganizer = competition.getStringSlice('organizers').indexOf(authId) >= 0;
  const isOwner = rec.getString('owner') === authId;
  const changed = u.changedFields(rec, ['competition', 'couple', 'owner', 'circuit', 'notes', 'attachments', 'paymentReceived', 'present']);
  const status = competition.getString('status');

  changed.forEach((f) => {
    if (f === 'competition' || f === 'couple' || f === 'owner' || f === 'circuit') {
      throw new ForbiddenError('The ' + f + ' of an enrolment cannot be changed.');
    }
    if (f === 'paymentReceived') {
      if (!isAdmin && !isOrganizer) throw new ForbiddenError('Only the organizers mark the payment.');
      if (status === 'archived') u.fieldError(f, 'competition_archived', 'The competition is archived.');
    }
    if (f === 'notes' || f === 'attachments') {
      if (!isAdmin && !isOwner) throw new ForbiddenError('Only the owner edits notes and attachments.');
      if (status === 'archived') u.fieldError(f, 'competition_archived', 'The competition is archived.');
    }
    if (f === 'present') {
      if (isAdmin || isOrganizer) {
        if (status !== 'accreditation' && status !== 'ongoing') {
          u.fieldError(f, 'accreditation_not_open', 'Accreditation is possible only while the competition is in accreditation or ongoing.');
        }
      } else if (isOwner) {
        const now = Date.now();
        const opens = c.accreditationOpensMs(competition);
        const starts = c.parseDate(competition.getString('date'));
        if (!(now >= opens && now < starts) || status === 'archived' || status === 'draft') {
          u.fieldError(f, 'accreditation_window_closed', 'Self-accreditation is open from the accreditation opening until the competition starts.');
        }
        if (rec.getBool('present')) {
          // Prerequisites: both athletes and the couple verified, payment received.
          const probe = en.derive(e.app, rec, now).flags;
          if (!probe.toriVerified || !probe.ukeVerified || !probe.coupleVerified || !probe.paymentReceived) {
            u.fieldError(f, 'accreditation_not_ready', 'The couple can be accredited once verified and paid.');
          }
        }
      } else {
        throw new ForbiddenError('You cannot accredit this couple.');
      }
    }
  });
  e.next();
}, 'enrolments');

onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    e.record.set('paymentReceived', false);
    e.record.set('present', false);
    const u = require(`${__hooks}/lib/util.js`);
    const competition = e.app.findRecordById('competitions', e.record.getString('competition'));
    if (competition.getString('status') !== 'enrolment') {
      u.fieldError('competition', 'enrolment_closed', 'Enrolment is not open for this competition.');
    }
  }
  e.next();
}, 'enrolments');

// Model level: circuit on create, derived fields always (dashboard edits included).
onRecordCreate((e) => {
  const en = require(`${__hooks}/lib/enrolment.js`);
  const u = require(`${__hooks}/lib/util.js`);
  const d = en.derive(e.app, e.record, Date.now());
  if (d.couple.getString('owner') !== e.record.getString('owner')) {
    u.fieldError('couple', 'enrolment_foreign_couple', 'Choose one of your own couples.');
  }
  const circuit = en.findCircuit(e.app, d.competition, d.couple, d.tori, d.uke);
  if (!circuit) {
    return u.fieldError('couple', 'no_circuit', 'No circuit of this competition fits this couple (kata, belts or ages).');
  }
  e.record.set('circuit', circuit.id);
  e.next();
}, 'enrolments');

onRecordUpdate((e) => {
  const en = require(`${__hooks}/lib/enrolment.js`);
  en.derive(e.app, e.record, Date.now());
  e.next();
}, 'enrolments');

// Inputs of the status changed elsewhere: recompute the enrolments that depend on them.
onRecordUpdate((e) => {
  e.next();
  const en = require(`${__hooks}/lib/enrolment.js`);
  const name = e.record.collection().name;
  // An archived competition is history: its enrolments (desk view, exports, results) never change
  // because an athlete or a couple was edited afterwards.
  if (name === 'athletes') {
    en.recompute(e.app, '(couple.tori = {:id} || couple.uke = {:id}) && competition.status != "archived"', { id: e.record.id });
  } else if (name === 'couples') {
    en.recompute(e.app, 'couple = {:id} && competition.status != "archived"', { id: e.record.id });
  } else if (name === 'competitions' && e.record.getString('status') !== e.record.original().getString('status')) {
    en.recompute(e.app, 'competition = {:id}', { id: e.record.id });
  }
}, 'athletes', 'couples', 'competitions');

// Athlete verification expires with time, not with an edit: re-derive open enrolments nightly.
cronAdd('enrolment_status_expiry', '15 0 * * *', () => {
  const en = require(`${__hooks}/lib/enrolment.js`);
  en.recompute($app, 'competition.status != "archived"', {});
});

// A new note or attachment (at enrolment or later): once stored, mail the competition's organizers.
onRecordCreateRequest((e) => {
  e.next();
  const m = require(`${__hooks}/lib/enrolment_mail.js`);
  m.notifyOrganizers(e.app, e.record, m.additions('', [], e.record), m.authorName(e.auth));
}, 'enrolments');

onRecordUpdateRequest((e) => {
  const original = e.record.original();
  const beforeNotes = original.getString('notes');
  const beforeFiles = original.getStringSlice('attachments');
  e.next();
  const m = require(`${__hooks}/lib/enrolment_mail.js`);
  m.notifyOrganizers(e.app, e.record, m.additions(beforeNotes, beforeFiles, e.record), m.authorName(e.auth));
}, 'enrolments');
