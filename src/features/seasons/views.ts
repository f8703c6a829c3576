// What the public season pages show, computed from the ranking rows the server wrote: a category's
// key, one event's line as text, the club, nation and medal tables (the rules of src/lib/rules/season.ts
// over those rows) and a ranking as a table to export. Pure, no requests.
import type { TFunction } from 'i18next';
import type { Table } from '@/lib/core/exports';
import { formatNumber } from '@/lib/core/format';
import { seasonMedals, seasonTable, type SeasonClubShare, type SeasonLine, type SeasonRankingRow, type SeasonResult, type SeasonTableRow } from '@/lib/rules/season';
import { categoryKey, splitCategory } from '@/lib/domain/seasonRequests';
import type { RankingRow } from './api';

/**
 * A pair id of the links shared before the ids were keyed by the server's secret: 40 hex characters
 * (today's are 32). Such a link finds no rows; the pair page says the link has moved.
 */
export function isMovedPairId(pair: string): boolean {
  return /^[0-9a-f]{40}$/.test(pair);
}

export { categoryKey, splitCategory };

/** "Senior · Nage-no-kata". */
export function categoryLabel(t: TFunction, category: string): string {
  const { cls, kata } = splitCategory(category);
  return `${cls} · ${t(`common:katas.${kata}`)}`;
}

/** One event's result on a pair's line: "Place 2 · 8 pts", "… 5 pts, dropped", "… Provisional". */
export function lineText(t: TFunction, line: SeasonLine): string {
  const place = t('seasons:ranking.place', { place: line.place });
  const points = line.provisional ? t('seasons:ranking.provisional') : t(line.counted ? 'seasons:ranking.points' : 'seasons:ranking.dropped', { points: formatNumber(line.points) });
  return `${place} · ${points}`;
}

/** The stored rows as the rules read them. */
export function ruleRows(rows: readonly RankingRow[]): SeasonRankingRow[] {
  return rows.map((r) => ({
    cls: r.class,
    kata: r.kata,
    pair: r.pair,
    toriName: r.toriName ?? '',
    ukeName: r.ukeName ?? '',
    clubs: r.clubs ?? [],
    nations: r.nations ?? [],
    lines: r.lines ?? [],
    total: r.total ?? 0,
    rank: r.rank ?? 0,
    previousRank: r.previousRank ?? 0,
    movement: r.movement ?? 0,
    provisional: !!r.provisional,
  }));
}

/** The club or nation table of the season: every category, counted points only (`share`: how a pair of two clubs splits them). */
export function seasonClubTable(rows: readonly RankingRow[], by: 'clubs' | 'nations', share: SeasonClubShare | '' | undefined): SeasonTableRow[] {
  return seasonTable(ruleRows(rows), by, share || 'half');
}

/**
 * The confirmed results written on the ranking lines (of one event, or of all): one per pair,
 * category and event, with the clubs of the pair's ranking line.
 */
export function confirmedResults(rows: readonly RankingRow[], event?: string): SeasonResult[] {
  return rows.flatMap((r) =>
    (r.lines ?? [])
      .filter((l) => !l.provisional && (!event || l.event === event))
      .map((l) => ({ event: l.event, cls: r.class, kata: r.kata, pair: r.pair, toriName: r.toriName ?? '', ukeName: r.ukeName ?? '', clubs: r.clubs ?? [], nations: r.nations ?? [], place: l.place })),
  );
}

/** The medal table of one event, or of the whole season without `event`: confirmed results only. */
export function medalTable(rows: readonly RankingRow[], event?: string): SeasonTableRow[] {
  return seasonMedals(confirmedResults(rows, event));
}

export interface NamedEvent {
  id: string;
  name: string;
}

/**
 * One category's ranking as a sheet: rank, tori, uke, clubs (by name, `clubName`), one column per event of the season (in
 * the order given) with the pair's place and points there, the total (a number), the movement and the
 * pair's state.
 */
export function rankingSheet(t: TFunction, title: string, rows: readonly RankingRow[], events: readonly NamedEvent[], clubName: (code: string) => string = (c) => c): Table {
  return {
    name: title,
    header: [
      t('seasons:ranking.rank'),
      t('seasons:export.columns.tori'),
      t('seasons:export.columns.uke'),
      t('seasons:tables.clubs'),
      ...events.map((e) => e.name),
      t('seasons:ranking.total'),
      t('seasons:ranking.movement'),
      t('seasons:ranking.state'),
    ],
    rows: rows.map((r) => {
      const state = [r.provisional ? t('seasons:ranking.provisional') : '', r.qualified ? t('seasons:ranking.qualified') : ''].filter(Boolean).join(', ');
      return [
        r.rank ?? null,
        r.toriName ?? '',
        r.ukeName ?? '',
        (r.clubs ?? []).map(clubName).join(', '),
        ...events.map((e) => {
          const line = (r.lines ?? []).find((l) => l.event === e.id);
          return line ? lineText(t, line) : null;
        }),
        r.total ?? 0,
        r.previousRank ? (r.movement ?? 0) : null,
        state || null,
      ];
    }),
  };
}
