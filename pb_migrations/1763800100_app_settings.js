/// <reference path="../.hook-types/pocketbase.d.ts" />
// Application settings: name, sender, SMTP (from the environment), rate limits, batch API and
// scheduled backups. Values come from the environment at the time the migration runs; a
// superuser can change them later in the dashboard (/_/ → Settings).
migrate(
  (app) => {
    const env = (name, fallback) => {
      const v = $os.getenv(name);
      return v === '' ? fallback : v;
    };
    const settings = app.settings();
    settings.meta.appName = env('APP_NAME', 'Kata Portal');
    settings.meta.appURL = env('APP_URL', 'http://127.0.0.1:8090');
    settings.meta.senderName = env('MAIL_SENDER_NAME', 'Kata Portal');
    settings.meta.senderAddress = env('MAIL_SENDER_ADDRESS', 'no-reply@kata.local');

    const smtpHost = env('SMTP_HOST', '');
    settings.smtp.enabled = smtpHost !== '';
    settings.smtp.host = smtpHost;
    settings.smtp.port = parseInt(env('SMTP_PORT', '25'), 10) || 25;
    settings.smtp.username = env('SMTP_USERNAME', '');
    settings.smtp.password = env('SMTP_PASSWORD', '');
    settings.smtp.tls = env('SMTP_TLS', 'false') === 'true';

    // Rate limits per client IP. Auth endpoints are the brute-force target; writes are bounded so
    // that a script cannot flood the portal; everything else is generous for a busy venue.
    settings.rateLimits.enabled = true;
    settings.rateLimits.rules = [
      { label: '*:auth', audience: '', duration: 60, maxRequests: 30 },
      { label: '*:requestPasswordReset', audience: '', duration: 60, maxRequests: 5 },
      { label: '*:requestVerification', audience: '', duration: 60, maxRequests: 5 },
      { label: '*:requestEmailChange', audience: '', duration: 60, maxRequests: 5 },
      { label: '*:create', audience: '', duration: 10, maxRequests: 60 },
      { label: '/api/batch', audience: '', duration: 1, maxRequests: 5 },
      { label: '/api/', audience: '', duration: 10, maxRequests: 1000 },
    ];

    settings.batch.enabled = true;
    settings.batch.maxRequests = 50;
    settings.batch.timeout = 10;

    // Daily backup at 03:00 UTC, keeping the last 14.
    settings.backups.cron = '0 3 * * *';
    settings.backups.cronMaxKeep = 14;

    settings.logs.maxDays = 14;
    app.save(settings);
  },
  (_app) => {
    // Settings are not rolled back: a superuser may have edited them since.
  },
);
