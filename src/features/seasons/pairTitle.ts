import type { TFunction } from 'i18next';

/** A pair's name on its season page: "tori and uke" (the page's heading, and the server's first screen). */
export function pairTitle(t: TFunction, names: { toriName: string; ukeName: string }): string {
  return t('seasons:pair.title', { tori: names.toriName, uke: names.ukeName });
}
