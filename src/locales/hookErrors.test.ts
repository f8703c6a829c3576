// Every error code a hook can return (a field error's code: fieldError(field, 'code'), new
// ValidationError('code', …), the scoring checks' invalid(item, 'code', …)) has a text in every
// language: the SPA shows the code's text, never the server's English message.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/lib/core/languages';

const HOOKS = join(process.cwd(), 'pb_hooks');
const CODE_PATTERNS = [
  /fieldError\(\s*[^,()]+,\s*['"]([a-z0-9_]+)['"]/g,
  /new ValidationError\(\s*['"]([a-z0-9_]+)['"]/g,
  /invalid\(\s*[^,()]+,\s*['"]([a-z0-9_]+)['"]/g,
  /\bcode:\s*['"]([a-z0-9_]+)['"]/g,
];

function hookFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return hookFiles(path);
    return path.endsWith('.js') ? [path] : [];
  });
}

function hookErrorCodes(): Map<string, string> {
  const codes = new Map<string, string>();
  for (const file of hookFiles(HOOKS)) {
    const source = readFileSync(file, 'utf8');
    for (const pattern of CODE_PATTERNS) {
      for (const m of source.matchAll(pattern)) codes.set(m[1]!, file.slice(HOOKS.length + 1));
    }
  }
  return codes;
}

function errorsOf(lng: string): Record<string, unknown> {
  const common = JSON.parse(readFileSync(join(process.cwd(), `src/locales/${lng}/common.json`), 'utf8')) as { errors: Record<string, unknown> };
  return common.errors;
}

describe('error codes of the hooks', () => {
  const codes = hookErrorCodes();

  it('are found (the walker reads the hooks)', () => {
    expect(codes.size).toBeGreaterThan(20);
    expect(codes.has('competition_status_transition')).toBe(true);
  });

  it.each(LANGUAGES.map((l) => [l]))('have a text in %s', (lng) => {
    const errors = errorsOf(lng);
    const missing = [...codes].filter(([code]) => typeof errors[code] !== 'string' || !errors[code]).map(([code, file]) => `${code} (${file})`);
    expect(missing).toEqual([]);
  });
});
