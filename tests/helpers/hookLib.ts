// Loads a pb_hooks/lib/*.js module (CommonJS-style goja code) in Node, for the pure functions that
// need no PocketBase globals: the tests then use the server's own logic as the oracle.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './server';

/** `file` from the repository root; its require(`${__hooks}/lib/NAME.js`) loads the sibling library likewise. */
export function loadHookLib<T>(file: string): T {
  const module = { exports: {} as T };
  const hooks = join(ROOT, 'pb_hooks');
  const require = (path: string) => loadHookLib(relative(ROOT, path));
  new Function('module', 'exports', 'require', '__hooks', readFileSync(join(ROOT, file), 'utf8'))(module, module.exports, require, hooks);
  return module.exports;
}
