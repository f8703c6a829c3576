// @ts-check
/// <reference path="env.d.ts" />
// QR check-in at the accreditation desk (docs/ARCHITECTURE.md "The accreditation desk").
// - every enrolment gets an unguessable checkinCode from the server; clients never write it
// - POST /api/custom/competitions/{id}/checkin {code}: staff of the competition (its organizers,
//   admins) resolve a scanned QR text to that competition's enrolment. Read only: marking the couple
//   present stays the records API's update (rules + hooks of enrolments.pb.js).
//   Refusals, each with its own code for a clear message at the desk:
//     checkin_invalid           400  not a check-in code of this portal (another QR, garbage)
//     checkin_unknown           404  well formed, but no such enrolment (withdrawn or deleted)
//     checkin_forged            400  the enrolment exists but the code does not match (forged/altered)
//     checkin_other_competition 400  a genuine code of another competition

onRecordCreate((e) => {
  const checkin = require(`${__hooks}/lib/checkin.js`);
  // Always the server's: a code chosen by a client would not be unguessable.
  e.record.set('checkinCode', checkin.newCode());
  e.next();
}, 'enrolments');

onRecordUpdateRequest((e) => {
  if (!e.hasSuperuserAuth() && e.record.getString('checkinCode') !== e.record.original().getString('checkinCode')) {
    throw new ForbiddenError('The check-in code of an enrolment is set by the server.');
  }
  e.next();
}, 'enrolments');

routerAdd(
  'POST',
  '/api/custom/competitions/{id}/checkin',
  (e) => {
    const access = require(`${__hooks}/lib/access.js`);
    const util = require(`${__hooks}/lib/util.js`);
    const checkin = require(`${__hooks}/lib/checkin.js`);
    const competition = util.findOr404(e.app, 'competitions', e.request.pathValue('id'), 'There is no such competition.');
    access.requireOrganizer(e, competition, 'Only the organizers of the competition check couples in.');
    const body = e.requestInfo().body || {};
    const parsed = checkin.parse(body.code);
    if (!parsed) return util.fieldError('code', 'checkin_invalid', 'This is not a check-in code of the portal.');
    let enrolment;
    try {
      enrolment = e.app.findRecordById('enrolments', parsed.id);
    } catch (_) {
      const data = { code: new ValidationError('checkin_unknown', 'No enrolment has this code: it was withdrawn or deleted.') };
      throw new NotFoundError('No enrolment has this code: it was withdrawn or deleted.', data);
    }
    if (!checkin.same(enrolment.getString('checkinCode'), parsed.code)) {
      util.fieldError('code', 'checkin_forged', 'This code was not issued by the portal: it is forged or altered.');
    }
    if (enrolment.getString('competition') !== competition.id) {
      util.fieldError('code', 'checkin_other_competition', 'This code is of an enrolment in another competition.');
    }
    return e.json(200, {
      id: enrolment.id,
      competition: competition.id,
      toriName: enrolment.getString('toriName'),
      ukeName: enrolment.getString('ukeName'),
      status: enrolment.getString('status'),
      present: enrolment.getBool('present'),
    });
  },
  $apis.requireAuth(),
);
