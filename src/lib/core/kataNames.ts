// A kata's name when the catalogue's is not loaded: katas are data (kata_sheets, names in both
// languages), the SPA's catalogues name only the katas it was built with, so a kata added since is
// shown by its slug, capitalized ("kodomo-no-kata" → "Kodomo-no-kata"), until its row is read.
export function slugName(slug: string): string {
  return slug ? slug.charAt(0).toUpperCase() + slug.slice(1) : slug;
}

/**
 * i18next's answer for a missing key: a kata's slug name for `katas.<slug>`, else the caller's
 * `defaultValue` when it gave one (i18next passes it here), else the key.
 */
export function missingKeyName(key: string, defaultValue?: string): string {
  const m = /^(?:common:)?katas\.(.+)$/.exec(key);
  return m ? slugName(m[1] as string) : (defaultValue ?? key);
}
