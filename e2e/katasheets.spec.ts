// Kata sheets (admins): the list and the edit dialog of a sheet, en and it, desktop and phone, axe.
// Nothing is saved: the demo sheets are shared by every spec of the run.
import { test, expect } from './fixtures';
import { expectNoA11yViolations } from './helpers/axe';
import { loginAs } from './helpers/auth';
import { contextIn, LANGS, tr } from './helpers/i18n';
import { e2eState } from './helpers/state';
import { scaled } from './helpers/time';

for (const lang of LANGS) {
  test(`an admin reads the kata sheets and opens one to edit (${lang})`, async ({ browser }, info) => {
    test.setTimeout(scaled(60_000));
    const use = info.project.use;
    const ctx = await contextIn(browser, lang, { baseURL: e2eState().baseURL, viewport: use.viewport, isMobile: use.isMobile, hasTouch: use.hasTouch });
    const page = await ctx.newPage();
    await loginAs(page, 'admin', '/reserved/kata-sheets');
    await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'common:titles.kataSheets') })).toBeVisible();
    const nage = tr(lang, 'common:katas.nage-no-kata');
    await expect(page.getByText(nage, { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: `${tr(lang, 'common:actions.edit')} – ${nage}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.sheet-item')).toHaveCount(17);
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `.tmp/shots-katasheets/${info.project.name}-${lang}.png` });
    await expectNoA11yViolations(page);
    await ctx.close();
  });
}
