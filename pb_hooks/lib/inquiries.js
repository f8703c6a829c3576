// @ts-check
/// <reference path="../env.d.ts" />
// Inquiries (docs/judging.md "Video review and inquiries"): who files one, within which window, on
// which techniques; who records the fee and who decides; what an upheld inquiry does to its couple.
// The window and the provisional place are one pure rule (src/lib/rules/inquiries.ts).

/** Written by the server only: the filer, the state, the desk's fee and the jury's decision. */
const SERVER_FIELDS = ['filedBy', 'status', 'feePaid', 'decision', 'decidedBy', 'decidedAt'];
/** Every field but the fee, which the desk records: nobody changes them through the records API. */
const FIXED_FIELDS = ['draw', 'items', 'reason', 'filedBy', 'status', 'decision', 'decidedBy', 'decidedAt'];

/**
 * A couple and what it belongs to, or null when the draw does not exist.
 * @param {CoreApp} app
 * @param {string} drawId
 * @returns {{ draw: core.Record, poule: core.Record, competition: core.Record, enrolment: core.Record } | null}
 */
function contextOf(app, drawId) {
  if (!drawId) return null;
  try {
    const draw = app.findRecordById('draws', drawId);
    const poule = app.findRecordById('poules', draw.getString('poule'));
    const competition = app.findRecordById('competitions', poule.getString('competition'));
    const enrolment = app.findRecordById('enrolments', draw.getString('enrolment'));
    return { draw, poule, competition, enrolment };
  } catch (_) {
    return null;
  }
}

/**
 * The inquiry of a couple, or null.
 * @param {CoreApp} app
 * @param {string} drawId
 */
function inquiryOf(app, drawId) {
  try {
    return app.findFirstRecordByFilter('inquiries', 'draw = {:d}', { d: drawId });
  } catch (_) {
    return null;
  }
}

/**
 * The window's end (ms) of a couple in its competition, or null (src/lib/rules/inquiries.ts).
 * @param {core.Record} draw
 * @param {core.Record} competition
 */
function windowEnd(draw, competition) {
  if (!draw.getBool('validated')) return null;
  return require(`${__hooks}/lib/rules/inquiries.js`).inquiryWindowEnd(draw.getString('validatedAt'), competition.getInt('inquiryMinutes'));
}

/**
 * The techniques named by a filing: 1-based numbers of the kata's items, each once, sorted; a field
 * error on `items` otherwise.
 * @param {CoreApp} app
 * @param {unknown} raw
 * @param {string} kata
 * @returns {number[]}
 */
function itemsOf(app, raw, kata) {
  const count = require(`${__hooks}/lib/results.js`).sheetOf(app, kata).items.length;
  const refuse = () =>
    require(`${__hooks}/lib/util.js`).fieldError('items', 'inquiry_items', 'Name the techniques by their numbers on the kata\u2019s sheet (1 to ' + count + '), each once.', { max: count });
  if (!Array.isArray(raw) || raw.length < 1 || raw.length > count) return refuse();
  /** @type {number[]} */
  const out = [];
  for (let i = 0; i < raw.length; i++) {
    const n = raw[i];
    if (typeof n !== 'number' || Math.floor(n) !== n || n < 1 || n > count || out.indexOf(n) >= 0) return refuse();
    out.push(n);
  }
  return out.sort((a, b) => a - b);
}

/**
 * Refuses a second inquiry on a couple, on `draw`.
 * @returns {never}
 */
function refuseSecond() {
  return require(`${__hooks}/lib/util.js`).fieldError('draw', 'inquiry_exists', 'This couple already has an inquiry: one is taken per couple.');
}

/**
 * Checks a filing (the records API's create) and sets what the server writes. Superusers (the
 * dashboard) pass; a request without an app account is left to the create rule, which refuses it.
 * Refusals, in this order so that nothing about another's couple is told: `inquiry_not_owner`,
 * `inquiry_readonly`, `inquiry_exists`, `inquiry_closed` (on draw), `inquiry_items`.
 * @param {core.RecordRequestEvent} e
 */
