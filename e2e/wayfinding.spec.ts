// Finding one's way: organizers and admins reach a competition's desk in at most
// two taps from login (the dashboard; the competition's page; the reserved competitions list), on a
// phone too; failed-login toasts do not pile up, go on success and never cover the header; a
// commissioner's dashboard leads to scoring, and a page they may not open says why. English and
// Italian, desktop and phone; axe on every page looked at; screenshots in the test's output dir.
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { demo } from './helpers/auth';
import { deviceContext, shot as save } from './helpers/devices';
import { LANGS, t, tr, type Lang } from './helpers/i18n';
import { e2eState } from './helpers/state';
import { pbDate, superuserApi } from './helpers/api';
import { DEMO_COMPETITIONS } from '../scripts/seed.mjs';

async function open(browser: Browser, lang: Lang, info: TestInfo): Promise<{ context: BrowserContext; page: Page }> {
  const context = await deviceContext(browser, lang, info);
  return { context, page: await context.newPage() };
}
/** What the user sees first: the viewport, once toasts and dialogs have settled. */
const shot = (page: Page, info: TestInfo, name: string) => save(page, info, name, { fullPage: false, settle: true });
async function login(page: Page, lang: Lang, identity: string, password: string) {
  await page.getByLabel(tr(lang, 'auth:fields.identity'), { exact: true }).fill(identity);
  await page.getByLabel(tr(lang, 'auth:fields.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: tr(lang, 'auth:login.submit'), exact: true }).click();
}
/** One tap (touch on the phone project, a click on desktop). */
async function tap(info: TestInfo, target: ReturnType<Page['getByRole']>) {
  if (info.project.use.hasTouch) await target.tap();
  else await target.click();
}
/** The id of the demo competition in accreditation (its desk is the one the tests open). */
function accreditationId(): string {
  const id = (e2eState().seed?.competitions as Record<string, string> | undefined)?.accreditation;
  if (!id) throw new Error('the demo data is not seeded');
  return id;
}

/** The desk of a competition (by default the demo one in accreditation) is open. */
async function deskHeading(page: Page, lang: Lang, id = accreditationId()) {
  await expect(page).toHaveURL(new RegExp(`/reserved/enrolments/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lang, 'common:titles.competitionEnrolments'));
}

for (const lang of LANGS) {
  test.describe(`${lang}`, { tag: `@${lang}` }, () => {
    test('an organizer reaches the desk in one tap from login, and from the competition page', async ({ browser }, info) => {
      const { context, page } = await open(browser, lang, info);
      const organizer = demo('organizer');
      await page.goto('/login');
      await login(page, lang, organizer.username, organizer.password);
      await expect(page).toHaveURL(/\/reserved$/);
      const card = page.getByRole('article', { name: DEMO_COMPETITIONS.accreditation });
      await tap(info, card.getByRole('link', { name: t(lang, 'dashboard:organizer.toDeskOf', { competition: DEMO_COMPETITIONS.accreditation }) }));
      await deskHeading(page, lang);

      await page.goto(`/competitions/${accreditationId()}`);
      const desk = page.getByRole('link', { name: t(lang, 'competitions:desk.openOf', { competition: DEMO_COMPETITIONS.accreditation }) });
      await expectNoA11yViolations(page);
      await shot(page, info, `${lang}-competition-desk-link`);
      await tap(info, desk);
      await deskHeading(page, lang);
      await context.close();
    });

    test('an admin reaches any desk in one tap from login and from the reserved competitions list', async ({ browser }, info) => {
      const { context, page } = await open(browser, lang, info);
      const admin = demo('admin');
      await page.goto('/login');
      await login(page, lang, admin.username, admin.password);
      await expect(page).toHaveURL(/\/reserved$/);
      // The panel lists the soonest competitions in use; other specs add competitions of their own
      // (dated today) to the shared demo data, so the first listed desk is whichever comes first.
      const desks = page.getByRole('article', { name: new RegExp(tr(lang, 'dashboard:admin.desks')) });
      // Pinned by its address: the list may gain a competition (another spec's) while the test runs.
      const firstHref = await desks.locator('a[href^="/reserved/enrolments/"]').first().getAttribute('href');
      const firstDesk = desks.locator(`a[href="${firstHref}"]`);
      await expect(firstDesk).toBeVisible();
      await expectNoA11yViolations(page);
      await shot(page, info, `${lang}-admin-dashboard`);
      await tap(info, firstDesk);
      await deskHeading(page, lang, firstHref!.split('/').pop());

      await page.goto('/reserved/competitions');
      const row = page.getByRole('link', { name: t(lang, 'competitions:desk.openOf', { competition: DEMO_COMPETITIONS.accreditation }) });
      await expectNoA11yViolations(page);
      await shot(page, info, `${lang}-reserved-competitions`);
      await tap(info, row);
      await deskHeading(page, lang);
      await context.close();
    });

    test('failed logins leave one error, below the header, gone after the successful login', async ({ browser }, info) => {
      const { context, page } = await open(browser, lang, info);
      const athlete = demo('athlete');
      await page.goto('/login');
      const errors = page.locator('.p-toast-message-error');
      // Failures with an unknown identity: the server's per-account limit must not lock the demo athlete.
      const nobody = `nobody-${lang}-${info.project.name}-${Date.now()}`;
      for (let i = 0; i < 3; i++) {
        await login(page, lang, nobody, `wrong-${i}`);
        await expect(errors.filter({ hasText: tr(lang, 'common:toasts.loginFailed') })).toHaveCount(1);
      }
      const header = await page.locator('.site-header').boundingBox();
      // The toasts' container (a message may time out on a slow machine; the container stays).
      const toastBox = await page.locator('.p-toast.app-toast').boundingBox();
      expect(toastBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
      await shot(page, info, `${lang}-login-failed`);
      await login(page, lang, athlete.username, athlete.password);
      await expect(page).toHaveURL(/\/reserved$/);
      await expect(errors).toHaveCount(0);
      await context.close();
    });

    test('a guest finds the seasons from the home, opens one and reads how a ranking is made', async ({ browser, request }, info) => {
      // A public season of this test's own (the demo data has none); its name tells the runs apart.
      const name = `Circuit ${lang}${info.project.name}${Date.now().toString(36)}`;
      const su = await superuserApi(request);
      const season = await su.create('seasons', { name, public: true, startDate: pbDate(Date.now()), classes: ['Senior'], levels: [{ name: 'A1', weight: 1 }] });
      const { context, page } = await open(browser, lang, info);
      await page.goto('/');
      await tap(info, page.getByRole('link', { name: tr(lang, 'home:hero.ctaSeasons') }));
      await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'common:titles.publicSeasons') })).toBeVisible();
      // The menu and the footer lead here too.
      await expect(page.getByRole('navigation', { name: tr(lang, 'common:layout.footerMenu') }).getByRole('link', { name: tr(lang, 'common:menu.publicSeasons') })).toBeVisible();
      await expectNoA11yViolations(page);
      await shot(page, info, `${lang}-seasons`);
      await tap(info, page.getByRole('link', { name: new RegExp(name) }));
      await expect(page).toHaveURL(new RegExp(`/seasons/${season.id}$`));
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await tap(info, page.getByRole('link', { name: tr(lang, 'seasons:list.guideLink') }));
      await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'common:titles.seasonGuide') })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: tr(lang, 'seasons:guide.placesTitle') })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: tr(lang, 'seasons:guide.qualificationTitle') })).toBeVisible();
      await expectNoA11yViolations(page);
      await save(page, info, `${lang}-season-guide`, { fullPage: true });
      // The competitions list leads to the seasons as well.
      await page.goto('/competitions');
      await tap(info, page.getByRole('link', { name: tr(lang, 'competitions:list.seasons') }));
      await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'common:titles.publicSeasons') })).toBeVisible();
      await context.close();
    });

    test("a commissioner's dashboard leads to scoring; the draw management says why it is closed", async ({ browser }, info) => {
      const { context, page } = await open(browser, lang, info);
      const commissioner = demo('commissioner');
      await page.goto('/login');
      await login(page, lang, commissioner.username, commissioner.password);
      await expect(page).toHaveURL(/\/reserved$/);
      const card = page.getByRole('article', { name: DEMO_COMPETITIONS.accreditation });
      await expectNoA11yViolations(page);
      await shot(page, info, `${lang}-commissioner-dashboard`);
      await tap(info, card.getByRole('link', { name: t(lang, 'dashboard:commissioner.toScoringOf', { competition: DEMO_COMPETITIONS.accreditation }) }));
      await expect(page).toHaveURL(/\/officials\/scoring$/);

      await page.goto(`/competitions/${accreditationId()}/officials/draw`);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('.p-toast-message-warn')).toContainText(tr(lang, 'common:errors.noAccess'));
      // Below the home's top bar: the language switcher and the reserved-area link stay visible.
      const top = await page.locator('.home-top').boundingBox();
      expect((await page.locator('.p-toast.app-toast').boundingBox())!.y).toBeGreaterThanOrEqual(top!.y + top!.height);
      await shot(page, info, `${lang}-no-access`);
      await context.close();
    });
  });
}
