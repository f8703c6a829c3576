/// <reference path="../.hook-types/pocketbase.d.ts" />
// `_mail_digests`: per (record, recipient) notification key, when the last mail went out and what
// has happened since (JSON list). pb_hooks/lib/digest.js coalesces organizer and admin mails with
// it. A plain table, not a collection: only hooks read or write it.
migrate(
  (app) => {
    app.db().newQuery("CREATE TABLE IF NOT EXISTS _mail_digests (key TEXT PRIMARY KEY NOT NULL, lastSentAt INTEGER NOT NULL DEFAULT 0, pending TEXT NOT NULL DEFAULT '')").execute();
  },
  (app) => {
    app.db().newQuery('DROP TABLE IF EXISTS _mail_digests').execute();
  },
);
