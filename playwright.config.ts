// End-to-end tests in a real Chromium against the built SPA (dist/) served by a real PocketBase
// with this repo's migrations and hooks, demo data, and a local SMTP catcher (e2e/global-setup.ts).
// `npm run test:e2e` builds the SPA first.
import { defineConfig, type LaunchOptions } from '@playwright/test';
import { existsSync } from 'node:fs';

/** PLAYWRIGHT_CHROMIUM_EXECUTABLE, else Debian's /usr/bin/chromium, else Playwright's own Chromium. */
function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (fromEnv) return fromEnv;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
}

const launchOptions: LaunchOptions = {
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
const executablePath = chromiumExecutable();
if (executablePath) launchOptions.executablePath = executablePath;

const CI = !!process.env.CI;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: Number(process.env.E2E_WORKERS) || 2,
  reporter: 'list',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    // Set by the global setup (the PocketBase that serves dist/); workers inherit it.
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-US',
    timezoneId: 'Europe/Rome',
    launchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
    },
    {
      name: 'phone',
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 3,
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
      },
    },
  ],
});
