// What everybody meets, on a phone and at a desk: every tab of a competition on a 360 px screen with
// the active one in view; the language picked in the header kept across the login and saved to the
// profile (and, with nothing picked, the profile's language at login); the birthday a native date
// input on a touch screen (the typed Calendar with a mouse), saved either way.
import type { Locator, Page, TestInfo } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { superuserApi } from './helpers/api';
import { loginViaApi, loginViaForm, logoutViaMenu } from './helpers/auth';
import { fillDate } from './helpers/dates';
import { deviceContext, shot } from './helpers/devices';
import { pickOption } from './helpers/dropdown';
import { escapeRe, exact, expectLang, LANGS, switchLanguage, tr, type Lang } from './helpers/i18n';
import { uniqueEmail } from './helpers/mail';
import { isPhone } from './helpers/menu';
import { createUser, TEST_PASSWORD } from './helpers/users';

const label = (lang: Lang, key: string) => new RegExp(`^\\s*${escapeRe(tr(lang, key))}(\\s*\\*)?\\s*$`);
const tagOf = (lang: Lang, info: TestInfo) => `${lang}${info.project.name.slice(0, 1)}${Date.now().toString(36)}`;

/** The element's box lies within the viewport's width (nothing of it off screen sideways). */
async function expectWithinWidth(el: Locator, width: number) {
  const box = await el.boundingBox();
  expect(box, 'the element has a box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

for (const lang of LANGS) {
  test(`every competition tab is on a 360 px screen, the active one in view (${lang})`, { tag: `@${lang}` }, async ({ browser, state }, info) => {
    test.skip(!isPhone(info), 'a phone-sized screen');
    const ctx = await deviceContext(browser, lang, info, { viewport: { width: 360, height: 740 } });
    const page = await ctx.newPage();
    await page.goto(`/competitions/${state.seed?.competitions?.accreditation ?? ''}`);
    const tabs = page.getByRole('navigation', { name: tr(lang, 'competitions:detail.tabsLabel') }).getByRole('link');
    await expect(tabs).toHaveCount(5);
    for (const tab of await tabs.all()) {
      await expect(tab).toBeVisible();
      await expectWithinWidth(tab, 360);
    }
    await shot(page, info, `${lang}-tabs-360`, { fullPage: false });

    await tabs.filter({ hasText: exact(tr(lang, 'competitions:detail.tabs.leaderboard')) }).click();
    await expect(page).toHaveURL(/\/leaderboard$/);
    const active = page.getByRole('navigation', { name: tr(lang, 'competitions:detail.tabsLabel') }).locator('a[aria-current="page"]');
    await expect(active).toHaveText(exact(tr(lang, 'competitions:detail.tabs.leaderboard')));
    await expectWithinWidth(active, 360);
    await expect(active).toBeInViewport({ ratio: 1 });
    await expectNoA11yViolations(page);
    await shot(page, info, `${lang}-tabs-360-leaderboard`, { fullPage: false });
    await ctx.close();
  });
}

test('the language picked in the header is kept at login and saved to the profile', async ({ browser, request }, info) => {
  const su = await superuserApi(request);
  const tag = tagOf('en', info);
  const email = uniqueEmail(`lang-${tag}`);
  const id = await createUser({ email, username: `lang.${tag}`, name: `Lang ${tag}` }); // profile: English
  const profileLang = async () => (await su.call<{ lang: string }>('get', `/api/collections/users/records/${id}`)).lang;
  const ctx = await deviceContext(browser, 'en', info);
  const page = await ctx.newPage();

  // Picked before logging in: it wins over the profile's English and is saved to it.
  await page.goto('/login');
  await switchLanguage(page, 'it');
  await loginViaForm(page, email, TEST_PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(exact(tr('it', 'common:titles.dashboard')));
  await expectLang(page, 'it');
  await expect.poll(profileLang).toBe('it');

  // Picked while logged in: saved to the profile at once.
  await switchLanguage(page, 'en');
  await expect.poll(profileLang).toBe('en');
  await shot(page, info, 'language-saved');

  // Nothing picked since: the profile's language applies at the next login.
  await logoutViaMenu(page, 'en', isPhone(info));
  await su.call('patch', `/api/collections/users/records/${id}`, { lang: 'it' });
  await loginViaForm(page, email, TEST_PASSWORD);
  await expectLang(page, 'it');
  await ctx.close();
});

for (const lang of LANGS) {
  test(`the birthday is a native date input on a touch screen, typed with a mouse; saved either way (${lang})`, { tag: `@${lang}` }, async ({ browser }, info) => {
    const tag = tagOf(lang, info);
    const email = uniqueEmail(`bday-${tag}`);
    await createUser({ email, username: `bday.${tag}`, name: `Bday ${tag}` });
    const ctx = await deviceContext(browser, lang, info);
    const page: Page = await ctx.newPage();
    await loginViaApi(page, email, TEST_PASSWORD, '/reserved/registry');
    await page.getByRole('button', { name: exact(tr(lang, 'registry:athletes.create')) }).first().click();
    const dialog = page.getByRole('dialog', { name: exact(tr(lang, 'registry:athletes.createTitle')) });
    const birthday = dialog.getByLabel(label(lang, 'registry:form.birthday'));
    if (isPhone(info)) {
      // The browser's date input: a tap opens the phone's own picker.
      await expect(birthday).toHaveAttribute('type', 'date');
    } else {
      await expect(birthday).toHaveAttribute('type', 'text');
    }
    await dialog.getByLabel(label(lang, 'registry:form.name')).fill('Haruki');
    await dialog.getByLabel(label(lang, 'registry:form.surname')).fill(`Bd${tag}`);
    await fillDate(birthday, { day: 9, month: 3, year: 2005 });
    await pickOption(page, dialog.locator('.p-dropdown:has(#athlete-belt)'), tr(lang, 'common:belts.1d'));
    await dialog.getByLabel(label(lang, 'registry:form.club')).fill('01IT0001');
    await expectNoA11yViolations(page);
    await shot(page, info, `${lang}-birthday`, { settle: true });
    await dialog.getByRole('button', { name: exact(tr(lang, 'common:actions.save')) }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: `Bd${tag}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(/09\/03\/2005|9\/3\/2005|2005/);
    await ctx.close();
  });
}
