import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';

const FIRST_LOAD_MODULES =
  /\/src\/(features\/firstload\/(pages\/|components\/|api\.ts|light\.css)|components\/(PageHeader|FormField|EmptyState)\.tsx|components\/(components|form|search-field)\.css|features\/auth\/(components\/AuthCard\.tsx|paths\.ts|auth\.css)|features\/competitions\/(components\/(CompetitionCard|CompetitionLogo|DateRange|StatusBadge|CircuitSummary)\.tsx|competitions\.css|model\.ts)|app\/layout\/layout\.css)|\/react-i18next\/dist\/es\/(Trans|TransWithoutContext)\.js/;

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
      rolldownOptions: {
        output: {
          codeSplitting: {
            // The first-load pages (src/features/firstload) and the light components they share with
            // the routed pages in one JS and one CSS file: a phone fetches them in one round trip
            // instead of three (HTTP/1.1 opens six connections per host). Not the home's modules.
            includeDependenciesRecursively: false,
            groups: [{ name: 'firstload', test: FIRST_LOAD_MODULES }],
          },
        },
      },
    },
  };
});
