// @ts-check
/// <reference path="env.d.ts" />
// Circuits: the age range of the eligibility must make sense (0 means "no limit").
onRecordValidate((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const min = e.record.getInt('minAge');
  const max = e.record.getInt('maxAge');
  if (min && max && max < min) util.fieldError('maxAge', 'circuit_age_range', 'The maximum age cannot be lower than the minimum age.');
  e.next();
}, 'circuits');
