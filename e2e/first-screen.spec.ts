// The public routed pages paint before the app's code has run: the server sends their first screen
// (src/app/firstScreen, pb_hooks/first_screen.pb.js) in the visitor's language, with what a visitor
// may read of the page's record and nothing more; its controls wait for the app, its links work.
// Here the app's scripts never arrive, so what shows is the server's alone; then they do.
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { deviceContext, shot } from './helpers/devices';
import { gotoFirstScreen } from './helpers/firstScreen';
import { LANGS, exact, languageSwitcher, tr } from './helpers/i18n';
import { DEMO_COMPETITIONS } from '../scripts/seed.mjs';

for (const lang of LANGS) {
  test(`the public pages show their first screen before the app's code (${lang})`, { tag: `@${lang}` }, async ({ browser, state }, info) => {
    const ids = state.seed?.competitions as Record<string, string>;
    const context = await deviceContext(browser, lang, info);
    const page = await context.newPage();
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());

    // A competition: its state, its name and its place, the way back to the list, the tabs.
    await gotoFirstScreen(page, `/competitions/${ids.enrolment}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: DEMO_COMPETITIONS.enrolment })).toBeVisible();
    await expect(page.getByText(exact(tr(lang, 'common:competitionStatus.enrolment')))).toBeVisible();
    const tabs = page.getByRole('navigation', { name: exact(tr(lang, 'competitions:detail.tabsLabel')) });
    await expect(tabs.getByRole('link', { name: exact(tr(lang, 'competitions:detail.tabs.results')) })).toHaveAttribute('href', `/competitions/${ids.enrolment}/results`);
    // The login link (in the phone's menu on a phone) comes back here; the language switcher waits for the app.
    await expect(page.locator('a[data-menu-key="login"]')).toHaveAttribute('href', `/login?next=${encodeURIComponent(`/competitions/${ids.enrolment}`)}`);
    await expect(languageSwitcher(page)).toBeDisabled();
    await expectNoA11yViolations(page);
    await shot(page, info, `first-screen-competition-${lang}`, { fullPage: false });
    // A link of the first screen works as a link: a tab loads the competition's results page.
    await tabs.getByRole('link', { name: exact(tr(lang, 'competitions:detail.tabs.results')) }).click();
    await expect(page).toHaveURL(new RegExp(`/competitions/${ids.enrolment}/results$`));
    await expect(page.getByRole('heading', { level: 1, name: DEMO_COMPETITIONS.enrolment })).toBeVisible();

    // A draft: the frame only, its name nowhere in the page.
    await gotoFirstScreen(page, `/competitions/${ids.draft}`);
    expect(await page.content()).not.toContain(DEMO_COMPETITIONS.draft);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

    // The list: its heading and the search, which takes input once the app is there.
    await gotoFirstScreen(page, '/competitions');
    await expect(page.getByRole('heading', { level: 1, name: exact(tr(lang, 'common:titles.competitions')) })).toBeVisible();
    const search = page.getByRole('searchbox', { name: exact(tr(lang, 'competitions:list.searchLabel')) });
    await expect(search).toBeDisabled();

    // The login form waits for the app too.
    await gotoFirstScreen(page, '/login');
    await expect(page.getByLabel(tr(lang, 'auth:fields.identity'))).toBeDisabled();
    await shot(page, info, `first-screen-login-${lang}`, { fullPage: false });

    // The app's code arrives: the same page, its controls enabled.
    await page.unroute(/\/assets\/.*\.js$/);
    await page.reload();
    await expect(page.locator('#root > .first-screen')).toHaveCount(0);
    await expect(page.getByLabel(tr(lang, 'auth:fields.identity'))).toBeEnabled();
    await expectNoA11yViolations(page);
    await context.close();
  });
}
