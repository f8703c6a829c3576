/// <reference path="../.hook-types/pocketbase.d.ts" />
// PocketBase's `*:auth` limit counts every login request per IP, successes included: 30 a minute
// locked a whole venue (one public IP behind the hall's wifi) out on a queue of correct logins.
// Failed logins are now limited per account and per IP by pb_hooks/users_login_limits.pb.js; the
// request limit stays only as a backstop against floods (10 a second from one IP).
migrate(
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.map((r) =>
      r.label === '*:auth' ? { label: r.label, audience: r.audience, duration: 60, maxRequests: 600 } : r,
    );
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.map((r) =>
      r.label === '*:auth' ? { label: r.label, audience: r.audience, duration: 60, maxRequests: 30 } : r,
    );
    app.save(settings);
  },
);
