#!/usr/bin/env node
// The sport's rules are written once, in TypeScript (src/lib/rules/), and the SPA imports them. The
// PocketBase hooks run goja, which loads CommonJS and no TypeScript: this script compiles each rules
// file to pb_hooks/lib/rules/<name>.js (CommonJS, ES2015, comments kept), a folder of generated files
// only. The output is committed, so the hooks dir works without a build; `npm test` fails when it is
// stale (src/lib/rules/hookRules.test.ts), and `npm run dev` rebuilds it when a rule changes.
//   npm run rules                              write the hook files
//   node scripts/build-hook-rules.mjs --check  exit 1 when one is stale
import { existsSync, readFileSync, watch, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { ROOT } from './pocketbase.mjs';

/** Each rules source and the hook library compiled from it (paths from the repository root). */
export const HOOK_RULES = [
  { source: 'src/lib/rules/scoring.ts', target: 'pb_hooks/lib/rules/scoring.js' },
  { source: 'src/lib/rules/final.ts', target: 'pb_hooks/lib/rules/final.js' },
  { source: 'src/lib/rules/absence.ts', target: 'pb_hooks/lib/rules/absence.js' },
  { source: 'src/lib/rules/qualification.ts', target: 'pb_hooks/lib/rules/qualification.js' },
  { source: 'src/lib/rules/shadow.ts', target: 'pb_hooks/lib/rules/shadow.js' },
  { source: 'src/lib/rules/tatami.ts', target: 'pb_hooks/lib/rules/tatami.js' },
  { source: 'src/lib/rules/breaks.ts', target: 'pb_hooks/lib/rules/breaks.js' },
  { source: 'src/lib/rules/season.ts', target: 'pb_hooks/lib/rules/season.js' },
  { source: 'src/lib/rules/seasonSeeding.ts', target: 'pb_hooks/lib/rules/season_seeding.js' },
  { source: 'src/lib/rules/boardPatch.ts', target: 'pb_hooks/lib/rules/board_patch.js' },
  { source: 'src/lib/rules/reason.ts', target: 'pb_hooks/lib/rules/reason.js' },
  { source: 'src/lib/rules/trail.ts', target: 'pb_hooks/lib/rules/trail.js' },
  { source: 'src/lib/rules/unfinished.ts', target: 'pb_hooks/lib/rules/unfinished.js' },
  { source: 'src/lib/rules/seatTablet.ts', target: 'pb_hooks/lib/rules/seat_tablet.js' },
  { source: 'src/lib/rules/username.ts', target: 'pb_hooks/lib/rules/username.js' },
  { source: 'src/lib/rules/places.ts', target: 'pb_hooks/lib/rules/places.js' },
  { source: 'src/lib/rules/deviation.ts', target: 'pb_hooks/lib/rules/deviation.js' },
  { source: 'src/lib/rules/panels.ts', target: 'pb_hooks/lib/rules/panels.js' },
  { source: 'src/lib/rules/clipBookmarks.ts', target: 'pb_hooks/lib/rules/clip_bookmarks.js' },
  { source: 'src/lib/rules/inquiries.ts', target: 'pb_hooks/lib/rules/inquiries.js' },
];

/** The hook library compiled from one rules source. */
export function compileHookRules(source) {
  const { outputText } = ts.transpileModule(readFileSync(join(ROOT, source), 'utf8'), {
    fileName: source,
    reportDiagnostics: false,
    compilerOptions: {
      target: ts.ScriptTarget.ES2015,
      module: ts.ModuleKind.CommonJS,
      removeComments: false,
      newLine: ts.NewLineKind.LineFeed,
    },
  });
  // Type-checked as TypeScript at the source (pb_hooks/env.d.ts types require() from it), not here.
  const header = `// Generated from ${source} by scripts/build-hook-rules.mjs: do not edit, edit the source and run it.\n// @ts-nocheck\n`;
  return header + outputText;
}

/**
 * Writes the hook files that differ from their source's build (or, with `check`, only names them);
 * returns how many differed.
 */
export function buildHookRules({ check = false, log = console.log } = {}) {
  let stale = 0;
  for (const { source, target } of HOOK_RULES) {
    const text = compileHookRules(source);
    const path = join(ROOT, target);
    const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
    if (current === text) continue;
    stale++;
    if (check) {
      console.error(`${target} is stale: run npm run rules`);
    } else {
      writeFileSync(path, text);
      log(`wrote ${target} from ${source}`);
    }
  }
  return stale;
}

/**
 * Rebuilds the hook files whenever a rules source changes (PocketBase, watching its hooks, reloads
 * them): editing a rule changes the server as it changes the browser. Returns a function that stops.
 */
export function watchHookRules(log = console.log) {
  buildHookRules({ log });
  let timer = null;
  const watcher = watch(join(ROOT, 'src/lib/rules'), (_event, name) => {
    if (!name || name.endsWith('.test.ts')) return;
    // An editor's save is several events: build once they settle.
    clearTimeout(timer);
    timer = setTimeout(() => {
      try {
        buildHookRules({ log });
      } catch (err) {
        log(`rules not rebuilt: ${err instanceof Error ? err.message : String(err)}`);
      }
    }, 100);
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  process.exit(buildHookRules({ check }) && check ? 1 : 0);
}
