// Build plugin: the HTML of the public routed pages with their first screen in it
// (dist/first-screen/<screen>.<language>.html), which pb_hooks/first_screen.pb.js sends instead of
// the empty index.html. The first screen is the app's own components rendered in Node
// (src/app/firstScreen/renderFirstScreens.tsx); the document also links the style sheets those
// components use, so that the browser paints it before any script has run. Its links work; its
// controls are disabled until React has rendered the same page in its place.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { COMPETITION_TABS } from './src/lib/core/paths.ts';
import { FALLBACK_LANGUAGE, LANGUAGES } from './src/lib/core/languages.ts';
import { staticClosure } from './vite.shell.ts';
import { FIRST_SCREEN_TOKENS, FIRST_SCREENS, SAMPLE_ID, firstScreenModules, type FirstScreen } from './src/app/firstScreen/firstScreens.ts';

const LAYOUT = 'src/app/layout/Layout.tsx';

/** The style sheets of the chunks holding `modules` and of every chunk they import (the layout's and the page's). */
function styleSheetsOf(bundle: OutputBundle, root: string, modules: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const holders = modules.map((m) => {
    const chunk = chunks.find((c) => c.moduleIds.includes(resolve(root, m)));
    if (!chunk) throw new Error(`first screen: no chunk holds ${m}`);
    return chunk;
  });
  return [...staticClosure(bundle, holders).css];
}

/**
 * Every character beyond ASCII as its character reference: the server's JS engine keeps an ASCII
 * string as one byte a character and hands it over as is; one accent anywhere made it convert the
 * whole page on every request (half the server's throughput on a page, measured).
 */
function asciiOnly(html: string): string {
  return html.replace(/[\u{80}-\u{10ffff}]/gu, (c) => `&#${c.codePointAt(0)};`);
}

export function firstScreens(root: string): Plugin {
  let outDir = 'dist';
  let styles: Partial<Record<FirstScreen, string[]>> = {};
  return {
    name: 'kata:first-screens',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const index = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry) as OutputChunk | undefined;
      const inHtml = new Set(index?.viteMetadata?.importedCss ?? []);
      styles = Object.fromEntries(
        (Object.keys(FIRST_SCREENS) as FirstScreen[]).map((screen) => [screen, styleSheetsOf(bundle, root, [LAYOUT, ...firstScreenModules(screen)]).filter((f) => !inHtml.has(f))]),
      );
    },
    async closeBundle() {
      const server = await createServer({ root, server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'error', optimizeDeps: { noDiscovery: true, include: [] } });
      let rendered: Record<string, string>;
      try {
        const { renderFirstScreens } = await server.ssrLoadModule('/src/app/firstScreen/renderFirstScreens.tsx');
        rendered = await renderFirstScreens();
      } finally {
        await server.close();
      }
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');
      mkdirSync(join(outDir, 'first-screen'), { recursive: true });
      for (const [name, body] of Object.entries(rendered)) {
        const [screen, language] = name.split('.') as [FirstScreen, string];
        const links = (styles[screen] ?? []).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`).join('');
        const page = html
          .replace('<html lang="en">', `<html lang="${language}">`)
          .replace('</head>', `${links}</head>`)
          .replace('<div id="root"></div>', `<div id="root"><div class="first-screen">${body}</div></div>`);
        if (page === html) throw new Error('first screen: index.html has changed shape');
        writeFileSync(join(outDir, 'first-screen', `${name}.html`), asciiOnly(page));
      }
      // What the server writes in, and where: the addresses the screens were rendered at, the tokens; a
      // competition's public tabs (another page under its address, a venue screen, gets the plain shell);
      // the languages the documents are in, the fallback first.
      const languages = [FALLBACK_LANGUAGE, ...LANGUAGES.filter((l) => l !== FALLBACK_LANGUAGE)];
      writeFileSync(join(outDir, 'first-screen', 'screens.json'), JSON.stringify({ renderedAt: FIRST_SCREENS, sampleId: SAMPLE_ID, tokens: FIRST_SCREEN_TOKENS, competitionTabs: COMPETITION_TABS, languages }));
    },
  };
}
