/// <reference path="../.hook-types/pocketbase.d.ts" />
// Impersonation sessions kept on the server: one row per session (the admin, the impersonated user,
// when it expires, when and why it ended). An impersonation token carries the row's id (claim
// `session`); pb_hooks/impersonation_sessions.pb.js refuses the token once the row has ended,
// expired, lost its admin's role or is gone. Admins read the rows; only hooks write them.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    const ADMIN = '@request.auth.role = "admin"';
    const col = new Collection({
      type: 'base',
      name: 'impersonations',
      listRule: ADMIN,
      viewRule: ADMIN,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        // Deleting either user deletes the session, and with it every use of its token.
        { name: 'admin', type: 'relation', collectionId: users.id, maxSelect: 1, required: true, cascadeDelete: true },
        { name: 'target', type: 'relation', collectionId: users.id, maxSelect: 1, required: true, cascadeDelete: true },
        { name: 'expiresAt', type: 'date', required: true },
        { name: 'endedAt', type: 'date' },
        { name: 'endReason', type: 'select', maxSelect: 1, values: ['stop', 'demotion', 'expiry'] },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE INDEX idx_impersonations_admin ON impersonations (admin, endedAt)'],
    });
    app.save(col);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('impersonations'));
  },
);
