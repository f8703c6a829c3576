/// <reference path="../.hook-types/pocketbase.d.ts" />
// Audit rows carry a readable name of their record taken when the row is written (pb_hooks/lib/audit.js
// labelOf): the trail names "Marco Esposito" or "Coppa Lazio" even after the record is deleted.
migrate(
  (app) => {
    const audit = app.findCollectionByNameOrId('audit');
    audit.fields.add(new TextField({ name: 'label', max: 200 }));
    app.save(audit);
  },
  (app) => {
    const audit = app.findCollectionByNameOrId('audit');
    audit.fields.removeByName('label');
    app.save(audit);
  },
);
