// Buttons and links styled as buttons must be readable in every state (WCAG AA text contrast):
// resting, hovered and keyboard-focused, on the pages where each button style appears. The first
// button a new athlete saw ("Open my registry") was blue underlined text on a blue button, and axe
// never reported it; this measures the computed colours of every such element in each forced state.
import type { Browser, TestInfo } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { device } from './helpers/devices';
import { loginViaApi, loginAs, type DemoKey } from './helpers/auth';
import { buttonContrastFailures } from './helpers/contrast';
import { contextIn, tr, type Lang } from './helpers/i18n';
import { uniqueEmail } from './helpers/mail';
import { createUser, TEST_PASSWORD } from './helpers/users';
import { scaled } from './helpers/time';
import { e2eState } from './helpers/state';

async function pageAs(browser: Browser, lang: Lang, info: TestInfo) {
  const ctx = await contextIn(browser, lang, { baseURL: e2eState().baseURL, ...device(info) });
  return ctx.newPage();
}

// Colours do not depend on the language: English on the desktop, Italian on the phone.
const langOf = (info: TestInfo): Lang => (info.project.name === 'desktop' ? 'en' : 'it');

test('the empty dashboard of a new athlete: "Open my registry" is readable in every state', async ({ browser }, info) => {
  test.setTimeout(scaled(60_000));
  const lang = langOf(info);
  const email = uniqueEmail('contrast');
  await createUser({ email, username: `c${Date.now().toString(36)}${info.project.name.slice(0, 2)}` });
  const page = await pageAs(browser, lang, info);
  await loginViaApi(page, email, TEST_PASSWORD, '/reserved');
  const cta = page.getByRole('link', { name: tr(lang, 'dashboard:athlete.toRegistry') });
  await expect(cta).toBeVisible();
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `.tmp/shots-contrast/${info.project.name}-empty-dashboard.png` });
  expect(await buttonContrastFailures(page)).toEqual([]);
  await expectNoA11yViolations(page);
  await page.context().close();
});

// Colours do not depend on the viewport either, but the phone's header (menu button, sidebar) and
// its stacked cards style buttons of their own: `phone` marks the pages checked on the phone too.
const PAGES: Array<{ who: DemoKey | null; path: (ids: Record<string, Record<string, string>>) => string; officials?: boolean; phone?: boolean }> = [
  // The officials' bar (Manage draw, Scoring) on the public tabs.
  { who: 'organizer', path: (ids) => `/competitions/${ids.competitions?.accreditation}/draws`, officials: true },
  { who: 'organizer', path: (ids) => `/competitions/${ids.competitions?.accreditation}/results`, officials: true },
  { who: 'organizer', path: () => '/reserved', phone: true },
  { who: 'admin', path: () => '/reserved' },
  { who: 'athlete', path: () => '/reserved/enrolments', phone: true },
  { who: 'athlete', path: () => '/reserved/registry' },
  { who: null, path: (ids) => `/competitions/${ids.competitions?.accreditation}/info`, phone: true },
  { who: null, path: () => '/competitions' },
  { who: null, path: () => '/documents' },
  { who: null, path: () => '/', phone: true },
  { who: null, path: () => '/login' },
  { who: null, path: () => '/no-such-page' },
];

for (const p of PAGES) {
  test(`button styles on ${p.path({ competitions: { accreditation: ':id' } })} as ${p.who ?? 'a guest'}`, async ({ browser, state }, info) => {
    test.skip(info.project.name === 'phone' && !p.phone, 'the same buttons as on the desktop');
    test.setTimeout(scaled(60_000));
    const lang = langOf(info);
    const page = await pageAs(browser, lang, info);
    const path = p.path(state.seed ?? {});
    if (p.who) await loginAs(page, p.who, path);
    else await page.goto(path);
    if (p.officials) await expect(page.getByRole('link', { name: tr(lang, 'results:officials.scoring') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.loading')).toHaveCount(0);
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `.tmp/shots-contrast/${info.project.name}-${path.replace(/\W+/g, '_')}.png` });
    expect(await buttonContrastFailures(page)).toEqual([]);
    await page.context().close();
  });
}
