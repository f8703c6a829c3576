#!/usr/bin/env node
// `npm start`: the embedded default. Builds the SPA, starts ONE PocketBase on http://127.0.0.1:8090
// serving the SPA (dist/, index fallback) and the API, applies migrations, creates the superuser,
// seeds the demo data once, prints the URLs and the demo logins. Ctrl-C stops everything.
// With LITESTREAM_REPLICA_URL set, Litestream replicates the data dir from the server's start to
// after its stop (scripts/litestream.mjs); when either of the two dies, the other is stopped too.
// With BOARD_RELAY_PORT set, a board relay (scripts/lib/relay.mjs) holds the public board's live
// streams on that port; if it dies the portal stays up and the board pages poll.
//
// Configuration: .env (see .env.example); variables already in the environment win.
import { loadDotEnv } from './lib/env.mjs';
import { portInUse } from './lib/net.mjs';
import { startPocketBase, configureMail, getSettings, patchSettings } from './lib/pb-server.mjs';
import { resolvePocketBase, ROOT } from './pocketbase.mjs';
import { flag, intEnv, superuserFromEnv, dataDirFromEnv, viteBuild, distReady, onShutdown, trustedProxyFromEnv } from './lib/config.mjs';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { resolveLitestream, startLitestream } from './litestream.mjs';
import { startRelay } from './lib/relay.mjs';

loadDotEnv();
const env = process.env;
let pb = null;
let replica = null;
let relay = null;

