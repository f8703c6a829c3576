// Budget guard: the entry and the home page must not pull heavy libraries into the initial
// bundle. Walks the static import graph (dynamic import() is a split point and is not followed).
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>('/src/**/*.{ts,tsx}', { eager: true, query: '?raw', import: 'default' });
const HEAVY = [/^react-router/, /^primereact/, /^primeicons/, /^@tanstack\//, /^pocketbase$/, /^dompurify$/, /^zod$/, /^react-hook-form$/];

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = `/src/${spec.slice(2)}`;
  else if (spec.startsWith('.')) {
    const parts = from.split('/').slice(0, -1);
    for (const p of spec.split('/')) {
      if (p === '..') parts.pop();
      else if (p !== '.') parts.push(p);
    }
    base = parts.join('/');
  } else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) if (candidate in sources) return candidate;
  return base; // css/json/svg
}

function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    const code = sources[file];
    if (code === undefined) continue;
    // import x from 'y' / import 'y' / export ... from 'y' — but not import('y') and not `import type`
    for (const m of code.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'"()]*?\s+from\s+)?['"]([^'"]+)['"]/gm)) {
      const spec = m[1] as string;
      const local = resolve(file, spec);
      if (local) queue.push(local);
      else packages.add(spec);
    }
  }
  return { files, packages };
}

describe('initial bundle of the public home', () => {
  it('the scanner sees imports', () => {
    const { packages, files } = staticGraph('/src/app/layout/UserMenu.tsx');
    expect([...packages].some((p) => p.startsWith('primereact'))).toBe(true);
    expect(files.has('/src/app/layout/UserMenuButton.tsx')).toBe(true);
  });

  it.each(['/src/main.tsx', '/src/boot.tsx', '/src/features/home/pages/HomePage.tsx'])('%s does not statically import heavy libraries', (entry) => {
    const { packages, files } = staticGraph(entry);
    const heavy = [...packages].filter((p) => HEAVY.some((re) => re.test(p)));
    expect(heavy).toEqual([]);
    // The entry starts the first page's chunks and requests (app/publicPages.ts): only dynamic imports of features.
    expect([...files].filter((f) => f.includes('/features/') && !f.startsWith('/src/features/home/'))).toEqual([]);
  });

  it('the entry is without React DOM and i18next: it starts the first page, they arrive beside it (src/boot.tsx)', () => {
    const { packages } = staticGraph('/src/main.tsx');
    expect([...packages].filter((p) => /^(react-dom|i18next|react-i18next)(\/|$)/.test(p))).toEqual([]);
  });
});

describe('first paint of the routed public pages', () => {
  // The router's shell and every loader of app/publicPages.ts (the pages the entry starts and the layout).
  const loaders = [...(sources['/src/app/publicPages.ts'] as string).matchAll(/import\('([^']+)'\)/g)].map((m) => resolve('/src/app/publicPages.ts', m[1] as string) as string);
  const shell = ['/src/app/AppRouter.tsx', ...loaders];

  it('sees the loaders', () => {
    expect(loaders).toEqual(expect.arrayContaining(['/src/features/auth/pages/LoginPage.tsx', '/src/features/competitions/pages/CompetitionPage.tsx', '/src/app/layout/Layout.tsx']));
  });

  it.each(shell)('%s does not statically import PrimeReact or its theme (prime-public.css styles them)', (entry) => {
    expect([...staticGraph(entry).packages].filter((p) => p.startsWith('primereact'))).toEqual([]);
  });
});

describe('one render path', () => {
  const code = Object.entries(sources).filter(([f]) => !/\.test\.tsx?$/.test(f) && !f.startsWith('/src/test/'));

  it("one React root, rendered by the app's start: the home and a judge's tablet without the router, every other page by the router", () => {
    expect(code.filter(([, c]) => /\b(createRoot|hydrateRoot)\(/.test(c)).map(([f]) => f)).toEqual(['/src/boot.tsx']);
    expect(sources['/src/app/Root.tsx']).toMatch(/routerRequested \|\| !standalone \? <AppRouter \/> : standalone\.page === 'home' \? <Home \/> : <TabletApp /);
  });

  it('nothing copies a page into another: no typed value or click replayed into the DOM', () => {
    const replay = /HTMLInputElement\.prototype|data-first-load|querySelector(All)?(<[^>]*>)?\([^)]*\)\??\.click\(\)/;
    expect(code.filter(([, c]) => replay.test(c)).map(([f]) => f)).toEqual([]);
  });
});
