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
