/// <reference path="../.hook-types/pocketbase.d.ts" />
// Users are private: listed and viewed by themselves and admins only. Listing organizers publicly
// let anybody sort them by their hidden e-mail addresses (PocketBase hides `email` from filters,
// not from `sort`), and a few registrations turned that order into the addresses. The public reads
// the organizers' names from the competition itself: `organizerNames`, kept by
// pb_hooks/competition_organizers.pb.js whenever the organizers or their names change.
migrate(
  (app) => {
    const ADMIN = '@request.auth.role = "admin"';
    const users = app.findCollectionByNameOrId('users');
    users.listRule = 'id = @request.auth.id || ' + ADMIN;
    users.viewRule = users.listRule;
    app.save(users);

    const competitions = app.findCollectionByNameOrId('competitions');
    competitions.fields.add(new JSONField({ name: 'organizerNames', maxSize: 20000 }));
    app.save(competitions);

    app.findAllRecords('competitions').forEach((c) => {
      const names = c.getStringSlice('organizers').map((id) => {
        try {
          const u = app.findRecordById('users', id);
          return u.getString('name') || u.getString('username');
        } catch (_) {
          return '';
        }
      }).filter((n) => n);
      c.set('organizerNames', names);
      app.saveNoValidate(c);
    });
  },
  (app) => {
    const ADMIN = '@request.auth.role = "admin"';
    const users = app.findCollectionByNameOrId('users');
    users.listRule = 'id = @request.auth.id || ' + ADMIN + ' || role = "organizer"';
    users.viewRule = users.listRule;
    app.save(users);
    const competitions = app.findCollectionByNameOrId('competitions');
    competitions.fields.removeByName('organizerNames');
    app.save(competitions);
  },
);
