// Behind the documented reverse proxy (a real nginx, the Debian package, as in production) every
// connection reaches PocketBase from the proxy: the client is the rightmost X-Forwarded-For address,
// which the migrations trust by default. Clients here are distinct loopback addresses (127.0.0.x)
// connecting to nginx, so nginx itself sees and forwards them, as it would on the internet.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginx } from '../scripts/lib/index.mjs';
import { PASSWORD } from './helpers/actors';
import { SUPERUSER } from './helpers/server';
import { stageWith } from './helpers/stage';
import { waitUntil } from './helpers/wait';

const UNIT_MS = 2;
const stage = stageWith([], { rateLimits: true, env: { LOGIN_DELAY_UNIT_MS: String(UNIT_MS) } });
let proxy: { url: string; stop(): Promise<void> };

beforeAll(async () => {
  proxy = await startNginx({ origin: stage.server.url });
}, 60_000);
afterAll(async () => proxy?.stop());

interface Answer {
  status: number;
  body: { data?: Record<string, { code: string }> };
}

/** A POST through nginx from the loopback address `from`, with extra headers a client may forge. */
function post(path: string, body: unknown, from: string, headers: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(path, proxy.url);
  const payload = JSON.stringify(body);
  return new Promise((ok, fail) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress: from, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => ok({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as Answer['body']) : {} }));
      },
    );
    req.on('error', fail);
    req.end(payload);
  });
}

const login = (collection: string, identity: string, password: string, from: string, headers?: Record<string, string>) =>
  post(`/api/collections/${collection}/auth-with-password`, { identity, password }, from, headers);

/** Eight wrong passwords from `from`, each as soon as the slow-down lets it in. */
async function failEight(collection: string, identity: string, from: string, headers?: Record<string, string>) {
  for (let i = 0; i < 8; i++) {
    const a = await waitUntil(async () => {
      const a = await login(collection, identity, `wrong-${i}`, from, headers);
      return a.status === 429 ? undefined : a;
    }, { intervalMs: 2 * UNIT_MS });
    expect(a.status).toBe(400);
  }
}

describe('behind nginx each client is its own source', () => {
  it("an attacker's failures through the proxy do not stop the victim logging in through it from another address", async () => {
    const { su } = stage;
    const email = `proxied${Date.now().toString(36)}@example.com`;
    await su.collection('users').create({ email, username: email.split('@')[0], name: 'Proxied', password: PASSWORD, passwordConfirm: PASSWORD, role: 'athlete', verified: true, privacyAcceptedAt: new Date().toISOString() });
    // The attacker also forges X-Forwarded-For naming the victim's address: nginx appends the real
    // one, and only the rightmost entry is trusted.
    await failEight('users', email, '127.0.0.66', { 'X-Forwarded-For': '127.0.0.77' });
    expect((await login('users', email, PASSWORD, '127.0.0.66')).status).toBe(429);
    expect((await login('users', email, PASSWORD, '127.0.0.77')).status).toBe(200);
  }, 60_000);

  it('the superuser too', async () => {
    await failEight('_superusers', SUPERUSER.email, '127.0.0.68');
    expect((await login('_superusers', SUPERUSER.email, SUPERUSER.password, '127.0.0.68')).status).toBe(429);
    expect((await login('_superusers', SUPERUSER.email, SUPERUSER.password, '127.0.0.79')).status).toBe(200);
  }, 60_000);
});
