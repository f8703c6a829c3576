// Faults: PocketBase stopped and restarted under a running SPA. The SPA says clearly that the server
// cannot be reached, keeps what the user typed, recovers without a reload; the realtime stream
// reconnects with the SDK's back-off (200 → 2000 ms) and the live views catch up on what
// happened while they were disconnected (the unread badge of a message written during the outage).
//
// This spec starts its OWN PocketBase (same build, migrations and hooks as the shared one): stopping
// the shared server would break every other spec running in parallel.
import { join, resolve } from 'node:path';
import PocketBase from 'pocketbase';
import { test, expect } from './fixtures';
import { shot } from './helpers/devices';
import type { Page, Request } from '@playwright/test';
import { startPocketBase, ROOT, TEST_SUPERUSER, type PocketBaseServer } from '../scripts/lib/index.mjs';
import { tr } from './helpers/i18n';
import { expectNoA11yViolations } from './helpers/axe';
import { scaled } from './helpers/time';

const DIST = process.env.E2E_DIST ? resolve(ROOT, process.env.E2E_DIST) : join(ROOT, 'dist');
const PASSWORD = 'Password-123!';

let server: PocketBaseServer;
let port = 0;
let dataDir = '';

async function start(): Promise<PocketBaseServer> {
  return startPocketBase({
    ...(port ? { port, dataDir } : {}),
    removeDataDir: false,
    publicDir: DIST,
    superuser: TEST_SUPERUSER,
    rateLimits: false,
  });
}

async function superuser(url: string) {
  const su = new PocketBase(url);
  su.autoCancellation(false);
  await su.collection('_superusers').authWithPassword(TEST_SUPERUSER.email, TEST_SUPERUSER.password);
  return su;
}

async function createUser(su: PocketBase, role: 'athlete' | 'admin', name: string) {
  const tag = `${role}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${tag}@faults.test`;
  const user = await su.collection('users').create({
    email, username: tag, name, password: PASSWORD, passwordConfirm: PASSWORD, role, verified: true, privacyAcceptedAt: new Date().toISOString(), lang: 'en',
  });
  const pb = new PocketBase(su.baseURL);
  pb.autoCancellation(false);
  await pb.collection('users').authWithPassword(email, PASSWORD);
  return { user, pb };
}

async function loginInBrowser(page: Page, pb: PocketBase, path: string) {
  await page.addInitScript(
    ([t, r]) => {
      if (!window.localStorage.getItem('pocketbase_auth')) window.localStorage.setItem('pocketbase_auth', JSON.stringify({ token: t, record: r }));
    },
    [pb.authStore.token, pb.authStore.record] as const,
  );
  await page.goto(server.url + path);
}

