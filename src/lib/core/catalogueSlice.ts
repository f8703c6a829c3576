// The first-load slice of the `common` catalogue. The home, rendered before the router, needs a third
// of `common` at most: the menus, titles, kata and belt names, the status labels. The rest (the server's error codes, validation, enrolment
// labels…) is two thirds of its weight and is only read by the routed app, which loads the whole
// catalogue before it renders (lib/core/i18n `completeCatalogues`). The build makes the slice from the
// catalogue itself (`common.json?first-load`, see vite.catalogues.ts), so there is one source of the
// texts; app/firstLoadCatalogue.test.tsx renders the home on the slice alone and fails on a missing
// key.

/** Dotted paths of `common` kept on first load: a group ("menu") or one text ("errors.network"). */
export const FIRST_LOAD_COMMON_KEYS = [
  'loading',
  'language',
  'layout',
  'menu',
  'titles',
  'toasts',
  'errors.network',
  'errors.fatalSummary',
  'errors.fatalDetail',
  'errors.tooManyRequests',
  'empty',
  'actions',
  'katas',
  'belts',
  'competitionStatus',
  'offline',
  'password.show',
  'running',
] as const;

type Tree = { [key: string]: unknown };

/** The part of a catalogue under the given dotted paths (paths it does not have are left out). */
export function sliceCatalogue(catalogue: Tree, paths: readonly string[]): Tree {
  const out: Tree = {};
  for (const path of paths) {
    const parts = path.split('.');
    let from: unknown = catalogue;
    for (const part of parts) from = from && typeof from === 'object' ? (from as Tree)[part] : undefined;
    if (from === undefined) continue;
    let to = out;
    parts.slice(0, -1).forEach((part) => {
      to = (to[part] ??= {}) as Tree;
    });
    to[parts[parts.length - 1] as string] = from;
  }
  return out;
}
