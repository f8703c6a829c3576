// Always stops what the global setup started (PocketBase, maildev) and removes the temp data dir.
import { rmSync } from 'node:fs';
import { running } from './support/servers';

export default async function globalTeardown(): Promise<void> {
  const hadHandles = running.pb !== null;
  await running.stopAll();
  // Belt and braces, should the teardown ever run with a fresh copy of the shared module.
  const pid = Number(process.env.E2E_PB_PID);
  if (!hadHandles && pid) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* already stopped */
    }
  }
  const dir = process.env.E2E_PB_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
