/// <reference path="../.hook-types/pocketbase.d.ts" />
// `_rate_hits`: one row per counted action (an issue, a message, a note, a failed login…) keyed by
// what is limited ("issues:<userId>", "login_ip:<ip>"). A plain table, not a collection: nobody
// reads or writes it through the API, only pb_hooks/lib/limits.js (and an hourly cron prunes it).
migrate(
  (app) => {
    app.db().newQuery('CREATE TABLE IF NOT EXISTS _rate_hits (key TEXT NOT NULL, at INTEGER NOT NULL)').execute();
    app.db().newQuery('CREATE INDEX IF NOT EXISTS idx_rate_hits_key_at ON _rate_hits (key, at)').execute();
  },
  (app) => {
    app.db().newQuery('DROP TABLE IF EXISTS _rate_hits').execute();
  },
);