function checkFiling(e) {
  if (e.hasSuperuserAuth() || !e.auth || e.auth.collection().name !== 'users') return;
  const util = require(`${__hooks}/lib/util.js`);
  const ctx = contextOf(e.app, e.record.getString('draw'));
  // Only the account that enrolled the couple (its athlete or coach account) files on it.
  if (!ctx || ctx.enrolment.getString('owner') !== e.auth.id) {
    return util.fieldError('draw', 'inquiry_not_owner', 'Only the account that enrolled the couple files an inquiry on it.');
  }
  const body = e.requestInfo().body || {};
  util.bodyFields(e).forEach((f) => {
    if (SERVER_FIELDS.indexOf(f) >= 0) util.fieldError(f, 'inquiry_readonly', 'The server sets this field.');
  });
  if (inquiryOf(e.app, ctx.draw.id)) refuseSecond();
  const end = windowEnd(ctx.draw, ctx.competition);
  if (ctx.competition.getString('status') !== 'ongoing' || end === null || Date.now() > end) {
    util.fieldError('draw', 'inquiry_closed', 'No inquiry can be filed on this couple: the competition takes none, the couple is not validated, or its window has closed.');
  }
  // The JSON field holds the body's value as raw JSON: read it back parsed.
  const items = require(`${__hooks}/lib/results.js`).json(e.record, 'items');
  e.record.set('items', itemsOf(e.app, items, ctx.poule.getString('kata')));
  // The reason's own bounds (3–1000 characters, required) apply to what shows.
  e.record.set('reason', typeof body.reason === 'string' ? body.reason.trim() : '');
  e.record.set('filedBy', e.auth.id);
  e.record.set('status', 'open');
  e.record.set('feePaid', false);
  e.record.set('decision', '');
  e.record.set('decidedBy', '');
  e.record.set('decidedAt', '');
}

/**
 * Checks an update through the records API (the update rule lets only the competition's officials
 * this far): the desk (organizers, admins) records the fee; nothing else changes (`inquiry_readonly`
 * on the field; the fee by a commissioner: `inquiry_fee_desk`). Decisions go through the decide route.
 * @param {core.RecordRequestEvent} e
 */
function checkUpdate(e) {
  if (e.hasSuperuserAuth()) return;
  const util = require(`${__hooks}/lib/util.js`);
  const fields = util.bodyFields(e);
  fields.forEach((f) => {
    if (FIXED_FIELDS.indexOf(f) >= 0) util.fieldError(f, 'inquiry_readonly', 'Only the fee is recorded here; the jury decides with its own action.');
  });
  if (fields.indexOf('feePaid') < 0) return;
  const ctx = contextOf(e.app, e.record.getString('draw'));
  if (!ctx || !require(`${__hooks}/lib/access.js`).organizes(e, ctx.competition)) {
    util.fieldError('feePaid', 'inquiry_fee_desk', 'The desk (the organizers) records the fee.');
  }
}

/**
 * The reason an upheld inquiry gives its couple's reopening (the audit's and the supervisor's).
 * @param {number[]} items
 */
function reopenReason(items) {
  return 'inquiry: technique' + (items.length > 1 ? 's ' : ' ') + items.join(', ');
}

/**
 * Refuses on `status` an inquiry the jury has already decided: its first decision stands.
 * @param {core.Record} inquiry
 */
function requireUndecided(inquiry) {
  if (inquiry.getString('status') !== 'open') require(`${__hooks}/lib/util.js`).fieldError('status', 'inquiry_decided', 'The jury has already decided this inquiry.');
}

/**
 * The decide route (POST /api/custom/inquiries/{id}/decide {status, decision}): the jury (the
 * competition's officials: organizers, commissioners, admins — whoever validates a couple) rejects
 * with a reason or upholds; an upheld inquiry reopens its couple as the reopen route does, in the same
 * transaction. Refused when decided (`inquiry_decided`), when the fee is required and unpaid
 * (`inquiry_fee_unpaid`). The board shows the outcome; the filer is mailed.
 * @param {core.RequestEvent} e
 */
