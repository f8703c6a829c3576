// Accessibility check: axe-core (WCAG 2.x A/AA rules) must find no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface AxeOptions {
  /** CSS selectors to leave out (third-party widgets you cannot fix). */
  exclude?: string[];
  /** Rule ids to skip, each with a reason in the calling test. */
  disableRules?: string[];
  /** Impacts that fail the check (default serious and critical). */
  failOn?: Array<'minor' | 'moderate' | 'serious' | 'critical'>;
}

export async function expectNoA11yViolations(page: Page, opts: AxeOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  for (const sel of opts.exclude ?? []) builder = builder.exclude(sel);
  if (opts.disableRules?.length) builder = builder.disableRules(opts.disableRules);
  await settled(page);
  // A toast that starts leaving during the scan is still skipped (its fading colours are not content).
  builder = builder.exclude('.p-toast-message-exit').exclude('.p-toast-message-exit-active').exclude('.p-toast-message-enter').exclude('.p-toast-message-enter-active');
  const result = await builder.analyze();
  const failOn = opts.failOn ?? ['serious', 'critical'];
  const bad = result.violations.filter((v) => v.impact && failOn.includes(v.impact));
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
