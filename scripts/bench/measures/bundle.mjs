// Initial JS+CSS of the public home (gzip) vs a bare Vite React page built in the same run. "Initial"
// is what a real Chromium downloads until the page is idle: the entry, its preloads and the chunks
// the home loads at start (home page, its catalogues), not the router that loads on navigation.
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium } from '@playwright/test';
import { ROOT } from '../../lib/index.mjs';

export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export function chromiumPath() {
  if (process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE) return process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** Builds the portal into `outDir` (the same `vite build` as `npm run build`). */
export async function buildApp(outDir) {
  await build({ root: ROOT, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}

/** Builds the smallest React page Vite makes (React + ReactDOM rendering one heading). */
export async function buildBare(workDir, outDir) {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(join(workDir, 'src'), { recursive: true });
  writeFileSync(join(workDir, 'index.html'), '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Bare</title></head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>');
  writeFileSync(
    join(workDir, 'src/main.jsx'),
    "import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<StrictMode><h1>Hello</h1></StrictMode>);\n",
  );
  await build({ root: workDir, configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir, emptyOutDir: true, target: 'es2022' } });
}

/** A static server with index fallback, for the bare page. */
export function serveStatic(dir) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(dir, path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html');
    const type = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' }[extname(file)] ?? 'application/octet-stream';
    res.writeHead(200, { 'Content-Type': type });
    res.end(readFileSync(file));
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

/** gzip bytes of every same-origin script and stylesheet Chromium loads for `pageUrl`, read from `distDir`. */
async function initialBytes(browser, pageUrl, distDir) {
  const page = await browser.newPage();
  const files = new Set();
  const origin = new URL(pageUrl).origin;
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if ((type === 'script' || type === 'stylesheet') && res.url().startsWith(origin)) files.add(new URL(res.url()).pathname);
  });
  await page.goto(pageUrl, { waitUntil: 'networkidle' });
  await page.close();
  let bytes = 0;
  for (const f of files) bytes += gzipSync(readFileSync(join(distDir, f)), { level: 9 }).length;
  return { bytes, files: [...files] };
}

/** @param {{ appUrl: string, appDist: string, bareDist: string }} o  the app is served by the bench PocketBase */
export async function measureBundle({ appUrl, appDist, bareDist }) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  const bare = await serveStatic(bareDist);
  try {
    const addr = bare.address();
    const home = await initialBytes(browser, `${appUrl}/`, appDist);
    const base = await initialBytes(browser, `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/`, bareDist);
    return { home, bare: base };
  } finally {
    bare.close();
    await browser.close();
  }
}
