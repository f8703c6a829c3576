import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '@/lib/core/i18n';
import { LANGUAGES } from '@/lib/core/languages';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) Object.assign(out, flatten(v as Record<string, unknown>, key));
    else out[key] = v;
  }
  return out;
}

function catalogue(lng: string, ns: string): Record<string, unknown> {
  const file = files[`./${lng}/${ns}.json`];
  if (!file) throw new Error(`missing ${lng}/${ns}.json`);
  return flatten(file);
}

// Values that are the same in both languages on purpose (proper names, symbols).
const SAME_IN_BOTH = [/^katas\./, /^menu\.audit$/, /^layout\.menu$/, /^layout\.account$/, /^loading$/, /^actions\.no$/, /^fields\.password$/, /^fields\.any\.(email|avatar|password|tori|uke|toriName|ukeName|kata|katas|logo|tatami|poule|file)$/, /^couple\.(tori|uke)$/, /^card\.kata$/, /^leaderboard\.live$/, /(^|\.)(poule|movePoule)$/, /^form\.(email|tori|uke|kata)$/, /^columns\.email$/, /^columns\.record$/, /^details\.title$/, /^export\.columns\.(tori|uke|kata)$/, /^form\.presets\.[a-z-]+\.label$/, /^scoring\.flowShort$/, /^(running\.)?(tatami|tatamiN|around)$/];

describe('i18n catalogues', () => {
  it('have exactly one file per language and namespace', () => {
    const expected = LANGUAGES.flatMap((l) => NAMESPACES.map((ns) => `./${l}/${ns}.json`)).sort();
    expect(Object.keys(files).sort()).toEqual(expected);
  });

  describe.each(NAMESPACES)('namespace %s', (ns) => {
    it('has the same keys in en and it', () => {
      const en = Object.keys(catalogue('en', ns)).sort();
      const it_ = Object.keys(catalogue('it', ns)).sort();
      expect(it_.filter((k) => !en.includes(k)), 'only in it').toEqual([]);
      expect(en.filter((k) => !it_.includes(k)), 'only in en').toEqual([]);
    });

    it('has no empty or non-string values', () => {
      for (const lng of LANGUAGES) {
        for (const [k, v] of Object.entries(catalogue(lng, ns))) {
          expect(typeof v === 'string' && v.trim().length > 0, `${lng}/${ns}:${k}`).toBe(true);
        }
      }
    });

    it('uses the same interpolation variables in both languages', () => {
      const en = catalogue('en', ns);
      const it_ = catalogue('it', ns);
      const vars = (s: unknown) => [...String(s).matchAll(/\{\{\s*(\w+)\s*\}\}|<(\w+)>/g)].map((m) => m[1] ?? `<${m[2]}>`).sort();
      for (const k of Object.keys(en)) expect(vars(it_[k]), `${ns}:${k}`).toEqual(vars(en[k]));
    });

    it('is really translated (Italian differs from English)', () => {
      const en = catalogue('en', ns);
      const it_ = catalogue('it', ns);
      const copies = Object.keys(en).filter((k) => en[k] === it_[k] && !SAME_IN_BOTH.some((re) => re.test(k)) && String(en[k]).length > 3);
      expect(copies).toEqual([]);
    });
  });
});
