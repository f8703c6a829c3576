#!/usr/bin/env node
// Continuous replication of the data dir's SQLite databases with Litestream, and the restore that
// brings a new data dir up from the replica:
//
//   LITESTREAM_REPLICA_URL=/mnt/replica npm start     # replicates while the server runs
//   npm run restore -- /srv/kata/pb_data               # a new data dir from the replica
//   npm run litestream -- generations -config <file>   # any litestream command (the pinned binary)
//
// The replica is a path (another disk, a mounted share) or an S3-compatible URL
// (s3://bucket/prefix, with LITESTREAM_ENDPOINT for a provider other than AWS and the keys in
// LITESTREAM_ACCESS_KEY_ID / LITESTREAM_SECRET_ACCESS_KEY, which Litestream reads itself). Each
// database gets its own folder under it: <replica>/data.db, <replica>/auxiliary.db.
//
// Resolution of the binary: $LITESTREAM_BIN, then the `@flydotio/litestream-linux-x64` npm package
// (Linux x64 only), else a clear error saying how to get Litestream.
import { spawn, execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isExecutable, ROOT } from './pocketbase.mjs';
import { loadDotEnv } from './lib/env.mjs';
import { captureOutput, stopProcess, track, prefixLines } from './lib/process.mjs';

/** The Litestream build this repo is pinned to (package.json → @flydotio/litestream-linux-x64 1.0.1). */
export const LITESTREAM_VERSION = 'v0.3.13';
/** PocketBase's databases in its data dir: the records, and the logs. */
export const DATABASES = Object.freeze(['data.db', 'auxiliary.db']);
/** How often Litestream ships the new WAL pages: the most a dead machine can lose (RPO). */
export const DEFAULT_SYNC_INTERVAL = '1s';

/** Milliseconds of a Litestream duration ("1s", "250ms"). */
export function durationMs(text) {
  const m = /^(\d+(?:\.\d+)?)(ms|s|m)$/.exec(String(text).trim());
  if (!m) throw new Error(`not a duration: ${text}`);
  return Number(m[1]) * { ms: 1, s: 1000, m: 60_000 }[m[2]];
}
/**
 * Litestream checkpoints the WAL itself and then writes a row of its own into the database. A
 * PocketBase transaction that read before that row and writes after it is refused (SQLite's stale
 * snapshot: 400 "Failed to create record."), so checkpoints are made rare: once an hour, or when the
 * WAL passes 25,000 pages (≈100 MB); 100,000 pages force one.
 */
export const CHECKPOINTS = Object.freeze({ interval: '1h', minPages: 25_000, maxPages: 100_000 });

export class LitestreamNotFoundError extends Error {
  constructor(message) {
    super(message);
    this.name = 'LitestreamNotFoundError';
  }
}


/** The absolute path of the Litestream executable; throws LitestreamNotFoundError when there is none. */
export function resolveLitestream(env = process.env) {
  if (env.LITESTREAM_BIN) {
    const bin = resolve(ROOT, env.LITESTREAM_BIN);
    if (!existsSync(bin)) throw new LitestreamNotFoundError(`LITESTREAM_BIN points to ${bin}, which does not exist.`);
    if (!isExecutable(bin)) throw new LitestreamNotFoundError(`LITESTREAM_BIN points to ${bin}, which is not executable (chmod +x it).`);
    return bin;
  }
  if (process.platform === 'linux' && process.arch === 'x64') {
    try {
      const require = createRequire(join(ROOT, 'package.json'));
      const bin = join(dirname(require.resolve('@flydotio/litestream-linux-x64/package.json')), 'litestream');
      if (existsSync(bin)) {
        if (!isExecutable(bin)) throw new LitestreamNotFoundError(`${bin} is not executable: run \`chmod +x ${bin}\` or reinstall with \`npm ci\`.`);
        return bin;
      }
    } catch (err) {
      if (err instanceof LitestreamNotFoundError) throw err;
      /* package not installed: fall through to the help text */
    }
  }
  throw new LitestreamNotFoundError(
    `Litestream ${LITESTREAM_VERSION} was not found for ${process.platform}/${process.arch}.\n` +
      (process.platform === 'linux' && process.arch === 'x64'
        ? '  Run `npm install` (or `npm ci`): it installs the pinned binary from the npm package @flydotio/litestream-linux-x64.\n'
        : '  The npm package @flydotio/litestream-linux-x64 only ships the Linux x64 binary.\n') +
      `  Otherwise install Litestream ${LITESTREAM_VERSION} and set LITESTREAM_BIN to its path, for example in .env.`,
  );
}

