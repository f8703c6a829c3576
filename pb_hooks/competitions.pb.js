// @ts-check
/// <reference path="env.d.ts" />
// Competitions: status moves one step at a time (back only for admins, never out of archived),
// new competitions start as drafts, the accreditation opening defaults to the day before.
// Scoring rules: new competitions default to the Grand Prix preset; the flow mark exists only under it;
// the rules are fixed once the competition has an evaluation (changing them would change saved results).
// A competition with `autoStart` on starts by itself (accreditation → ongoing) once its start time passed.

onRecordCreateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  if (!e.hasSuperuserAuth()) {
    const s = e.record.getString('status');
    if (s && s !== 'draft') util.fieldError('status', 'competition_status_initial', 'A new competition starts as a draft.');
    e.record.set('status', 'draft');
  }
  // A kata with ten or more couples is split into two groups unless the competition says otherwise;
  // 0 is a choice (never split), so the default is set only when the field was not sent.
  const body = e.requestInfo().body || {};
  if (body.pouleSplitAt === undefined || body.pouleSplitAt === null || body.pouleSplitAt === '') e.record.set('pouleSplitAt', 10);
  e.next();
}, 'competitions');

onRecordUpdateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const competition = require(`${__hooks}/lib/competition.js`);
  if (!e.hasSuperuserAuth()) {
    const from = e.record.original().getString('status');
    const to = e.record.getString('status');
    const err = competition.transitionError(from, to, require(`${__hooks}/lib/access.js`).isAdmin(e));
    if (err) util.fieldError('status', 'competition_status_transition', err);
  }
  e.next();
}, 'competitions');

onRecordValidate((e) => {
  const competition = require(`${__hooks}/lib/competition.js`);
  const util = require(`${__hooks}/lib/util.js`);
  const start = competition.parseDate(e.record.getString('date'));
  const end = competition.parseDate(e.record.getString('endDate'));
  if (!isNaN(end) && !isNaN(start) && end < start) {
    util.fieldError('endDate', 'competition_end_before_start', 'The end date cannot be before the start date.');
  }
  if (!e.record.getString('accreditationOpensAt') && !isNaN(start)) {
    e.record.set('accreditationOpensAt', new Date(start - competition.DAY_MS).toISOString().replace('T', ' '));
  }
  e.next();
}, 'competitions');

onRecordCreate((e) => {
  if (!e.record.getString('scoring')) e.record.set('scoring', 'grand-prix');
  e.next();
}, 'competitions');

onRecordValidate((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  if (e.record.getBool('flow') && e.record.getString('scoring') === 'ijf') {
    util.fieldError('flow', 'scoring_flow_ijf', 'The flow mark belongs to the Grand Prix rules.');
  }
  if (!e.record.isNew() && util.changedFields(e.record, ['scoring', 'flow']).length) {
    const scored = e.app.findRecordsByFilter('evaluations', 'draw.poule.competition = {:c}', '', 1, 0, { c: e.record.id }).length > 0;
    if (scored) util.fieldError('scoring', 'scoring_locked', 'The scoring rules cannot change once evaluations are saved.');
  }
  e.next();
}, 'competitions');

// Competitions with `autoStart` start by themselves at their start time: checked every minute.
cronAdd('competitions_auto_start', '* * * * *', () => {
  require(`${__hooks}/lib/competition.js`).autoStart($app, Date.now());
});
