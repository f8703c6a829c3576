// @ts-check
/// <reference path="env.d.ts" />
// Creates direct and inside /api/batch share one per-IP budget per collection (lib/create_budget.js).

// A batch whose creates do not fit in what is left is refused whole (429) before it runs.
onBatchRequest((e) => {
  const budget = require(`${__hooks}/lib/create_budget.js`);
  const creates = budget.createsOf(e);
  for (const name in creates) {
    if (!budget.take(e, name, creates[name] || 0, true)) throw new TooManyRequestsError('Too many creates from this address: wait a few seconds.');
  }
  e.next();
});

// Every create through the API, direct or a batch's sub-request, counts.
onRecordCreateRequest((e) => {
  if (!require(`${__hooks}/lib/create_budget.js`).take(e, e.collection.name, 1)) {
    throw new TooManyRequestsError('Too many creates from this address: wait a few seconds.');
  }
  e.next();
});
