// The official's guide to the competition day, reached by clicking from login: an organizer from the
// dashboard, the desk, the draw management and the supervisor's screen; a commissioner from the
// dashboard and the scoring screen. The guide shows every section and problem heading of the
// catalogue, the screens' own button labels (never a raw $t(…) nesting), in English and Italian; axe.
// One journey per language (English on the desktop, Italian on the phone), switching the language on
// the guide itself to check the other: with officials of its own (a switch is saved on the account, so
// two journeys sharing a demo account would change each other's language).
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { logoutViaMenu } from './helpers/auth';
import { pbDate, superuserApi } from './helpers/api';
import { uniqueEmail } from './helpers/mail';
import { createUser, TEST_PASSWORD } from './helpers/users';
import { deviceContext, shot } from './helpers/devices';
import { openMenuEntry } from './helpers/menu';
import { LANGS, switchLanguage, t, tr, type Lang } from './helpers/i18n';
import { scaled } from './helpers/time';
import { GUIDE_SECTIONS, OFF_PLAN } from '../src/features/guide/sections';

async function login(page: Page, lang: Lang, username: string) {
  await page.goto('/login');
  await page.getByLabel(tr(lang, 'auth:fields.identity'), { exact: true }).fill(username);
  await page.getByLabel(tr(lang, 'auth:fields.password'), { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: tr(lang, 'auth:login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/reserved$/);
}

/** Clicks "Guide to the day" and checks the guide is open (its title). */
async function openGuide(page: Page, lang: Lang) {
  await page.getByRole('link', { name: tr(lang, 'common:dayGuide.link') }).click();
  await expect(page).toHaveURL(/\/about\/competition-day$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lang, 'common:titles.dayGuide'));
}

/** Every heading of the guide in `lang`, the buttons it cites written out, nothing left unresolved. */
async function expectGuide(page: Page, lang: Lang) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lang, 'common:titles.dayGuide'));
  const h2 = [tr(lang, 'guide:contents'), ...Object.keys(GUIDE_SECTIONS).map((s) => tr(lang, `guide:sections.${s}.title`)), tr(lang, 'guide:offPlan.title')];
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(h2);
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(OFF_PLAN.map((item) => tr(lang, `guide:offPlan.items.${item}Title`)));
  const main = page.getByRole('main');
  for (const label of ['results:supervise.validate', 'results:seatTablet.replace', 'desk:late.open', 'results:manage.makeFinal', 'results:absence.action']) {
    await expect(main.locator('strong', { hasText: tr(lang, label) }).first()).toBeVisible();
  }
  await expect(main).not.toContainText('$t(');
  await expect(main).not.toContainText('{{');
}

/** The browser's Back, once the screen it returns to (`to`, the address it had) is shown again. */
async function back(page: Page, to: string) {
  await page.goBack();
  await expect(page).toHaveURL(to);
}

for (const lang of LANGS) {
  test(`officials reach the guide to the day from their screens (${lang})`, { tag: `@${lang}` }, async ({ browser, request }, info) => {
    test.setTimeout(scaled(90_000));
    const tag = `guide${lang}${Date.now().toString(36)}`;
    const official = async (role: 'organizer' | 'commissioner') => {
      const username = `${role}.${tag}`;
      return { username, id: await createUser({ email: uniqueEmail(`${role}-${tag}`), username, role, lang }) };
    };
    const [organizer, commissioner] = [await official('organizer'), await official('commissioner')];
    const competition = `Guide Cup ${tag}`;
    const su = await superuserApi(request);
    const comp = await su.create('competitions', { name: competition, date: pbDate(Date.now() + 86_400_000), location: 'Roma', organizers: [organizer.id], commissioners: [commissioner.id], status: 'accreditation' });
    await su.create('circuits', { competition: comp.id, name: 'Open', order: 1 });
    const context = await deviceContext(browser, lang, info);
    const page = await context.newPage();
    const phone = !!info.project.use.hasTouch;

    // An organizer: the dashboard, then the desk, the draw management and the supervisor's screen.
    await login(page, lang, organizer.username);
    const dashboard = page.url();
    await shot(page, info, `dashboard-${lang}`, { fullPage: false });
    await openGuide(page, lang);
    await expectGuide(page, lang);
    await shot(page, info, `guide-${lang}`);
    await expectNoA11yViolations(page);
    await back(page, dashboard);

    const card = page.getByRole('article', { name: competition });
    await card.getByRole('link', { name: t(lang, 'dashboard:organizer.toDeskOf', { competition }) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lang, 'common:titles.competitionEnrolments'));
    await shot(page, info, `desk-${lang}`, { fullPage: false });
    const desk = page.url();
    await openGuide(page, lang);
    await back(page, desk);
    await openMenuEntry(page, info, lang, 'common:menu.dashboard');
    await expect(page).toHaveURL(dashboard);

    await card.getByRole('link', { name: t(lang, 'dashboard:organizer.toDrawOf', { competition }) }).click();
    await expect(page.getByRole('heading', { level: 2, name: tr(lang, 'results:manage.title') })).toBeVisible();
    const manage = page.url();
    await openGuide(page, lang);
    await back(page, manage);
    await page.getByRole('link', { name: tr(lang, 'results:officials.supervise') }).click();
    await expect(page.getByRole('heading', { level: 2, name: tr(lang, 'results:supervise.title') })).toBeVisible();
    await shot(page, info, `supervisor-${lang}`, { fullPage: false });
    await openGuide(page, lang);

    // The other language, on the guide itself.
    const other: Lang = lang === 'en' ? 'it' : 'en';
    await switchLanguage(page, other);
    await expectGuide(page, other);
    await switchLanguage(page, lang);
    await logoutViaMenu(page, lang, phone);

    // A commissioner: the dashboard, then the scoring screen.
    await login(page, lang, commissioner.username);
    await page.getByRole('article', { name: competition }).getByRole('link', { name: t(lang, 'dashboard:commissioner.toScoringOf', { competition }) }).click();
    await expect(page).toHaveURL(/\/officials\/scoring$/);
    await openGuide(page, lang);
    await expectGuide(page, lang);
    await context.close();
  });
}
