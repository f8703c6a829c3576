// Loads a pb_hooks/lib/*.js module (CommonJS-style goja code) in Node, for the pure functions that
// need no PocketBase globals: the tests then use the server's own logic as the oracle.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './server';

export function loadHookLib<T>(file: string): T {
  const module = { exports: {} as T };
  new Function('module', 'exports', readFileSync(join(ROOT, file), 'utf8'))(module, module.exports);
  return module.exports;
}