test.describe('faults', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    server = await start();
    port = server.port;
    dataDir = server.dataDir;
  });
  test.afterAll(async () => {
    await server?.stop();
    const { rmSync } = await import('node:fs');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('PocketBase stops and restarts under the SPA: clear error, typed data kept, recovery and realtime catch-up without a reload', async ({ page }, info) => {
    test.skip(info.project.name === 'phone', 'one run is enough: the phone layout of the banner is screenshotted below');
    test.setTimeout(scaled(120_000));
    const su = await superuser(server.url);
    const athlete = await createUser(su, 'athlete', 'Fault Tester');
    const admin = await createUser(su, 'admin', 'Desk Admin');
    const issue = await athlete.pb.collection('issues').create({ title: 'Outage drill', owner: athlete.user.id });

    const cspViolations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
    });
    const streamAttempts: number[] = [];
    page.on('request', (r: Request) => {
      if (r.method() === 'GET' && new URL(r.url()).pathname === '/api/realtime') streamAttempts.push(Date.now());
    });
    let navigations = 0;
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) navigations++;
    });

    const subscribed = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/realtime');
    await loginInBrowser(page, athlete.pb, '/reserved/profile');
    const name = page.getByLabel(tr('en', 'profile:details.name'));
    await expect(name).toHaveValue('Fault Tester');
    await subscribed; // the header's unread badge is live
    const navigationsBefore = navigations;
    const banner = page.locator('.connection-banner');
    await expect(banner).toBeHidden();

    // --- the server goes away
    await server.stop();
    const stoppedAt = Date.now();
    await expect(banner).toHaveText(tr('en', 'common:layout.realtimeLost'));
    await name.fill('Renamed During The Outage');
    await page.getByRole('button', { name: tr('en', 'common:actions.save') }).first().click();
    const toast = page.locator('.p-toast-message-error').filter({ hasText: tr('en', 'common:toasts.saveFailed') });
    await expect(toast).toContainText(tr('en', 'common:errors.network'));
    await expect(banner).toHaveText(tr('en', 'common:layout.connectionLost'));
    await expect(name).toHaveValue('Renamed During The Outage');
    await expectNoA11yViolations(page);
    await shot(page, info, 'outage-desktop', { fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, info, 'outage-phone', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });
    // Let the stream retry a few times (200, 300, 500, 1000, 1200 … ms apart) while the server is away.
    await expect.poll(() => streamAttempts.filter((t) => t >= stoppedAt).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(5);

    // --- it comes back, but the stream is held off until a message has been written meanwhile
    await page.route('**/api/realtime', (route) => (route.request().method() === 'GET' ? route.abort() : route.continue()));
    // The server's return refetches the active queries, the unread badge's among them: the message
    // below is written after that read, so that only the stream can bring it.
    const refetched = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/collections/message_notifications/records' && r.ok());
    server = await start();
    expect(server.port).toBe(port);
    await expect(banner).toHaveText(tr('en', 'common:layout.realtimeLost'), { timeout: 5000 });
    await refetched;
    await admin.pb.collection('messages').create({ issue: issue.id, author: admin.user.id, text: 'Written while you were disconnected' });
    await expect(page.getByTestId('unread-badge')).toHaveCount(0);
    const released = Date.now();
    await page.unroute('**/api/realtime');

    // The stream reconnects within the back-off, the live badge catches up, the banner goes away.
    await expect(page.getByTestId('unread-badge').first()).toBeAttached({ timeout: 8000 });
    const caughtUpMs = Date.now() - released;
    await expect(banner).toBeHidden();
    // SDK back-off (≤ 2 s) + our 200 ms look + the refetch; generous for a loaded CI machine.
    expect(caughtUpMs).toBeLessThan(6000);

    // Back-off between reconnect attempts: 200 ms at first, growing, never beyond 2 s (plus the
    // failing attempt itself, which takes longer on a loaded machine).
    const gaps = streamAttempts.slice(1).map((t, i) => t - streamAttempts[i]!);
    const outageGaps = gaps.filter((g) => g < 10_000);
    expect(outageGaps.length).toBeGreaterThanOrEqual(4);
    expect(Math.min(...outageGaps)).toBeGreaterThanOrEqual(150);
    expect(Math.max(...outageGaps)).toBeLessThanOrEqual(3000);

    // The typed value survived; saving now works; no reload happened at any point.
    await expect(name).toHaveValue('Renamed During The Outage');
    await page.getByRole('button', { name: tr('en', 'common:actions.save') }).first().click();
    await expect(page.locator('.p-toast-message-success').filter({ hasText: tr('en', 'common:toasts.saved') }).first()).toBeVisible();
    // (a fresh superuser login: the restart re-ran `superuser upsert`, which invalidates old tokens)
    expect((await (await superuser(server.url)).collection('users').getOne(athlete.user.id)).name).toBe('Renamed During The Outage');
    expect(navigations).toBe(navigationsBefore);
    expect(cspViolations).toEqual([]);
    const figures = `reconnect gaps ${outageGaps.join(', ')} ms; caught up ${caughtUpMs} ms after the stream was allowed back`;
    info.annotations.push({ type: 'figures', description: figures });
    console.log(`[faults] ${figures}`);
  });
});
