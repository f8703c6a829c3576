// Build plugin: a Brotli copy (`<file>.br`) of every script, style sheet and SVG in dist/assets, which
// pb_hooks/static.pb.js serves to browsers that accept it. Brotli at its highest quality makes the
// first load's code about an eighth smaller than the gzip PocketBase would apply on the fly; the
// compression runs once, at build time. Tiny files are left to gzip.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg)$/;
const MIN_BYTES = 1024;

export function compressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'kata:compress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const dir = join(outDir, 'assets');
      for (const file of readdirSync(dir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const source = readFileSync(join(dir, file));
        if (source.length < MIN_BYTES) continue;
        const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length };
        writeFileSync(join(dir, `${file}.br`), brotliCompressSync(source, { params }));
      }
    },
  };
}
