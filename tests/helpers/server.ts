// Starts a real PocketBase for integration tests through the shared scripts/lib helpers: a fresh
// temp data dir, this repo's migrations and hooks, --hooksWatch=false (with watching on, a hook file
// that throws is only logged), a free port, and a superuser. Always stop what you started
// (`await server.stop()` in afterAll).
import { startPocketBase as start, superuserToken as token, TEST_SUPERUSER, ROOT as REPO_ROOT, type MailSettings } from '../../scripts/lib/index.mjs';

export const ROOT: string = REPO_ROOT;
export const SUPERUSER = TEST_SUPERUSER;

export interface TestServer {
  url: string;
  dataDir: string;
  /** PocketBase's process id (its memory read from /proc). */
  pid: number;
  /** Everything PocketBase printed so far (hook errors show up here). */
  output(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Keep PocketBase's own rate limits (off by default so that tests can create data fast). */
  rateLimits?: boolean;
  /** SMTP settings and the public URL of mail links (a mail catcher's). */
  mail?: MailSettings;
  /** Serve this folder as the SPA, like production (index.html as the fallback). */
  publicDir?: string;
  /** Extra `serve` arguments. */
  args?: string[];
}

/**
 * bcrypt's minimum cost for the users' passwords of a test server. Hashing strength is PocketBase's
 * (cost 10 in production), not a rule of this portal; at cost 10 every test user cost three hashes
 * (create, log in) of about 80 ms of CPU each, a third of the integration stage's CPU.
 */
const TEST_PASSWORD_COST = 4;

async function cheapPasswordHashes(server: { url: string; superuserToken(): Promise<string> }) {
  const headers = { Authorization: await server.superuserToken(), 'Content-Type': 'application/json' };
  const users = (await (await fetch(`${server.url}/api/collections/users`, { headers })).json()) as { fields: Array<{ type: string; cost?: number }> };
  const fields = users.fields.map((f) => (f.type === 'password' ? { ...f, cost: TEST_PASSWORD_COST } : f));
  const res = await fetch(`${server.url}/api/collections/users`, { method: 'PATCH', headers, body: JSON.stringify({ fields }) });
  if (!res.ok) throw new Error(`could not lower the test password cost: HTTP ${res.status} ${await res.text()}`);
}

export async function startPocketBase(opts: StartOptions = {}): Promise<TestServer> {
  // --automigrate=false: the schema change below must not write a migration into pb_migrations/.
  const server = await start({
    env: opts.env,
    rateLimits: opts.rateLimits ?? false,
    requestLogs: false,
    superuser: SUPERUSER,
    mail: opts.mail,
    publicDir: opts.publicDir,
    args: ['--automigrate=false', ...(opts.args ?? [])],
  });
  try {
    await cheapPasswordHashes(server);
  } catch (err) {
    await server.stop();
    throw err;
  }
  return {
    url: server.url,
    dataDir: server.dataDir,
    pid: server.process.pid!,
    output: () => server.output(),
    stop: async () => {
      if (process.env.PB_TEST_LOG) console.log(server.output());
      await server.stop();
    },
  };
}

export async function superuserToken(url: string): Promise<string> {
  return token(url, SUPERUSER.email, SUPERUSER.password);
}