const isUrl = (s) => /^[a-z][a-z0-9+.-]*:\/\//i.test(s);

/**
 * Litestream's configuration (JSON, which its YAML reader accepts) replicating each database of
 * `dataDir` to `<replicaUrl>/<database>`. `env` supplies the S3 endpoint, region and path style of
 * an S3-compatible provider.
 */
export function litestreamConfig({ dataDir, replicaUrl, syncInterval = DEFAULT_SYNC_INTERVAL, env = process.env }) {
  if (!replicaUrl) throw new Error('LITESTREAM_REPLICA_URL is empty: say where the replica lives (a path or an s3:// URL).');
  const base = isUrl(replicaUrl) ? replicaUrl.replace(/\/+$/, '') : pathToFileURL(resolve(ROOT, replicaUrl)).href;
  const s3 = base.startsWith('s3://');
  return {
    dbs: DATABASES.map((name) => ({
      path: join(resolve(dataDir), name),
      'checkpoint-interval': env.LITESTREAM_CHECKPOINT_INTERVAL || CHECKPOINTS.interval,
      'min-checkpoint-page-count': Number(env.LITESTREAM_MIN_CHECKPOINT_PAGES) || CHECKPOINTS.minPages,
      'max-checkpoint-page-count': Number(env.LITESTREAM_MAX_CHECKPOINT_PAGES) || CHECKPOINTS.maxPages,
      replicas: [
        {
          url: `${base}/${name}`,
          'sync-interval': syncInterval,
          ...(s3 && env.LITESTREAM_ENDPOINT ? { endpoint: env.LITESTREAM_ENDPOINT } : {}),
          ...(s3 && env.LITESTREAM_REGION ? { region: env.LITESTREAM_REGION } : {}),
          ...(s3 && env.LITESTREAM_FORCE_PATH_STYLE ? { 'force-path-style': ['1', 'true', 'yes'].includes(env.LITESTREAM_FORCE_PATH_STYLE.toLowerCase()) } : {}),
        },
      ],
    })),
  };
}

