import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath, URL } from 'node:url';
import { OFFLINE_DATA_CACHE } from './src/lib/core/offlineCache.ts';
import { firstLoadCatalogues } from './vite.catalogues.ts';
import { bootPreload, publicShell } from './vite.shell.ts';
import { compressAssets } from './vite.compress.ts';
import { firstScreens } from './vite.firstScreen.ts';

// Installable and offline-tolerant (docs/ARCHITECTURE.md "Offline"). Workbox through
// vite-plugin-pwa (2.x supports Vite 8): the built shell is precached; public data and the athlete's
// own enrolments are read network-first (4 s) and kept, so they open without a network. Whatever the
// worker serves from its cache, it tells the page (postMessage with the data's time): the page then
// says "offline, data of …" and never shows it as live (src/lib/core/offline.ts).
// (The functions below are copied into sw.js as source: they may not use anything from this file.)

const pwa = VitePWA({
  registerType: 'autoUpdate',
  injectRegister: false, // src/lib/core/offline.ts registers it after load (nothing on the first paint)
  manifest: {
    name: 'Kata Portal',
    short_name: 'Kata',
    description: 'Kata competitions: enrolments, draws and live results',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0f1f3d',
    icons: [{ src: '/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,woff2}'],
    // The first screens are sent by the server for a first visit (vite.firstScreen.ts); the worker answers with the shell.
    globIgnores: ['first-screen/**'],
    navigateFallback: '/index.html',
    // The API, the dashboard and the files are never answered by the app shell.
    navigateFallbackDenylist: [/^\/api\//, /^\/_\//],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: ({ url, request }) =>
          request.method === 'GET' &&
          /\/api\/(collections\/(competitions|circuits|poules|draws|leaderboards|documents|partners|enrolments|kata_sheets)\/records|custom\/competitions\/[^/]+\/board)/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: OFFLINE_DATA_CACHE,
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 200, maxAgeSeconds: 14 * 24 * 3600 },
          plugins: [
            {
              // Only reached when the network failed: the page must know it shows saved data.
              cachedResponseWillBeUsed: async ({ cachedResponse }) => {
                if (cachedResponse) {
                  const at = cachedResponse.headers.get('date') ?? '';
                  const all = await (self as unknown as { clients: { matchAll(): Promise<Array<{ postMessage(m: unknown): void }>> } }).clients.matchAll();
                  all.forEach((c) => c.postMessage({ type: 'kp-offline-data', at }));
                }
                return cachedResponse;
              },
            },
          ],
        },
      },
    ],
  },
});

// The SPA talks to PocketBase on the same origin in production (PocketBase serves dist/).
// In dev, /api and /_/ are proxied to the local PocketBase started by scripts/dev.mjs.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const pbTarget = env.DEV_PB_URL || `http://127.0.0.1:${env.PORT || 8090}`;
  const shell = publicShell(fileURLToPath(new URL('.', import.meta.url)));
  return {
    plugins: [firstLoadCatalogues(), react(), pwa, shell.plugin, bootPreload(fileURLToPath(new URL('.', import.meta.url))), firstScreens(fileURLToPath(new URL('.', import.meta.url))), compressAssets()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    server: {
      proxy: {
        '/api': { target: pbTarget, changeOrigin: true, ws: true },
        '/_/': { target: pbTarget, changeOrigin: true },
      },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      // Every browser of the build's target preloads modules itself (Chrome, Edge, Firefox, Safari 17);
      // the polyfill would cost every page's entry 0.5 kB for browsers that then only preload less.
      modulePreload: { polyfill: false },
      chunkSizeWarningLimit: 600,
      // The routed public pages' two chunks (vite.shell.ts). Its groups must not pull in their
      // dependencies: those include the entry's modules, which must stay in the entry.
      rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: (id: string) => shell.chunkOf(id), debugName: 'public shell' }] } } },
    },
  };
});
