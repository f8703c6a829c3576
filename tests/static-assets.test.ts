// The SPA's assets (pb_hooks/static.pb.js): the build's Brotli copy or gzip for clients that accept them, cached for a
// year when the file exists (content-hashed names), never for a missing file; index.html and the
// API stay as PocketBase serves them (no gzip on the API but its records reads, request_guard.pb.js:
// realtime messages would be compressed once per subscriber).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './helpers/server';
import { stageWith } from './helpers/stage';

let server: TestServer;
let publicDir: string;
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`;

/** A raw GET (fetch would decompress and hide Content-Encoding). */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((ok, fail) => {
    const req = request(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });
}

beforeAll(() => {
  publicDir = mkdtempSync(join(tmpdir(), 'kata-public-'));
  mkdirSync(join(publicDir, 'assets'));
  writeFileSync(join(publicDir, 'index.html'), '<!doctype html><title>SPA</title><div id="root"></div>');
  writeFileSync(join(publicDir, 'assets', 'index-abc123.js'), SCRIPT);
  // The build's Brotli copy (vite.compress.ts) of one script, as the build writes it.
  writeFileSync(join(publicDir, 'assets', 'boot-abc123.js'), SCRIPT);
  writeFileSync(join(publicDir, 'assets', 'boot-abc123.js.br'), brotliCompressSync(SCRIPT));
});
afterAll(() => rmSync(publicDir, { recursive: true, force: true }));
const stage = stageWith([], () => ({ publicDir }));
beforeAll(() => {
  server = stage.server;
});

describe('SPA assets', () => {
  it('are gzip-compressed for clients that accept it and cached for a year', async () => {
    const res = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
    expect(res.body.length).toBeLessThan(SCRIPT.length / 10);
  });

  it("are the build's Brotli copy for clients that accept Brotli, with the script's type", async () => {
    const res = await get('/assets/boot-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['vary']).toContain('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('are gzip where there is no Brotli copy or the client refuses Brotli', async () => {
    const noCopy = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, br' });
    expect(noCopy.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(noCopy.body).toString()).toBe(SCRIPT);
    const refused = await get('/assets/boot-abc123.js', { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(refused.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(refused.body).toString()).toBe(SCRIPT);
    const copyItself = await get('/assets/boot-abc123.js.br', { 'Accept-Encoding': 'br' });
    expect(copyItself.headers['content-encoding']).toBeUndefined();
  });

  it('are plain for clients that do not accept gzip', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(SCRIPT);
  });

  it('a missing asset is a 404 that is not cached; no way out of the folder', async () => {
    const res = await get('/assets/missing-zzz.js', { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBeUndefined();
    const out = await get('/assets/..%2Findex.html');
    expect(out.headers['cache-control']).toBeUndefined();
  });

  it('index.html (and the SPA fallback) and the API are served as before', async () => {
    for (const path of ['/', '/reserved/x']) {
      const res = await get(path, { 'Accept-Encoding': 'gzip' });
      expect(res.status).toBe(200);
      expect(res.body.toString()).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBeUndefined();
    }
    // A page the server sends with its first screen (first_screen.pb.js), in a build without them: the
    // same shell, with the same security headers.
    for (const path of ['/login', '/competitions/x', '/seasons/abcdefghijklmno']) {
      const res = await get(path, { 'Accept-Encoding': 'gzip' });
      expect(res.status).toBe(200);
      const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body) : res.body;
      expect(body.toString()).toBe('<!doctype html><title>SPA</title><div id="root"></div>');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
    const api = await get('/api/health', { 'Accept-Encoding': 'gzip' });
    expect(api.headers['content-encoding']).toBeUndefined();
  });
});
