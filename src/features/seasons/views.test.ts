import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { DEFAULT_SEASON_POINTS, seasonRanking, type SeasonEvent, type SeasonResult } from '@/lib/rules/season';
import type { RankingRow } from './api';
import { categoryKey, categoryLabel, confirmedResults, isMovedPairId, lineText, medalTable, rankingSheet, seasonClubTable, splitCategory } from './views';

// A key-echoing t: "key{options}", enough to see which text each case picks.
const t = ((key: string, options?: Record<string, unknown>) => (options ? `${key}${JSON.stringify(options)}` : key)) as unknown as TFunction;

// The hand-computed season of src/lib/rules/season.test.ts, cut down: E1 (A1) and E2 (A2) confirmed,
// E3 (A1) not yet; best 2. P is a pair of two clubs.
const events: SeasonEvent[] = [
  { id: 'E1', date: '2026-03-01', weight: 1, confirmed: true },
  { id: 'E2', date: '2026-04-01', weight: 0.5, confirmed: true },
  { id: 'E3', date: '2026-05-01', weight: 1, confirmed: false },
];
const CLUBS: Record<string, string[]> = { P: ['01IT0001', '02IT0002'], Q: ['03IT0003'], S: ['01IT0001'] };
const NATIONS: Record<string, string[]> = { P: ['IT'], Q: ['IT', 'SM'], S: ['IT'] };
const result = (event: string, pair: string, place: number): SeasonResult => ({ event, cls: 'Senior', kata: 'nage-no-kata', pair, toriName: `${pair} tori`, ukeName: `${pair} uke`, clubs: CLUBS[pair]!, nations: NATIONS[pair]!, place });
const computed = seasonRanking({ points: DEFAULT_SEASON_POINTS, bestN: 2 }, events, [
  result('E1', 'P', 1), result('E1', 'Q', 2), result('E1', 'S', 3),
  result('E2', 'Q', 1), result('E2', 'P', 2), result('E2', 'S', 3),
  result('E3', 'S', 1), result('E3', 'P', 2),
]);
// As the server stores them (season_rankings).
const rows = computed.map((r, i) => ({ id: `r${i}`, season: 's', class: r.cls, kata: r.kata, pair: r.pair, toriName: r.toriName, ukeName: r.ukeName, clubs: r.clubs, nations: r.nations, lines: r.lines, total: r.total, rank: r.rank, previousRank: r.previousRank, movement: r.movement, provisional: r.provisional, qualified: r.pair === 'P' })) as unknown as RankingRow[];

describe('the public season views', () => {
  it("tells a moved pair link (40 hex, the ids before the server's secret) from today's ids (32 hex)", () => {
    expect(isMovedPairId('7186b0deb7720c1c775eedfbd23c86b4b1ee5a0f')).toBe(true);
    expect(isMovedPairId('7186b0deb7720c1c775eedfbd23c86b4')).toBe(false);
    expect(isMovedPairId('not-a-pair')).toBe(false);
  });

  it('a category is its class and kata, the class may hold a bar', () => {
    expect(categoryKey(rows[0]!)).toBe('Senior|nage-no-kata');
    expect(splitCategory('A|B|ju-no-kata')).toEqual({ cls: 'A|B', kata: 'ju-no-kata' });
    expect(categoryLabel(t, 'Senior|nage-no-kata')).toBe('Senior · common:katas.nage-no-kata');
  });

  it('an event on a line: counted, dropped or provisional', () => {
    // P: E1 1st 10 (counted), E2 2nd 4 (counted), E3 provisional.
    const p = rows.find((r) => r.pair === 'P')!;
    expect(p.total).toBe(14);
    expect(p.lines!.map((l) => lineText(t, l))).toEqual([
      'seasons:ranking.place{"place":1} · seasons:ranking.points{"points":"10"}',
      'seasons:ranking.place{"place":2} · seasons:ranking.points{"points":"4"}',
      'seasons:ranking.place{"place":2} · seasons:ranking.provisional',
    ]);
    const dropped = { event: 'E2', place: 3, points: 3, counted: false, provisional: false };
    expect(lineText(t, dropped)).toBe('seasons:ranking.place{"place":3} · seasons:ranking.dropped{"points":"3"}');
  });

  it('club table: counted points, a pair of two clubs halved (or whole), medals per club', () => {
    // P 14 (7 + 7), Q 8 + 5 = 13, S 6 + 3 = 9 (E3 is not confirmed).
    expect(seasonClubTable(rows, 'clubs', 'half').map((r) => [r.name, r.points, r.gold, r.silver, r.bronze])).toEqual([
      ['01IT0001', 16, 1, 1, 2],
      ['03IT0003', 13, 1, 1, 0],
      ['02IT0002', 7, 1, 1, 0],
    ]);
    expect(seasonClubTable(rows, 'clubs', '').find((r) => r.name === '02IT0002')?.points).toBe(7);
    expect(seasonClubTable(rows, 'clubs', 'full').find((r) => r.name === '02IT0002')?.points).toBe(14);
    expect(seasonClubTable(rows, 'nations', 'half').map((r) => [r.name, r.points])).toEqual([['IT', 29.5], ['SM', 6.5]]);
  });

  it('medal tables per event and per season count confirmed results only', () => {
    expect(confirmedResults(rows).every((r) => r.event !== 'E3')).toBe(true);
    expect(medalTable(rows, 'E1').map((r) => [r.name, r.gold, r.silver, r.bronze])).toEqual([
      ['01IT0001', 1, 0, 1],
      ['02IT0002', 1, 0, 0],
      ['03IT0003', 0, 1, 0],
    ]);
    expect(medalTable(rows, 'E3')).toEqual([]);
    expect(medalTable(rows).find((r) => r.name === '01IT0001')).toMatchObject({ gold: 1, silver: 1, bronze: 2 });
  });

  it('the sheet of a ranking: one column per event, totals as numbers', () => {
    const sheet = rankingSheet(t, 'GP Senior', rows, [{ id: 'E1', name: 'Rome' }, { id: 'E2', name: 'Milan' }, { id: 'E3', name: 'Turin' }]);
    expect(sheet.name).toBe('GP Senior');
    expect(sheet.header).toHaveLength(4 + 3 + 3);
    expect(sheet.header.slice(4, 7)).toEqual(['Rome', 'Milan', 'Turin']);
    const first = sheet.rows[0]!;
    expect(first.slice(0, 4)).toEqual([1, 'P tori', 'P uke', '01IT0001, 02IT0002']);
    expect(first[7]).toBe(14);
    expect(first[9]).toBe('seasons:ranking.provisional, seasons:ranking.qualified');
    // Q has no result at E3: an empty cell.
    expect(sheet.rows.find((r) => r[1] === 'Q tori')![6]).toBeNull();
  });

  it("the sheet names the clubs as people know them, not by their codes", () => {
    const names: Record<string, string> = { '01IT0001': 'ASD Judo Roma', '02IT0002': 'Kodokan Milano' };
    const sheet = rankingSheet(t, 'GP Senior', rows, [], (code) => names[code] ?? code);
    expect(sheet.rows[0]![3]).toBe('ASD Judo Roma, Kodokan Milano');
  });
});
