// prime-public.css is generated (generate-prime-public.mjs): it must be what the theme, the overrides
// and the complements give today, and it must style what the light public pages write.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PUBLIC_CLASSES, primePublicCss } from './generate-prime-public.mjs';

describe('prime-public.css', () => {
  it('is up to date (run node src/styles/generate-prime-public.mjs)', () => {
    expect(readFileSync(new URL('./prime-public.css', import.meta.url), 'utf8')).toBe(primePublicCss());
  });

  it('styles the buttons and text inputs, in the theme layer, with the overrides after the theme', () => {
    const css = primePublicCss();
    expect(css).toMatch(/^@layer primereact \{/m);
    for (const selector of ['.p-button {', '.p-button.p-button-outlined {', '.p-inputtext {', '.p-icon-field-left > .p-input-icon:first-of-type {']) expect(css).toContain(selector);
    // The AA shade of prime-overrides.css comes after the theme's own blue.
    expect(css.indexOf('background: #2563eb')).toBeGreaterThan(css.indexOf('background: #3b82f6'));
    expect(css).not.toMatch(/\.p-(dialog|toast|dropdown|paginator)\b/);
    // The public season pages' tags and plain ranking table.
    for (const selector of ['.p-tag.p-tag-success {', '.p-datatable .p-datatable-tbody > tr > td {']) expect(css).toContain(selector);
    expect(PUBLIC_CLASSES).toContain('p-button');
  });
});
