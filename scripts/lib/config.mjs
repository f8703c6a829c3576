// Runtime configuration shared by `npm start` and `npm run dev` (see .env.example).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { ROOT } from '../pocketbase.mjs';
import { track, watchParent } from './process.mjs';

/** Documented local defaults: change them in .env for anything but a laptop. */
export const DEFAULT_SUPERUSER = Object.freeze({ email: 'admin@kata.local', password: 'ChangeMe-Local-123' });

export function flag(value, fallback = false) {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(String(value).toLowerCase());
}

export function intEnv(name, fallback, env = process.env) {
  const v = env[name];
  if (v === undefined || v === '') return fallback;
  const n = Number.parseInt(v, 10);
  if (!Number.isInteger(n) || n <= 0 || n > 65535) throw new Error(`${name} must be a port number, got "${v}"`);
  return n;
}

export function superuserFromEnv(env = process.env) {
  return {
    email: env.SUPERUSER_EMAIL || DEFAULT_SUPERUSER.email,
    password: env.SUPERUSER_PASSWORD || DEFAULT_SUPERUSER.password,
    isDefault: !env.SUPERUSER_EMAIL && !env.SUPERUSER_PASSWORD,
  };
}

export function dataDirFromEnv(name, fallback, env = process.env) {
  return resolve(ROOT, env[name] || fallback);
}

/** `vite build` in a child process (stdio inherited). Resolves when it succeeds. */
export function viteBuild(args = []) {
  const require = createRequire(join(ROOT, 'package.json'));
  const viteBin = join(require.resolve('vite/package.json'), '..', 'bin', 'vite.js');
  return new Promise((ok, fail) => {
    const child = track(spawn(process.execPath, [viteBin, 'build', ...args], { cwd: ROOT, stdio: 'inherit' }));
    child.on('error', fail);
    child.on('exit', (code, signal) => (code === 0 ? ok() : fail(new Error(`vite build failed (${signal ?? `exit ${code}`})`))));
  });
}

export function distReady() {
  return existsSync(join(ROOT, 'dist', 'index.html'));
}

/** Runs `stop` once on SIGINT/SIGTERM/SIGHUP (or when the parent process dies), then exits 0. */
export function onShutdown(stop) {
  let stopping = false;
  const handler = async (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    try {
      await stop();
      process.exit(0);
    } catch (err) {
      console.error(err);
      process.exit(1);
    }
  };
  for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(s, () => handler(s));
  watchParent(() => handler('parent process gone'));
  return () => stopping;
}

/**
 * PocketBase's trusted proxy settings from TRUSTED_PROXY_HEADER: the header whose rightmost address is
 * the client's (the one the proxy in front appended). Unset: X-Forwarded-For when PocketBase listens
 * on loopback (only a proxy on this machine reaches it, the documented deploy), none when it listens
 * on a public interface (a client could then name any address in the header). `none` turns it off.
 */
export function trustedProxyFromEnv(host, env = process.env) {
  const v = (env.TRUSTED_PROXY_HEADER ?? '').trim();
  const loopback = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/.test(host);
  const header = v.toLowerCase() === 'none' ? '' : v || (loopback ? 'X-Forwarded-For' : '');
  return { headers: header ? [header] : [], useLeftmostIP: false };
}
