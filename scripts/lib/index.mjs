// Shared runtime helpers: `import { startPocketBase, startMailCatcher } from '../scripts/lib/index.mjs'`.
export { resolvePocketBase, PocketBaseNotFoundError, ROOT, POCKETBASE_VERSION, MIGRATIONS_DIR, HOOKS_DIR } from '../pocketbase.mjs';
export { loadDotEnv, parseDotEnv } from './env.mjs';
export { freePort, portInUse, waitForHttp, sleep } from './net.mjs';
export { stopProcess, track, isRunning, prefixLines, watchParent } from './process.mjs';
export {
  TEST_SUPERUSER,
  startPocketBase,
  upsertSuperuser,
  migrateUp,
  superuserToken,
  patchSettings,
  getSettings,
  configureMail,
  mailEnv,
} from './pb-server.mjs';
export { startMailCatcher, MailCatcherClient, linksOf } from './mail.mjs';
export { startRelay, RELAY_HOOKS_DIR } from './relay.mjs';
export { nginxBinary, startNginx } from './nginx.mjs';
