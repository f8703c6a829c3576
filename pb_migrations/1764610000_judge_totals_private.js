/// <reference path="../.hook-types/pocketbase.d.ts" />
// The judges' totals of a couple (draws.judgeTotals) are a hidden field: PocketBase leaves them out of
// every record response, realtime message and expand, and lets only superusers filter or sort by them.
// pb_hooks/judge_totals.pb.js shows them again, per asker, where the rule allows (lib/judge_totals.js):
// in a supervised competition only the officials read them before the supervisor validates the couple.
migrate(
  (app) => {
    const draws = app.findCollectionByNameOrId('draws');
    draws.fields.getByName('judgeTotals').hidden = true;
    app.save(draws);
  },
  (app) => {
    const draws = app.findCollectionByNameOrId('draws');
    draws.fields.getByName('judgeTotals').hidden = false;
    app.save(draws);
  },
);
