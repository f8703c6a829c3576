// The route table and lib/core/paths.ts describe the same routes: every path of the table is a pattern of
// the module and every pattern of the module is routed (a builder cannot point at a page that is gone).
import { describe, expect, it } from 'vitest';
import { competitionPatterns, routePatterns } from '@/lib/core/paths';
import { ROUTES, type AppRoute } from './routes';

/** Full patterns of the table; children are joined to their parent, the not-found catch-all is not a page. */
function tablePatterns(routes: readonly AppRoute[], parent = ''): string[] {
  return routes.flatMap((r) => {
    if (!r.path || r.path === '*') return [];
    const full = parent ? `${parent}/${r.path}` : r.path;
    return [full, ...tablePatterns(r.children ?? [], full)];
  });
}

describe('route table paths', () => {
  it('are exactly the patterns of lib/core/paths.ts', () => {
    const module = [...Object.values(routePatterns), ...Object.values(competitionPatterns).map((c) => `${routePatterns.competition}/${c}`)];
    expect(tablePatterns(ROUTES).sort()).toEqual(module.sort());
  });

  it('take each pattern once', () => {
    const paths = tablePatterns(ROUTES);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
