// PrimeReact dropdowns as a user works them: open, pick, and go on only once the panel has gone.
// A panel still fading out lies over the fields below it (on a phone, over most of a dialog) and
// takes the next click: a radio "clicked" then stays unchecked.
import { expect, type Locator, type Page } from '@playwright/test';
import { exact } from './i18n';

/** Opens `dropdown` (the .p-dropdown element) and picks `option` (a string: the whole label). */
export async function pickOption(page: Page, dropdown: Locator, option: string | RegExp): Promise<void> {
  await dropdown.click();
  // The panel just opened is the last one (a closing panel may still be leaving).
  await page.locator('.p-dropdown-panel').last().getByRole('option', { name: typeof option === 'string' ? exact(option) : option }).click();
  await expect(page.locator('.p-dropdown-panel')).toHaveCount(0);
}
