// `npm ci` on the Node the README names must not warn that a dependency needs a newer Node
// (maildev 3 pulled content-disposition 3 and cookie 2, both "node >= 22"; package.json pins
// @fastify/static and light-my-request to versions that still support Node 20).
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers/server';

const require = createRequire(import.meta.url);
// semver ships with npm's tree (no types of its own): only `satisfies` and `minVersion` are used.
const semver = require('semver') as { satisfies(v: string, r: string): boolean; minVersion(r: string): { version: string } | null };

describe('Node engines', () => {
  it('every locked package supports the oldest Node that package.json allows', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
    const oldest = semver.minVersion(pkg.engines.node)?.version ?? '';
    expect(oldest).toMatch(/^20\./);
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string; engines?: { node?: string } | string[] }> };
    const refused = Object.entries(lock.packages)
      .filter(([path, p]) => path && p.engines && !Array.isArray(p.engines) && p.engines.node && !semver.satisfies(oldest, p.engines.node))
      .map(([path, p]) => `${path.replace(/^.*node_modules\//, '')}@${p.version} needs node ${(p.engines as { node: string }).node}`);
    expect(refused).toEqual([]);
  });
});
