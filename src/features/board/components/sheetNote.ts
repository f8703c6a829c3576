// Why a couple's judges' totals differ from what the judges' tablets showed. The results give each
// judge's sheet under the couple's halving (the numbers that add up to its points): a halved couple's
// are the sheets' item marks halved, without the flow mark, while a tablet shows its own sheet (halved
// only when that sheet alone halves). The public row carries `halved` and, where a tablet showed
// another total, `sheetTotals` (pb_hooks/lib/results.js pouleData); the screens, the printed page and
// the exports say it with these words.
import type { TFunction } from 'i18next';
import { formatNumber } from '@/lib/core/format';
import type { SnapshotEntry } from '@/lib/board/snapshot';

/** The note of one couple, or null when its judges' totals are what the tablets showed. */
export function sheetNote(t: TFunction, e: Pick<SnapshotEntry, 'scored' | 'halved' | 'sheetTotals'>): string | null {
  if (!e.scored || (!e.halved && !e.sheetTotals)) return null;
  const why = e.halved ? t(`results:halving.halved_${e.halved}`) : t('results:halving.notHalved');
  if (!e.sheetTotals) return why;
  const sheets = e.sheetTotals.map((v, i) => `${t('results:results.judge', { n: i + 1 })} ${formatNumber(v)}`).join(' · ');
  return `${why} ${t('results:halving.tablets', { sheets })}`;
}
