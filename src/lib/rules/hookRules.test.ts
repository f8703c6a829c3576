// The sport's rules have one source, src/lib/rules/*.ts: the SPA imports it and the hooks run the
// CommonJS that scripts/build-hook-rules.mjs compiles from it. This fails when the compiled hook
// library is stale (edit the source, then run `npm run rules`), when it does not
// load as goja loads it, and when a second implementation of a rule appears in src/ or pb_hooks/.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileHookRules, HOOK_RULES } from '../../../scripts/build-hook-rules.mjs';
import * as absence from './absence';
import * as boardPatch from './boardPatch';
import * as breaks from './breaks';
import * as final from './final';
import * as qualification from './qualification';
import * as reason from './reason';
import * as scoring from './scoring';
import * as season from './season';
import * as seasonSeeding from './seasonSeeding';
import * as shadow from './shadow';
import * as tatami from './tatami';
import * as trail from './trail';
import * as unfinished from './unfinished';
import * as seatTablet from './seatTablet';
import * as username from './username';
import * as places from './places';
import * as deviation from './deviation';
import * as panels from './panels';
import * as clipBookmarks from './clipBookmarks';
import * as inquiries from './inquiries';

const ROOT = process.cwd();
const SOURCES: Record<string, Record<string, unknown>> = { 'src/lib/rules/scoring.ts': scoring, 'src/lib/rules/final.ts': final, 'src/lib/rules/absence.ts': absence, 'src/lib/rules/qualification.ts': qualification, 'src/lib/rules/shadow.ts': shadow, 'src/lib/rules/tatami.ts': tatami, 'src/lib/rules/breaks.ts': breaks, 'src/lib/rules/season.ts': season, 'src/lib/rules/seasonSeeding.ts': seasonSeeding, 'src/lib/rules/boardPatch.ts': boardPatch, 'src/lib/rules/reason.ts': reason, 'src/lib/rules/trail.ts': trail, 'src/lib/rules/unfinished.ts': unfinished, 'src/lib/rules/seatTablet.ts': seatTablet, 'src/lib/rules/username.ts': username, 'src/lib/rules/places.ts': places, 'src/lib/rules/deviation.ts': deviation, 'src/lib/rules/panels.ts': panels, 'src/lib/rules/clipBookmarks.ts': clipBookmarks, 'src/lib/rules/inquiries.ts': inquiries };

/** Functions of the same name that only hand a record to the rule (they must call it). */
const DELEGATES: Record<string, string[]> = { 'pb_hooks/lib/results.js': ['rulesOf'] };

