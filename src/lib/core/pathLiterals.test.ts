// Keeps route paths in one place: a string literal in src/ that spells a route ('/reserved/…',
// `/competitions/${id}`, '/login?next=…', 'officials/…', anything with a ':param') fails here unless it
// is in lib/core/paths.ts. Tests and test helpers may spell URLs: they assert what the module builds.
// Likewise the API URLs of the requests the SDK does not send itself come from lib/core/apiUrl.ts.
import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router-dom';
import { competitionPatterns, routePatterns } from './paths';

const sources = import.meta.glob<string>('/src/**/*.{ts,tsx}', { eager: true, query: '?raw', import: 'default' });
const locales = import.meta.glob<string>('/src/locales/*/*.json', { eager: true, query: '?raw', import: 'default' });

const firstSegment = (pattern: string) => pattern.replace(/^\//, '').split('/')[0] as string;
const TOP = [...new Set(Object.values(routePatterns).map(firstSegment).filter(Boolean))];
// Children with more than one segment ('officials/draw', 'draws/:tabelem?'); a bare 'documents' is too common a word.
const CHILD = [...new Set(Object.values(competitionPatterns).filter((p) => p.includes('/')).map(firstSegment))];
const QUOTE = `['"\`]`;
const ROUTE_LITERAL = new RegExp(`${QUOTE}(?:/(?:${TOP.join('|')})(?=[/?#'"\`$])|(?:${CHILD.join('|')})/|[\\w/-]*/:\\w)`);

/** The route literals of a source file, comments left out (they may name the paths they explain). */
function routeLiterals(code: string): string[] {
  return code
    .split('\n')
    .filter((line) => !/^\s*(\/\*|\*)/.test(line)) // block and JSDoc comment lines
    .map((line) => line.replace(/\/\*.*?\*\//g, '').replace(/(^|\s)\/\/.*$/, '$1'))
    .filter((line) => ROUTE_LITERAL.test(line))
    .map((line) => line.trim());
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith('/src/test/');

describe('route literals', () => {
  it('are recognised', () => {
    expect(routeLiterals("<AppLink to=\"/reserved/enrolments\" />\nnavigate(`/competitions/${id}/draws`);\nx = '/login?next=' + n;")).toHaveLength(3);
    expect(routeLiterals("{ path: 'officials/scoring/:tabelem?' }\nlink = '/reserved';\nto={`/documents`}")).toHaveLength(3);
    expect(routeLiterals("pb.send(`/api/custom/competitions/${id}/draw`);\n// see /reserved/issues\n/** '/login?next=' */\nt('results.empty');")).toEqual([]);
  });

  it('are written only in lib/core/paths.ts', () => {
    expect(Object.keys(sources)).toContain('/src/app/routes.tsx');
    const found = Object.entries(sources)
      .filter(([file]) => !isTest(file) && file !== '/src/lib/core/paths.ts')
      .flatMap(([file, code]) => routeLiterals(code).map((line) => `${file}: ${line}`));
    expect(found, 'build the URL with paths from @/lib/core/paths').toEqual([]);
  });

  // Translations link in HTML (I18nHtml): those addresses cannot use the module, so they must at least be routes.
  it('in translations are routes of the module', () => {
    const patterns = [...Object.values(routePatterns), ...Object.values(competitionPatterns).map((c) => `${routePatterns.competition}/${c}`)];
    const hrefs = Object.values(locales).flatMap((json) => [...json.matchAll(/href=\\"(\/[^"\\?#]*)/g)].map((m) => m[1] as string));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((href) => !patterns.some((p) => matchPath(p, href)))).toEqual([]);
  });
});

describe('API URLs', () => {
  it('are built by lib/core/apiUrl for every request the SDK does not send itself', () => {
    const found = Object.entries(sources)
      .filter(([file]) => !isTest(file))
      .filter(([, code]) => /\.buildURL\(|\.buildUrl\(/.test(code))
      .map(([file]) => file);
    expect(found).toEqual([]);
  });
});
