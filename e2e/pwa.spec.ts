// Installable and offline-tolerant: the manifest is served; with the service worker
// installed, the public competitions list and a leaderboard open again after the network is cut
// (browser context offline), marked offline with the time of the saved data — and the leaderboard's
// live notice turns into the offline notice. English and Italian; desktop and phone. Logging out
// ends the session and drops the saved answers (an athlete's enrolments must not open offline for
// the next person).
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { device, shot } from './helpers/devices';
import { contextIn, LANGS, tr, type Lang } from './helpers/i18n';
import { e2eState } from './helpers/state';

test.use({ serviceWorkers: 'allow' });

const prefix = (lang: Lang, key: string) => tr(lang, key).split('{{')[0] as string;

/** Waits until the service worker controls the page (first visit installs it; a reload puts it in charge). */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

test('the web app manifest is served', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.ok()).toBeTruthy();
  const m = (await res.json()) as { name: string; display: string; start_url: string; icons: unknown[] };
  expect(m).toMatchObject({ name: 'Kata Portal', display: 'standalone', start_url: '/' });
  expect(m.icons.length).toBeGreaterThan(0);
});

for (const lang of LANGS) {
  test(`offline: saved pages open, marked offline with their time (${lang})`, { tag: `@${lang}` }, async ({ browser }, info) => {
    const { baseURL, seed } = e2eState();
    const archived = (seed?.competitions as Record<string, string>).archived as string;
    const ctx = await contextIn(browser, lang, { baseURL, serviceWorkers: 'allow', ...device(info) });
    const page = await ctx.newPage();
    try {
      await page.goto('/competitions');
      await controlled(page);
      // Online, through the worker: the list and the leaderboard with its note (archived: not live).
      const cards = page.getByRole('heading', { level: 2 });
      await expect(cards.first()).toBeVisible();
      const names = await cards.allTextContents();
      await page.goto(`/competitions/${archived}/leaderboard`);
      await expect(page.getByText(tr(lang, 'results:leaderboard.disclaimerClosed'))).toBeVisible();
      await expect(page.getByTestId('offline-banner')).toHaveCount(0);

      await ctx.setOffline(true);
      await page.reload();
      await expect(page.getByTestId('board-offline')).toContainText(prefix(lang, 'common:offline.notice'));
      await expect(page.getByText(tr(lang, 'results:leaderboard.disclaimerClosed'))).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 2, name: tr(lang, 'results:leaderboard.titleOffline') })).toBeVisible();
      await expect(page.getByTestId('offline-banner')).toContainText(prefix(lang, 'common:offline.banner'));
      await expectNoA11yViolations(page);
      await shot(page, info, `leaderboard-offline-${lang}`);

      await page.goto('/competitions');
      await expect(page.getByRole('heading', { level: 2, name: names[0] })).toBeVisible();
      await expect(page.getByTestId('offline-banner')).toContainText(prefix(lang, 'common:offline.banner'));
      await shot(page, info, `competitions-offline-${lang}`);
    } finally {
      await ctx.close();
    }
  });
}

/** The URLs of the saved API answers (the worker's data cache), empty when the cache is gone. */
const savedAnswers = (page: Page) =>
  page.evaluate(async () => ((await caches.has('kp-data')) ? (await (await caches.open('kp-data')).keys()).map((r) => r.url) : []));

/** A session whose token has expired (the SDK reads `exp` only; the server never sees it). */
function expiredSession(): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const token = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ id: 'expiredathlete1', type: 'auth', collectionId: '_pb_users_auth_', exp: 1 })}.c2lnbmF0dXJl`;
  return JSON.stringify({ token, record: { id: 'expiredathlete1', collectionName: 'users', role: 'athlete', verified: true } });
}

for (const lang of LANGS) {
  // A session that ends drops what it saved (on a shared phone the next person must not find an
  // athlete's enrolments offline). The ended session here is an expired one found at start, which
  // needs no live session; logout() runs the same forgetOfflineData (src/lib/core/session.dom.test.ts).
  test(`an ended session drops the saved answers (${lang})`, { tag: `@${lang}` }, async ({ browser }, info) => {
    const { baseURL } = e2eState();
    const ctx = await contextIn(browser, lang, { baseURL, serviceWorkers: 'allow', ...device(info) });
    const page = await ctx.newPage();
    try {
      await page.goto('/competitions');
      await controlled(page);
      // What a session saved: its enrolments answer in the worker's cache.
      await page.evaluate(async () => {
        const cache = await caches.open('kp-data');
        await cache.put('/api/collections/enrolments/records?page=1&perPage=30', new Response('{"items":[]}', { headers: { 'Content-Type': 'application/json' } }));
      });
      const ownEnrolments = async () => (await savedAnswers(page)).some((u) => u.includes('/api/collections/enrolments/records'));
      expect(await ownEnrolments()).toBe(true);
      await page.evaluate((session) => localStorage.setItem('pocketbase_auth', session), expiredSession());
      await page.reload();
      await expect.poll(ownEnrolments).toBe(false);
      expect(await page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeNull();
    } finally {
      await ctx.close();
    }
  });
}
