/// <reference path="../.hook-types/pocketbase.d.ts" />
// A judge linked to a user account reads their own record (docs/judging.md "A judge's own page"):
// - judges: the account named in `user` lists and views that judge (nobody else's); one judge per
//   account (a unique index), so "my judging" is never two people; who may write `user` is a hook's
//   (pb_hooks/judges_self.pb.js: admins only).
// - judge_qualifications: the linked account reads its judge's qualifications.
// - judge_qualifications.remindedFor (hidden): the `validUntil` the lapse reminder was mailed for, so
//   the reminder goes once per qualification and again after a renewal (a new date).
// Every clause names a users token and a non-empty id: a guest's empty id must not match a judge
// without an account, nor a seat token (another collection) a judge whose user shares its id.
const SELF = '(@request.auth.collectionName = "users" && @request.auth.id != "" && user = @request.auth.id)';
const SELF_QUAL = '(@request.auth.collectionName = "users" && @request.auth.id != "" && judge.user = @request.auth.id)';

migrate(
  (app) => {
    const judges = app.findCollectionByNameOrId('judges');
    judges.listRule = judges.listRule + ' || ' + SELF;
    judges.viewRule = judges.listRule;
    judges.addIndex('idx_judges_user', true, 'user', "user != ''");
    app.save(judges);

    const quals = app.findCollectionByNameOrId('judge_qualifications');
    quals.listRule = quals.listRule + ' || ' + SELF_QUAL;
    quals.viewRule = quals.listRule;
    quals.fields.add(new DateField({ name: 'remindedFor', hidden: true }));
    app.save(quals);
  },
  (app) => {
    const judges = app.findCollectionByNameOrId('judges');
    judges.listRule = judges.listRule.replace(' || ' + SELF, '');
    judges.viewRule = judges.listRule;
    judges.removeIndex('idx_judges_user');
    app.save(judges);

    const quals = app.findCollectionByNameOrId('judge_qualifications');
    quals.listRule = quals.listRule.replace(' || ' + SELF_QUAL, '');
    quals.viewRule = quals.listRule;
    quals.fields.removeByName('remindedFor');
    app.save(quals);
  },
);
