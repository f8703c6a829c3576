// Every message a form schema can produce goes through i18next: each schema of the features is fed
// wrong input (empty, too long, wrong types) in English and in Italian, and every message must differ
// between the two languages and never be zod's own English text.
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changeLanguage, i18n } from './i18n';
import { localizedIssue } from './validation';

const modules = import.meta.glob<Record<string, unknown>>(['/src/features/*/schema.ts', '/src/features/*/components/*Schema.ts', '/src/components/**/*Schema.ts', '/src/lib/domain/**/*Schema.ts'], { eager: true });

/** Every exported schema (factories are called without arguments). */
function schemas(): Array<[string, z.ZodType]> {
  const out: Array<[string, z.ZodType]> = [];
  for (const [file, mod] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(mod)) {
      if (value instanceof z.ZodType) out.push([`${file}#${name}`, value]);
      else if (typeof value === 'function' && /schema$/i.test(name)) {
        const made: unknown = (value as (...args: unknown[]) => unknown)('current@example.com');
        if (made instanceof z.ZodType) out.push([`${file}#${name}`, made]);
      }
    }
  }
  return out;
}

const LONG = 'x'.repeat(5000);
/** Wrong values of each kind, applied to every key the schema knows. */
const WRONG: unknown[] = [undefined, '', ' ', LONG, 'not an email', -5, 1.5, 99999, new Date(4102444800000), 'bad-enum', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'], {}, true];

function keysOf(schema: z.ZodType): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape ?? (schema as unknown as { _zod: { def: { in?: { shape?: Record<string, unknown> } } } })._zod.def.in?.shape;
  return shape ? Object.keys(shape) : [];
}

function messages(schema: z.ZodType): string[] {
  const keys = keysOf(schema);
  const out: string[] = [];
  for (const wrong of WRONG) {
    const input = Object.fromEntries(keys.map((k) => [k, wrong]));
    const result = schema.safeParse(input);
    if (!result.success) out.push(...result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  return out;
}

const ZOD_ENGLISH = /^(.*: )?(Too (big|small)|Invalid|Expected|Required$)/;

afterAll(() => changeLanguage('en'));

describe('form schema messages', () => {
  const all = schemas();

  it('finds the schemas of the features', () => {
    expect(all.map(([n]) => n.split('#')[1])).toEqual(expect.arrayContaining(['athleteSchema', 'registerSchema', 'competitionSchema', 'enrolSchema', 'notesSchema']));
  });

  it.each(all)('%s: every message is localized', async (_, schema) => {
    const ns = ['auth', 'competitions', 'enrolments', 'issues', 'katasheets', 'profile', 'registry'];
    await changeLanguage('en');
    await i18n.loadNamespaces(ns);
    const en = messages(schema);
    await changeLanguage('it');
    await i18n.loadNamespaces(ns);
    const it_ = messages(schema);
    expect(en.length).toBeGreaterThan(0);
    expect(it_).toHaveLength(en.length);
    expect(en.filter((m) => ZOD_ENGLISH.test(m))).toEqual([]);
    expect(it_.filter((m, i) => m === en[i])).toEqual([]);
  });

  it('says "at most 80 characters" for an overlong surname, in both languages', async () => {
    const issue = { code: 'too_big', origin: 'string', maximum: 80, inclusive: true, input: LONG, path: ['surname'] } as unknown as z.core.$ZodRawIssue;
    await changeLanguage('it');
    expect(localizedIssue(issue)).toBe('Il campo deve contenere al massimo 80 caratteri');
    await changeLanguage('en');
    expect(localizedIssue(issue)).toBe('The field should be at most 80 characters long');
  });
});
