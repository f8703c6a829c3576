#!/usr/bin/env node
// `npm run dev`: PocketBase (.pb_data-dev/, hooks reloaded on change) + the Vite dev server (HMR;
// /api and /_/ proxied to PocketBase, see vite.config.ts) + maildev, a local SMTP catcher wired into
// PocketBase's SMTP settings so that every mail the portal sends can be read in a browser; the
// hooks' compiled rules are rebuilt whenever src/lib/rules changes (scripts/build-hook-rules.mjs).
// Seeds the demo data once. Ctrl-C stops all three.
import { loadDotEnv } from './lib/env.mjs';
import { freePort, portInUse } from './lib/net.mjs';
import { startPocketBase, mailEnv } from './lib/pb-server.mjs';
import { startMailCatcher } from './lib/mail.mjs';
import { resolvePocketBase, ROOT } from './pocketbase.mjs';
import { flag, intEnv, superuserFromEnv, dataDirFromEnv, onShutdown } from './lib/config.mjs';
import { relative } from 'node:path';
import { watchHookRules } from './build-hook-rules.mjs';

loadDotEnv();
const env = process.env;
const running = { vite: null, pb: null, mail: null, rules: null };

async function stopAll() {
  running.rules?.();
  await Promise.allSettled([running.vite?.close(), running.pb?.stop(), running.mail?.stop()]);
}

/** `preferred` when it is free on host, else any free port. */
async function portOr(preferred, host) {
  return (await portInUse(preferred, host)) ? freePort(host) : preferred;
}

async function main() {
  try {
    resolvePocketBase();
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
  const host = '127.0.0.1';
  const pbPort = intEnv('PORT', 8090);
  if (await portInUse(pbPort, host)) {
    console.error(`Port ${pbPort} is already in use (another \`npm start\`/\`npm run dev\`?). Stop it or set PORT.`);
    process.exit(1);
  }
  const vitePort = await portOr(intEnv('VITE_PORT', 5173), host);
  const dataDir = dataDirFromEnv('PB_DEV_DATA_DIR', '.pb_data-dev');
  const superuser = superuserFromEnv();
  const viteUrl = `http://${host}:${vitePort}`;

  const isStopping = onShutdown(stopAll);
  running.mail = await startMailCatcher({
    host,
    smtpPort: await portOr(intEnv('MAILDEV_SMTP_PORT', 1025), host),
    webPort: await portOr(intEnv('MAILDEV_WEB_PORT', 1080), host),
  });
  const mail = { host: running.mail.smtpHost, port: running.mail.smtpPort, appURL: viteUrl };

  running.rules = watchHookRules((line) => console.log(`[rules] ${line}`));
  console.log(`Starting PocketBase (data: ${relative(ROOT, dataDir)})…`);
  running.pb = await startPocketBase({
    host,
    port: pbPort,
    dataDir,
    removeDataDir: false,
    hooksWatch: true,
    dev: true,
    superuser: { email: superuser.email, password: superuser.password },
    env: mailEnv(mail),
    mail,
    log: '[pocketbase] ',
  });
  running.pb.process.on('exit', (code, signal) => {
    if (!isStopping()) {
      console.error(`PocketBase stopped unexpectedly (${signal ?? `exit ${code}`}); stopping the rest.`);
      stopAll().then(() => process.exit(1));
    }
  });

  const { seed, DEMO_ACCOUNTS, DEMO_PASSWORD } = await import('./seed.mjs');
  let demoPresent = false;
  let seedNote = 'demo data: disabled (SEED_DEMO=false)';
  if (flag(env.SEED_DEMO, true)) {
    const result = await seed(running.pb.url, superuser.email, superuser.password);
    demoPresent = result.demoPresent;
    seedNote = result.seeded ? 'demo data: seeded now' : `demo data: not seeded (${result.reason})`;
  }

  // vite.config.ts proxies /api and /_/ to DEV_PB_URL.
  process.env.DEV_PB_URL = running.pb.url;
  const { createServer } = await import('vite');
  running.vite = await createServer({ root: ROOT, server: { host, port: vitePort, strictPort: true } });
  await running.vite.listen();

  const lines = [
    '',
    '  Kata Portal — development',
    `  ├─ SPA (Vite, HMR):        ${viteUrl}/`,
    `  ├─ PocketBase API:         ${running.pb.url}/api/  (proxied at ${viteUrl}/api/)`,
    `  ├─ PocketBase dashboard:   ${running.pb.url}/_/  (also ${viteUrl}/_/)`,
    `  │    superuser ${superuser.email} / ${superuser.isDefault ? superuser.password : '(SUPERUSER_PASSWORD)'}`,
    `  ├─ Mail catcher (maildev): ${running.mail.url}/  (SMTP ${running.mail.smtpHost}:${running.mail.smtpPort})`,
    `  └─ Data:                   ${relative(ROOT, dataDir)} — ${seedNote}`,
    '',
  ];
  if (demoPresent) {
    lines.push(`  Demo logins (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.role.padEnd(13)} ${a.email.padEnd(26)} username ${a.username}`);
    lines.push('');
  }
  lines.push('  Press Ctrl-C to stop all three.', '');
  console.log(lines.join('\n'));
}

main().catch(async (err) => {
  console.error(err instanceof Error ? err.message : err);
  await stopAll();
  process.exit(1);
});