function decide(e) {
  const util = require(`${__hooks}/lib/util.js`);
  const access = require(`${__hooks}/lib/access.js`);
  const inquiry = util.findOr404(e.app, 'inquiries', e.request.pathValue('id'), 'There is no such inquiry.');
  const ctx = contextOf(e.app, inquiry.getString('draw'));
  if (!ctx || !access.officiates(e, ctx.competition)) {
    // Like the records API: an inquiry the caller may not read does not exist for them.
    const filer = e.auth && e.auth.id === inquiry.getString('filedBy');
    if (filer) throw new ForbiddenError('Only the jury (the officials of the competition) decides an inquiry.');
    throw new NotFoundError('There is no such inquiry.');
  }
  const body = e.requestInfo().body || {};
  const status = body.status;
  if (status !== 'rejected' && status !== 'upheld') util.fieldError('status', 'inquiry_status', 'Decide "rejected" or "upheld".');
  if (body.decision !== undefined && body.decision !== null && typeof body.decision !== 'string') util.fieldError('decision', 'reason_required', 'The decision is text.');
  const given = typeof body.decision === 'string' ? body.decision.trim() : '';
  // A rejection says why; an upheld inquiry may say so too.
  const decision = status === 'rejected' || given ? util.reasonOf(given, 'decision') : '';
  requireUndecided(inquiry);
  if (ctx.competition.getBool('inquiryFee') && !inquiry.getBool('feePaid')) util.fieldError('feePaid', 'inquiry_fee_unpaid', 'The inquiry fee is not paid yet: the desk records it first.');
  const validation = require(`${__hooks}/lib/validation.js`);
  const reopening = status === 'upheld' && ctx.draw.getBool('validated');
  if (reopening) validation.requireOngoing(ctx.competition);
  const audit = require(`${__hooks}/lib/audit.js`);
  /** @type {core.Record[]} */
  const saved = [];
  e.app.runInTransaction((tx) => {
    const rec = tx.findRecordById('inquiries', inquiry.id);
    // Two jurors at once: the first decision stands.
    requireUndecided(rec);
    rec.set('status', status);
    rec.set('decision', decision);
    rec.set('decidedBy', e.auth && e.auth.collection().name === 'users' ? e.auth.id : '');
    rec.set('decidedAt', util.nowIso());
    tx.save(rec);
    const items = /** @type {number[]} */ (require(`${__hooks}/lib/results.js`).json(rec, 'items') || []);
    audit.write(tx, {
      user: audit.actorOf(e),
      impersonator: audit.impersonatorOf(e),
      event: 'inquiry_decide',
      table: 'inquiries',
      record: rec.id,
      data: { draw: ctx.draw.id, status: status, decision: decision, items: items },
    });
    if (reopening) validation.setValidatedIn(tx, e, ctx, false, 'reopen', { reason: reopenReason(items), inquiry: rec.id });
    else require(`${__hooks}/lib/results.js`).syncPoule(tx, ctx.poule);
    saved.push(rec);
  });
  const rec = /** @type {core.Record} */ (saved[0]);
  sendDecisionMail(e.app, rec);
  return rec;
}

const MAIL_TEXT = {
  en: {
    subject: 'Your inquiry on {couple}: {outcome}',
    rejected: 'rejected',
    upheld: 'upheld',
    body:
      '<p>The jury of <strong>{competition}</strong> decided your inquiry on <strong>{couple}</strong> (techniques {items}): <strong>{outcome}</strong>.</p>{decision}<p>{next}</p><p><a href="{link}">See the results</a></p>',
    decision: '<blockquote>{text}</blockquote>',
    nextRejected: 'The couple\u2019s place stands.',
    nextUpheld: 'The couple is reopened: the judges mark it again and the supervisor validates it again.',
  },
  it: {
    subject: 'Il tuo reclamo su {couple}: {outcome}',
    rejected: 'respinto',
    upheld: 'accolto',
    body:
      '<p>La giuria di <strong>{competition}</strong> ha deciso il tuo reclamo su <strong>{couple}</strong> (tecniche {items}): <strong>{outcome}</strong>.</p>{decision}<p>{next}</p><p><a href="{link}">Vedi i risultati</a></p>',
    decision: '<blockquote>{text}</blockquote>',
    nextRejected: 'Il piazzamento della coppia resta invariato.',
    nextUpheld: 'La coppia è riaperta: i giudici la valutano di nuovo e il supervisore la convalida di nuovo.',
  },
};

/**
 * Mails the filer the jury's decision in the filer's language (a failure is only logged: the
 * decision stands, and the filer reads it on the inquiry and the couple's public sheet).
 * @param {CoreApp} app
 * @param {core.Record} inquiry
 */
