// Build plugin: the routed public pages (login, competitions, a competition) arrive in a few chunks
// after the entry instead of about forty-five. Lighthouse's phone (and a phone at a venue) pays a
// round trip per request and opens six connections at a time, so forty-five chunks of 1–5 kB cost
// about a second before the first paint. Rolldown's automatic split stays for everything else.
//
// The shell is the static closure of the router and the layout (the frame every routed page needs)
// plus what two or more of the light public pages share, minus what the entry loads: its libraries
// form one chunk, its app code (and CSS) another, and what the home page shares with them (links,
// the language switcher, the logo) a third, loaded by both instead of one small chunk each. What only
// one light page uses (the login form's library, the sanitizer of a competition's texts) is that
// page's own chunk (or its family's: the two public season pages share one), so the other pages do
// not download or run it. Each group is closed under static
// imports (a page's modules import the shell's, never another page's; the shell never imports a
// page's), so no group forms a cycle with the automatic chunks: no execution-order hazard.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

/** The module whose dynamic imports are the routed pages' roots (the router, the layout, the pages). */
const ROOTS_FROM = 'src/app/publicPages.ts';
const HOME_PAGE = 'src/features/home/pages/HomePage.tsx';
/** A judge's tablet on a first load: its page without the router (src/app/TabletApp.tsx). */
const TABLET_APP = 'src/app/TabletApp.tsx';
const ENTRY = 'src/main.tsx';
/** The app's start, which the entry imports and the HTML preloads (bootPreload below). */
const START = 'src/boot.tsx';
/** The light pages, by the modules a first load of each imports; the other roots are the frame. */
const PAGES: Record<string, readonly string[]> = {
  login: ['src/features/auth/pages/LoginPage.tsx'],
  competitions: ['src/features/competitions/pages/CompetitionsPage.tsx'],
  competition: ['src/features/competitions/pages/CompetitionPage.tsx', 'src/features/competitions/pages/CompetitionInfoPage.tsx'],
  season: ['src/features/seasons/pages/SeasonPage.tsx'],
  pair: ['src/features/seasons/pages/SeasonPairPage.tsx'],
  // A judge's tablet, opened from a QR code: what it shares with another light page is in the shell, so
  // that it never downloads that page's own chunk (the login's form library, a competition's sanitizer).
  tablet: [TABLET_APP, 'src/features/tablet/pages/JudgePage.tsx'],
};
/**
 * Modules of the start's libraries that the start never runs: react-i18next's Trans (and the
 * components and HTML parser that come with it), reached through the library's index.
 */
const ROUTED_ONLY = /\/node_modules\/(?:html-parse-stringify|void-elements)\/|\/node_modules\/react-i18next\/dist\/es\/(?:Trans|TransWithoutContext|IcuTrans|IcuTransWithoutContext|IcuTransUtils\/\w+|Translation|withTranslation|withSSR|useSSR)\.js$/;
/** Pages whose own code forms one chunk (a season's ranking and a pair's season share their data layer). */
const FAMILY: Record<string, string> = { season: 'seasons', pair: 'seasons' };

export type ShellChunk = 'boot' | 'shell-libs' | 'shell-app' | 'shell-home' | 'shell-tablet' | `page-${string}`;

export interface PublicShell {
  plugin: Plugin;
  /** Which chunk a module goes to, or null for the automatic split. */
  chunkOf(id: string): ShellChunk | null;
}