function writeConfig(opts) {
  const dir = mkdtempSync(join(tmpdir(), 'kata-litestream-'));
  const file = join(dir, 'litestream.yml');
  writeFileSync(file, JSON.stringify(litestreamConfig(opts), null, 2));
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Starts `litestream replicate` for the databases of `dataDir`. Resolves once Litestream watches
 * them; `stop()` ends it with SIGTERM, which ships what is left before it exits.
 *
 * @param {{ dataDir: string, replicaUrl: string, syncInterval?: string, log?: string, env?: NodeJS.ProcessEnv, bin?: string }} opts
 */
export async function startLitestream({ dataDir, replicaUrl, syncInterval, log = 'silent', env = process.env, bin = resolveLitestream(env) }) {
  const config = writeConfig({ dataDir, replicaUrl, syncInterval, env });
  const child = track(spawn(bin, ['replicate', '-config', config.file], { env, stdio: ['ignore', 'pipe', 'pipe'] }));
  const output = captureOutput(child);
  if (log !== 'silent') {
    // Every shipped WAL segment is logged at INFO: keep the console to what an operator reads.
    const routine = /msg="(write wal segment|wal segment written|write snapshot|snapshot written)"/;
    const writeTo = (stream) => (line) => {
      if (!routine.test(line)) stream.write(line);
    };
    prefixLines(child.stdout, log, writeTo(process.stdout));
    prefixLines(child.stderr, log, writeTo(process.stderr));
  }
  let stopped = false;
  const stop = async ({ signal = 'SIGTERM' } = {}) => {
    if (stopped) return;
    stopped = true;
    // SIGTERM: Litestream syncs what it has not shipped yet; give it the time to reach the replica.
    await stopProcess(child, { signal, timeoutMs: 30_000 });
    config.remove();
  };
  const watching = () => DATABASES.every((name) => output().includes(`"initialized db" path=${join(resolve(dataDir), name)}`));
  const until = Date.now() + 10_000;
  while (!watching()) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > until) {
      await stop();
      throw new Error(`Litestream did not start:\n${output()}`);
    }
    await new Promise((ok) => setTimeout(ok, 50));
  }
  // Ready once every database has a generation on the replica: a write acknowledged from then on is
  // shipped, even when the server stops a moment later (a stop before the first sync left the replica
  // empty).
  const synced = async (name) => (await run(bin, ['generations', '-config', config.file, join(resolve(dataDir), name)], env)).trim().split('\n').length > 1;
  const syncDeadline = Date.now() + 10_000 + durationMs(syncInterval ?? DEFAULT_SYNC_INTERVAL);
  for (const name of DATABASES) {
    while (!(await synced(name))) {
      if (child.exitCode !== null || child.signalCode !== null || Date.now() > syncDeadline) {
        await stop();
        throw new Error(`Litestream did not reach the replica:\n${output()}`);
      }
      await new Promise((ok) => setTimeout(ok, 100));
    }
  }
  return { process: child, config: config.file, output, stop };
}

function run(bin, args, env) {
  return new Promise((ok, fail) => {
    execFile(bin, args, { env, maxBuffer: 10 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (err) fail(new Error(`litestream ${args.join(' ')} failed: ${err.message}\n${stdout}${stderr}`));
      else ok(`${stdout}${stderr}`);
    });
  });
}

/**
 * Restores the databases of the replica into `dataDir` (a new, empty data dir: an existing database
 * is never overwritten). Returns the time it took in ms.
 */
export async function restoreDataDir({ dataDir, replicaUrl, env = process.env, bin = resolveLitestream(env) }) {
  const target = resolve(dataDir);
  const present = DATABASES.filter((name) => existsSync(join(target, name)));
  if (present.length) throw new Error(`${target} already holds ${present.join(' and ')}: restore into a new, empty data dir.`);
  mkdirSync(target, { recursive: true });
  const config = writeConfig({ dataDir: target, replicaUrl, env });
  const started = performance.now();
  try {
    for (const name of DATABASES) await run(bin, ['restore', '-config', config.file, join(target, name)], env);
  } finally {
    config.remove();
    // Litestream leaves the empty -shm/-wal of its temporary file behind.
    for (const name of DATABASES) for (const suffix of ['.tmp-shm', '.tmp-wal']) rmSync(join(target, name + suffix), { force: true });
  }
  return performance.now() - started;
}

async function main() {
  loadDotEnv();
  const [command, ...rest] = process.argv.slice(2);
  let bin;
  try {
    bin = resolveLitestream();
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
  if (command === 'restore-data-dir') {
    const replicaUrl = process.env.LITESTREAM_REPLICA_URL;
    const dir = rest[0];
    if (!replicaUrl || !dir) {
      console.error('Usage: LITESTREAM_REPLICA_URL=<path or s3:// URL> npm run restore -- <new data dir>');
      process.exit(2);
    }
    try {
      const ms = await restoreDataDir({ dataDir: dir, replicaUrl, bin });
      console.log(`Restored ${DATABASES.join(' and ')} from ${replicaUrl} into ${resolve(dir)} in ${(ms / 1000).toFixed(1)} s.`);
      console.log(`Start the server on it: PB_DATA_DIR=${dir} npm start (uploaded files come from the S3 storage of its settings).`);
    } catch (err) {
      console.error(err instanceof Error ? err.message : String(err));
      process.exit(1);
    }
    return;
  }
  const child = spawn(bin, [command, ...rest].filter((a) => a !== undefined), { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 1));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main();
}
