// The one request middleware (pb_hooks/request_guard.pb.js): it sets the security headers and checks
// impersonation and seat tokens on every route, yet a realtime stream (GET /api/realtime, token-free,
// open for minutes) must not hold a JS VM for its whole life: 10,000 phones on the board would hold
// 10,000 VMs (≈1.35 MB per stream with the three middlewares of old, ≈40 kB without).
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './helpers/server';
import { stageWith } from './helpers/stage';
import { subscribeRealtime, type RealtimeClient } from './helpers/realtime';
import { waitUntil } from './helpers/wait';

const STREAMS = 150;

const stage = stageWith([]);
let server: TestServer;
beforeAll(() => {
  server = stage.server;
});

/** PocketBase's resident memory (kB). */
function rssKb(): number {
  const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'));
  return m ? Number(m[1]) : NaN;
}

/** RSS once three readings 300 ms apart lie within 3 % (the heap grown and scavenged); after 10 s, the last three's highest. */
async function settledRss(): Promise<number> {
  const readings: number[] = [];
  const last = () => readings.slice(-3);
  const settled = () => {
    readings.push(rssKb());
    const l = last();
    return l.length === 3 && (Math.max(...l) - Math.min(...l)) / Math.min(...l) <= 0.03;
  };
  await waitUntil(settled, { timeoutMs: 10_000, intervalMs: 300 }).catch(() => undefined);
  return Math.max(...last());
}

describe('the request middleware', () => {
  it('sets its headers on the API', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it("compresses the records API's reads for a client that accepts gzip, and nothing else", async () => {
    const gzip = { 'Accept-Encoding': 'gzip' };
    const list = await fetch(`${server.url}/api/collections/competitions/records?perPage=1`, { headers: gzip });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-encoding')).toBe('gzip');
    expect(await list.json()).toMatchObject({ page: 1, perPage: 1 }); // fetch inflates it
    const plain = await fetch(`${server.url}/api/collections/competitions/records?perPage=1`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const health = await fetch(`${server.url}/api/health`, { headers: gzip });
    expect(health.headers.get('content-encoding')).toBeNull();
  });

  it('holds no JS VM per realtime stream', async () => {
    const before = await settledRss();
    const clients: RealtimeClient[] = [];
    try {
      for (let i = 0; i < STREAMS; i += 50) clients.push(...(await Promise.all(Array.from({ length: 50 }, () => subscribeRealtime(server.url, '', ['board/none'])))));
      const perStreamKb = ((await settledRss()) - before) / STREAMS;
      // ≈40 kB measured (a goroutine, its buffers, the request); a VM alone is ≈450 kB.
      expect(perStreamKb).toBeLessThan(250);
    } finally {
      await Promise.all(clients.map((c) => c.close()));
    }
  });
});
