// Ports and HTTP readiness.
import { createServer } from 'node:net';

/** A TCP port that is free on `host` right now (the OS picks it). */
export function freePort(host = '127.0.0.1') {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', fail);
    srv.listen(0, host, () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => ok(port));
    });
  });
}

/** True when something already listens on host:port. */
export function portInUse(port, host = '127.0.0.1') {
  return new Promise((ok) => {
    const srv = createServer();
    srv.unref();
    srv.once('error', () => ok(true));
    srv.listen(port, host, () => srv.close(() => ok(false)));
  });
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** How many times a server started on picked free ports picks them again. */
const PORT_ATTEMPTS = 5;

/**
 * Starts a server on free ports that `start` picks: a free port can be taken by another test's server
 * between the pick and the bind, so when `taken(err)` says that happened, `start` runs again (up to
 * five times). Ports the caller gave (`given`) are never picked again.
 * @template T
 * @param {() => Promise<T>} start
 * @param {{ given: boolean, taken: (err: unknown) => boolean }} o
 * @returns {Promise<T>}
 */
export async function onFreePorts(start, { given, taken }) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start();
    } catch (err) {
      if (given || attempt >= PORT_ATTEMPTS || !taken(err)) throw err;
    }
  }
}

/**
 * Polls `url` until it answers 2xx. Gives up after `timeoutMs`, or as soon as `isDead()` says the
 * process that should answer has exited.
 */
export async function waitForHttp(url, { timeoutMs = 30_000, intervalMs = 100, isDead = () => false } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    if (isDead()) throw new Error(`the server exited before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms (${last})`);
    await sleep(intervalMs);
  }
}
