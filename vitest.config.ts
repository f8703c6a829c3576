import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { firstLoadCatalogues } from './vite.catalogues.ts';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/**
 * Tests each in a fresh module graph: those that render the app root, and those that replace a module
 * with vi.mock (in the shared graph a module another file loaded first stays real, and the test
 * passes or fails by the order of the files: src/test/isolatedTests.test.ts keeps this list whole).
 */
const ISOLATED_TESTS = [
  'src/app/Root.test.tsx',
  'src/app/TabletRoot.test.tsx',
  'src/app/firstLoadCatalogue.test.tsx',
  'src/features/officiating/components/TabletHealth.test.tsx',
  'src/features/officiating/pages/SupervisorPage.test.tsx',
  'src/lib/board/useBoard.test.tsx',
];

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

/** A project of tests in jsdom with the shared setup, two workers, run first unless told. */
function jsdomProject(name: string, test: NonNullable<TestProjectInlineConfiguration['test']>): TestProjectInlineConfiguration {
  return { ...unitBase, test: { ...unitBase.test, name, maxWorkers: 2, sequence: { groupOrder: 0 }, ...test } };
}

// Five projects: tests next to the code (`npm run test:unit` runs the first four) and integration
// tests that start a real PocketBase (tests/, `npm run test:integration`). A test file says what it
// needs by its name: `*.test.tsx` and `*.dom.test.ts` run in jsdom with the shared setup (i18n, MSW,
// Testing Library); a plain `*.test.ts` is pure and runs in Node with no setup, which saves the
// second of environment and setup each jsdom file costs.
export default defineConfig({
  test: {
    projects: [
      // Component and page tests share one module graph per worker: importing PrimeReact, the
      // router and the catalogues once per worker instead of once per file halves the stage's CPU.
      // What a page leaves behind is reset after each test (src/test/setup.ts: auth, stores,
      // navigator, language, query clients, storage); tests of the app root, whose module state
      // (the router requested, the router itself) cannot be reset, and tests that mock modules run
      // isolated below.
      jsdomProject('unit', { include: ['src/**/*.test.tsx'], exclude: ISOLATED_TESTS, isolate: false }),
      jsdomProject('unit-app', { include: ISOLATED_TESTS }),
      // Helpers that need the browser or the shared setup (i18n, the SDK, MSW): isolated too (a
      // shared module graph once carried one file's language into the next file's messages).
      jsdomProject('unit-dom', { include: ['src/**/*.dom.test.ts'], sequence: { groupOrder: 1 } }),
      // Pure rules and helpers: Node, no setup.
      {
        plugins: [firstLoadCatalogues()],
        resolve: { alias },
        test: {
          name: 'unit-rules',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.dom.test.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
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
