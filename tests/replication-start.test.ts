// `npm start` with LITESTREAM_REPLICA_URL: Litestream starts with the server and stops after it, so a
// record written just before the stop is on the replica, and `npm run restore`'s function brings a
// new data dir up from it.
import { afterAll, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startPocketBase, superuserToken, ROOT, type PocketBaseServer } from '../scripts/lib/index.mjs';
import { restoreDataDir } from '../scripts/litestream.mjs';
import { SUPERUSER } from './helpers/server';
import { waitUntil } from './helpers/wait';

const root = mkdtempSync(join(tmpdir(), 'kata-replication-'));
let child: ChildProcess | undefined;
let restored: PocketBaseServer | undefined;

afterAll(async () => {
  // start.mjs stops its PocketBase and Litestream on SIGTERM; its whole process group goes if it hangs.
  if (child && child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
  await restored?.stop();
  rmSync(root, { recursive: true, force: true });
});

it('npm start replicates the data dir while it runs and ships the last write when it stops', async () => {
  const port = await freePort();
  const replica = join(root, 'replica');
  const env = { ...process.env, PORT: String(port), PB_DATA_DIR: join(root, 'pb_data'), LITESTREAM_REPLICA_URL: replica, SKIP_BUILD: '1', SEED_DEMO: 'false', SUPERUSER_EMAIL: SUPERUSER.email, SUPERUSER_PASSWORD: SUPERUSER.password };
  let output = '';
  child = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d) => (output += String(d)));
  child.stderr!.on('data', (d) => (output += String(d)));
  const exited = new Promise<number | null>((ok) => child!.once('exit', (code) => ok(code)));
  await waitUntil(
    () => {
      if (child!.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
      return output.includes('Press Ctrl-C to stop.');
    },
    { timeoutMs: 30_000, message: 'npm start' },
  );
  expect(output).toContain(`Replica:              ${replica}`);

  const url = `http://127.0.0.1:${port}`;
  const token = await superuserToken(url, SUPERUSER.email, SUPERUSER.password);
  const res = await fetch(`${url}/api/collections/partners/records`, { method: 'POST', headers: { Authorization: token, 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'written just before the stop' }) });
  const marker = (await res.json()) as { id: string };
  child.kill('SIGTERM');
  expect(await exited, output).toBe(0);
  expect(output).toContain('litestream shut down');

  await restoreDataDir({ dataDir: join(root, 'restored'), replicaUrl: replica });
  restored = await startPocketBase({ dataDir: join(root, 'restored'), removeDataDir: false, superuser: false });
  const back = await fetch(`${restored.url}/api/collections/partners/records/${marker.id}`, { headers: { Authorization: await superuserToken(restored.url, SUPERUSER.email, SUPERUSER.password) } });
  expect(back.status).toBe(200);
  expect(((await back.json()) as { name: string }).name).toBe('written just before the stop');
}, 60_000);
