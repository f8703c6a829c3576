/// <reference path="../.hook-types/pocketbase.d.ts" />
// Audit rows name the judge's tablet behind a write: `seat` (the seats record whose token made the
// request) and `judge` (the named judge sitting on it at that moment). A seat is no user, so `user`
// stays empty for these rows. The judge is the lasting name: a seat goes when its poule is deleted or
// its panel shrinks (the relation is then cleared), a judge of the list stays.
migrate(
  (app) => {
    const audit = app.findCollectionByNameOrId('audit');
    const seats = app.findCollectionByNameOrId('seats');
    const judges = app.findCollectionByNameOrId('judges');
    audit.fields.add(new RelationField({ name: 'seat', maxSelect: 1, collectionId: seats.id, cascadeDelete: false }));
    audit.fields.add(new RelationField({ name: 'judge', maxSelect: 1, collectionId: judges.id, cascadeDelete: false }));
    audit.addIndex('idx_audit_judge', false, 'judge', "judge != ''");
    app.save(audit);
  },
  (app) => {
    const audit = app.findCollectionByNameOrId('audit');
    audit.removeIndex('idx_audit_judge');
    ['seat', 'judge'].forEach((f) => audit.fields.removeByName(f));
    app.save(audit);
  },
);
