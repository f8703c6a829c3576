// Two build plugins on a small output: the HTML preloads the app's start and its styles
// (vite.shell.ts bootPreload), and every script, style sheet and SVG of a kilobyte or more gets a
// Brotli copy beside it (vite.compress.ts), which decompresses to the file.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { HtmlTagDescriptor, IndexHtmlTransformContext } from 'vite';
import { bootPreload } from '../../vite.shell';
import { compressAssets } from '../../vite.compress';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = [], isEntry = false) => ({
  type: 'chunk',
  fileName,
  moduleIds,
  imports,
  isEntry,
  viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
});

describe("the HTML preloads the app's start", () => {
  it('with its static imports and styles, not what the entry loads already', () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index.js', ['/repo/src/main.tsx'], ['assets/runtime.js'], ['assets/index.css'], true),
        chunk('assets/boot.js', ['/repo/src/boot.tsx', '/repo/node_modules/react-dom/client.js'], ['assets/runtime.js', 'assets/react.js'], ['assets/index.css', 'assets/boot.css']),
        chunk('assets/react.js', ['/repo/node_modules/react/index.js']),
        chunk('assets/runtime.js', []),
        chunk('assets/page.js', ['/repo/src/features/x.tsx']),
      ].map((c) => [c.fileName, c]),
    );
    const plugin = bootPreload('/repo');
    const hook = plugin.transformIndexHtml as { handler(html: string, ctx: IndexHtmlTransformContext): HtmlTagDescriptor[] };
    const tags = hook.handler('', { bundle } as unknown as IndexHtmlTransformContext);
    expect(tags.map((t) => [t.attrs?.rel, t.attrs?.href])).toEqual([
      ['modulepreload', '/assets/boot.js'],
      ['modulepreload', '/assets/react.js'],
      ['stylesheet', '/assets/boot.css'],
    ]);
  });
});

describe('Brotli copies of the assets', () => {
  it('beside every script, style sheet and SVG of a kilobyte or more', () => {
    const out = mkdtempSync(join(tmpdir(), 'kata-compress-'));
    try {
      mkdirSync(join(out, 'assets'));
      const big = `export const text = ${JSON.stringify('kata '.repeat(500))};`;
      writeFileSync(join(out, 'assets', 'app.js'), big);
      writeFileSync(join(out, 'assets', 'app.css'), `.a{color:red}\n`.repeat(200));
      writeFileSync(join(out, 'assets', 'tiny.js'), 'export {};');
      writeFileSync(join(out, 'assets', 'font.woff2'), Buffer.alloc(4096));
      const plugin = compressAssets() as unknown as { configResolved(c: { build: { outDir: string } }): void; closeBundle(): void };
      plugin.configResolved({ build: { outDir: out } });
      plugin.closeBundle();
      expect(readdirSync(join(out, 'assets')).filter((f) => f.endsWith('.br')).sort()).toEqual(['app.css.br', 'app.js.br']);
      expect(brotliDecompressSync(readFileSync(join(out, 'assets', 'app.js.br'))).toString()).toBe(big);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
