// The main menu as each viewport shows it: the menu bar on desktop, the mobile menu on phones.
import { expect, type Page, type TestInfo } from '@playwright/test';
import { escapeRe, tr, type Lang } from './i18n';

/** True in the phone project (the mobile menu, touch, a narrow viewport). */
export const isPhone = (info: TestInfo): boolean => info.project.name === 'phone';

/** Follows an entry of the main menu by its catalogue label. */
export async function openMenuEntry(page: Page, info: TestInfo, lang: Lang, labelKey: string): Promise<void> {
  const name = new RegExp(`^\\s*${escapeRe(tr(lang, labelKey))}`);
  if (isPhone(info)) {
    await page.getByRole('button', { name: new RegExp(`^${escapeRe(tr(lang, 'common:layout.openMenu'))}`) }).click();
    await page.locator('#mobile-menu').getByRole('link', { name }).click();
    await expect(page.locator('#mobile-menu')).toBeHidden();
  } else {
    await page.getByRole('navigation', { name: tr(lang, 'common:layout.mainMenu') }).getByRole('link', { name }).click();
  }
}
