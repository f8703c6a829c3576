// Foundation journeys: the built SPA loads from PocketBase, the route guard sends
// anonymous users to the login with `next`, the language follows the browser and can be switched,
// and the home and login pages pass axe. Runs on the desktop and the phone project.
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { loginAs } from './helpers/auth';
import { contextIn, expectLang, languageSwitcher, switchLanguage, tr, trExact } from './helpers/i18n';

const PRODUCT = 'Kata Portal';

test.describe('foundation', () => {
  test('home loads full screen with the product name and no main menu', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(PRODUCT);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT);
    await expect(page.getByRole('link', { name: trExact('en', 'home:hero.ctaCompetitions') })).toBeVisible();
    // Full screen: the application's main menu is not on the home page.
    await expect(page.getByRole('navigation', { name: trExact('en', 'layout.mainMenu') })).toHaveCount(0);
    await expect(page.getByRole('menubar')).toHaveCount(0);
  });

  test('a reserved route without login goes to the login page with next', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/reserved');
    await expect(page).toHaveURL(/\/login\?next=%2Freserved$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(trExact('en', 'titles.login'));
    await expect(page).toHaveTitle(`${tr('en', 'titles.login')} - ${PRODUCT}`);
  });

  test('a logged-in athlete reaches the reserved area but not a staff route', { tag: '@desktop' }, async ({ page }) => {
    await loginAs(page, 'athlete', '/reserved');
    await expect(page).toHaveURL(/\/reserved$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(trExact('en', 'titles.dashboard'));
    // /reserved/users is for organizer, commissioner and admin: an athlete goes to the public home.
    await page.goto('/reserved/users');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT);
  });

  test('an Italian browser sees Italian and can switch to English', async ({ browser, baseURL }, testInfo) => {
    const context = await contextIn(browser, 'it', { baseURL, ...projectDevice(testInfo.project.use) });
    try {
      const page = await context.newPage();
      await page.goto('/login');
      await expectLang(page, 'it');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(trExact('it', 'titles.login'));
      await expect(page).toHaveTitle(`${tr('it', 'titles.login')} - ${PRODUCT}`);
      await expect(languageSwitcher(page)).toBeVisible();

      await switchLanguage(page, 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(trExact('en', 'titles.login'));
      await expect(page).toHaveTitle(`${tr('en', 'titles.login')} - ${PRODUCT}`);

      // The choice is persisted locally and wins over the browser language.
      await page.reload();
      await expectLang(page, 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(trExact('en', 'titles.login'));
    } finally {
      await context.close();
    }
  });

  test('the home page follows an Italian browser too', { tag: '@desktop' }, async ({ browser, baseURL }, testInfo) => {
    const context = await contextIn(browser, 'it', { baseURL, ...projectDevice(testInfo.project.use) });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await expectLang(page, 'it');
      await expect(page.getByRole('link', { name: trExact('it', 'home:hero.ctaCompetitions') })).toBeVisible();
      await switchLanguage(page, 'en');
      await expect(page.getByRole('link', { name: trExact('en', 'home:hero.ctaCompetitions') })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('home and login have no serious accessibility violation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(trExact('en', 'titles.login'));
    await expectNoA11yViolations(page);
  });

  test('deep links are answered by the SPA on the API origin', { tag: '@desktop' }, async ({ page, request }) => {
    expect((await request.get('/api/health')).ok()).toBeTruthy();
    const res = await page.goto('/competitions/unknown-id/results');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

/** The viewport/touch settings of the running project, for contexts a test creates itself. */
function projectDevice(use: { viewport?: { width: number; height: number } | null; isMobile?: boolean; hasTouch?: boolean; deviceScaleFactor?: number; userAgent?: string }) {
  const out: Record<string, unknown> = {};
  for (const k of ['viewport', 'isMobile', 'hasTouch', 'deviceScaleFactor', 'userAgent'] as const) if (use[k] !== undefined) out[k] = use[k];
  return out;
}
