// Accessibility check: axe-core (WCAG 2.x A/AA rules) must find no serious or critical violation.
//
// axe-core runs straight in the page: its minified source is evaluated once per document (a client-side
// navigation keeps it) and each check is one axe.run(). @axe-core/playwright evaluated the unminified
// 1.3 MB source twice per check and finished every run in a new blank page: about 1 s of CPU per check,
// and the suite makes a few hundred of them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, ContextObject, RunOptions } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// A toast that starts leaving during the scan is skipped (its fading colours are not content).
const TRANSITIONS = ['.p-toast-message-exit', '.p-toast-message-exit-active', '.p-toast-message-enter', '.p-toast-message-enter-active'];

export interface AxeOptions {
  /** CSS selectors to leave out (third-party widgets you cannot fix). */
  exclude?: string[];
  /** Rule ids to skip, each with a reason in the calling test. */
  disableRules?: string[];
  /** Impacts that fail the check (default serious and critical). */
  failOn?: Array<'minor' | 'moderate' | 'serious' | 'critical'>;
}

declare global {
  interface Window {
    axe?: { run(context: ContextObject, options: RunOptions): Promise<AxeResults> };
  }
}

/** The violations axe finds on the page as it is now (WCAG 2.x A/AA rules). */
export async function axeViolations(page: Page, opts: Pick<AxeOptions, 'exclude' | 'disableRules'> = {}): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => typeof window.axe?.run === 'function'))) await page.evaluate(AXE_SOURCE);
  const context: ContextObject = { exclude: [...(opts.exclude ?? []), ...TRANSITIONS].map((selector) => [selector]) };
  const options: RunOptions = {
    runOnly: { type: 'tag', values: TAGS },
    // Only the violations are read: axe skips building the details of what passed.
    resultTypes: ['violations'],
    rules: Object.fromEntries((opts.disableRules ?? []).map((id) => [id, { enabled: false }])),
  };
  // Passed and returned as JSON: axe's own types are too deep for Playwright's serialisable-argument types.
  // Content a page leaves unrendered off the screen (`content-visibility: auto`: the judge's sheet) is
  // rendered while axe looks, as it is the moment it scrolls into view: axe's hit tests (the colours
  // behind a text) cannot see into it and would read another element's background.
  const json = await page.evaluate(async (arg: string) => {
    const { context, options } = JSON.parse(arg) as { context: ContextObject; options: RunOptions };
    const shown = document.createElement('style');
    shown.textContent = '* { content-visibility: visible !important; }';
    document.head.append(shown);
    try {
      return JSON.stringify((await window.axe!.run(context, options)).violations);
    } finally {
      shown.remove();
    }
  }, JSON.stringify({ context, options }));
  return JSON.parse(json) as AxeResults['violations'];
}

export async function expectNoA11yViolations(page: Page, opts: AxeOptions = {}): Promise<void> {
  await settled(page);
  const violations = await axeViolations(page, opts);
  const failOn = opts.failOn ?? ['serious', 'critical'];
  const bad = violations.filter((v) => v.impact && failOn.includes(v.impact));
  const report = bad
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `      ${n.target.join(' ')}\n        ${n.failureSummary?.replace(/\n/g, '\n        ') ?? ''}`)
        .join('\n');
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} node(s))\n    ${v.helpUrl}\n${nodes}`;
    })
    .join('\n');
  expect(bad, `axe found ${bad.length} serious/critical violation(s) on ${page.url()}:\n${report}`).toEqual([]);
}

/**
 * Waits until enter/leave transitions (toasts, dialogs) and finite animations are over (at most a
 * few seconds), so that what is checked or screenshotted is what a user reads.
 */
export async function settled(page: Page): Promise<void> {
  // Let enter/leave transitions (toasts, dialogs) settle: a half-faded toast has a blended, lower
  // contrast colour that no user reads, and axe would report it at random. Transitional classes are
  // x-enter, x-enter-active, x-exit, x-exit-active (x-enter-done / x-exit-done are settled).
  await page
    .waitForFunction(
      () =>
        !Array.from(document.querySelectorAll('[class*="-enter"], [class*="-exit"]')).some((el) =>
          // PrimeReact keeps p-component-overlay-enter on an open dialog's mask for as long as it is open
          // (its fade is a CSS animation, awaited below), so it is no sign of a transition under way.
          Array.from(el.classList).some((c) => /-(enter|exit)(-active)?$/.test(c) && !c.startsWith('p-component-overlay-')),
        ),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  // Finite animations only (a spinner or a "live" dot runs forever), and never more than 2 s.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
}
