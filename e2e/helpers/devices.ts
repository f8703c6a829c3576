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
 */
export async function shot(page: Page, info: TestInfo, name: string, opts: { fullPage?: boolean; settle?: boolean } = {}): Promise<void> {
  if (opts.settle) await settled(page);
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: opts.fullPage ?? true });
}
