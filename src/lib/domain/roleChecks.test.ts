// The role-check rule of eslint.config.js, run through ESLint with the project's own configuration:
// outside lib/domain/permissions.ts no code compares a role with a literal (ask the permissions module).
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function roleErrors(file: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(`declare const user: { id: string; role: string } | null;\ndeclare const role: string;\n${code}`, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').length;
}

describe('no inline role checks (eslint no-restricted-syntax)', () => {
  it.each([
    ['a role compared in a page', 'src/features/desk/pages/X.tsx', "export const staff = user?.role === 'admin' || user?.role === 'organizer';"],
    ['a negated comparison', 'src/features/users/x.ts', "export const other = user!.role !== 'admin';"],
    ['the literal first', 'src/components/x.ts', "export const admin = 'admin' == user?.role;"],
    ['a bare role variable', 'src/app/x.ts', "export const admin = role === 'admin';"],
    ['a switch on the role', 'src/lib/x.ts', "export function f() { switch (user?.role) { case 'admin': return 1; } return 0; }"],
  ])('refuses %s', async (_, file, code) => {
    expect(await roleErrors(file, code)).toBeGreaterThan(0);
  }, 30_000);

  it.each([
    ['the permissions module itself', 'src/lib/domain/permissions.ts', "export const admin = user?.role === 'admin';"],
    ['two roles compared (a select that did not change)', 'src/features/users/x.ts', 'export const same = role === user?.role;'],
    ['a role shown', 'src/features/profile/x.ts', 'export const label = user?.role ? `roles.${user.role}` : null;'],
  ])('lets through %s', async (_, file, code) => {
    expect(await roleErrors(file, code)).toBe(0);
  }, 30_000);
});
