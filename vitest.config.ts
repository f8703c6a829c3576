import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { firstLoadCatalogues } from './vite.catalogues.ts';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

// Two projects: fast jsdom unit/component tests next to the code, and integration tests that
// start a real PocketBase (tests/). `npm run test:unit` / `npm run test:integration` pick one.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [firstLoadCatalogues(), react()],
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          css: false,
          // A component test waits for elements up to 8 s (src/test/setup.ts); on a busy 2-core
          // machine a page with PrimeReact takes seconds to render, which is slowness, not a failure.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each test file starts its own PocketBase; keep parallelism modest on a 2-core machine.
          maxWorkers: 2,
        },
      },
    ],
  },
});
