// @ts-check
/// <reference path="env.d.ts" />
// Judges as people on their own devices (docs/judging.md "Judges, seat codes and validation").
// - POST /api/custom/poules/{id}/panel   {seats: {"1": judgeId, …}}  named judge per seat of the poule's tatami, shadows on 6 and 7 (staff)
// - POST /api/custom/seats/{id}/code     {replace}                    new seat code, until the competition ends (officials);
//                                                                      a seat whose tablet is in use needs replace: true
// - POST /api/custom/seats/{id}/revoke                                code and tablets out (officials)
// - POST /api/custom/seats/auth          {code}                       the seat's token, and as meta.seat what seats/me answers (anyone with the code; throttled)
// - GET  /api/custom/seats/me                                         the seat's number, its judge's name, its tatami's poule on the mat and its kata (the seat's token)
// - POST /api/custom/draws/{id}/validate {validated}                  the supervisor's validation (officials)
// - POST /api/custom/draws/{id}/reopen   {reason}                     reopens any validated couple of a poule, audited (officials)
// - POST /api/custom/evaluations/{id}/return {note}                  sends a sheet back to its judge with a note, audited (officials)
//   All three take `clip`, `clipAt`, `technique` when decided from the replay (lib/validation.js reviewOf).
// Staff = whoever organizes the competition, officials = whoever officiates it (lib/access.js).

