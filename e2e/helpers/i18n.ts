// Languages: each browser context gets its locale (`locale: 'it-IT'`), which the SPA reads on the
// first visit; the switcher is found by its accessible label in either language.
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/pocketbase.mjs';
import { waitForTheAppOnLoad } from './firstScreen';

export type Lang = 'en' | 'it';
export const LOCALE: Record<Lang, string> = { en: 'en-US', it: 'it-IT' };
export const LANGS: Lang[] = ['en', 'it'];
/**
 * The longest journeys run once, in the language and layout their users meet them in (tagged like
 * the others, so English runs on the desktop and Italian on the phone): an organizer's day at a desk
 * in English, an athlete's registry and a newcomer's day on a phone in Italian. Both languages' texts
 * are checked by the catalogues' parity test, and every screen of those journeys on the other layout
 * by the screen sweep (`screens.spec.ts`).
 */
export const ONCE_EN: Lang[] = ['en'];
export const ONCE_IT: Lang[] = ['it'];

/** A new context whose browser language is `lang` (close it at the end of the test). */
export async function contextIn(browser: Browser, lang: Lang, opts: BrowserContextOptions = {}): Promise<BrowserContext> {
  return waitForTheAppOnLoad(await browser.newContext({ ...opts, locale: LOCALE[lang] }));
}

/** The language switcher, by its accessible name in English or Italian. */
export function languageSwitcher(page: Page): Locator {
  return page.getByRole('combobox', { name: /language|lingua/i }).or(page.getByRole('button', { name: /language|lingua/i })).first();
}

const LANGUAGE_NAME: Record<Lang, RegExp> = { en: /^(english|inglese)$/i, it: /^(italiano|italian)$/i };

/** Switches the UI language with the switcher, and waits for <html lang> to follow. */
export async function switchLanguage(page: Page, lang: Lang): Promise<void> {
  const switcher = languageSwitcher(page);
  const tag = await switcher.evaluate((el) => el.tagName.toLowerCase());
  if (tag === 'select') {
    await switcher.selectOption(lang);
  } else {
    await switcher.click();
    await page.getByRole('option', { name: LANGUAGE_NAME[lang] }).or(page.getByRole('menuitem', { name: LANGUAGE_NAME[lang] })).first().click();
  }
  await expectLang(page, lang);
}

/** The document language the SPA declares. */
export async function expectLang(page: Page, lang: Lang): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lang}`));
}

const catalogues = new Map<string, Record<string, unknown>>();

/**
 * A text of the SPA's catalogue (src/locales/<lang>/<namespace>.json), e.g. tr('it', 'common:titles.login'),
 * so that tests follow wording changes. Interpolation placeholders are left as they are.
 */
export function tr(lang: Lang, key: string): string {
  const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
  const file = `${lang}/${ns}`;
  if (!catalogues.has(file)) {
    catalogues.set(file, JSON.parse(readFileSync(join(ROOT, 'src', 'locales', lang, `${ns}.json`), 'utf8')) as Record<string, unknown>);
  }
  let node: unknown = catalogues.get(file);
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${lang}`);
  return node;
}

/** An exact, whole-string RegExp for a catalogue text. */
export function trExact(lang: Lang, key: string): RegExp {
  return new RegExp(`^\\s*${tr(lang, key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
}

/** A catalogue text with its {{placeholders}} filled in: t('en', 'desk:presentOf', { couple }). */
export function t(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  return tr(lang, key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => String(values[k] ?? ''));
}

/** `s` as a RegExp source that matches it literally. */
export function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A RegExp matching exactly `s` (surrounding white space allowed). */
export function exact(s: string): RegExp {
  return new RegExp(`^\\s*${escapeRe(s)}\\s*$`);
}
