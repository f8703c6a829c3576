#!/usr/bin/env node
// Writes PocketBase's own typings of the hook runtime (every global, binding and hook of the pinned
// binary) to .hook-types/pocketbase.d.ts, for `tsc -p tsconfig.hooks.json` (run by
// `npm run typecheck`). PocketBase writes these typings as types.d.ts into its data dir whenever it
// boots with a hooks dir; pb_data/ is not in git, so a fresh clone has none. Here the binary boots
// once on empty temp dirs (no migration, no hook of ours runs) for a command that does nothing.
// The output depends only on the binary: the same version always writes the same file.
//
// The typings are generated from Go, where every pointer becomes optional. PATCHES makes required
// what PocketBase sets on every event a hook receives, so that the hooks need no pointless undefined
// checks: the request of a route event (PocketBase's own doc comment: "the Response and Request
// fields are always set") and the URL of that request, the record of a record event and of a record
// create/view/update/delete or e-mail change request (the account itself), the collection of a
// collection event, the message of a mailer event; and the records a finder returns (never nil).
// `auth` stays optional: guests have none. A patch whose text a new PocketBase version no longer has
// fails here, rather than silently leaving the field optional.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, resolvePocketBase } from './pocketbase.mjs';

export const HOOK_TYPES = join(ROOT, '.hook-types', 'pocketbase.d.ts');

// [pattern, replacement, every]: `every` patches all matches (at least one), else exactly one.
const PATCHES = [
  [/\): Array<\(Record \| undefined\)>/, '): Array<Record>', true],
  [/(interface Event extends \w+ \{\n {2}response: http\.ResponseWriter\n {2}request)\?(: http\.Request\n)/, '$1$2'],
  [/(interface baseRecordEventData \{\n {2}record)\?(: Record\n)/, '$1$2'],
  [/(interface RecordRequestEvent extends \w+ \{\n {2}record)\?(: Record\n)/, '$1$2'],
  [/(interface Record(?:Request|Confirm)EmailChangeRequestEvent extends \w+ \{\n {2}record)\?(: Record\n)/, '$1$2', true],
  [/(interface MailerEvent extends \w+ \{\n {2}app: App\n {2}mailer: mailer\.Mailer\n {2}message)\?(: mailer\.Message\n)/, '$1$2'],
  [/(\(See RFC 7230, Section 5\.3\)[^/]*\*\/\n {2}url)\?(: url\.URL\n)/, '$1$2'],
  [/(interface baseCollectionEventData \{\n {2}collection)\?(: Collection\n)/, '$1$2'],
];

/** The generated typings with PATCHES applied; throws when a patch matches other than expected. */
export function patchHookTypes(text) {
  return PATCHES.reduce((out, [pattern, replacement, every]) => {
    const all = new RegExp(pattern.source, 'g');
    const hits = out.match(all)?.length ?? 0;
    if (every ? hits < 1 : hits !== 1) {
      throw new Error(`scripts/hook-types.mjs: ${pattern} matches ${hits} times in PocketBase's types.d.ts (expected ${every ? 'some' : 'once'})`);
    }
    return out.replace(every ? all : pattern, replacement);
  }, text);
}

export function writeHookTypes() {
  const bin = resolvePocketBase();
  const tmp = mkdtempSync(join(tmpdir(), 'kata-hook-types-'));
  try {
    for (const dir of ['data', 'hooks', 'migrations']) mkdirSync(join(tmp, dir));
    const run = spawnSync(
      bin,
      ['migrate', 'history-sync', '--dir', join(tmp, 'data'), '--hooksDir', join(tmp, 'hooks'), '--migrationsDir', join(tmp, 'migrations')],
      { encoding: 'utf8', timeout: 60_000 },
    );
    if (run.status !== 0) throw new Error(`${bin} exited with ${run.status ?? run.signal}: ${run.stderr || run.stdout}`);
    mkdirSync(join(ROOT, '.hook-types'), { recursive: true });
    writeFileSync(HOOK_TYPES, patchHookTypes(readFileSync(join(tmp, 'data', 'types.d.ts'), 'utf8')));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return HOOK_TYPES;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    writeHookTypes();
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
}
