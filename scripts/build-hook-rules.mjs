#!/usr/bin/env node
// The sport's rules are written once, in TypeScript (src/lib/rules/), and the SPA imports them. The
// PocketBase hooks run goja, which loads CommonJS and no TypeScript: this script compiles each rules
// file to pb_hooks/lib/<name>.js (CommonJS, ES2015, comments kept). The output is committed, so the
// hooks dir works without a build; src/lib/rules/hookRules.test.ts fails when it is stale.
//   node scripts/build-hook-rules.mjs          write the hook files
//   node scripts/build-hook-rules.mjs --check  exit 1 when one is stale
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { ROOT } from './pocketbase.mjs';

/** Each rules source and the hook library compiled from it (paths from the repository root). */
export const HOOK_RULES = [
  { source: 'src/lib/rules/scoring.ts', target: 'pb_hooks/lib/scoring.js' },
  { source: 'src/lib/rules/final.ts', target: 'pb_hooks/lib/final.js' },
  { source: 'src/lib/rules/absence.ts', target: 'pb_hooks/lib/absence.js' },
  { source: 'src/lib/rules/qualification.ts', target: 'pb_hooks/lib/qualification.js' },
  { source: 'src/lib/rules/shadow.ts', target: 'pb_hooks/lib/shadow.js' },
  { source: 'src/lib/rules/tatami.ts', target: 'pb_hooks/lib/tatami.js' },
  { source: 'src/lib/rules/breaks.ts', target: 'pb_hooks/lib/breaks.js' },
  { source: 'src/lib/rules/season.ts', target: 'pb_hooks/lib/season.js' },
  { source: 'src/lib/rules/seasonSeeding.ts', target: 'pb_hooks/lib/season_seeding.js' },
  { source: 'src/lib/rules/boardPatch.ts', target: 'pb_hooks/lib/board_patch.js' },
  { source: 'src/lib/rules/reason.ts', target: 'pb_hooks/lib/reason.js' },
  { source: 'src/lib/rules/trail.ts', target: 'pb_hooks/lib/trail.js' },
  { source: 'src/lib/rules/unfinished.ts', target: 'pb_hooks/lib/unfinished.js' },
  { source: 'src/lib/rules/seatTablet.ts', target: 'pb_hooks/lib/seat_tablet.js' },
  { source: 'src/lib/rules/username.ts', target: 'pb_hooks/lib/username.js' },
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const { source, target } of HOOK_RULES) {
    const text = compileHookRules(source);
    const path = join(ROOT, target);
    const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
    if (current === text) continue;
    if (check) {
      stale++;
      console.error(`${target} is stale: run node scripts/build-hook-rules.mjs`);
    } else {
      writeFileSync(path, text);
      console.log(`wrote ${target} from ${source}`);
    }
  }
  process.exit(stale ? 1 : 0);
}
