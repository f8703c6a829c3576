// docs/ARCHITECTURE.md is the map a developer reads first: its "Custom routes" table lists every
// routerAdd of pb_hooks/ and its "Screens" table every route of the route table. A route added
// without its row fails here, so the map cannot silently fall behind the code.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES, type AppRoute } from './routes';

const ROOT = process.cwd();
const ARCHITECTURE = readFileSync(join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8');

/** The table rows (cells trimmed) of the section under `## <heading>`, up to the next `## `. */
function tableRows(heading: string): string[][] {
  const start = ARCHITECTURE.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/ARCHITECTURE.md has no "## ${heading}" section`);
  const end = ARCHITECTURE.indexOf('\n## ', start + 1);
  return ARCHITECTURE.slice(start, end < 0 ? undefined : end)
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));
}

/** [method, path] of every routerAdd('METHOD', '/path', …) in pb_hooks/*.pb.js and the board relay's pb_hooks/relay/*.pb.js. */
function hookRoutes(): Array<[string, string]> {
  return ['pb_hooks', 'pb_hooks/relay'].flatMap((folder) => routesIn(join(ROOT, folder)));
}

function routesIn(dir: string): Array<[string, string]> {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.pb.js'))
    .flatMap((name) =>
      [...readFileSync(join(dir, name), 'utf8').matchAll(/routerAdd\(\s*['"`]([A-Z]+)['"`]\s*,\s*['"`]([^'"`]+)['"`]/g)].map(
        (m): [string, string] => [m[1] ?? '', m[2] ?? ''],
      ),
    );
}

/** Full patterns of the route table (children joined to their parent; not the catch-all). */
function screenPatterns(routes: readonly AppRoute[], parent = ''): string[] {
  return routes.flatMap((r) => {
    if (!r.path || r.path === '*') return [];
    const full = parent ? `${parent}/${r.path}` : r.path;
    return [full, ...screenPatterns(r.children ?? [], full)];
  });
}

describe('docs/ARCHITECTURE.md', () => {
  it('lists every custom route of pb_hooks/ in "Custom routes" (method, path)', () => {
    const routes = hookRoutes();
    expect(routes.length).toBeGreaterThan(0);
    const documented = new Set(tableRows('Custom routes').map(([method, path]) => `${method} ${path}`));
    const missing = routes.map(([method, path]) => `${method} \`${path}\``).filter((row) => !documented.has(row));
    expect(missing, 'routerAdd routes without a row in the "Custom routes" table').toEqual([]);
  });

  it('lists every route of the route table in "Screens"', () => {
    const documented = new Set(tableRows('Screens').map(([route]) => route));
    const missing = screenPatterns(ROUTES)
      .map((pattern) => `\`${pattern}\``)
      .filter((pattern) => !documented.has(pattern));
    expect(missing, 'routes without a row in the "Screens" table').toEqual([]);
  });
});
