// @ts-check
/// <reference path="../env.d.ts" />
// Judges' qualifications on the seats of a tatami (docs/judging.md "Judges' qualifications and
// shadow judges"): the rule is src/lib/rules/qualification.ts (lib/rules/qualification.js); this reads
// PocketBase for it.

/**
 * The qualifications of a judge.
 * @param {CoreApp} app
 * @param {string} judgeId
 * @returns {import('../../src/lib/rules/qualification').Qualification[]}
 */
function qualificationsOf(app, judgeId) {
  return app.findRecordsByFilter('judge_qualifications', 'judge = {:j}', '', 0, 0, { j: judgeId }).map((q) => ({ kata: q.getString('kata'), level: q.getString('level'), validUntil: q.getString('validUntil') }));
}

/**
 * The competition's setting and the day of a poule, with its kata.
 * @param {CoreApp} app
 * @param {core.Record} poule
 */
function pouleTerms(app, poule) {
  const rule = require(`${__hooks}/lib/rules/qualification.js`);
  const competition = app.findRecordById('competitions', poule.getString('competition'));
  return {
    mode: rule.qualificationMode(competition.getString('judgeQualification')),
    kata: poule.getString('kata'),
    day: rule.judgingDay(poule.getString('startsAt'), competition.getString('date')),
  };
}

/**
 * What seating `judgeId` on a panel seat of `poule` does: { verdict: ok | warn | refuse, problem }.
 * @param {CoreApp} app
 * @param {core.Record} poule
 * @param {string} judgeId
 */
function seatVerdict(app, poule, judgeId) {
  const rule = require(`${__hooks}/lib/rules/qualification.js`);
  const terms = pouleTerms(app, poule);
  if (terms.mode === 'off' || !judgeId) return { verdict: 'ok', problem: null };
  const problem = rule.qualificationProblem(qualificationsOf(app, judgeId), terms.kata, terms.day);
  return { verdict: rule.seatingVerdict(terms.mode, problem), problem: problem };
}

/**
 * The warnings of a poule's panel (the seats of its tatami up to its size): each seat whose judge is
 * not qualified for the poule's kata ({seat, judge, code}). Shadow seats need no qualification.
 * @param {CoreApp} app
 * @param {string} pouleId
 */
function panelWarnings(app, pouleId) {
  const poule = app.findRecordById('poules', pouleId);
  const tatami = require(`${__hooks}/lib/rules/tatami.js`).pouleTatami(poule.getInt('tatami'));
  /** @type {{ seat: number, judge: string, code: string }[]} */
  const out = [];
  const filter = "competition = {:c} && tatami = {:t} && seat <= {:n} && shadow = false && judge != ''";
  app.findRecordsByFilter('seats', filter, 'seat', 0, 0, { c: poule.getString('competition'), t: tatami, n: poule.getInt('judges') }).forEach((s) => {
    const v = seatVerdict(app, poule, s.getString('judge'));
    if (v.problem && v.verdict !== 'ok') out.push({ seat: s.getInt('seat'), judge: s.getString('judge'), code: v.problem });
  });
  return out;
}

/**
 * 400 on seat `n`'s field (`seat<n>`) with the problem's code.
 * @param {number} n
 * @param {string | null} problem
 */
function refuse(n, problem) {
  /** @type {{ [code: string]: string }} */
  const messages = {
    judge_unqualified: 'This judge holds no qualification for the kata of this poule.',
    judge_qualification_expired: "This judge's qualification for this kata has expired by the day of the poule.",
  };
  const code = problem || 'judge_unqualified';
  require(`${__hooks}/lib/util.js`).fieldError('seat' + n, code, messages[code]);
}

/**
 * The panel route's check before it saves: the first panel seat given a judge the competition refuses
 * (400, as refuseUnqualified). `wanted` maps seat number → judge id, `current` the judges seated now.
 * @param {CoreApp} app
 * @param {core.Record} poule
 * @param {{ [seat: string]: unknown }} wanted
 * @param {{ [seat: string]: string }} current
 */
function refusePanel(app, poule, wanted, current) {
  const shadow = require(`${__hooks}/lib/rules/shadow.js`);
  Object.keys(wanted).forEach((k) => {
    const judge = String(wanted[k] || '');
    if (!judge || shadow.isShadowSeat(Number(k)) || current[k] === judge) return;
    const v = seatVerdict(app, poule, judge);
    if (v.verdict === 'refuse') refuse(Number(k), v.problem);
  });
}

/**
 * Model level, on a seat's save: refuses a panel seat's new judge where the competition refuses
 * unqualified judges (400, field `seat<n>`: judge_unqualified | judge_qualification_expired). A seat
 * serves its tatami all day and a judge may be changed between poules, so the kata checked is the one
 * of the poule now on the mat (none on the mat: nothing to check yet; the panel route checks the
 * poule it is called for).
 * @param {core.RecordEvent} e
 */
function refuseUnqualified(e) {
  const rec = e.record;
  const judge = rec.getString('judge');
  const changed = rec.isNew() || rec.original().getString('judge') !== judge;
  if (judge && changed && !rec.getBool('shadow')) {
    const competition = e.app.findRecordById('competitions', rec.getString('competition'));
    const poule = require(`${__hooks}/lib/seats.js`).matPoule(e.app, competition, rec.getInt('tatami'));
    if (!poule) return;
    const v = seatVerdict(e.app, poule, judge);
    if (v.verdict === 'refuse') {
      refuse(rec.getInt('seat'), v.problem);
    }
  }
}

module.exports = { qualificationsOf, seatVerdict, panelWarnings, refusePanel, refuseUnqualified };