routerAdd('POST', '/api/custom/poules/{id}/panel', (e) => {
  const seats = require(`${__hooks}/lib/seats.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const audit = require(`${__hooks}/lib/audit.js`);
  const ctx = seats.pouleContext(e, e.request.pathValue('id'));
  if (!ctx.staff) throw new ForbiddenError('Only the organizers of the competition seat the judges.');
  // The panel is the tatami's: it judges this poule and every other poule of its tatami.
  const tatami = require(`${__hooks}/lib/rules/tatami.js`).pouleTatami(ctx.poule.getInt('tatami'));
  const competitionId = ctx.competition.id;
  const size = ctx.poule.getInt('judges');
  const wanted = (e.requestInfo().body || {}).seats || {};
  if (typeof wanted !== 'object' || Array.isArray(wanted)) util.fieldError('seats', 'panel_seat', 'Seats are given as {"1": judge, …}.');
  /** @type {{ [code: string]: string }} */
  const messages = {
    panel_seat: 'This poule has ' + size + ' seats.',
    panel_judge_unlisted: 'Pick the judge among the judges of the competition.',
    panel_judge_twice: 'The same judge cannot sit twice in one panel.',
  };
  // The seats sent are seats of this poule's panel; the panel as it will be (the seats sent over the
  // tatami's seats kept, a larger panel of another poule included) seats each judge once.
  const listed = ctx.competition.getStringSlice('judges');
  /** @type {{ [seat: string]: string }} */
  const merged = {};
  const kept = seats.tatamiSeats(e.app, competitionId, tatami);
  Object.keys(kept).forEach((n) => (merged[n] = kept[Number(n)].getString('judge')));
  const current = Object.assign({}, merged);
  Object.keys(wanted).forEach((k) => (merged[k] = wanted[k]));
  const problem = seats.panelProblem(wanted, size, listed) || seats.panelProblem(merged, seats.SEATS_MAX, listed);
  if (problem) util.fieldError(problem.field, problem.code, messages[problem.code]);
  // A judge without a valid qualification for this poule's kata, where the competition refuses them.
  const qualifications = require(`${__hooks}/lib/judge_qualifications.js`);
  qualifications.refusePanel(e.app, ctx.poule, wanted, current);
  // A judge with couples of their own club in this poule: refused or warned (competitions.panelConflicts).
  const conflicts = require(`${__hooks}/lib/panels.js`).checkPanel(e.app, ctx.competition, ctx.poule, merged, current);
  /** @type {{ seat: number, judge: string, code: string, club?: string, couples?: number }[]} */
  let warnings = [];
  const shadow = require(`${__hooks}/lib/rules/shadow.js`);
  /** @type {{ id: string, seat: number, judge: string }[]} */
  const out = [];
  e.app.runInTransaction((tx) => {
    const col = tx.findCollectionByNameOrId('seats');
    const existing = seats.tatamiSeats(tx, competitionId, tatami);
    // Free every changed seat first, so that judges can swap seats without tripping the unique index.
    /** @type {{ n: number, judge: string }[]} */
    const changed = [];
    Object.keys(wanted).forEach((k) => {
      const n = Number(k);
      const judge = String(wanted[k] || '');
      const rec = existing[n];
      if ((rec ? rec.getString('judge') : '') === judge) return;
      changed.push({ n: n, judge: judge });
      if (rec && rec.getString('judge')) {
        rec.set('judge', '');
        tx.save(rec);
      }
    });
    changed.forEach((c) => {
      let rec = existing[c.n];
      if (!rec) {
        rec = new Record(col);
        rec.set('competition', competitionId);
        rec.set('tatami', tatami);
        rec.set('seat', c.n);
        rec.set('shadow', shadow.isShadowSeat(c.n));
        rec.set('email', 'seat-' + competitionId + '-' + tatami + '-' + c.n + '@seats.invalid');
        rec.setPassword($security.randomString(32));
      } else if (!c.judge) {
        // An emptied seat: its code and tablet are out.
        rec.set('codeHash', '');
        rec.set('expires', '');
        require(`${__hooks}/lib/seat_sessions.js`).endTablets(tx, rec);
      }
      // Another judge on a seat keeps its code and tablet (no pairing again): the tablet shows the new
      // name, and each sheet names the judge seated when it was first saved.
      rec.set('judge', c.judge);
      tx.save(rec);
    });
    const now = seats.tatamiSeats(tx, competitionId, tatami);
    // The poule's panel, then the shadow seats beside it.
    const numbers = Array.from({ length: size }, (_, i) => i + 1).concat(shadow.shadowSeats());
    numbers.forEach((n) => {
      if (now[n]) out.push({ id: now[n].id, seat: n, judge: now[n].getString('judge') });
    });
    // The panel's audit entry keeps what the supervisor was warned of: club conflicts and, under
    // `warn`, judges not qualified for this poule's kata.
    warnings = [];
    conflicts.forEach((w) => {
      if (w.problem.code === 'panel_conflict_club') warnings.push({ seat: w.seat, judge: w.judge, code: w.problem.code, club: w.problem.club, couples: w.problem.couples });
    });
    qualifications.panelWarnings(tx, ctx.poule.id).forEach((w) => warnings.push(w));
    /** @type {{ [k: string]: unknown }} */
    const data = { tatami: tatami, seats: changed };
    if (warnings.length) data.warnings = warnings;
    audit.write(tx, { user: audit.actorOf(e), impersonator: audit.impersonatorOf(e), event: 'panel', table: 'seats', record: ctx.poule.id, data: data });
  });
  // The seats whose judge is not qualified for this poule's kata (under `warn`) and the club conflicts
  // (under `warn`): the supervisor's screen says so.
  return e.json(200, { tatami: tatami, seats: out, warnings: warnings.filter((w) => w.code !== 'panel_conflict_club'), conflicts: warnings.filter((w) => w.code === 'panel_conflict_club') });
});

routerAdd('POST', '/api/custom/seats/{id}/code', (e) => {
  const seats = require(`${__hooks}/lib/seats.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const audit = require(`${__hooks}/lib/audit.js`);
  const ctx = seats.seatForOfficials(e, e.request.pathValue('id'), 'Only the officials of the competition open seats.');
  const seat = ctx.seat;
  if (!seat.getString('judge')) util.fieldError('judge', 'seat_no_judge', 'Seat a judge first.');
  if (!seats.tatamiPoules(e.app, ctx.competition.id, seat.getInt('tatami')).length) {
    util.fieldError('poule', 'evaluation_unpublished', 'Publish the draw of a poule of this tatami before scoring it.');
  }
  // A new code signs the seat's tablet out: while one is in use, only when the official says so.
  if (seats.seatTabletInUse(seat, Date.now()) && (e.requestInfo().body || {}).replace !== true) {
    util.fieldError('replace', 'seat_tablet_in_use', 'A tablet is judging on this seat: replacing it signs it out (its unsent marks stay on it).');
  }
  const code = $security.randomStringWithAlphabet(seats.CODE_LENGTH, seats.CODE_ALPHABET);
  const expires = seats.codeExpiry(Date.now(), ctx.competition.getString('date'), ctx.competition.getString('endDate')).toISOString().replace('T', ' ');
  e.app.runInTransaction((tx) => {
    const rec = tx.findRecordById('seats', seat.id);
    rec.set('codeHash', $security.sha256(code));
    rec.set('expires', expires);
    // One tablet per seat: the tablet opened with an earlier code is out.
    require(`${__hooks}/lib/seat_sessions.js`).endTablets(tx, rec);
    tx.save(rec);
    // A fresh code pairs even while its venue's address is slowed down by a flood of wrong codes.
    require(`${__hooks}/lib/seat_limits.js`).issued(tx, code);
    audit.write(tx, { user: audit.actorOf(e), impersonator: audit.impersonatorOf(e), event: 'seat_code', table: 'seats', record: seat.id, data: { expires: expires, replaced: seats.seatTabletInUse(seat, Date.now()) } });
  });
  return e.json(200, { seat: seat.id, code: code, expires: expires });
});

routerAdd('POST', '/api/custom/seats/{id}/revoke', (e) => {
  const seats = require(`${__hooks}/lib/seats.js`);
  const audit = require(`${__hooks}/lib/audit.js`);
  const ctx = seats.seatForOfficials(e, e.request.pathValue('id'), 'Only the officials of the competition revoke seats.');
  const seat = ctx.seat;
  e.app.runInTransaction((tx) => {
    const rec = tx.findRecordById('seats', seat.id);
    rec.set('codeHash', '');
    rec.set('expires', '');
    require(`${__hooks}/lib/seat_sessions.js`).endTablets(tx, rec);
    tx.save(rec);
    audit.write(tx, { user: audit.actorOf(e), impersonator: audit.impersonatorOf(e), event: 'seat_revoke', table: 'seats', record: seat.id, data: {} });
  });
  return e.json(200, { seat: seat.id, revoked: true });
});

routerAdd('POST', '/api/custom/seats/auth', (e) => {
  const seats = require(`${__hooks}/lib/seats.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const body = e.requestInfo().body || {};
  const code = seats.normalizeCode(body.code);
  // A malformed code and one that opens no seat get the same answer: nothing tells them apart.
  const invalid = () => util.fieldError('code', 'seat_code_invalid', 'This seat code is not valid (any more).');
  if (code.length !== seats.CODE_LENGTH) invalid();
  // Throttled per device, per IP and per code (lib/seat_limits.js says why the numbers).
  const seat = require(`${__hooks}/lib/seat_limits.js`).exchange(e, code, body.device);
  if (!seat) return invalid();
  // What GET /api/custom/seats/me answers, with the token: the tablet reads the poule on the mat right
  // away instead of one round trip later.
  return $apis.recordAuthResponse(e, seat, 'seatcode', { seat: seats.seatInfo(e.app, seat) });
});

// The tablet's own seat: who sits on it (the judges' list is for officials; a seat learns its own
// judge's name only, and only while its code is live).
routerAdd('GET', '/api/custom/seats/me', (e) => {
  const seat = require(`${__hooks}/lib/seats.js`).seatOf(e);
  if (!seat) throw new ForbiddenError('Open a seat with its code first.');
  const rec = e.app.findRecordById('seats', seat.id);
  const expires = rec.getString('expires');
  if (!expires || new Date(expires.replace(' ', 'T')).getTime() <= Date.now()) throw new ForbiddenError('This seat code is not valid (any more).');
  return e.json(200, require(`${__hooks}/lib/seats.js`).seatInfo(e.app, rec));
});

routerAdd('POST', '/api/custom/draws/{id}/validate', (e) => {
  const seats = require(`${__hooks}/lib/seats.js`);
  const validation = require(`${__hooks}/lib/validation.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const ctx = seats.drawForOfficials(e, e.request.pathValue('id'), 'Only the officials of the competition validate a couple.');
  const draw = ctx.draw;
  const body = e.requestInfo().body || {};
  const validated = body.validated !== false;
  require(`${__hooks}/lib/validation.js`).requireOngoing(ctx.competition);
  // Taking a validation back is reopening the couple: it needs a reason.
  if (!validated) {
    validation.reopen(e, ctx, body.reason);
    return e.json(200, { draw: draw.id, validated: false });
  }
  // The panel's sheets: a shadow's sheet is never waited for.
  const sheets = e.app.findRecordsByFilter('evaluations', 'draw = {:d} && shadow = false', 'judge', 0, 0, { d: draw.id });
  if (sheets.length < ctx.poule.getInt('judges')) util.fieldError('draw', 'validate_incomplete', 'Every judge of the panel must send the sheet first.');
  if (sheets.some((ev) => ev.getBool('returned'))) util.fieldError('draw', 'validate_returned', 'A sheet was sent back to its judge: wait for the correction.');
  validation.setValidated(e, ctx, true, 'validate', validation.reviewOf(e.app, ctx, body));
  return e.json(200, { draw: draw.id, validated: true });
});

routerAdd('POST', '/api/custom/draws/{id}/reopen', (e) => {
  const seats = require(`${__hooks}/lib/seats.js`);
  const validation = require(`${__hooks}/lib/validation.js`);
  const ctx = seats.drawForOfficials(e, e.request.pathValue('id'), 'Only the officials of the competition reopen a couple.');
  validation.requireOngoing(ctx.competition);
  validation.reopen(e, ctx, (e.requestInfo().body || {}).reason);
  return e.json(200, { draw: ctx.draw.id, validated: false });
});

// The supervisor sends a panel sheet back to its judge, with a note the judge's tablet shows (the
// note is a hidden field: only this route writes it; the seat and the officials read it).
routerAdd('POST', '/api/custom/evaluations/{id}/return', (e) => {
  const seats = require(`${__hooks}/lib/seats.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const audit = require(`${__hooks}/lib/audit.js`);
  const sheet = util.findOr404(e.app, 'evaluations', e.request.pathValue('id'), 'There is no such sheet.');
  const ctx = seats.drawForOfficials(e, sheet.getString('draw'), 'Only the officials of the competition send a sheet back.');
  require(`${__hooks}/lib/validation.js`).requireOngoing(ctx.competition);
  require(`${__hooks}/lib/validation.js`).requireOpen(ctx.draw, true);
  const note = (e.requestInfo().body || {}).note;
  const max = require(`${__hooks}/lib/rules/seat_tablet.js`).RETURN_NOTE_MAX;
  if (note !== undefined && note !== null && typeof note !== 'string') util.fieldError('note', 'return_note_invalid', 'The note to the judge is text.');
  const text = String(note || '').trim();
  if (text.length > max) util.fieldError('note', 'return_note_length', 'The note to the judge has at most ' + max + ' characters.');
  const review = require(`${__hooks}/lib/validation.js`).reviewOf(e.app, ctx, e.requestInfo().body || {});
  e.app.runInTransaction((tx) => {
    const rec = tx.findRecordById('evaluations', sheet.id);
    rec.set('returned', true);
    rec.set('returnNote', text);
    tx.save(rec);
    audit.write(tx, { user: audit.actorOf(e), impersonator: audit.impersonatorOf(e), event: 'send_back', table: 'evaluations', record: sheet.id, data: Object.assign({ draw: ctx.draw.id, judge: sheet.getInt('judge'), note: text }, review) });
  });
  return e.json(200, { evaluation: sheet.id, returned: true, note: text });
});

// ---------------------------------------------------------------- competitions: supervised by default
onRecordCreateRequest((e) => {
  const body = e.requestInfo().body || {};
  // Couples count only once validated, unless whoever creates the competition says otherwise.
  if (!Object.prototype.hasOwnProperty.call(body, 'supervised')) e.record.set('supervised', true);
  e.next();
}, 'competitions');

// ---------------------------------------------------------------- draws: validated only through the route
// (and `validatedAt`, the start of the inquiry window, with it: lib/validation.js)
onRecordUpdateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  if (!e.hasSuperuserAuth() && util.changedFields(e.record, ['validated', 'validatedAt']).length) {
    throw new ForbiddenError('A couple is validated by the supervisor (POST /api/custom/draws/{id}/validate).');
  }
  e.next();
}, 'draws');

// ---------------------------------------------------------------- evaluations: seats, idempotency, sending back
// Runs before the save of pb_hooks/results_scoring.pb.js (files load in name order): a second tap or a retry
// of a sheet already saved answers with the saved record, and creates nothing. Two first sends racing
// each other (two tabs, a retry while the first request is still running) both pass the look-up
// before either is saved; the loser's save then fails on the unique (draw, judge) and is answered
// the same way from the winner's record.
onRecordCreateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const results = require(`${__hooks}/lib/results.js`);
  const draw = e.record.getString('draw');
  const judge = e.record.getInt('judge');
  const sent = JSON.stringify(results.json(e.record, 'marks'));
  const stored = () => {
    try {
      return e.app.findFirstRecordByFilter('evaluations', 'draw = {:d} && judge = {:j}', { d: draw, j: judge });
    } catch (_) {
      return null;
    }
  };
  const answer = (/** @type {core.Record} */ existing) => {
    if (JSON.stringify(results.json(existing, 'marks')) === sent) {
      // (the audit handler around us then notes the existing record, not a phantom one)
      e.record = existing;
      return e.json(200, existing);
    }
    util.fieldError('judge', 'evaluation_sent', 'This judge has already sent the sheet of this couple.');
  };
  const existing = stored();
  if (existing) return answer(existing);
  e.record.set('returned', false);
  e.record.set('returnNote', '');
  if (!e.hasSuperuserAuth()) e.record.set('namedJudge', '');
  try {
    e.next();
  } catch (err) {
    const winner = stored();
    if (winner) return answer(winner);
    throw err;
  }
}, 'evaluations');

onRecordUpdateRequest((e) => {
  const seats = require(`${__hooks}/lib/seats.js`);
  const util = require(`${__hooks}/lib/util.js`);
  if (e.hasSuperuserAuth()) return e.next();
  const draw = e.app.findRecordById('draws', e.record.getString('draw'));
  const changed = util.changedFields(e.record, ['returned', 'namedJudge']);
  if (changed.indexOf('namedJudge') >= 0) throw new ForbiddenError('The named judge of a sheet is who sat on the seat.');
  if (seats.seatOf(e)) {
    // The judge's correction of a sheet sent back: it goes back to the supervisor.
    e.record.set('returned', false);
  } else if (changed.indexOf('returned') >= 0) {
    if (e.record.getBool('returned')) require(`${__hooks}/lib/validation.js`).requireOpen(draw, true);
  } else if (util.changedFields(e.record, ['marks']).length) {
    // An official typing the sheet settles it.
    e.record.set('returned', false);
  }
  // The supervisor's word to the judge goes with a sheet sent back (the return route writes it), and
  // only with it: a settled sheet (corrected, typed, or taken back) keeps none.
  if (!e.record.getBool('returned')) e.record.set('returnNote', '');
  e.next();
}, 'evaluations');

// Model level: the named judge is whoever sits on the seat when the sheet is first saved.
onRecordCreate((e) => {
  const seats = require(`${__hooks}/lib/seats.js`);
  if (!e.record.getString('namedJudge')) {
    const draw = e.app.findRecordById('draws', e.record.getString('draw'));
    e.record.set('namedJudge', seats.namedJudgeOf(e.app, e.app.findRecordById('poules', draw.getString('poule')), e.record.getInt('judge')));
  }
  e.next();
}, 'evaluations');
