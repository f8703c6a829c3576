// @ts-check
/// <reference path="../env.d.ts" />
// Fair panels on the panel route (docs/judging.md "Seating judges"): the rule is
// src/lib/rules/panels.ts (lib/rules/panels.js); this reads PocketBase for it.

/**
 * The couples of a poule with their clubs as the rule compares them: each club's code (draws.clubs,
 * tori's and uke's) and, where the clubs' list knows the code, its name.
 * @param {CoreApp} app
 * @param {string} pouleId
 * @returns {import('../../src/lib/rules/panels').PanelCouple[]}
 */
function pouleCouples(app, pouleId) {
  const draws = app.findRecordsByFilter('draws', 'poule = {:p}', 'order', 0, 0, { p: pouleId });
  /** @type {{ [code: string]: string }} */
  const names = {};
  /** @type {string[][]} */
  const codes = draws.map((d) => d.getString('clubs').split(' ').filter(Boolean));
  /** @type {string[]} */
  const all = [];
  codes.forEach((cs) => cs.forEach((c) => all.indexOf(c) < 0 && all.push(c)));
  if (all.length) {
    const params = /** @type {{ [k: string]: string }} */ ({});
    const filter = all.map((c, i) => ((params['c' + i] = c), 'code = {:c' + i + '}')).join(' || ');
    app.findRecordsByFilter('clubs', filter, '', 0, 0, params).forEach((r) => (names[r.getString('code')] = r.getString('name')));
  }
  return codes.map((cs) => ({ clubs: cs.concat(cs.map((c) => names[c] || '').filter(Boolean)) }));
}

/**
 * The judges named on `seats` (seat → judge id), with their club.
 * @param {CoreApp} app
 * @param {{ [seat: string]: string }} seats
 * @returns {import('../../src/lib/rules/panels').PanelJudge[]}
 */
function judgesOf(app, seats) {
  /** @type {import('../../src/lib/rules/panels').PanelJudge[]} */
  const out = [];
  Object.keys(seats).forEach((n) => {
    const id = seats[n];
    if (!id || out.some((j) => j.id === id)) return;
    try {
      const r = app.findRecordById('judges', id);
      out.push({ id: r.id, name: r.getString('name'), club: r.getString('club') });
    } catch (_) {
      // An unknown judge is refused before (panel_judge_unlisted).
    }
  });
  return out;
}

/**
 * The panel route's club check. `panel` is the tatami's panel as it will be (seat → judge id),
 * `current` the judges seated now. Under `refuse`, the first panel seat newly given a judge with a
 * couple of their club is a 400 on `seat<n>` (`panel_conflict_club`, params: judge, club, couples);
 * otherwise answers the panel's conflicts (for the audit entry and the response).
 * @param {CoreApp} app
 * @param {core.Record} competition
 * @param {core.Record} poule
 * @param {{ [seat: string]: string }} panel
 * @param {{ [seat: string]: string }} current
 */
function checkPanel(app, competition, poule, panel, current) {
  const rule = require(`${__hooks}/lib/rules/panels.js`);
  const judges = judgesOf(app, panel);
  if (!judges.some((j) => rule.clubKey(j.club))) return [];
  const conflicts = rule.panelClubConflicts(panel, poule.getInt('judges'), judges, pouleCouples(app, poule.id));
  if (rule.panelConflictMode(competition.getString('panelConflicts')) === 'refuse') {
    const fresh = conflicts.filter((w) => current[String(w.seat)] !== w.judge)[0];
    if (fresh && fresh.problem.code === 'panel_conflict_club') {
      const judge = judges.filter((j) => j.id === fresh.judge)[0];
      const message = judge.name + ' is of ' + fresh.problem.club + ', the club of ' + fresh.problem.couples + ' couple(s) of this poule.';
      require(`${__hooks}/lib/util.js`).fieldError('seat' + fresh.seat, 'panel_conflict_club', message, { judge: judge.name, club: fresh.problem.club, couples: fresh.problem.couples });
    }
  }
  return conflicts;
}

module.exports = { pouleCouples, checkPanel };
