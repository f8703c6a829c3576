// PocketBase switches dev mode on by itself when its executable lives under the system's temp
// directory (a clone in /tmp), and then logs every SQL statement — a new user's password hash and
// token key included. Every server the project starts (npm start, tests, e2e; not npm run dev)
// passes --dev=false, so that nothing like it reaches a console or a log file.
import { afterAll, expect, it } from 'vitest';
import { linkSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolvePocketBase, startPocketBase } from '../scripts/lib/index.mjs';

const dir = mkdtempSync(join(tmpdir(), 'kata-devmode-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('a PocketBase whose executable sits in the temp directory logs no SQL and no password hash', async () => {
  const bin = join(dir, 'pocketbase');
  linkSync(resolvePocketBase(), bin); // a hard link: the executable's path is now under tmpdir()
  const server = await startPocketBase({ bin, rateLimits: false });
  try {
    const res = await fetch(`${server.url}/api/collections/users/records`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'devmode@test.local', password: 'Secret-Pass-123', passwordConfirm: 'Secret-Pass-123', name: 'Dev Mode', username: 'devmode', privacyAccepted: true }),
    });
    expect(res.status).toBeLessThan(500);
    const out = server.output();
    expect(out).not.toMatch(/\b(SELECT|INSERT INTO|UPDATE `|CREATE TABLE)\b/);
    expect(out).not.toMatch(/\$2a\$/); // bcrypt hashes
  } finally {
    await server.stop();
  }
});
