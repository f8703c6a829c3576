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
    const { packages, files } = staticGraph('/src/app/layout/Layout.tsx');
    expect([...packages].some((p) => p.startsWith('primereact'))).toBe(true);
    expect(files.has('/src/app/layout/Header.tsx')).toBe(true);
  });

  it.each(['/src/main.tsx', '/src/features/home/pages/HomePage.tsx'])('%s does not statically import heavy libraries', (entry) => {
    const { packages, files } = staticGraph(entry);
    const heavy = [...packages].filter((p) => HEAVY.some((re) => re.test(p)));
    expect(heavy).toEqual([]);
    // The entry knows which first-load page to render, starts its requests and lets the routed app take over (all tiny).
    const allowed = ['/src/features/home/', '/src/features/firstload/routes.ts', '/src/features/firstload/takeover.ts', '/src/features/firstload/requests.ts'];
    expect([...files].filter((f) => f.includes('/features/') && !allowed.some((a) => f.startsWith(a)))).toEqual([]);
  });
});

describe('first-load pages (features/firstload)', () => {
  it.each(['LoginFirstLoad', 'CompetitionsFirstLoad', 'CompetitionFirstLoad'])('%s renders without the router, PrimeReact, TanStack Query, the SDK, zod or DOMPurify', (page) => {
    const { packages, files } = staticGraph(`/src/features/firstload/pages/${page}.tsx`);
    expect(files.has('/src/features/firstload/components/LightLayout.tsx')).toBe(true);
    // primeicons.css (3 kB) is allowed: the icons are the same as the routed page's.
    const heavy = [...packages].filter((p) => HEAVY.some((re) => re.test(p)) && p !== 'primeicons/primeicons.css');
    expect(heavy).toEqual([]);
    expect([...files].filter((f) => f.includes('/api.ts') && !['/src/features/firstload/api.ts', '/src/features/home/api.ts'].includes(f))).toEqual([]);
  });
});

describe('one markup per page: the routed page and its first-load version render the same views', () => {
  const firstLoad = (page: string) => `/src/features/firstload/pages/${page}.tsx`;
  it.each([
    ['/src/app/layout/Layout.tsx', '/src/features/firstload/components/LightLayout.tsx', ['layout/SiteHeader', 'layout/SiteFooter']],
    ['/src/features/auth/pages/LoginPage.tsx', firstLoad('LoginFirstLoad'), ['LoginCard']],
    ['/src/features/competitions/pages/CompetitionsPage.tsx', firstLoad('CompetitionsFirstLoad'), ['competition/CompetitionCard']],
    ['/src/features/competitions/pages/CompetitionPage.tsx', firstLoad('CompetitionFirstLoad'), ['competition/CompetitionHero']],
    ['/src/features/competitions/pages/CompetitionInfoPage.tsx', firstLoad('CompetitionFirstLoad'), ['competition/CompetitionInfo']],
  ])('%s and %s', (routed, light, views) => {
    for (const view of views) {
      const file = `/src/components/${view}.tsx`;
      expect(file in sources).toBe(true);
      expect(staticGraph(routed).files.has(file)).toBe(true);
      expect(staticGraph(light).files.has(file)).toBe(true);
    }
  });
});
