// Comments send the reader to the documents: `docs/judging.md "Judge consistency"` or
// `docs/deploy.md#a-cache-in-front`. A renamed section or a moved page leaves such a pointer leading
// nowhere without anyone noticing: every reference in the code must name a file that exists and, when
// it names a section, a heading of that file (by its title, or by GitHub's anchor for it).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const CODE_DIRS = ['src', 'pb_hooks', 'pb_migrations', 'scripts', 'tests', 'e2e'];
const CODE_FILE = /\.(ts|tsx|js|mjs|cjs)$/;
/** This file: its examples are not references. */
const SELF = join(ROOT, 'src/test/docReferences.test.ts');

function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.') || path === SELF) return [];
    if (statSync(path).isDirectory()) return codeFiles(path);
    return CODE_FILE.test(name) ? [path] : [];
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The headings of a Markdown file (outside code fences): their titles and their anchors. */
function headingsOf(markdown: string): { titles: Set<string>; anchors: Set<string> } {
  const titles = new Set<string>();
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const m = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const title = m[1]!;
    titles.add(title);
    const base = slug(title);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  return { titles, anchors };
}

export interface DocReference {
  file: string;
  doc: string;
  section?: string;
  anchor?: string;
}

// `docs/x.md#anchor`, or `docs/x.md "Title"` / `docs/x.md, "Title"` (a title may wrap onto the next
// comment line).
const REFERENCE = /docs\/([\w./-]+?\.md)(?:#([\w-]+)|,?[ \t]*"([^"\n]+(?:\n\s*(?:\/\/|\*)\s*[^"\n]+)?)")?/g;

/** The references to docs/*.md in a source text. */
export function referencesIn(file: string, text: string): DocReference[] {
  return [...text.matchAll(REFERENCE)].map((m) => ({
    file,
    doc: m[1]!,
    ...(m[2] ? { anchor: m[2] } : {}),
    ...(m[3] ? { section: m[3].replace(/\s*\n\s*(?:\/\/|\*)\s*/g, ' ') } : {}),
  }));
}

describe('references from the code to docs/', () => {
  const refs = CODE_DIRS.flatMap((dir) => codeFiles(join(ROOT, dir))).flatMap((path) =>
    referencesIn(relative(ROOT, path), readFileSync(path, 'utf8')),
  );
  const headings = new Map<string, ReturnType<typeof headingsOf>>();
  const headingsOfDoc = (doc: string) => {
    if (!headings.has(doc)) headings.set(doc, headingsOf(readFileSync(join(ROOT, 'docs', doc), 'utf8')));
    return headings.get(doc)!;
  };

  it('are found, sections included', () => {
    expect(refs.length).toBeGreaterThan(40);
    expect(refs.filter((r) => r.section || r.anchor).length).toBeGreaterThan(20);
  });

  it('name documents that exist', () => {
    expect(refs.filter((r) => !existsSync(join(ROOT, 'docs', r.doc))).map((r) => `${r.file}: docs/${r.doc}`)).toEqual([]);
  });

  it('name sections those documents have', () => {
    const stale = refs
      .filter((r) => existsSync(join(ROOT, 'docs', r.doc)))
      .filter((r) => (r.section ? !headingsOfDoc(r.doc).titles.has(r.section) : r.anchor ? !headingsOfDoc(r.doc).anchors.has(r.anchor) : false))
      .map((r) => `${r.file}: docs/${r.doc} ${r.section ? `"${r.section}"` : `#${r.anchor}`}`);
    expect(stale).toEqual([]);
  });
});

describe('the reference reader', () => {
  it('reads titles, wrapped titles and anchors', () => {
    const text = [
      '// Evaluations (docs/ARCHITECTURE.md "Draws, scoring and results"): more',
      '// A couple (src/x.ts; docs/ARCHITECTURE.md "Draws,',
      '// scoring and results"). The proxy of docs/deploy.md without the cache;',
      ' * see docs/deploy.md#a-cache-in-front and (docs/ARCHITECTURE.md, "Rate limits", has it)',
    ].join('\n');
    expect(referencesIn('f.ts', text)).toEqual([
      { file: 'f.ts', doc: 'ARCHITECTURE.md', section: 'Draws, scoring and results' },
      { file: 'f.ts', doc: 'ARCHITECTURE.md', section: 'Draws, scoring and results' },
      { file: 'f.ts', doc: 'deploy.md' },
      { file: 'f.ts', doc: 'deploy.md', anchor: 'a-cache-in-front' },
      { file: 'f.ts', doc: 'ARCHITECTURE.md', section: 'Rate limits' },
    ]);
  });

  it("makes GitHub's anchors", () => {
    expect(slug("Who reads the judges' records")).toBe('who-reads-the-judges-records');
    expect(slug('Draws, scoring and results')).toBe('draws-scoring-and-results');
    expect(slug('Judges, seat codes and validation')).toBe('judges-seat-codes-and-validation');
  });
});
