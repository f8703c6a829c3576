// The build's grouping of the routed public pages' code (vite.shell.ts) on a small module graph: the
// router's and the layout's static closure and what two light pages share form the shell (what the
// home shares with it apart); what one light page alone imports is that page's chunk; the app's start
// (what the entry imports dynamically and the HTML preloads) is one chunk; what the entry loads, and
// what the home alone does, stay where they are.
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { publicShell } from '../../vite.shell';

const ROOT = '/repo';
const at = (path: string) => `${ROOT}/${path}`;
const GRAPH: Record<string, { imports?: string[]; dynamic?: string[] }> = {
  'src/main.tsx': { imports: ['src/app/publicPages.ts', 'src/lib/core/catalogues.ts'], dynamic: ['src/boot.tsx', 'src/features/tablet/earlySeat.ts'] },
  'src/features/tablet/earlySeat.ts': { imports: ['src/features/tablet/seatRequests.ts', 'src/lib/core/catalogues.ts'] },
  'src/lib/core/catalogues.ts': { imports: ['node_modules/react/index.js'] },
  'src/boot.tsx': { imports: ['src/lib/core/i18n.ts', 'node_modules/react-dom/client.js', 'src/app/Root.tsx'] },
  'src/lib/core/i18n.ts': { imports: ['src/lib/core/catalogues.ts', 'node_modules/i18next/index.js'] },
  'src/app/Root.tsx': { imports: ['src/app/publicPages.ts', 'node_modules/react-i18next/dist/es/index.js'] },
  'node_modules/react-i18next/dist/es/index.js': { imports: ['node_modules/react-i18next/dist/es/useTranslation.js', 'node_modules/react-i18next/dist/es/Trans.js'] },
  'node_modules/react-i18next/dist/es/Trans.js': { imports: ['node_modules/react-i18next/dist/es/TransWithoutContext.js'] },
  'node_modules/react-i18next/dist/es/TransWithoutContext.js': { imports: ['node_modules/html-parse-stringify/dist/html-parse-stringify.module.js'] },
  'src/app/publicPages.ts': {
    dynamic: ['src/app/AppRouter.tsx', 'src/features/home/pages/HomePage.tsx', 'src/features/auth/pages/LoginPage.tsx', 'src/features/competitions/pages/CompetitionsPage.tsx', 'src/app/layout/Layout.tsx', 'src/features/seasons/pages/SeasonPage.tsx', 'src/features/seasons/pages/SeasonPairPage.tsx', 'src/app/layout/TabletLayout.tsx', 'src/features/tablet/pages/JudgePage.tsx', 'src/app/TabletApp.tsx'],
  },
  'src/app/TabletApp.tsx': { imports: ['src/features/tablet/pages/JudgePage.tsx', 'node_modules/@tanstack/react-query/index.js', 'src/lib/core/queryClient.ts'] },
  'src/features/tablet/seatClient.ts': { imports: ['src/features/tablet/earlySeat.ts', 'src/features/tablet/seatRequests.ts', 'node_modules/pocketbase/index.js'] },
  'src/app/layout/TabletLayout.tsx': { imports: ['src/styles/prime-public.css'] },
  'src/features/tablet/pages/JudgePage.tsx': { imports: ['src/components/PageHeader.tsx', 'src/components/FormField.tsx', 'src/features/results/components/ScoreSheet.tsx', 'src/features/tablet/seatClient.ts'] },
  'src/features/seasons/pages/SeasonPage.tsx': { imports: ['src/features/seasons/api.ts', 'src/features/seasons/components/RankingTable.tsx', 'src/components/PageHeader.tsx'] },
  'src/features/seasons/pages/SeasonPairPage.tsx': { imports: ['src/features/seasons/api.ts', 'src/components/PageHeader.tsx'] },
  'src/app/AppRouter.tsx': {
    imports: ['node_modules/react-router/index.js', 'src/lib/core/i18n.ts', 'src/components/AppLink.tsx', 'src/lib/core/queryClient.ts', 'node_modules/pocketbase/index.js', 'node_modules/@tanstack/react-query/index.js'],
    dynamic: ['src/features/users/UsersPage.tsx'],
  },
  'src/app/layout/Layout.tsx': { imports: ['src/app/layout/Header.tsx'] },
  'src/features/auth/pages/LoginPage.tsx': {
    imports: ['src/components/AppLink.tsx', 'src/components/FormField.tsx', 'src/components/PageHeader.tsx', 'node_modules/react-hook-form/index.js', 'src/features/auth/auth.css'],
  },
  'src/features/competitions/pages/CompetitionsPage.tsx': { imports: ['src/components/PageHeader.tsx', 'node_modules/dompurify/index.js'] },
  'src/features/home/pages/HomePage.tsx': { imports: ['src/components/AppLink.tsx', 'src/features/home/home.css'] },
  'src/features/users/UsersPage.tsx': { imports: ['src/components/FormField.tsx', 'node_modules/primereact/datatable.js'] },
};

