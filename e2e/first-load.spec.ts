// The public pages take input while they load: every script, style and API answer arrives late, and
// the visitor types and clicks on the first control that takes input, on a fresh load of each page.
// Nothing typed or clicked may be lost: the server's first screen (app/firstScreen) shows the page's
// controls disabled until the app has rendered them (its links work from the start); the app renders
// the page once, by the router (no second tree to swap).
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { demo } from './helpers/auth';
import { deviceContext, shot } from './helpers/devices';
import { LANGS, exact, tr } from './helpers/i18n';
import { DEMO_COMPETITIONS } from '../scripts/seed.mjs';

/** Slows down the app's code and the API (each answer held back; the page arrives piece by piece). */
async function slowNetwork(page: Page) {
  await page.route(/\/(assets|api)\//, async (route) => {
    const api = route.request().url().includes('/api/');
    await new Promise((resolve) => setTimeout(resolve, api ? 700 : 250));
    await route.fallback();
  });
}

for (const lang of LANGS) {
  test(`public pages keep what is typed and clicked while they load (${lang})`, { tag: `@${lang}` }, async ({ browser, state }, info) => {
    const context = await deviceContext(browser, lang, info);
    const page = await context.newPage();
    await slowNetwork(page);

    // The home: a link clicked before the next competitions have arrived opens the list.
    await page.goto('/');
    await page.getByRole('link', { name: exact(tr(lang, 'home:hero.ctaCompetitions')) }).first().click();
    await expect(page).toHaveURL(/\/competitions$/);
    await expect(page.getByRole('heading', { level: 1, name: exact(tr(lang, 'common:titles.competitions')) })).toBeVisible();

    // /competitions: the search, typed key by key as soon as the field shows, filters the lists.
    await page.goto('/competitions');
    const search = page.getByRole('searchbox', { name: exact(tr(lang, 'competitions:list.searchLabel')) });
    await expect(search).toBeEnabled();
    await search.pressSequentially('Coppa');
    await expect(search).toHaveValue('Coppa');
    await expect(page.getByRole('link', { name: DEMO_COMPETITIONS.enrolment })).toBeVisible();
    await expect(page.getByRole('link', { name: DEMO_COMPETITIONS.ready })).toHaveCount(0);
    await expectNoA11yViolations(page);
    await shot(page, info, `competitions-search-${lang}`, { fullPage: false });
    await page.getByRole('link', { name: DEMO_COMPETITIONS.enrolment }).click();
    await expect(page.getByRole('heading', { level: 1, name: DEMO_COMPETITIONS.enrolment })).toBeVisible();

    // A competition: a tab clicked as soon as the tabs show.
    const id = (state.seed?.competitions as Record<string, string>).enrolment as string;
    await page.goto(`/competitions/${id}`);
    const tabs = page.getByRole('navigation', { name: exact(tr(lang, 'competitions:detail.tabsLabel')) });
    await tabs.getByRole('link', { name: exact(tr(lang, 'competitions:detail.tabs.results')) }).click();
    await expect(page).toHaveURL(new RegExp(`/competitions/${id}/results$`));
    await expect(tabs.getByRole('link', { name: exact(tr(lang, 'competitions:detail.tabs.results')) })).toHaveAttribute('aria-current', 'page');
    // The icon font, asked for after the first paint, arrives and draws the tabs' icons.
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px primeicons'))).toBe(true);
    await shot(page, info, `competition-results-${lang}`, { fullPage: false });

    // /login: both fields typed key by key, "show password" and "log in" pressed at once.
    const athlete = demo('athlete');
    await page.goto('/login');
    const identity = page.getByLabel(tr(lang, 'auth:fields.identity'));
    await expect(identity).toBeEnabled();
    await identity.pressSequentially(athlete.username);
    const password = page.getByLabel(exact(tr(lang, 'auth:fields.password')));
    await password.pressSequentially(athlete.password);
    await page.getByRole('button', { name: exact(tr(lang, 'common:password.show')) }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(identity).toHaveValue(athlete.username);
    await expect(password).toHaveValue(athlete.password);
    await shot(page, info, `login-typed-${lang}`, { fullPage: false });
    await page.getByRole('button', { name: exact(tr(lang, 'auth:login.submit')) }).click();
    await expect(page).toHaveURL(/\/reserved$/);
    await context.close();
  });
}
