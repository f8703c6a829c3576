/// <reference path="../.hook-types/pocketbase.d.ts" />
// Admins define kata sheets (their items, groups, mark scale, default judges, duration) in the SPA,
// not only superusers in the dashboard. Deleting a sheet stays with superusers: a competition's
// poules and results refer to the kata's sheet. The items of a sheet a scored poule was marked
// with are fixed (pb_hooks/kata_sheets.pb.js). The rule names users: a seat token has no role.
const ADMIN_USER = '@request.auth.collectionName = "users" && @request.auth.role = "admin"';

migrate(
  (app) => {
    const sheets = app.findCollectionByNameOrId('kata_sheets');
    sheets.createRule = ADMIN_USER;
    sheets.updateRule = ADMIN_USER;
    app.save(sheets);
  },
  (app) => {
    const sheets = app.findCollectionByNameOrId('kata_sheets');
    sheets.createRule = null;
    sheets.updateRule = null;
    app.save(sheets);
  },
);
