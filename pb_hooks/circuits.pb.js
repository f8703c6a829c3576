// @ts-check
/// <reference path="env.d.ts" />
// Circuits: the age range of the eligibility must make sense (0 means "no limit"). The circuit's
// scoring switches (children's rules: src/lib/rules/scoring.ts Switches) stay as they are once a sheet
// of one of its poules is saved, like the competition's preset: the sheets were marked under them.
onRecordValidate((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const min = e.record.getInt('minAge');
  const max = e.record.getInt('maxAge');
  if (min && max && max < min) util.fieldError('maxAge', 'circuit_age_range', 'The maximum age cannot be lower than the minimum age.');
  if (!e.record.isNew()) {
    const changed = util.changedFields(e.record, require(`${__hooks}/lib/rules/scoring.js`).SWITCHES.slice());
    if (changed.length && e.app.findRecordsByFilter('evaluations', 'draw.poule.circuit = {:c}', '', 1, 0, { c: e.record.id }).length > 0) {
      util.fieldError(changed[0], 'circuit_rules_locked', "The circuit's scoring rules cannot change once its sheets are saved.");
    }
  }
  e.next();
}, 'circuits');