/** A hook library run the way goja's require runs it: a function of (exports, require, module). */
function loadCommonJs(text: string): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  new Function('exports', 'require', 'module', text)(module.exports, () => {
    throw new Error('a rules library requires nothing');
  }, module);
  return module.exports;
}

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    return statSync(join(ROOT, path)).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('the rules written once', () => {
  it('lists every rules source', () => {
    expect(HOOK_RULES.map((r) => r.source).sort()).toEqual(Object.keys(SOURCES).sort());
    expect(filesUnder('src/lib/rules').filter((f) => !f.endsWith('.test.ts')).sort()).toEqual(Object.keys(SOURCES).sort());
  });

  it.each(HOOK_RULES)('$target is the current build of $source', ({ source, target }) => {
    const committed = readFileSync(join(ROOT, target), 'utf8');
    expect(committed === compileHookRules(source), `${target} is stale: run npm run rules`).toBe(true);
  });

  it.each(HOOK_RULES)('$target loads as CommonJS and exports what $source exports', ({ source, target }) => {
    const lib = loadCommonJs(readFileSync(join(ROOT, target), 'utf8'));
    const spa = SOURCES[source] ?? {};
    expect(Object.keys(lib).sort()).toEqual(Object.keys(spa).sort());
    for (const [name, value] of Object.entries(spa)) {
      if (typeof value === 'function') expect(typeof lib[name], name).toBe('function');
      else expect(lib[name], name).toEqual(value);
    }
  });

  it('has no second implementation of a rule in src/ or pb_hooks/', () => {
    const names = Object.values(SOURCES).flatMap((m) => Object.keys(m).filter((k) => typeof m[k] === 'function'));
    const generated = new Set([...HOOK_RULES.map((r) => r.target), ...HOOK_RULES.map((r) => r.source)]);
    const declares = new RegExp(`(?:function\\s+|(?:const|let|var)\\s+)(${names.join('|')})\\s*(?:\\(|=\\s*(?:function\\b|\\([^)]*\\)\\s*(?::[^=]+)?=>))`, 'g');
    const twins: string[] = [];
    for (const file of [...filesUnder('src'), ...filesUnder('pb_hooks')]) {
      if (!/\.(ts|tsx|js)$/.test(file) || generated.has(file) || file === relative(ROOT, __filename).replace(/\\/g, '/')) continue;
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const m of text.matchAll(declares)) {
        const name = m[1] ?? '';
        const delegate = DELEGATES[file]?.includes(name) && text.includes(`scoring.${name}(`);
        if (!delegate) twins.push(`${file}: ${name}`);
      }
    }
    expect(twins, 'a rule defined outside src/lib/rules/ (import it from there instead)').toEqual([]);
  });

  it("decides a category's places once (rules/places.ts): no other file picks the final poule and orders by rank", () => {
    // The standings and the season's recompute each had their own copy, which drifted apart.
    const picksFinal = /phase\s*[!=]==?\s*['"]final['"]/;
    const ordersByRank = /\.rank\s*-\s*\w+\.rank|\branks\(|\brank\s*>\s*0/;
    const generated = new Set([...HOOK_RULES.map((r) => r.target), ...HOOK_RULES.map((r) => r.source)]);
    const copies = [...filesUnder('src'), ...filesUnder('pb_hooks')].filter((file) => {
      if (!/\.(ts|tsx|js)$/.test(file) || /\.test\.tsx?$/.test(file) || generated.has(file)) return false;
      const text = readFileSync(join(ROOT, file), 'utf8');
      return picksFinal.test(text) && ordersByRank.test(text);
    });
    expect(copies, 'call categoryPlaces (src/lib/rules/places.ts) instead').toEqual([]);
    // Its two readers call it.
    const standings = filesUnder('src').filter((f) => /\.tsx?$/.test(f) && /export function standings\(/.test(readFileSync(join(ROOT, f), 'utf8')));
    expect(standings.length).toBe(1);
    for (const file of [...standings, 'pb_hooks/lib/seasons.js']) expect(readFileSync(join(ROOT, file), 'utf8'), file).toMatch(/categoryPlaces\(/);
  });

  it('writes each refusal of the hooks once: its code and text in one place, which the others call', () => {
    // A rule's refusal written twice drifts apart (the lock on a validated couple's sheets was four copies).
    const refusal = /fieldError\(\s*[^,]+,\s*'([a-z_]+)',\s*'([^']+)'/g;
    const seen = new Map<string, string[]>();
    for (const file of filesUnder('pb_hooks')) {
      if (!file.endsWith('.js')) continue;
      for (const m of readFileSync(join(ROOT, file), 'utf8').matchAll(refusal)) {
        const key = `${m[1]}: ${m[2]}`;
        seen.set(key, [...(seen.get(key) ?? []), file]);
      }
    }
    expect([...seen].filter(([, files]) => files.length > 1).map(([key, files]) => `${key} (${files.join(', ')})`)).toEqual([]);
  });

  it('the results feature re-exports the rules and defines none', () => {
    const text = readFileSync(join(ROOT, 'src/features/results/scoring.ts'), 'utf8');
    expect(text.split('\n').filter((line) => line.trim() && !line.startsWith('//'))).toEqual(["export * from '@/lib/rules/scoring';"]);
  });
});
