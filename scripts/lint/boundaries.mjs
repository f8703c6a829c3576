// ESLint rule keeping the direction of the SPA's layers: shared code (src/components, src/lib) →
// features (src/features/<name>) → the app shell (src/app). Shared code imports no feature and not
// the app; a feature imports no other feature and not the app; the app, the entry and the test helpers
// may import anything. What two features need goes down into components/ or lib/.
//
// One exception, named here: the rooms of the competition day (board, tablet, officiating, judges)
// share features/results, the results' data layer (queries, mutations, the sport's scoring as the
// screens read it) and the components several rooms show. A room may import it; it imports no room,
// and no room imports another.
//
// Imports are resolved the way Vite and TypeScript resolve them ('@/…' = src/…, relative paths from
// the importing file), so that a relative path cannot slip past the rule. Static imports, re-exports
// and dynamic import() with a literal path are checked.
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '../../src');

/** Features that other features may import (each: the features allowed to), and that import no feature themselves. */
export const SHARED_FEATURES = { results: ['board', 'tablet', 'officiating', 'judges'] };

/** The layer of a file or import target under src/, or null outside src/. */
function layerOf(file) {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [top, feature] = rel.split(path.sep);
  if (top === 'features') return feature ? { kind: 'feature', name: feature } : null;
  if (top === 'components' || top === 'lib') return { kind: 'shared', name: top };
  if (top === 'app') return { kind: 'app', name: 'app' };
  return null;
}

function targetOf(source, importer) {
  if (source.startsWith('@/')) return path.join(SRC, source.slice(2));
  if (source.startsWith('./') || source.startsWith('../')) return path.resolve(path.dirname(importer), source);
  return null;
}

/** Why `from` may not import `to`, or null when it may. */
export function violation(from, to) {
  if (!from || !to || from.kind === 'app') return null;
  if (to.kind === 'app') return `${from.kind === 'shared' ? `${from.name}/` : `feature "${from.name}"`} must not import the app shell (src/app)`;
  if (to.kind !== 'feature') return null;
  if (from.kind === 'shared') return `${from.name}/ must not import a feature (features/${to.name}): move what is shared into components/ or lib/`;
  if (from.name !== to.name && SHARED_FEATURES[to.name]?.includes(from.name)) return null;
  if (from.name !== to.name) return `feature "${from.name}" must not import feature "${to.name}": move what both need into components/ or lib/`;
  return null;
}

export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'shared (components, lib) → features → app: no import against that direction, no feature → feature' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (!from || from.kind === 'app') return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = targetOf(source.value, file);
      const message = target && violation(from, layerOf(target));
      if (message) context.report({ node: source, message });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { boundaries } };