export function publicShell(root: string): PublicShell {
  const groups = new Map<string, ShellChunk>();
  const imports = new Map<string, readonly string[]>();
  const dynamicImports = new Map<string, readonly string[]>();
  const abs = (file: string) => resolve(root, file);

  const closure = (starts: Iterable<string>) => {
    const seen = new Set<string>();
    const stack = [...starts];
    while (stack.length) {
      const id = stack.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(imports.get(id) ?? []));
    }
    return seen;
  };

  const plugin: Plugin = {
    name: 'kata:public-shell',
    apply: 'build',
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
      dynamicImports.set(info.id, info.dynamicallyImportedIds);
    },
    buildEnd() {
      groups.clear();
      const roots = (dynamicImports.get(abs(ROOTS_FROM)) ?? []).filter((id) => id !== abs(HOME_PAGE) && id !== abs(TABLET_APP));
      if (!roots.length) return; // a build without the portal's pages: nothing to group
      const entry = closure([abs(ENTRY)]);
      // The start's own dynamic imports (React DOM, run in a task of its own) are part of the start.
      const loaded = closure([abs(ENTRY), abs(START), ...(dynamicImports.get(abs(START)) ?? [])]);
      // What the entry starts beside the app (a tablet's early seat code exchange): small chunks of their
      // own, never a page's (that chunk would wait for the page's libraries).
      const early = closure((dynamicImports.get(abs(ENTRY)) ?? []).filter((id) => id !== abs(START)));
      // The app's start in one chunk, its libraries with it: what it shares with later chunks would
      // otherwise be a small chunk each, and a group of its own code alone forms a cycle with the
      // automatic chunks of its libraries (a broken module order, measured). It carries modules only
      // later chunks use, except the one family boot reaches only through its library's index
      // (react-i18next's Trans and its HTML parser, 3 kB gzip): they go with the routed pages'
      // libraries, which the pages that use them (the login, a competition) load anyway.
      for (const id of loaded) if (!entry.has(id)) groups.set(id, ROUTED_ONLY.test(id) ? 'shell-libs' : 'boot');
      const home = closure([abs(HOME_PAGE)]);
      const pageRoots = new Set(Object.values(PAGES).flat().map(abs));
      const frame = closure(roots.filter((id) => !pageRoots.has(id)));
      const usedBy = new Map<string, string[]>();
      for (const [page, files] of Object.entries(PAGES)) {
        for (const id of closure(files.map(abs))) usedBy.set(id, [...(usedBy.get(id) ?? []), page]);
      }
      // What the tablet, rendered without the router, shares with the frame (the query client, the SDK):
      // a chunk of its own, libraries and code together (one request more for the routed pages, not
      // two), so that the tablet never loads the router's libraries nor the frame's code.
      const tablet = closure([abs(TABLET_APP)]);
      const shellOf = (id: string): ShellChunk => {
        if (home.has(id)) return 'shell-home';
        if (tablet.has(id)) return 'shell-tablet';
        return id.includes('/node_modules/') ? 'shell-libs' : 'shell-app';
      };
      for (const id of frame) if (!loaded.has(id) && !early.has(id)) groups.set(id, shellOf(id));
      for (const [id, pages] of usedBy) {
        if (loaded.has(id) || early.has(id) || groups.has(id)) continue;
        const families = new Set(pages.map((page) => FAMILY[page] ?? page));
        groups.set(id, families.size === 1 && !home.has(id) ? `page-${[...families][0]}` : shellOf(id));
      }
      this.info(`public shell: ${groups.size} modules from ${roots.length} roots`);
    },
  };

  return { plugin, chunkOf: (id) => groups.get(id) ?? null };
}

/** The chunks `starts` import statically, themselves included, and the style sheets of them all. */
export function staticClosure(bundle: OutputBundle, starts: readonly OutputChunk[]): { files: string[]; css: Set<string> } {
  const byName = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
  const files: string[] = [];
  const css = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.includes(chunk.fileName)) return;
    files.push(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((f) => css.add(f));
    chunk.imports.forEach((f) => byName.has(f) && visit(byName.get(f) as OutputChunk));
  };
  starts.forEach(visit);
  return { files, css };
}

/**
 * Build plugin: the HTML preloads the app's start (src/boot.tsx, React and i18n) and its styles, which
 * the entry imports dynamically. The entry stays a few kilobytes, so it starts the page's chunks and
 * requests one small download after the HTML instead of after React; React downloads meanwhile.
 */
export function bootPreload(root: string): Plugin {
  const boot = resolve(root, 'src/boot.tsx');
  return {
    name: 'kata:boot-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle as OutputBundle | undefined;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const start = chunks.find((c) => c.moduleIds.includes(boot));
        const entry = chunks.find((c) => c.isEntry);
        if (!start || !entry) return [];
        const preloaded = new Set([entry.fileName, ...entry.imports, ...(entry.viteMetadata?.importedCss ?? [])]);
        const { files, css } = staticClosure(bundle, [start]);
        return [
          ...files.filter((f) => !preloaded.has(f)).map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` }, injectTo: 'head' as const })),
          ...[...css].filter((f) => !preloaded.has(f)).map((f) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${f}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}
