// A tiny .env reader (no dependency). Variables already in the environment win over the file.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Parses KEY=value lines: `#` comments, optional `export `, single/double quotes, \n in double quotes. */
export function parseDotEnv(text) {
  const out = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const m = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_.]*)\s*=\s*(.*)$/.exec(line);
    if (!m) continue;
    const key = m[1];
    let value = m[2] ?? '';
    if (value.startsWith('"')) {
      const end = value.indexOf('"', 1);
      value = (end > 0 ? value.slice(1, end) : value.slice(1)).replace(/\\n/g, '\n').replace(/\\"/g, '"');
    } else if (value.startsWith("'")) {
      const end = value.indexOf("'", 1);
      value = end > 0 ? value.slice(1, end) : value.slice(1);
    } else {
      value = value.replace(/\s+#.*$/, '').trim();
    }
    out[key] = value;
  }
  return out;
}

/**
 * Loads `file` (default: the repo's .env) into `env` without overriding variables that are already
 * set. Returns the keys taken from the file.
 */
export function loadDotEnv(file = join(ROOT, '.env'), env = process.env) {
  if (!existsSync(file)) return [];
  const parsed = parseDotEnv(readFileSync(file, 'utf8'));
  const taken = [];
  for (const [k, v] of Object.entries(parsed)) {
    if (env[k] === undefined) {
      env[k] = v;
      taken.push(k);
    }
  }
  return taken;
}
