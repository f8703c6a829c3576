// Starts what the e2e tests run against: maildev (SMTP catcher) and a real PocketBase on free
// ports, with a fresh temp data dir, this repo's migrations and hooks, --hooksWatch=false, the
// built SPA (dist/) as --publicDir with index fallback, a superuser and the demo data; and a board
// relay (scripts/lib/relay.mjs) holding the public board's streams, as a large public's deploy has. The URLs
// and credentials reach the tests through environment variables (see helpers/state.ts).
//
// E2E_BASE_URL set beforehand: run against that server instead (nothing is started).
// E2E_DIST=<dir>: serve that build instead of dist/ (lets several developers test in parallel).
// E2E_RATE_LIMITS=1: keep PocketBase's rate limits (off by default: every test logs in from 127.0.0.1).
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort, mailEnv, startMailCatcher, startPocketBase, startRelay, TEST_SUPERUSER, ROOT } from '../scripts/lib/index.mjs';
import { seed } from '../scripts/seed.mjs';
import { running } from './support/servers';

export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) {
    console.log(`[e2e] using the server at ${process.env.E2E_BASE_URL} (E2E_BASE_URL)`);
    return;
  }
  const dist = process.env.E2E_DIST ? resolve(ROOT, process.env.E2E_DIST) : join(ROOT, 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error('dist/index.html is missing: build the SPA first (`npm run test:e2e` runs `vite build`).');
  }
  try {
    running.mail = await startMailCatcher();
    const relay = (running.relay = await startRelay({ raiseFdLimit: false }));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const mail = { host: running.mail.smtpHost, port: running.mail.smtpPort, appURL: url };
    running.pb = await startPocketBase({
      port,
      publicDir: dist,
      hooksWatch: false,
      superuser: TEST_SUPERUSER,
      env: { ...mailEnv(mail), MAIL_SENDER_ADDRESS: 'no-reply@kata.test', ...relay.env },
      mail,
      rateLimits: process.env.E2E_RATE_LIMITS === '1',
      requestLogs: false,
    });
    const seeded = await seed(running.pb.url, TEST_SUPERUSER.email, TEST_SUPERUSER.password);
    process.env.E2E_BASE_URL = running.pb.url;
    process.env.E2E_MAIL_URL = running.mail.url;
    process.env.E2E_SUPERUSER_EMAIL = TEST_SUPERUSER.email;
    process.env.E2E_SUPERUSER_PASSWORD = TEST_SUPERUSER.password;
    process.env.E2E_SEED = JSON.stringify(seeded.ids ?? {});
    process.env.E2E_PB_PID = String(running.pb.process.pid);
    process.env.E2E_PB_DATA_DIR = running.pb.dataDir;
    // For a human debugging a run: where things are (the file goes away with the data dir).
    writeFileSync(
      join(running.pb.dataDir, 'e2e-state.json'),
      JSON.stringify({ baseURL: running.pb.url, mailURL: running.mail.url, pid: running.pb.process.pid }, null, 2),
    );
    console.log(`[e2e] PocketBase ${running.pb.url} (data ${running.pb.dataDir}), board relay ${relay.url}, maildev ${running.mail.url}`);
  } catch (err) {
    await running.stopAll();
    throw err;
  }
}
