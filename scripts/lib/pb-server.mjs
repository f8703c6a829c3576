// Start and stop a real PocketBase with this repo's migrations and hooks. Used by `npm start`,
// `npm run dev`, the Playwright global setup and (optionally) the integration tests.
import { spawn, execFile } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { resolvePocketBase, MIGRATIONS_DIR, HOOKS_DIR } from '../pocketbase.mjs';
import { freePort, onFreePorts, sleep, waitForHttp } from './net.mjs';
import { captureOutput, isRunning, stopProcess, track, prefixLines } from './process.mjs';

/** The superuser the test servers get unless told otherwise. */
export const TEST_SUPERUSER = Object.freeze({ email: 'root@test.local', password: 'Root-Password-123' });

function commonArgs({ dataDir, migrationsDir = MIGRATIONS_DIR, hooksDir = HOOKS_DIR, encryptionEnv }) {
  const args = ['--dir', dataDir, '--migrationsDir', migrationsDir, '--hooksDir', hooksDir];
  if (encryptionEnv) args.push('--encryptionEnv', encryptionEnv);
  return args;
}

function run(bin, args, env) {
  return new Promise((ok, fail) => {
    execFile(bin, args, { env, maxBuffer: 10 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (err) fail(new Error(`${bin} ${args.join(' ')} failed: ${err.message}\n${stdout}${stderr}`));
      else ok(`${stdout}${stderr}`);
    });
  });
}

/**
 * Creates the superuser, or resets its password when it exists. `superuser upsert` applies the
 * pending migrations first, so it also prepares a fresh data dir (pass the SMTP_*, APP_URL… env the
 * settings migration reads).
 */
export async function upsertSuperuser({ email, password, dataDir, env = process.env, bin = resolvePocketBase(env), ...dirs }) {
  mkdirSync(dataDir, { recursive: true });
  await run(bin, ['superuser', 'upsert', email, password, ...commonArgs({ dataDir, ...dirs })], env);
}

/** Applies pending migrations to a data dir (`migrate up`). */
export async function migrateUp({ dataDir, env = process.env, bin = resolvePocketBase(env), ...dirs }) {
  mkdirSync(dataDir, { recursive: true });
  return run(bin, ['migrate', 'up', ...commonArgs({ dataDir, ...dirs })], env);
}

