// A technique of a kata's sheet as an inquiry names it: its 1-based number on the sheet and its name
// ("3. Uki-goshi"), the opening and closing by their role. The numbers are what the server stores
// (inquiries.items) and checks against the sheet.
import type { TFunction } from 'i18next';

export interface SheetTechnique {
  kind?: string;
  name?: string;
}

/** "3. Uki-goshi" for the 1-based number `n` of `items`; "Technique 3" when the sheet lacks it. */
export function techniqueLabel(t: TFunction, items: readonly SheetTechnique[] | undefined, n: number): string {
  const item = items?.[n - 1];
  const name = !item ? '' : item.kind === 'opening' ? t('common:inquiry.opening') : item.kind === 'closing' ? t('common:inquiry.closing') : (item.name ?? '');
  // The number and the name are data, the same in every language.
  return name ? `${n}. ${name}` : t('common:inquiry.techniqueNumber', { n });
}
