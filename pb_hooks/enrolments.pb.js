// @ts-check
/// <reference path="env.d.ts" />
// Enrolments: the server assigns the circuit, derives the status and the desk fields, decides
// which fields each actor may change and keeps every enrolment consistent when an input changes
// (athlete, couple, competition status, time).

// Who may change what. System fields (status and the denormalized ones) are always recomputed.
onRecordUpdateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const competitionLib = require(`${__hooks}/lib/competition.js`);
  const enrolment = require(`${__hooks}/lib/enrolment.js`);
  if (e.hasSuperuserAuth()) return e.next();

  const rec = e.record;
  const competition = e.app.findRecordById('competitions', rec.getString('competition'));
  const access = require(`${__hooks}/lib/access.js`);
  const isAdmin = access.isAdmin(e);
  const organizes = access.organizes(e, competition);
  const isOwner = rec.getString('owner') === access.authId(e);
  const changed = util.changedFields(rec, ['competition', 'couple', 'owner', 'circuit', 'notes', 'attachments', 'paymentReceived', 'present']);
  const status = competition.getString('status');

  changed.forEach((f) => {
    if (f === 'competition' || f === 'couple' || f === 'owner' || f === 'circuit') {
      throw new ForbiddenError('The ' + f + ' of an enrolment cannot be changed.');
    }
    if (f === 'paymentReceived' && !organizes) throw new ForbiddenError('Only the organizers mark the payment.');
    if ((f === 'notes' || f === 'attachments') && !isAdmin && !isOwner) throw new ForbiddenError('Only the owner edits notes and attachments.');
    // The payment, notes and attachments stay as they were once the competition is archived.
    if ((f === 'paymentReceived' || f === 'notes' || f === 'attachments') && status === 'archived') {
      util.fieldError(f, 'competition_archived', 'The competition is archived.');
    }
    if (f === 'present') {
      if (organizes) {
        if (status !== 'accreditation' && status !== 'ongoing') {
          util.fieldError(f, 'accreditation_not_open', 'Accreditation is possible only while the competition is in accreditation or ongoing.');
        }
      } else if (isOwner) {
        const now = Date.now();
        const opens = competitionLib.accreditationOpensMs(competition);
        const starts = competitionLib.parseDate(competition.getString('date'));
        if (!(now >= opens && now < starts) || status === 'archived' || status === 'draft') {
          util.fieldError(f, 'accreditation_window_closed', 'Self-accreditation is open from the accreditation opening until the competition starts.');
        }
        if (rec.getBool('present')) {
          // Prerequisites: both athletes and the couple verified, payment received.
          const probe = enrolment.derive(e.app, rec, now).flags;
          if (!probe.toriVerified || !probe.ukeVerified || !probe.coupleVerified || !probe.paymentReceived) {
            util.fieldError(f, 'accreditation_not_ready', 'The couple can be accredited once verified and paid.');
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
    const util = require(`${__hooks}/lib/util.js`);
    const competition = e.app.findRecordById('competitions', e.record.getString('competition'));
    if (competition.getString('status') !== 'enrolment') {
      util.fieldError('competition', 'enrolment_closed', 'Enrolment is not open for this competition.');
    }
  }
  e.next();
}, 'enrolments');

// Model level: circuit on create, derived fields always (dashboard edits included).
onRecordCreate((e) => {
  const enrolment = require(`${__hooks}/lib/enrolment.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const d = enrolment.derive(e.app, e.record, Date.now());
  if (d.couple.getString('owner') !== e.record.getString('owner')) {
    util.fieldError('couple', 'enrolment_foreign_couple', 'Choose one of your own couples.');
  }
  const circuit = enrolment.findCircuit(e.app, d.competition, d.couple, d.tori, d.uke);
  if (!circuit) {
    return util.fieldError('couple', 'no_circuit', 'No circuit of this competition fits this couple (kata, belts or ages).');
  }
  e.record.set('circuit', circuit.id);
  e.next();
}, 'enrolments');

onRecordUpdate((e) => {
  const enrolment = require(`${__hooks}/lib/enrolment.js`);
  enrolment.derive(e.app, e.record, Date.now());
  e.next();
}, 'enrolments');

// Inputs of the status changed elsewhere: recompute the enrolments that depend on them.
onRecordUpdate((e) => {
  e.next();
  const enrolment = require(`${__hooks}/lib/enrolment.js`);
  const name = e.record.collection().name;
  // An archived competition is history: its enrolments (desk view, exports, results) never change
  // because an athlete or a couple was edited afterwards.
  if (name === 'athletes') {
    enrolment.recompute(e.app, '(couple.tori = {:id} || couple.uke = {:id}) && competition.status != "archived"', { id: e.record.id });
  } else if (name === 'couples') {
    enrolment.recompute(e.app, 'couple = {:id} && competition.status != "archived"', { id: e.record.id });
  } else if (name === 'competitions' && e.record.getString('status') !== e.record.original().getString('status')) {
    enrolment.recompute(e.app, 'competition = {:id}', { id: e.record.id });
  }
}, 'athletes', 'couples', 'competitions');

// Athlete verification expires with time, not with an edit: re-derive open enrolments nightly.
cronAdd('enrolment_status_expiry', '15 0 * * *', () => {
  const enrolment = require(`${__hooks}/lib/enrolment.js`);
  enrolment.recompute($app, 'competition.status != "archived"', {});
});

// A new note or attachment (at enrolment or later): once stored, mail the competition's organizers.
onRecordCreateRequest((e) => {
  e.next();
  const enrolmentMail = require(`${__hooks}/lib/enrolment_mail.js`);
  enrolmentMail.notifyOrganizers(e.app, e.record, enrolmentMail.additions('', [], e.record), enrolmentMail.authorName(e.auth));
}, 'enrolments');

onRecordUpdateRequest((e) => {
  const original = e.record.original();
  const beforeNotes = original.getString('notes');
  const beforeFiles = original.getStringSlice('attachments');
  e.next();
  const enrolmentMail = require(`${__hooks}/lib/enrolment_mail.js`);
  enrolmentMail.notifyOrganizers(e.app, e.record, enrolmentMail.additions(beforeNotes, beforeFiles, e.record), enrolmentMail.authorName(e.auth));
}, 'enrolments');
