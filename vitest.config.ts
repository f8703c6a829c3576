import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { firstLoadCatalogues } from './vite.catalogues.ts';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

const unitBase: TestProjectInlineConfiguration = {
  plugins: [firstLoadCatalogues(), react()],
  resolve: { alias },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // A component test waits for elements up to 15 s (src/test/setup.ts); on a busy 2-core
    // machine a page with PrimeReact takes seconds to render, which is slowness, not a failure.
    testTimeout: 30_000,
  },
};

// Three projects: jsdom component tests and rule tests next to the code (`npm run test:unit` runs
// both), and integration tests that start a real PocketBase (tests/, `npm run test:integration`).
export default defineConfig({
  test: {
    projects: [
      // Component and page tests: each file in a fresh module graph (the app root, the
      // router and the stores keep module state that a page test must not inherit).
      {
        ...unitBase,
        test: {
          ...unitBase.test,
          name: 'unit',
          include: ['src/**/*.test.tsx'],
          // One worker: beside a second one, the desk's XLSX export has missed its download (a
          // fresh-clone run of 26 Nov 2026, with the writer's chunk already loaded): not understood yet.
          maxWorkers: 1,
          sequence: { groupOrder: 0 },
        },
      },
      // Rule and helper tests: isolated too (a shared module graph once carried one file's language
      // into the next file's messages), on two workers, after the component tests.
      {
        ...unitBase,
        test: {
          ...unitBase.test,
          name: 'unit-rules',
          include: ['src/**/*.test.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
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
