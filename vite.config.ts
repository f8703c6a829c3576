import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';

// The SPA talks to PocketBase on the same origin in production (PocketBase serves dist/).
// In dev, /api and /_/ are proxied to the local PocketBase started by scripts/dev.mjs.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const pbTarget = env.DEV_PB_URL || `http://127.0.0.1:${env.PORT || 8090}`;
  return {
    plugins: [react()],
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
      chunkSizeWarningLimit: 600,
    },
  };
});