function build(graph: typeof GRAPH) {
  const shell = publicShell(ROOT);
  const plugin = shell.plugin as unknown as { moduleParsed(info: Rollup.ModuleInfo): void; buildEnd(this: { info(message: string): void }): void };
  for (const [path, { imports = [], dynamic = [] }] of Object.entries(graph)) {
    plugin.moduleParsed({ id: at(path), importedIds: imports.map(at), dynamicallyImportedIds: dynamic.map(at) } as unknown as Rollup.ModuleInfo);
  }
  plugin.buildEnd.call({ info: () => undefined });
  return (path: string) => shell.chunkOf(at(path));
}

describe('the public shell chunks', () => {
  const chunkOf = build(GRAPH);

  it('group the router, the layout and what two light pages share: libraries apart from app code', () => {
    expect(chunkOf('src/app/AppRouter.tsx')).toBe('shell-app');
    expect(chunkOf('src/app/layout/Header.tsx')).toBe('shell-app');
    expect(chunkOf('src/app/layout/TabletLayout.tsx')).toBe('shell-app');
    expect(chunkOf('node_modules/react-router/index.js')).toBe('shell-libs');
  });

  it("give each light page what it alone imports, its libraries included, so the other pages skip it", () => {
    expect(chunkOf('src/features/auth/pages/LoginPage.tsx')).toBe('page-login');
    expect(chunkOf('src/features/auth/auth.css')).toBe('page-login');
    expect(chunkOf('node_modules/react-hook-form/index.js')).toBe('page-login');
    expect(chunkOf('src/features/competitions/pages/CompetitionsPage.tsx')).toBe('page-competitions');
    expect(chunkOf('node_modules/dompurify/index.js')).toBe('page-competitions');
  });

  it("give a judge's tablet its own chunk, and what it shares with the frame or another light page one chunk without the router, so that it loads neither the router nor the login's chunk", () => {
    for (const path of ['src/app/TabletApp.tsx', 'src/features/tablet/pages/JudgePage.tsx', 'src/features/tablet/seatClient.ts', 'src/features/results/components/ScoreSheet.tsx']) {
      expect(chunkOf(path)).toBe('page-tablet');
    }
    for (const path of ['src/components/FormField.tsx', 'src/components/PageHeader.tsx', 'src/lib/core/queryClient.ts', 'node_modules/@tanstack/react-query/index.js', 'node_modules/pocketbase/index.js']) {
      expect(chunkOf(path)).toBe('shell-tablet');
    }
  });

  it("leave what the entry starts beside the app (the tablet's code exchange) to small chunks of their own", () => {
    expect(chunkOf('src/features/tablet/earlySeat.ts')).toBeNull();
    expect(chunkOf('src/features/tablet/seatRequests.ts')).toBeNull();
  });

  it("give the two public season pages one chunk: their own code and what they share", () => {
    for (const path of ['src/features/seasons/pages/SeasonPage.tsx', 'src/features/seasons/pages/SeasonPairPage.tsx', 'src/features/seasons/api.ts', 'src/features/seasons/components/RankingTable.tsx']) {
      expect(chunkOf(path)).toBe('page-seasons');
    }
  });

  it("leave out of the start what it reaches only through its library's index (react-i18next's Trans): the routed pages' libraries carry it", () => {
    expect(chunkOf('node_modules/react-i18next/dist/es/useTranslation.js')).toBe('boot');
    for (const path of ['node_modules/react-i18next/dist/es/Trans.js', 'node_modules/react-i18next/dist/es/TransWithoutContext.js', 'node_modules/html-parse-stringify/dist/html-parse-stringify.module.js']) {
      expect(chunkOf(path)).toBe('shell-libs');
    }
  });

  it('put what the home shares with the shell in one chunk that both load', () => {
    expect(chunkOf('src/components/AppLink.tsx')).toBe('shell-home');
  });

  it("put the app's start in one chunk, apart from the entry's own modules", () => {
    for (const path of ['src/boot.tsx', 'src/lib/core/i18n.ts', 'node_modules/react-dom/client.js', 'node_modules/i18next/index.js', 'src/app/Root.tsx']) {
      expect(chunkOf(path)).toBe('boot');
    }
  });

  it("leave the entry's modules and the home's own where they are, and every other page to the automatic split", () => {
    for (const path of ['src/main.tsx', 'src/app/publicPages.ts', 'src/lib/core/catalogues.ts', 'node_modules/react/index.js', 'src/features/home/pages/HomePage.tsx', 'src/features/home/home.css']) {
      expect(chunkOf(path)).toBeNull();
    }
    expect(chunkOf('src/features/users/UsersPage.tsx')).toBeNull();
    expect(chunkOf('node_modules/primereact/datatable.js')).toBeNull();
  });

  it("group nothing when the portal's pages are not in the build", () => {
    const bare = build({ 'src/main.jsx': { imports: ['node_modules/react/index.js'] } });
    expect(bare('node_modules/react/index.js')).toBeNull();
  });
});
