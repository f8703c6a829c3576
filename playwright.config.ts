// End-to-end tests in a real Chromium against the built SPA (dist/) served by a real PocketBase
// with this repo's migrations and hooks, demo data, and a local SMTP catcher (e2e/global-setup.ts).
// `npm run test:e2e` builds the SPA first.
import { defineConfig, type LaunchOptions } from '@playwright/test';
import { existsSync, statfsSync } from 'node:fs';
import { availableParallelism, freemem } from 'node:os';
import { scaled } from './e2e/helpers/time';

/**
 * PLAYWRIGHT_CHROMIUM_EXECUTABLE, else Debian's headless shell (the light headless build Playwright
 * itself uses for headless runs: about 12% less CPU per journey than the full browser here), else
 * Debian's full Chromium, else Playwright's own Chromium.
 */
function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (fromEnv) return fromEnv;
  for (const bin of ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium']) if (existsSync(bin)) return bin;
  return undefined;
}

const launchOptions: LaunchOptions = {
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
// Chromium shares memory between its processes through /dev/shm; where that is small (a container's
// 64 MB default) it must use /tmp files instead, which costs about 6 % of the suite's CPU elsewhere.
function smallDevShm(): boolean {
  try {
    const fs = statfsSync('/dev/shm');
    return fs.blocks * fs.bsize < 1e9;
  } catch {
    return true;
  }
}
if (smallDevShm()) launchOptions.args!.push('--disable-dev-shm-usage');
const executablePath = chromiumExecutable();
if (executablePath) launchOptions.executablePath = executablePath;

const CI = !!process.env.CI;
const TRACE = process.env.E2E_TRACE ?? (CI ? 'off' : 'on');

/**
 * Workers from the machine: one per core (a journey waits on the server and on animations about
 * half of its time, so two run side by side on two cores), at most one per ~1.5 GB of free memory,
 * at most 4. Time limits grow on small machines (e2e/helpers/time.ts). A retry hides a defect, so
 * there are none: a test that passes only on its second try must be fixed.
 */
function workers(): number {
  const fromEnv = Number(process.env.E2E_WORKERS);
  if (fromEnv > 0) return fromEnv;
  const byMemory = Math.floor(freemem() / 1.5e9);
  return Math.max(1, Math.min(availableParallelism(), byMemory, 4));
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: CI,
  retries: 0,
  workers: workers(),
  reporter: 'list',
  timeout: scaled(45_000),
  expect: { timeout: scaled(10_000) },
  use: {
    browserName: 'chromium',
    // Set by the global setup (the PocketBase that serves dist/); workers inherit it.
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-US',
    timezoneId: 'Europe/Rome',
    launchOptions,
    // The SPA's service worker is tested by e2e/pwa.spec.ts, which allows it; elsewhere a
    // worker would answer page.route() mocks and the network faults from its cache.
    serviceWorkers: 'block',
    // A trace of every failure, with the DOM snapshot of each step but without the screencast: its
    // frames cost about a third of the suite's CPU (every test records them and only a failure keeps
    // them), and the failure's own screenshot is taken below. Off in CI (E2E_TRACE=on keeps it): CI
    // prints the error and the page's aria snapshot but nobody opens its traces, and recording the
    // DOM at every step costs a fifth of the suite's CPU (registry + competitions specs: 53 → 41
    // CPU-s, 95 → 87 s).
    trace: TRACE === 'off' ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    actionTimeout: scaled(10_000),
    navigationTimeout: scaled(20_000),
  },
  // A journey that runs in both languages is tagged with its language (`{ tag: `@${lang}` }`) and
  // runs in English on the desktop and in Italian on the phone: both languages and both layouts are
  // covered, each journey twice instead of four times (the catalogues' parity is a unit test; Italian,
  // the longer language, meets the narrower screen). A test whose subject does not depend on the
  // viewport (a rule, a mail, a redirect) is tagged @desktop and runs there only; @phone the other
  // way round. Untagged tests run on both projects.
  projects: [
    {
      name: 'desktop',
      grepInvert: /@it\b|@phone\b/,
      use: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
    },
    {
      name: 'phone',
      grepInvert: /@en\b|@desktop\b/,
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        // Layout is what the phone project tests; a 3× pixel ratio tripled the raster and screenshot work
        // of every phone test on a 2-core machine for pixels no assertion looks at.
        deviceScaleFactor: 1,
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
      },
    },
  ],
});