function sendDecisionMail(app, inquiry) {
  const { escapeHtml, fill, textsIn } = require(`${__hooks}/lib/html.js`);
  try {
    const settings = app.settings();
    const user = app.findRecordById('users', inquiry.getString('filedBy'));
    const ctx = contextOf(app, inquiry.getString('draw'));
    if (!ctx) return;
    const t = textsIn(MAIL_TEXT, user.getString('lang'));
    const status = inquiry.getString('status');
    const outcome = status === 'upheld' ? t.upheld : t.rejected;
    const couple = [ctx.draw.getString('toriName'), ctx.draw.getString('ukeName')].filter(Boolean).join(' \u2013 ');
    const items = /** @type {number[]} */ (require(`${__hooks}/lib/results.js`).json(inquiry, 'items') || []);
    const text = inquiry.getString('decision');
    app.newMailClient().send(
      new MailerMessage({
        from: { address: settings.meta.senderAddress, name: settings.meta.senderName },
        to: [{ address: user.email() }],
        subject: '[' + settings.meta.appName + '] ' + fill(t.subject, { couple: couple, outcome: outcome }),
        html: fill(t.body, {
          competition: escapeHtml(ctx.competition.getString('name')),
          couple: escapeHtml(couple),
          items: escapeHtml(items.join(', ')),
          outcome: escapeHtml(outcome),
          decision: text ? fill(t.decision, { text: escapeHtml(text) }) : '',
          next: status === 'upheld' ? t.nextUpheld : t.nextRejected,
          link: settings.meta.appURL.replace(/\/$/, '') + '/competitions/' + ctx.competition.id + '/results',
        }),
      }),
    );
  } catch (err) {
    app.logger().warn('inquiry mail failed', 'error', String(err));
  }
}

/**
 * The board's view of a poule's inquiries: per draw its state and the jury's decision (never the
 * filer's reason nor who filed).
 * @param {CoreApp} app
 * @param {string} pouleId
 * @returns {{ [draw: string]: { status: string, decision: string } }}
 */
function boardStates(app, pouleId) {
  /** @type {{ [draw: string]: { status: string, decision: string } }} */
  const out = {};
  app.findRecordsByFilter('inquiries', 'draw.poule = {:p}', '', 0, 0, { p: pouleId }).forEach((r) => {
    const status = r.getString('status');
    out[r.getString('draw')] = { status: status, decision: status === 'open' ? '' : r.getString('decision') };
  });
  return out;
}

/**
 * How many couples of a competition have a provisional place now (src/lib/rules/inquiries.ts
 * placeProvisional): an open inquiry, or a window still open with no inquiry decided.
 * @param {CoreApp} app
 * @param {core.Record} competition
 */
function provisionalCount(app, competition) {
  const rule = require(`${__hooks}/lib/rules/inquiries.js`);
  /** @type {{ [draw: string]: string }} */
  const state = {};
  app.findRecordsByFilter('inquiries', 'draw.poule.competition = {:c}', '', 0, 0, { c: competition.id }).forEach((r) => {
    state[r.getString('draw')] = r.getString('status');
  });
  const minutes = competition.getInt('inquiryMinutes');
  const now = Date.now();
  // Only couples validated within the last window can still be in it.
  const since = new Date(now - Math.max(minutes, 0) * 60000).toISOString().replace('T', ' ');
  const recent = minutes > 0 ? app.findRecordsByFilter('draws', 'poule.competition = {:c} && validated = true && validatedAt >= {:since}', '', 0, 0, { c: competition.id, since: since }) : [];
  /** @type {{ [draw: string]: boolean }} */
  const provisional = {};
  for (const d in state) if (state[d] === 'open') provisional[d] = true;
  recent.forEach((d) => {
    const s = /** @type {import('../../src/lib/rules/inquiries').InquiryState} */ (state[d.id] || '');
    if (rule.placeProvisional(s, windowEnd(d, competition), now)) provisional[d.id] = true;
  });
  return Object.keys(provisional).length;
}

/**
 * After a filing: the couple's public row shows the inquiry.
 * @param {CoreApp} app
 * @param {string} drawId
 */
function syncBoard(app, drawId) {
  const ctx = contextOf(app, drawId);
  if (ctx) require(`${__hooks}/lib/results.js`).syncPoule(app, ctx.poule);
}

module.exports = { contextOf, inquiryOf, refuseSecond, windowEnd, itemsOf, checkFiling, checkUpdate, reopenReason, decide, sendDecisionMail, boardStates, provisionalCount, syncBoard };