/** Logs in as a superuser; returns the token for the Authorization header. */
export async function superuserToken(url, email, password) {
  const res = await fetch(`${url}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identity: email, password }),
  });
  if (!res.ok) throw new Error(`superuser login on ${url} failed: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

/** PATCH /api/settings (partial settings are merged by PocketBase). */
export async function patchSettings(url, token, patch) {
  const res = await fetch(`${url}/api/settings`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify(patch),
  });
  if (!res.ok) throw new Error(`PATCH /api/settings failed: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

export async function getSettings(url, token) {
  const res = await fetch(`${url}/api/settings`, { headers: { Authorization: token } });
  if (!res.ok) throw new Error(`GET /api/settings failed: HTTP ${res.status}`);
  return res.json();
}

/**
 * Points PocketBase's mailer at an SMTP server (the local catcher in dev and e2e) and sets the
 * public URL used in mail links. Migrations run once per data dir, so this keeps an existing data
 * dir in step with the catcher's current ports.
 */
export async function configureMail(url, token, { host, port, tls = false, username = '', password = '', appURL, senderAddress, senderName }) {
  const patch = { smtp: { enabled: true, host, port: Number(port), tls, username, password } };
  const meta = {};
  if (appURL) meta.appURL = appURL;
  if (senderAddress) meta.senderAddress = senderAddress;
  if (senderName) meta.senderName = senderName;
  if (Object.keys(meta).length) patch.meta = meta;
  return patchSettings(url, token, patch);
}

/** The env vars the settings migration reads, for a given SMTP catcher and public URL. */
export function mailEnv({ host, port, appURL }) {
  const env = { SMTP_HOST: host, SMTP_PORT: String(port), SMTP_TLS: 'false', SMTP_USERNAME: '', SMTP_PASSWORD: '' };
  if (appURL) env.APP_URL = appURL;
  return env;
}

/**
 * Starts `pocketbase serve` and resolves once GET /api/health answers.
 *
 * @param {import('./pb-server.d.mts').StartPocketBaseOptions} [opts]
 * @returns {Promise<import('./pb-server.d.mts').PocketBaseServer>}
 */
export async function startPocketBase(opts = {}) {
  const env = { ...process.env, ...(opts.env ?? {}) };
  const bin = opts.bin ?? resolvePocketBase(env);
  const host = opts.host ?? '127.0.0.1';
  const tempData = !opts.dataDir;
  const dataDir = opts.dataDir ? resolve(opts.dataDir) : mkdtempSync(join(tmpdir(), 'kata-pb-'));
  const removeDataDir = opts.removeDataDir ?? tempData;
  const dirs = { dataDir, migrationsDir: opts.migrationsDir, hooksDir: opts.hooksDir, encryptionEnv: opts.encryptionEnv };
  const superuser = opts.superuser === false ? null : (opts.superuser ?? TEST_SUPERUSER);
  const cleanup = () => {
    if (removeDataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    if (superuser) await upsertSuperuser({ ...superuser, ...dirs, env, bin });
    else await migrateUp({ ...dirs, env, bin });
  } catch (err) {
    cleanup();
    throw err;
  }

  // PocketBase exits saying the address is in use when another server took the picked port first.
  try {
    return await onFreePorts(async () => servePocketBase({ opts, env, bin, host, port: opts.port ?? (await freePort(host)), dirs, dataDir, superuser, cleanup }), {
      given: !!opts.port,
      taken: (err) => /address already in use/i.test(String(err)),
    });
  } catch (err) {
    cleanup();
    throw err;
  }
}

/** Runs `serve` on `port` and waits until it answers; throws (with its output) when it does not. */
async function servePocketBase({ opts, env, bin, host, port, dirs, dataDir, superuser, cleanup }) {
  const url = `http://${host}:${port}`;
  // Dev mode explicitly off unless asked for (npm run dev): PocketBase turns it on by itself when its
  // executable lives under the system's temp directory (a clone in /tmp), and then logs every SQL
  // statement, password hashes and token keys included.
  const args = ['serve', '--http', `${host}:${port}`, `--hooksWatch=${opts.hooksWatch ? 'true' : 'false'}`, `--dev=${opts.dev ? 'true' : 'false'}`, ...commonArgs(dirs)];
  if (opts.publicDir) args.push('--publicDir', resolve(opts.publicDir), `--indexFallback=${opts.indexFallback === false ? 'false' : 'true'}`);
  if (opts.args) args.push(...opts.args);

  // raiseFdLimit: every realtime stream holds a file descriptor, so the soft open-file limit is raised
  // to the hard one first (best effort: a shell's `ulimit`, then exec, so the pid is PocketBase's).
  const child = track(
    opts.raiseFdLimit && process.platform !== 'win32'
      ? spawn('/bin/sh', ['-c', 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$0" "$@"', bin, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn(bin, args, { env, stdio: ['ignore', 'pipe', 'pipe'] }),
  );
  const output = captureOutput(child);
  const log = opts.log ?? 'silent';
  if (log === 'inherit') {
    child.stdout.pipe(process.stdout);
    child.stderr.pipe(process.stderr);
  } else if (typeof log === 'string' && log !== 'silent') {
    prefixLines(child.stdout, log);
    prefixLines(child.stderr, log, (s) => process.stderr.write(s));
  }

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await stopProcess(child, { timeoutMs: opts.stopTimeoutMs ?? 5000 });
    if (process.env.PB_TEST_LOG) console.log(output());
    cleanup();
  };

  try {
    await waitForHttp(`${url}/api/health`, { timeoutMs: opts.timeoutMs ?? 30_000, isDead: () => !isRunning(child) });
    // The answer may come from another server that took the port first: this one says it bound it
    // ("Server started at …") or exits saying the address is in use.
    const started = `Server started at ${url}`;
    const until = Date.now() + 10_000;
    while (!output().includes(started)) {
      if (!isRunning(child)) throw new Error('exited');
      if (Date.now() > until) throw new Error(`no "${started}" in its output`);
      await sleep(20);
    }
  } catch (err) {
    // The data dir stays for another port's try: the caller removes it when it gives up.
    stopped = true;
    await stopProcess(child, { timeoutMs: opts.stopTimeoutMs ?? 5000 });
    throw new Error(`PocketBase did not start (${err instanceof Error ? err.message : err}):\n${output()}`, { cause: err });
  }

  let token = null;
  const server = {
    url,
    port,
    dataDir,
    bin,
    process: child,
    superuser,
    output,
    async superuserToken() {
      if (!superuser) throw new Error('this PocketBase was started without a superuser');
      token ??= await superuserToken(url, superuser.email, superuser.password);
      return token;
    },
    stop,
  };
  try {
    const settings = {};
    if (opts.rateLimits === false) settings.rateLimits = { enabled: false };
    // Without request logs (maxDays 0) a test server saves no row in auxiliary.db per request, which
    // nobody reads there: about 6 % of its CPU.
    if (opts.requestLogs === false) settings.logs = { maxDays: 0 };
    if (Object.keys(settings).length) await patchSettings(url, await server.superuserToken(), settings);
    if (opts.mail) await configureMail(url, await server.superuserToken(), opts.mail);
  } catch (err) {
    await stop();
    throw err;
  }
  return server;
}
