/// <reference path="../.hook-types/pocketbase.d.ts" />
// A judge's record across competitions is private (docs/judging.md "Who reads the judges' records"):
// what the sport publishes is one couple's sheets with the panel's names, never a judge's marks
// gathered over competitions. So:
// - evaluations: the public clause of the read rules needs `?draw=` naming the couple
//   (`draw = @request.query.draw`): the records API answers one couple's sheets at a time and never a
//   listing over couples to filter or page through. `namedJudge` is a hidden field (only superusers
//   filter or sort by it); pb_hooks/evaluation_judges.pb.js shows it to the competition's officials
//   and gives a couple's readers the judge's name (`judgeName`), never the id that joins competitions.
// - judges and judge_qualifications: read by admins and by the officials of a competition that lists
//   the judge (before: anyone with an official role, every judge of every competition); a judge is
//   renamed by admins and the organizers of such a competition (created, as before, by either role).
const ADMIN = '@request.auth.role = "admin"';
const OFFICIAL_ROLE = ADMIN + ' || @request.auth.role = "organizer" || @request.auth.role = "commissioner"';
const STAFF_ROLE = ADMIN + ' || @request.auth.role = "organizer"';
const PUBLIC_SHEETS = '(shadow = false && ';
const ONE_COUPLE = 'draw = @request.query.draw && ';

/** Admins, and the organizers (and commissioners) of a competition listing the judge at `path`. */
function listing(path, commissioners) {
  const via = path + 'competitions_via_judges.';
  const staff = ADMIN + ' || (@request.auth.id != "" && ' + via + 'organizers.id ?= @request.auth.id)';
  return commissioners ? staff + ' || (@request.auth.id != "" && ' + via + 'commissioners.id ?= @request.auth.id)' : staff;
}

migrate(
  (app) => {
    const evaluations = app.findCollectionByNameOrId('evaluations');
    if (evaluations.listRule.indexOf(PUBLIC_SHEETS) !== 0) throw new Error('evaluations: unexpected list rule');
    evaluations.listRule = PUBLIC_SHEETS + ONE_COUPLE + evaluations.listRule.slice(PUBLIC_SHEETS.length);
    evaluations.viewRule = evaluations.listRule;
    evaluations.fields.getByName('namedJudge').hidden = true;
    app.save(evaluations);

    const judges = app.findCollectionByNameOrId('judges');
    judges.listRule = listing('', true);
    judges.viewRule = judges.listRule;
    judges.updateRule = listing('', false);
    app.save(judges);

    const quals = app.findCollectionByNameOrId('judge_qualifications');
    quals.listRule = listing('judge.', true);
    quals.viewRule = quals.listRule;
    app.save(quals);
  },
  (app) => {
    const evaluations = app.findCollectionByNameOrId('evaluations');
    evaluations.listRule = PUBLIC_SHEETS + evaluations.listRule.slice((PUBLIC_SHEETS + ONE_COUPLE).length);
    evaluations.viewRule = evaluations.listRule;
    evaluations.fields.getByName('namedJudge').hidden = false;
    app.save(evaluations);

    const judges = app.findCollectionByNameOrId('judges');
    judges.listRule = OFFICIAL_ROLE;
    judges.viewRule = OFFICIAL_ROLE;
    judges.updateRule = STAFF_ROLE;
    app.save(judges);

    const quals = app.findCollectionByNameOrId('judge_qualifications');
    quals.listRule = OFFICIAL_ROLE;
    quals.viewRule = OFFICIAL_ROLE;
    app.save(quals);
  },
);
