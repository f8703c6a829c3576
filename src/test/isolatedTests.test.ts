// A component test that replaces a module with vi.mock must run in a fresh module graph (vitest.config
// ISOLATED_TESTS): in the shared graph of the `unit` project, a module that another file loaded first
// stays the real one, and the test passes or fails by the order the files happen to run in.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return testFiles(path);
    return name.endsWith('.test.tsx') ? [relative(ROOT, path)] : [];
  });
}

describe('component tests that mock modules', () => {
  it('run isolated', () => {
    const config = readFileSync(join(ROOT, 'vitest.config.ts'), 'utf8');
    const mocking = testFiles(join(ROOT, 'src')).filter((f) => /\bvi\.mock\(/.test(readFileSync(join(ROOT, f), 'utf8')));
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((f) => !config.includes(`'${f}'`))).toEqual([]);
  });
});
