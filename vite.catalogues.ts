// Build plugin: `src/locales/<lng>/common.json?first-load` is the first-load slice of that catalogue
// (src/lib/core/catalogueSlice.ts says which texts and why). The slice is made from the catalogue itself,
// so the texts have one source.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_LOAD_COMMON_KEYS, sliceCatalogue } from './src/lib/core/catalogueSlice.ts';

const REQUEST = /^([^?]*\/common\.json)\?(?:.*&)?first-load(?:&|$)/;
const PREFIX = '\0first-load-catalogue:';

export function firstLoadCatalogues(): Plugin {
  return {
    name: 'kata:first-load-catalogues',
    enforce: 'pre',
    resolveId(source, importer) {
      const match = REQUEST.exec(source);
      if (!match) return null;
      const path = match[1] as string;
      // The id must not end in .json: Vite's JSON handling would claim it.
      return PREFIX + (path.startsWith('/') || !importer ? path : resolve(dirname(importer), path)).replace(/\.json$/, '');
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = `${id.slice(PREFIX.length)}.json`;
      this.addWatchFile(file);
      const slice = sliceCatalogue(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>, FIRST_LOAD_COMMON_KEYS);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(slice))});`;
    },
  };
}
