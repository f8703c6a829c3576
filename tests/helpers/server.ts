// Starts a real PocketBase for integration tests through the shared scripts/lib helpers: a fresh
// temp data dir, this repo's migrations and hooks, --hooksWatch=false (with watching on, a hook file
// that throws is only logged), a free port, and a superuser. Always stop what you started
// (`await server.stop()` in afterAll).
import { startPocketBase as start, superuserToken as token, TEST_SUPERUSER, ROOT as REPO_ROOT } from '../../scripts/lib/index.mjs';

export const ROOT: string = REPO_ROOT;
export const SUPERUSER = TEST_SUPERUSER;

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
  const server = await start({ env: opts.env, rateLimits: opts.rateLimits ?? false, superuser: SUPERUSER });
  return {
    url: server.url,
    dataDir: server.dataDir,
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
