// Every literal translation key used in the source exists in the English catalogue, so no raw key
// ever reaches the UI. A key may come from any namespace given to useTranslation() in the same file or
// from common; "ns:key" names its namespace. Dynamic keys (template literals) are not checked.
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/test/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const catalogues = import.meta.glob<Record<string, unknown>>('./en/*.json', { eager: true, import: 'default' });

function lookup(ns: string, key: string): boolean {
  let node: unknown = catalogues[`./en/${ns}.json`];
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

// t('key', { count }) resolves to key_one/key_other (and key_zero) when the plain key is absent.
function has(ns: string, key: string): boolean {
  return lookup(ns, key) || (lookup(ns, `${key}_one`) && lookup(ns, `${key}_other`));
}

function stripComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

interface UsedKey {
  /** Namespaces the key may come from (explicit "ns:key" → that one only). */
  ns: string[];
  key: string;
}

function usedKeys(source: string): UsedKey[] {
  const code = stripComments(source);
  // Namespaces of every useTranslation('x') / useTranslation(['x', 'y']) in the file, plus common.
  const fileNs = new Set(['common']);
  for (const m of code.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'\w+')/g)) {
    for (const n of (m[1] as string).matchAll(/'(\w+)'/g)) fileNs.add(n[1] as string);
  }
  const out: UsedKey[] = [];
  const add = (raw: string, forced?: string) => {
    if (raw.includes(':')) {
      const [ns, key] = raw.split(':', 2) as [string, string];
      out.push({ ns: [ns], key });
    } else out.push({ ns: forced ? [forced] : [...fileNs], key: raw });
  };
  for (const m of code.matchAll(/\bt\(\s*'([^'`$]+)'/g)) add(m[1] as string); // t('key')
  for (const m of code.matchAll(/i18nKey="([^"]+)"/g)) add(m[1] as string); // <Trans i18nKey="key" />
  // route titles and menu labels live in common
  for (const m of code.matchAll(/\b(?:label|title):\s*'((?:menu|titles)\.[\w.]+)'/g)) add(m[1] as string, 'common');
  // <I18nHtml ns="auth" i18nKey="privacy.contact" />
  for (const m of code.matchAll(/<I18nHtml\s+ns="(\w+)"\s+i18nKey="([^"]+)"/g)) out.push({ ns: [m[1] as string], key: m[2] as string });
  return out;
}

describe('translation keys used in the source', () => {
  it('finds keys to check (the scanner works)', () => {
    const all = Object.values(sources).flatMap((code) => usedKeys(code));
    expect(all.length).toBeGreaterThan(100);
    expect(all).toContainEqual({ ns: ['common'], key: 'titles.login' });
    expect(all).toContainEqual({ ns: ['common', 'registry'], key: 'couples.colCouple' });
  });

  it('all exist in the English catalogue', () => {
    const missing: string[] = [];
    for (const [file, code] of Object.entries(sources)) {
      if (file.endsWith('I18nHtml.tsx')) continue; // generic component, keys come from props
      for (const { ns, key } of usedKeys(code)) {
        if (!ns.some((n) => has(n, key))) missing.push(`${file}: ${ns.join('|')}:${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
