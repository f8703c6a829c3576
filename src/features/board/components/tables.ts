// The rows of the exports (same columns as the screens, plus the judges' totals and mistake counts;
// a note where a couple's judges' totals differ from what the tablets showed: a halved total).
import type { TFunction } from 'i18next';
import type { SnapshotPoule } from '@/lib/board/snapshot';
import type { Table } from '@/lib/core/exports';
import { sortByRank } from './PouleResultsTable';
import { sheetNote } from './sheetNote';

/** The couple's clubs as an export shows them (the clubs' names; the codes by default). */
type ClubsText = (clubs: string) => string;
const asIs: ClubsText = (c) => c;

export function drawTable(t: TFunction, p: SnapshotPoule, label: string, clubs: ClubsText = asIs): Table {
  return {
    name: label,
    header: [t('results:columns.order'), t('results:couple.tori'), t('results:couple.uke'), t('results:couple.club')],
    rows: p.entries.map((e) => [e.order, e.tori, e.uke, clubs(e.clubs)]),
  };
}

/** A poule's results; the note column (why a couple's judges' totals are not the tablets') only when some couple needs it. */
export function resultsTable(t: TFunction, p: SnapshotPoule, label: string, clubs: ClubsText = asIs): Table {
  const judges = Array.from({ length: p.judges }, (_, i) => t('results:results.judge', { n: i + 1 }));
  const entries = sortByRank(p.entries);
  const notes = entries.map((e) => sheetNote(t, e));
  const noted = notes.some((n) => n !== null);
  return {
    name: label,
    header: [
      t('results:columns.rank'),
      t('results:couple.tori'),
      t('results:couple.uke'),
      t('results:couple.club'),
      t('results:columns.points'),
      ...judges,
      t('results:export.forgotten'),
      t('results:scoring.big'),
      t('results:scoring.medium'),
      t('results:scoring.small'),
      ...(noted ? [t('results:export.note')] : []),
    ],
    rows: entries.map((e, row) => [
      e.scored ? e.rank : e.absence ? [e.rank || '', t(`results:absence.states.${e.absence}`)].filter(Boolean).join(' ') : null,
      e.tori,
      e.uke,
      clubs(e.clubs),
      e.scored ? e.points : null,
      ...Array.from({ length: p.judges }, (_, i) => e.judgeTotals[i] ?? null),
      e.scored ? e.forgotten : null,
      e.scored ? e.big : null,
      e.scored ? e.medium : null,
      e.scored ? e.small : null,
      ...(noted ? [notes[row] ?? null] : []),
    ]),
  };
}
