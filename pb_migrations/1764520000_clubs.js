/// <reference path="../.hook-types/pocketbase.d.ts" />
// The clubs' registry: a club's code (the same pattern as athletes.club) and its name, so public pages
// show "Judo Club Roma" where athletes carry "01IT0001". Everybody reads it (results are public);
// only admins keep it. An athlete's code needs no registered club: pages fall back to the code.
migrate(
  (app) => {
    const ADMIN = '@request.auth.role = "admin"';
    const clubs = new Collection({
      type: 'base',
      name: 'clubs',
      listRule: '',
      viewRule: '',
      createRule: ADMIN,
      updateRule: ADMIN,
      deleteRule: ADMIN,
      fields: [
        { name: 'code', type: 'text', required: true, pattern: '^[0-9]{2}[A-Z]{2}[0-9]{4}$' },
        { name: 'name', type: 'text', required: true, max: 120 },
        { name: 'city', type: 'text', max: 80 },
        { name: 'region', type: 'text', max: 80 },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE UNIQUE INDEX idx_clubs_code ON clubs (code)'],
    });
    app.save(clubs);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('clubs'));
  },
);