async function main() {
  let bin;
  try {
    bin = resolvePocketBase();
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }

  const host = env.HOST || '127.0.0.1';
  const port = intEnv('PORT', 8090);
  const dataDir = dataDirFromEnv('PB_DATA_DIR', 'pb_data');
  const superuser = superuserFromEnv();
  const browserHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const url = `http://${browserHost}:${port}`;
  const appURL = env.APP_URL || url;

  if (await portInUse(port, host)) {
    console.error(`Port ${port} on ${host} is already in use. Stop what uses it, or set PORT (e.g. PORT=8091 npm start).`);
    process.exit(1);
  }

  // The replica is the last thing stopped, so that it ships the server's last writes.
  const stopAll = async () => {
    await pb?.stop();
    await relay?.stop();
    await replica?.stop();
  };
  const isStopping = onShutdown(stopAll);
  const replicaUrl = env.LITESTREAM_REPLICA_URL;
  let litestream;
  if (replicaUrl) {
    try {
      litestream = resolveLitestream();
    } catch (err) {
      console.error(err instanceof Error ? err.message : String(err));
      process.exit(1);
    }
  }

  if (flag(env.SKIP_BUILD)) {
    if (!distReady()) console.warn('SKIP_BUILD is set but dist/index.html is missing: only the API and dashboard will answer.');
  } else {
    console.log('Building the SPA (vite build)…');
    await viteBuild();
  }

  // Every live spectator holds an open file: below ~20,000 the hall's phones may be refused.
  const fdHard = process.platform === 'win32' ? NaN : Number(spawnSync('/bin/sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).stdout.trim());
  if (fdHard < 20000) console.warn(`The open-file limit is ${fdHard}: PocketBase holds about that many live connections. Raise it (LimitNOFILE=65536 under systemd, or \`ulimit -n 65536\` as root) for a large public.`);
  const relayPort = intEnv('BOARD_RELAY_PORT', 0);
  if (relayPort) {
    if (await portInUse(relayPort, host)) {
      console.error(`Port ${relayPort} on ${host} (BOARD_RELAY_PORT) is already in use. Stop what uses it, or choose another.`);
      process.exit(1);
    }
    console.log('Starting the board relay…');
    relay = await startRelay({ bin, host, port: relayPort, key: env.BOARD_RELAY_KEY || undefined, publicUrl: env.BOARD_RELAY_PUBLIC_URL || `http://${browserHost}:${relayPort}` });
    // Its own output (PocketBase's banner, a dashboard it never serves) is shown only if it dies.
    relay.process.on('exit', (code, signal) => {
      if (!isStopping()) console.error(`The board relay stopped unexpectedly (${signal ?? `exit ${code}`}): the board pages poll until the portal restarts.\n${relay?.output().slice(-2000)}`);
    });
  }
  console.log(`Starting PocketBase (data: ${relative(ROOT, dataDir) || dataDir})…`);
  pb = await startPocketBase({
    bin,
    host,
    port,
    dataDir,
    removeDataDir: false,
    publicDir: join(ROOT, 'dist'),
    hooksWatch: false,
    raiseFdLimit: true,
    superuser: { email: superuser.email, password: superuser.password },
    env: { APP_URL: appURL, ...(relay ? relay.env : {}) },
    encryptionEnv: env.PB_ENCRYPTION_KEY ? 'PB_ENCRYPTION_KEY' : undefined,
    log: '[pocketbase] ',
  });
  pb.process.on('exit', (code, signal) => {
    if (!isStopping()) {
      console.error(`PocketBase stopped unexpectedly (${signal ?? `exit ${code}`}).`);
      void Promise.all([relay?.stop(), replica?.stop()]).finally(() => process.exit(1));
    }
  });
  if (replicaUrl) {
    replica = await startLitestream({ dataDir, replicaUrl, syncInterval: env.LITESTREAM_SYNC_INTERVAL || undefined, bin: litestream, log: '[litestream] ' });
    replica.process.on('exit', (code, signal) => {
      if (!isStopping()) {
        console.error(`Litestream stopped unexpectedly (${signal ?? `exit ${code}`}): the data dir is no longer replicated.`);
        void Promise.resolve(pb?.stop()).finally(() => process.exit(1));
      }
    });
  }

  const token = await pb.superuserToken();
  // Which address is the client's: the proxy's header, applied at every start like the mailer.
  const trustedProxy = trustedProxyFromEnv(host);
  await patchSettings(pb.url, token, { trustedProxy });
  // Keep the mailer and the public URL in step with the environment on an existing data dir too.
  if (env.SMTP_HOST) {
    await configureMail(pb.url, token, {
      host: env.SMTP_HOST,
      port: env.SMTP_PORT || 587,
      tls: flag(env.SMTP_TLS),
      username: env.SMTP_USERNAME || '',
      password: env.SMTP_PASSWORD || '',
      appURL,
      senderAddress: env.MAIL_SENDER_ADDRESS,
      senderName: env.MAIL_SENDER_NAME,
    });
  } else {
    const settings = await getSettings(pb.url, token);
    const current = settings?.meta?.appURL ?? '';
    if (env.APP_URL ? current !== appURL : /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/?$/.test(current) && current !== appURL) {
      await patchSettings(pb.url, token, { meta: { appURL } });
    }
  }

  const { seed, DEMO_ACCOUNTS, DEMO_PASSWORD } = await import('./seed.mjs');
  let seedNote = 'demo data: disabled (SEED_DEMO=false)';
  let demoPresent = false;
  if (flag(env.SEED_DEMO, true)) {
    const result = await seed(pb.url, superuser.email, superuser.password);
    seedNote = result.seeded ? 'demo data: seeded now' : `demo data: not seeded (${result.reason})`;
    demoPresent = result.demoPresent;
  }
  const mailSettings = (await getSettings(pb.url, token)).smtp ?? {};

  const lines = [
    '',
    '  Kata Portal is running',
    `  ├─ Portal (SPA + API):   ${url}/`,
    `  ├─ PocketBase dashboard: ${url}/_/`,
    `  │    superuser ${superuser.email} / ${superuser.isDefault ? superuser.password : '(SUPERUSER_PASSWORD)'}`,
    `  ├─ Health:               ${url}/api/health`,
    `  ├─ Client address:       ${trustedProxy.headers.length ? `rightmost ${trustedProxy.headers[0]} (set by the reverse proxy in front)` : "the connection's (no proxy trusted: TRUSTED_PROXY_HEADER)"}`,
    `  ├─ Mail:                 ${mailSettings.enabled ? `SMTP ${mailSettings.host}:${mailSettings.port}` : 'off: no mail is sent (set SMTP_HOST in .env; `npm run dev` has a mail catcher)'}`,
    `  ├─ Board relay:          ${relay ? `${relay.env.BOARD_RELAY_PUBLIC_URL} (the live board's streams)` : 'none (set BOARD_RELAY_PORT for more than about 1,000 live spectators)'}`,
    `  ├─ Replica:              ${replicaUrl ? `${replicaUrl} (Litestream, every ${env.LITESTREAM_SYNC_INTERVAL || '1s'}; \`npm run restore -- <dir>\` restores it)` : 'none (set LITESTREAM_REPLICA_URL to replicate continuously)'}`,
    `  └─ Data:                 ${relative(ROOT, dataDir) || dataDir} — ${seedNote}`,
    '',
  ];
  if (demoPresent) {
    lines.push(`  Demo logins (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.role.padEnd(13)} ${a.email.padEnd(26)} username ${a.username}`);
    lines.push('');
  }
  if (!mailSettings.enabled) {
    // With mail off a new account cannot verify itself: say how it gets verified.
    lines.push(
      '  New accounts with mail off: the verification link of each new account is printed',
      '  below as "[mail off] its link: …" (password-reset links too): open it or pass it on.',
      '  Or verify the user in the PocketBase dashboard (users → verified).',
      '',
    );
  }
  lines.push('  Press Ctrl-C to stop.', '');
  console.log(lines.join('\n'));
}

main().catch(async (err) => {
  console.error(err instanceof Error ? err.message : err);
  await pb?.stop();
  await relay?.stop();
  await replica?.stop();
  process.exit(1);
});
