// The layer rule of eslint.config.js, run through ESLint with the project's own configuration: what it
// refuses and what it lets through (shared → features → app, no feature → feature).
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'layers/boundaries').map((m) => m.message);
}

describe('layer boundaries (eslint layers/boundaries)', () => {
  it.each([
    ['a feature importing another feature', 'src/features/desk/x.ts', "import { useCompetition } from '@/features/competitions/api';"],
    ['the same through a relative path', 'src/features/desk/pages/x.ts', "import { useCompetition } from '../../competitions/api';"],
    ['a re-export from another feature', 'src/features/desk/x.ts', "export { issueKeys } from '@/features/issues/api';"],
    ['a lazy import of another feature', 'src/features/desk/x.ts', "export const load = () => import('@/features/issues/api');"],
    ['a room of the competition day importing another room', 'src/features/board/x.ts', "import { useSeatSheet } from '@/features/tablet/useSeatSheet';"],
    ['the shared results module importing a room', 'src/features/results/x.ts', "import { workbook } from '@/features/officiating/workbooks';"],
    ['another feature importing the shared results module', 'src/features/desk/x.ts', "import { usePoules } from '@/features/results/api';"],
    ['a feature importing the app shell', 'src/features/issues/x.ts', "import { ROUTES } from '@/app/routes';"],
    ['lib importing a feature', 'src/lib/x.ts', "import { issueKeys } from '@/features/issues/api';"],
    ['components importing the app shell', 'src/components/layout/x.ts', "import { ROUTES } from '../../app/routes';"],
  ])('refuses %s', async (_, file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(1);
  }, 30_000);

  it.each([
    ['a feature importing its own modules', 'src/features/desk/pages/x.ts', "import { deskKeys } from '../api';\nimport { patch } from '@/features/desk/api';"],
    ['a feature importing shared code', 'src/features/desk/x.ts', "import { pb } from '@/lib/core/pocketbase';\nimport { NotesDialog } from '@/lib/domain/enrolment/NotesDialog';"],
    ['a room of the competition day importing the shared results module', 'src/features/tablet/x.ts', "import { usePoules } from '@/features/results/api';"],
    ['the app importing features', 'src/app/x.ts', "import { useUnreadBadge } from '@/features/issues/useUnreadBadge';"],
    ['lib importing lib and packages', 'src/lib/x.ts', "import { pb } from './pocketbase';\nimport { z } from 'zod';"],
  ])('lets through %s', async (_, file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  }, 30_000);
});
