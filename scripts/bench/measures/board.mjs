// The public board document (GET /api/custom/competitions/{id}/board, pb_hooks/board.pb.js) under
// load: requests/s of full answers (200) and of revalidations (304 on If-None-Match) served by
// PocketBase, beside /api/health of the same server; then, when nginx is installed, the same document
// through nginx as a caching reverse proxy on loopback (the recipe of docs/deploy.md), with how many answers
// needed the origin. Every load is autocannon on 127.0.0.1, bounded in time.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { confHead, nginxBinary } from '../../lib/nginx.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function cannon(url, { connections = 10, durationS = 5, headers = {}, expect = '2xx' } = {}) {
  const r = await autocannon({ url, connections, duration: durationS, pipelining: 1, headers });
  if (r.errors || r.timeouts) throw new Error(`${url}: ${r.errors} errors, ${r.timeouts} timeouts under load`);
  const other = r['1xx'] + r['2xx'] + r['3xx'] + r['4xx'] + r['5xx'] - r[expect];
  if (other) throw new Error(`${url}: ${other} answers outside ${expect} under load`);
  return r.requests.average;
}

function freePort() {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });
}

/**
 * The recipe of docs/deploy.md ("A cache in front"), on loopback: the board (and every other GET under
 * /api/custom/…/board) cached as the origin's Cache-Control says, one request to the origin at a time
 * per document (lock), stale answers while it refreshes in the background; realtime passed through
 * unbuffered; everything else proxied as it is.
 */
export function nginxConf({ port, origin, dir }) {
  return `${confHead({ dir, connections: 4096 })}
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=board:1m max_size=64m inactive=10m use_temp_path=off;
  log_format cache '$upstream_cache_status';
  upstream pocketbase { server ${origin}; keepalive 16; }
  server {
    listen 127.0.0.1:${port};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $remote_addr;
    location ~ ^/api/custom/competitions/[a-z0-9]+/board$ {
      access_log ${dir}/cache.log cache;
      proxy_pass http://pocketbase;
      proxy_cache board;
      proxy_cache_key $uri;
      proxy_cache_lock on;
      proxy_cache_revalidate on;
      proxy_cache_use_stale updating error timeout http_500 http_502 http_503;
      proxy_cache_background_update on;
      proxy_ignore_headers Set-Cookie;
      proxy_set_header Authorization "";
      add_header X-Cache-Status $upstream_cache_status always;
    }
    location /api/realtime {
      proxy_pass http://pocketbase;
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
    }
    location / {
      proxy_pass http://pocketbase;
    }
  }
}
`;
}

async function withNginx(origin, fn) {
  const bin = nginxBinary();
  if (!bin) return { skipped: 'nginx is not installed (apt-get install -y nginx): the cache in front is not measured' };
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConf({ port, origin: origin.replace(/^https?:\/\//, ''), dir }));
  const proc = spawn(bin, ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  proc.stderr.on('data', (d) => (stderr += d));
  try {
    const url = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      try {
        await fetch(`${url}/api/health`);
        break;
      } catch {
        if (i > 50 || proc.exitCode !== null) throw new Error(`nginx did not start: ${stderr || readFileSync(join(dir, 'error.log'), 'utf8')}`);
        await sleep(100);
      }
    }
    return await fn(url, dir);
  } finally {
    proc.kill('SIGTERM');
    await new Promise((r) => (proc.exitCode !== null ? r() : proc.once('exit', r)));
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * @param {{ url: string, competitionId: string, log?: (s: string) => void, durationS?: number }} o
 */
export async function measureBoard({ url, competitionId, log = () => {}, durationS = 5 }) {
  const path = `/api/custom/competitions/${competitionId}/board`;
  const first = await fetch(`${url}${path}`);
  if (first.status !== 200) throw new Error(`${path}: HTTP ${first.status}`);
  const etag = first.headers.get('etag');
  const bytes = (await first.arrayBuffer()).byteLength;
  const cacheControl = first.headers.get('cache-control');
  // Warm up (goja VM pools, SQLite page cache).
  await cannon(`${url}/api/health`, { durationS: 1 });
  await cannon(`${url}${path}`, { durationS: 1 });
  const health = await cannon(`${url}/api/health`, { durationS });
  const rps200 = await cannon(`${url}${path}`, { durationS });
  const rps304 = await cannon(`${url}${path}`, { durationS, headers: { 'If-None-Match': etag }, expect: '3xx' });
  const out = { bytes, etag, cacheControl, health, rps200, rps304, nginx: null };
  const n = await withNginx(url, async (proxied, dir) => {
    await cannon(`${proxied}${path}`, { durationS: 1 });
    writeFileSync(join(dir, 'cache.log'), '');
    const rps = await cannon(`${proxied}${path}`, { durationS, connections: 50 });
    // nginx writes its access log as it goes: every answer's cache status.
    await sleep(200);
    const statuses = {};
    for (const s of readFileSync(join(dir, 'cache.log'), 'utf8').split('\n').filter(Boolean)) statuses[s] = (statuses[s] || 0) + 1;
    const total = Object.values(statuses).reduce((a, b) => a + b, 0);
    // Answers that needed the origin: misses, expiries and revalidations; a STALE answer starts one
    // background refresh at most (UPDATING ones are served while it runs).
    const origin = (statuses.MISS || 0) + (statuses.EXPIRED || 0) + (statuses.REVALIDATED || 0) + (statuses.STALE || 0);
    return { rps200: rps, statuses, total, originPer1000: total ? Math.round((origin / total) * 1000 * 100) / 100 : null };
  });
  if (n.skipped) log(`  ${n.skipped}`);
  else out.nginx = n;
  out.nginxSkipped = n.skipped ?? null;
  return out;
}
