// The board relay (pb_hooks/lib/relay.js): a second PocketBase that holds the public board's
// streams, so that thousands of spectators cost the officials' saves nothing. Started by `npm start`
// when BOARD_RELAY_PORT is set, by the bench and by its test; in production it is a second systemd
// unit (README "Deploy").
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { HOOKS_DIR } from '../pocketbase.mjs';
import { startPocketBase } from './pb-server.mjs';

/** The relay's hooks: its routes only (PocketBase loads the files directly in a hooks dir). */
export const RELAY_HOOKS_DIR = join(HOOKS_DIR, 'relay');
/** A relay has no collections: a migrations dir that does not exist keeps the app's schema out. */
const NO_MIGRATIONS = join(RELAY_HOOKS_DIR, 'no-migrations');

/**
 * Starts a relay; resolves once it answers. `env` is what the main server needs to hand it the
 * board's messages (BOARD_RELAY_URL, BOARD_RELAY_KEY) and to tell browsers where it is
 * (BOARD_RELAY_PUBLIC_URL: `publicUrl`, default the relay's own URL).
 * @param {{ host?: string, port?: number, key?: string, publicUrl?: string, dataDir?: string, bin?: string, log?: string, raiseFdLimit?: boolean }} [opts]
 */
export async function startRelay(opts = {}) {
  const key = opts.key || randomBytes(24).toString('hex');
  const server = await startPocketBase({
    host: opts.host,
    port: opts.port,
    bin: opts.bin,
    dataDir: opts.dataDir,
    superuser: false,
    hooksDir: RELAY_HOOKS_DIR,
    migrationsDir: NO_MIGRATIONS,
    raiseFdLimit: opts.raiseFdLimit ?? true,
    env: { BOARD_RELAY_KEY: key },
    log: opts.log,
  });
  return { ...server, key, env: { BOARD_RELAY_URL: server.url, BOARD_RELAY_KEY: key, BOARD_RELAY_PUBLIC_URL: opts.publicUrl || server.url } };
}
