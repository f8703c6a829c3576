// Where the catalogues are (src/locales/<lng>/<namespace>.json, one chunk each) and which language a
// visitor reads. Shared by i18next's backend (lib/core/i18n.ts) and the entry, which starts the first page's
// catalogues before i18next has arrived; the browser loads each chunk once, whoever asks first.
// Small on purpose: part of the entry.
import { FALLBACK_LANGUAGE, isLanguage, type Language } from './languages';
import { useSettings } from './settings';
import type { Namespace } from './i18n';

export type Catalogue = { default: Record<string, unknown> };
const catalogueLoaders = import.meta.glob<Catalogue>('../../locales/*/*.json');
// The first-load slice of `common` (lib/core/catalogueSlice.ts), made by the build from the catalogue.
const sliceLoaders = import.meta.glob<Catalogue>('../../locales/*/common.json', { query: '?first-load' });

/** The loader of a namespace's catalogue (`common` as its first-load slice when `slice`), if there is one. */
export function catalogueLoader(language: string, namespace: string, slice = false): (() => Promise<Catalogue>) | undefined {
  return (namespace === 'common' && slice ? sliceLoaders : catalogueLoaders)[`../../locales/${language}/${namespace}.json`];
}

/** The language to use: a persisted choice wins, else the first two letters of the browser language. */
export function detectLanguage(
  navigatorLanguage: string | undefined = typeof navigator !== 'undefined' ? navigator.language : undefined,
  stored: unknown = useSettings.getState().language,
): Language {
  if (isLanguage(stored)) return stored;
  const prefix = (navigatorLanguage ?? '').slice(0, 2).toLowerCase();
  return isLanguage(prefix) ? prefix : FALLBACK_LANGUAGE;
}

/**
 * Starts downloading what i18next will ask for first: the namespaces in the visitor's language and in
 * the fallback language (`common` as its first-load slice when `slice`). Failures are i18next's to
 * report when it asks.
 */
export function startCatalogues(namespaces: readonly Namespace[], { slice = false } = {}): void {
  for (const language of new Set([detectLanguage(), FALLBACK_LANGUAGE])) {
    for (const namespace of namespaces) {
      catalogueLoader(language, namespace, slice)?.().catch(() => undefined);
    }
  }
}
