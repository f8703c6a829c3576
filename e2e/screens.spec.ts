// The screens of the journeys that run once (ONCE_EN / ONCE_IT in helpers/i18n.ts) that no other
// journey opens in the other language and layout: the admin's competitions and the public running
// order (competitions.spec and venue.spec run in English on the desktop), the athlete's registry
// (registry.spec runs in Italian on the phone). The organizer's day on the phone in Italian is
// demo-day-walk.spec's. Each screen is opened as the role that uses it and must show its title, not
// scroll sideways and pass axe; both projects run the list (cheap), so each layout meets each screen.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { loginAs, type DemoKey } from './helpers/auth';
import { deviceContext, fitsWidth } from './helpers/devices';
import { tr, type Lang } from './helpers/i18n';
import { scaled } from './helpers/time';

interface Screen {
  as: DemoKey;
  path: (ids: { archived: string; enrolment: string }) => string;
  /** What shows that the screen has loaded. */
  ready: (page: Page, lang: Lang) => Locator;
}

const heading = (page: Page, text: string) => page.getByRole('heading', { level: 1, name: text, exact: true });
/** A competition's tab, once it is the current one. */
const tab = (page: Page, lang: Lang, name: string) =>
  page.getByRole('navigation', { name: tr(lang, 'competitions:detail.tabsLabel') }).locator(`a[aria-current="page"][data-tab="${name}"]`);

const SCREENS: Screen[] = [
  { as: 'admin', path: () => '/reserved/competitions', ready: (page, lang) => heading(page, tr(lang, 'titles.reservedCompetitions')) },
  { as: 'admin', path: (c) => `/competitions/${c.enrolment}/info`, ready: (page, lang) => tab(page, lang, 'info') },
  { as: 'athlete', path: (c) => `/competitions/${c.archived}/draws`, ready: (page, lang) => tab(page, lang, 'draws') },
  { as: 'athlete', path: () => '/reserved/registry', ready: (page, lang) => heading(page, tr(lang, 'titles.registry')) },
];

test('the screens of the once-run journeys in the other language and layout: titled, no sideways scroll, axe', async ({ browser, state }, info) => {
  test.setTimeout(scaled(60_000));
  const lang: Lang = info.project.name === 'phone' ? 'it' : 'en';
  const ids = state.seed!.competitions as { archived: string; enrolment: string };
  const byRole = new Map<DemoKey, Page>();
  for (const screen of SCREENS) {
    const path = screen.path(ids);
    let page = byRole.get(screen.as);
    if (!page) {
      page = await (await deviceContext(browser, lang, info)).newPage();
      byRole.set(screen.as, page);
      await loginAs(page, screen.as, path);
    } else {
      await page.goto(path);
    }
    await expect(screen.ready(page, lang), path).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    expect(await fitsWidth(page), `${path} scrolls sideways`).toBe(true);
    await expectNoA11yViolations(page);
  }
  for (const page of byRole.values()) await page.context().close();
});
