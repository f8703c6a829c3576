// Browser contexts a test opens itself (a second device, another role) get the running project's
// device — viewport, touch, pixel ratio, user agent — and the language asked for.
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { contextIn, type Lang } from './i18n';
import { settled } from './axe';
import { e2eState } from './state';

/** The viewport/touch settings of the running project. */
export function device(info: TestInfo): Record<string, unknown> {
  const use = info.project.use;
  const out: Record<string, unknown> = {};
  for (const k of ['viewport', 'isMobile', 'hasTouch', 'deviceScaleFactor', 'userAgent'] as const) if (use[k] !== undefined) out[k] = use[k];
  return out;
}

/** A new context on the e2e server in `lang` with the project's device; `over` changes any option. */
export async function deviceContext(browser: Browser, lang: Lang, info: TestInfo, over: Record<string, unknown> = {}): Promise<BrowserContext> {
  return contextIn(browser, lang, { baseURL: e2eState().baseURL, ...device(info), ...over });
}

/**
 * Saves a screenshot in the test's output directory (test-results/…). `fullPage: false` keeps it to
 * the viewport; `settle` waits for transitions to end first (a half-faded toast is no state to keep).
 * Screenshots are for people looking at the screens: a CI run, which nobody looks at, takes them only
 * with E2E_SHOTS=1 (a full-page capture is raster and PNG work on a CPU-bound suite); a failure's own
 * screenshot is taken by Playwright either way.
 */
export async function shot(page: Page, info: TestInfo, name: string, opts: { fullPage?: boolean; settle?: boolean } = {}): Promise<void> {
  if (process.env.CI && !process.env.E2E_SHOTS) return;
  if (opts.settle) await settled(page);
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: opts.fullPage ?? true });
}

/** The page does not scroll sideways: everything fits the viewport's width. */
export async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}
