// Build plugin: the routed public pages (login, competitions, a competition) arrive in two chunks
// after the entry instead of about forty-five. Lighthouse's phone (and a phone at a venue) pays a
// round trip per request and opens six connections at a time, so forty-five chunks of 1–5 kB cost
// about a second before the first paint. Rolldown's automatic split stays for everything else.
//
// The shell is the static closure of the router and of the light public pages (the dynamic imports
// of app/publicPages.ts and app/Root.tsx), minus what the entry and the home page already load (the
// home's first load stays as it is). Its libraries form one chunk, its app code (and CSS) another.
// The closure is closed under static imports, so the two chunks import only each other and the
// entry's chunks: no cycle with the automatic chunks, hence no execution-order hazard from grouping.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const ROOTS_FROM = ['src/app/publicPages.ts', 'src/app/Root.tsx'];
const HOME_PAGE = 'src/features/home/pages/HomePage.tsx';
const ENTRY = 'src/main.tsx';

export interface PublicShell {
  plugin: Plugin;
  /** Which of the two chunks a module goes to, or null for the automatic split. */
  chunkOf(id: string): 'shell-libs' | 'shell-app' | null;
}

export function publicShell(root: string): PublicShell {
  const members = new Set<string>();
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
      members.clear();
      const roots = ROOTS_FROM.flatMap((f) => dynamicImports.get(abs(f)) ?? []).filter((id) => id !== abs(HOME_PAGE));
      if (!roots.length) return; // a build without the portal's pages: nothing to group
      const loaded = closure([abs(ENTRY), abs(HOME_PAGE)]);
      for (const id of closure(roots)) if (!loaded.has(id)) members.add(id);
      this.info(`public shell: ${members.size} modules from ${roots.length} roots`);
    },
  };

  return {
    plugin,
    chunkOf: (id) => (members.has(id) ? (id.includes('/node_modules/') ? 'shell-libs' : 'shell-app') : null),
  };
}
