// The kata catalogue as data (kata_sheets: slug `kata`, names in English and Italian, `active`,
// `order`): the lists where a kata is chosen read it, in its order, and its names join the i18n
// catalogues (`common:katas.<slug>`), so that every screen names a kata added by an admin.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import i18n from 'i18next';
import { kataCatalogueRequest, kataKeys } from './registryRequests';
import { earlyData, sendFullList, wholeFirstPage } from './earlyQueries';

export interface KataEntry {
  id: string;
  kata: string;
  nameEn: string;
  nameIt: string;
  active: boolean;
  order: number;
}

export { kataKeys };

let registered: readonly KataEntry[] = [];

/**
 * Writes the names into a language's `common` catalogue, only once that catalogue is loaded: a name
 * added to a language not loaded yet would create its bundle, and i18next would then take the
 * language as loaded and never fetch the rest of it (an Italian interface in English).
 */
function addNames(lng: 'en' | 'it'): void {
  if (!i18n.hasResourceBundle(lng, 'common')) return;
  for (const k of registered) {
    const name = lng === 'it' ? k.nameIt : k.nameEn;
    if (name) i18n.addResource(lng, 'common', `katas.${k.kata}`, name, { silent: true });
  }
}

/** Adds the catalogue's names to the i18n resources (English and Italian, each when it is loaded). */
export function registerKataNames(list: readonly KataEntry[]): void {
  registered = list;
  addNames('en');
  addNames('it');
}

i18n.on('loaded', () => {
  addNames('en');
  addNames('it');
});

/**
 * Every kata of the catalogue, in order; their names registered for the whole SPA. They are
 * registered while the component renders the data, before its children do: added silently, the names
 * re-render nothing, so the render that brings the list must already find them.
 */
export function useKatas() {
  const q = useQuery({
    queryKey: kataKeys.catalogue,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => sendFullList<KataEntry>(kataCatalogueRequest, signal),
    ...earlyData(kataCatalogueRequest(), wholeFirstPage<KataEntry>),
  });
  useMemo(() => {
    if (q.data) registerKataNames(q.data);
  }, [q.data]);
  return q;
}

/**
 * For the screens that only show katas (results, board, tablet, venue): reads the catalogue once
 * (cached) so that a kata added by an admin is named by its name, not by its capitalized slug; the
 * page renders again, with the names, when it arrives.
 */
export function useKataNames(): void {
  useKatas();
}

/**
 * The katas to choose from ({ value: slug, label }): the active ones, in order, plus any of `keep` (a
 * record's current katas, which stay choosable after a kata is switched off), named in the current language.
 */
export function useKataChoices(keep: readonly string[] = []) {
  const katas = useKatas();
  const list = katas.data;
  const kept = keep.join(',');
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const chosen = (list ?? []).filter((k) => k.active || kept.split(',').includes(k.kata));
    return chosen.map((k) => ({ value: k.kata, label: (lang === 'it' ? k.nameIt : k.nameEn) || i18n.t(`common:katas.${k.kata}`) }));
  }, [list, kept, lang]);
}
