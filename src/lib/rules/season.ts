// The season's rules, written once: the SPA imports this file, the hooks run pb_hooks/lib/season.js
// compiled from it (scripts/build-hook-rules.mjs). Pure, no imports.
//
// A season groups competitions (events), each with a level whose weight multiplies the points. A pair
// (the same tori and uke, whichever registry entered them: athletes are the same person when their
// name, surname and birthday match) earns in each category (season class × kata) of an event the
// points of its final place, from the season's points table (default 10/8/6/4/2/1 for places 1–6,
// 0 after). Only confirmed results count; an event whose results are not confirmed shows the pair's
// place as provisional, without points. The best N results count (0 = all). Pairs tied on points are
// ordered by more first places, then more second places …, then the better result at the most recent
// event where their results differ; pairs still tied share the rank. A pair of two clubs gives half
// its points to each club (setting `clubShare`: 'half', or 'full' to give each club all of them).

/** The default points for places 1, 2, 3 …; every place after the table scores 0. */
export const DEFAULT_SEASON_POINTS = [10, 8, 6, 4, 2, 1];

/** The tie rules a season can name (one today: the documented default). */
export const SEASON_TIE_RULES = ['places-then-recent'] as const;
export type SeasonTieRule = (typeof SEASON_TIE_RULES)[number];

/** How a pair of two clubs shares its points in the club table. */
export const SEASON_CLUB_SHARES = ['half', 'full'] as const;
export type SeasonClubShare = (typeof SEASON_CLUB_SHARES)[number];

export interface SeasonSettings {
  /** Points by place: points[0] for the first place … */
  points: readonly number[];
  /** How many results count (the best ones); 0 counts all. */
  bestN: number;
  tieRule?: SeasonTieRule;
  clubShare?: SeasonClubShare;
}

/** An event of the season: its date (ISO, for recency), the weight of its level and whether its results are confirmed. */
export interface SeasonEvent {
  id: string;
  date: string;
  weight: number;
  confirmed: boolean;
}

/** A pair's final place in one category of one event. */
export interface SeasonResult {
  event: string;
  cls: string;
  kata: string;
  /** The pair's key (seasonPairKey). */
  pair: string;
  toriName: string;
  ukeName: string;
  /** The clubs of tori and uke (one or two distinct codes). */
  clubs: readonly string[];
  /** The nations of tori and uke (one or two distinct codes). */
  nations?: readonly string[];
  /** Final place in the category, from 1. */
  place: number;
}

/** One event's result on a pair's ranking line. */
export interface SeasonLine {
  event: string;
  place: number;
  points: number;
  /** Among the best N (points in the total). */
  counted: boolean;
  /** The event's results are not confirmed yet: no points. */
  provisional: boolean;
}

export interface SeasonRankingRow {
  cls: string;
  kata: string;
  pair: string;
  toriName: string;
  ukeName: string;
  clubs: string[];
  nations: string[];
  lines: SeasonLine[];
  total: number;
  rank: number;
  /** The rank before the most recent confirmed event (0: not ranked then). */
  previousRank: number;
  /** Places gained since the previous event (previousRank − rank; 0 when new). */
  movement: number;
  /** Some of the pair's results are not confirmed yet. */
  provisional: boolean;
}

/** Points are kept to two decimals (weights such as 0.5 or 0.75). */
function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

/** A person's identity across registries: name, surname (trimmed, spaces collapsed, lower case) and birthday (the day). */
export function seasonAthleteKey(name: string, surname: string, birthday: string): string {
  const clean = (s: string) => String(s || '').trim().replace(/\s+/g, ' ').toLowerCase();
  return [clean(name), clean(surname), String(birthday || '').slice(0, 10)].join('|');
}

/** A pair: tori's and uke's identities, in that order (the roles are part of the pair). */
export function seasonPairKey(toriKey: string, ukeKey: string): string {
  return toriKey + '/' + ukeKey;
}

/** The points of a final place at an event of the given weight. */
export function seasonPlacePoints(place: number, points: readonly number[], weight: number): number {
  if (!(place >= 1) || Math.floor(place) !== place) return 0;
  const base = points[place - 1] ?? 0;
  return round2(base * weight);
}

/** Places counted by the tie rule: how many results of each place (index 0 = firsts) among the counted lines. */
function placeCounts(lines: readonly SeasonLine[]): number[] {
  const counts: number[] = [];
  lines.forEach((l) => {
    if (!l.counted) return;
    while (counts.length < l.place) counts.push(0);
    counts[l.place - 1] = (counts[l.place - 1] ?? 0) + 1;
  });
  return counts;
}

/**
 * The tie rule between two pairs with the same total: negative when `a` is ahead. More firsts, then
 * seconds …; then, from the most recent confirmed event back, the first event where their places
 * differ (a place beats none, a lower place beats a higher one). 0: still tied.
 */
export function seasonTieCompare(a: readonly SeasonLine[], b: readonly SeasonLine[], recentFirst: readonly string[]): number {
  return tieKeyCompare(tieKeyOf(a, recentFirst), tieKeyOf(b, recentFirst));
}

/** Marks the best N confirmed lines as counted (more points first; equal points: better place, then more recent). */
function countBest(lines: SeasonLine[], bestN: number, recency: Record<string, number>): void {
  const confirmed = lines.filter((l) => !l.provisional);
  confirmed.sort((x, y) => y.points - x.points || x.place - y.place || (recency[y.event] ?? 0) - (recency[x.event] ?? 0));
  confirmed.forEach((l, i) => (l.counted = bestN <= 0 || i < bestN));
}

/** What the tie rule reads of a row, computed once per row: its place counts and its places at the confirmed events, most recent first (0: none). */
interface TieKey {
  counts: number[];
  recent: number[];
}

function tieKeyOf(lines: readonly SeasonLine[], recentFirst: readonly string[]): TieKey {
  const placeOf: Record<string, number> = {};
  lines.forEach((l) => !l.provisional && placeOf[l.event] === undefined && (placeOf[l.event] = l.place));
  return { counts: placeCounts(lines), recent: recentFirst.map((e) => placeOf[e] ?? 0) };
}

/** The tie rule (seasonTieCompare) on keys computed once per row: a sort compares each row many times. */
function tieKeyCompare(a: TieKey, b: TieKey): number {
  for (let i = 0; i < Math.max(a.counts.length, b.counts.length); i++) {
    const d = (b.counts[i] ?? 0) - (a.counts[i] ?? 0);
    if (d !== 0) return d;
  }
  for (let i = 0; i < a.recent.length; i++) {
    const pa = a.recent[i] ?? 0;
    const pb = b.recent[i] ?? 0;
    if (pa === pb) continue;
    if (!pa) return 1;
    if (!pb) return -1;
    return pa - pb;
  }
  return 0;
}

/** Sorts rows by total and tie rule and ranks them; rows equal under both share the rank. */
function sortAndRank(rows: SeasonRankingRow[], recentFirst: readonly string[]): void {
  const keyed = rows.map((row) => ({ row: row, key: tieKeyOf(row.lines, recentFirst) }));
  keyed.sort((a, b) => b.row.total - a.row.total || tieKeyCompare(a.key, b.key) || (a.row.pair < b.row.pair ? -1 : a.row.pair > b.row.pair ? 1 : 0));
  keyed.forEach((k, i) => {
    const prev = keyed[i - 1];
    k.row.rank = prev && prev.row.total === k.row.total && tieKeyCompare(prev.key, k.key) === 0 ? prev.row.rank : i + 1;
    rows[i] = k.row;
  });
}

function rankOnly(settings: SeasonSettings, events: readonly SeasonEvent[], results: readonly SeasonResult[]): SeasonRankingRow[] {
  const byId: Record<string, SeasonEvent> = {};
  events.forEach((e) => (byId[e.id] = e));
  const dated = events.slice().sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : 1));
  const recency: Record<string, number> = {};
  dated.forEach((e, i) => (recency[e.id] = i + 1));
  const recentFirst = dated.filter((e) => e.confirmed).map((e) => e.id).reverse();
  const rows: Record<string, SeasonRankingRow> = {};
  const keys: string[] = [];
  results.forEach((r) => {
    const event = byId[r.event];
    if (!event) return;
    const key = r.cls + '\u0000' + r.kata + '\u0000' + r.pair;
    let row = rows[key];
    if (!row) {
      row = { cls: r.cls, kata: r.kata, pair: r.pair, toriName: r.toriName, ukeName: r.ukeName, clubs: [], nations: [], lines: [], total: 0, rank: 0, previousRank: 0, movement: 0, provisional: false };
      rows[key] = row;
      keys.push(key);
    }
    // The names and clubs shown are those of the pair's most recent event.
    const newest = row.lines.every((l) => (recency[l.event] ?? 0) <= (recency[r.event] ?? 0));
    if (newest) {
      row.toriName = r.toriName;
      row.ukeName = r.ukeName;
    }
    r.clubs.forEach((c) => c && row.clubs.indexOf(c) < 0 && row.clubs.push(c));
    (r.nations ?? []).forEach((n) => n && row.nations.indexOf(n) < 0 && row.nations.push(n));
    const provisional = !event.confirmed;
    row.lines.push({ event: r.event, place: r.place, points: provisional ? 0 : seasonPlacePoints(r.place, settings.points, event.weight), counted: false, provisional: provisional });
  });
  const list = keys.map((k) => rows[k] as SeasonRankingRow);
  list.forEach((row) => {
    row.lines.sort((x, y) => (recency[x.event] ?? 0) - (recency[y.event] ?? 0));
    countBest(row.lines, settings.bestN, recency);
    row.total = round2(row.lines.reduce((s, l) => s + (l.counted ? l.points : 0), 0));
    row.provisional = row.lines.some((l) => l.provisional);
  });
  const categories: Record<string, SeasonRankingRow[]> = {};
  const order: string[] = [];
  list.forEach((row) => {
    const c = row.cls + '\u0000' + row.kata;
    if (!categories[c]) {
      categories[c] = [];
      order.push(c);
    }
    (categories[c] as SeasonRankingRow[]).push(row);
  });
  const out: SeasonRankingRow[] = [];
  order.sort().forEach((c) => {
    const rowsOf = categories[c] as SeasonRankingRow[];
    sortAndRank(rowsOf, recentFirst);
    out.push(...rowsOf);
  });
  return out;
}

/**
 * The ranking of a season, every class × kata, best first, with each pair's movement since the most
 * recent confirmed event (the ranking without that event's results gives the previous rank).
 */
export function seasonRanking(settings: SeasonSettings, events: readonly SeasonEvent[], results: readonly SeasonResult[]): SeasonRankingRow[] {
  const rows = rankOnly(settings, events, results);
  const latest = events
    .filter((e) => e.confirmed)
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.id < b.id ? 1 : -1))[0];
  if (!latest) return rows;
  const before = rankOnly(
    settings,
    events.filter((e) => e.confirmed && e.id !== latest.id),
    results.filter((r) => r.event !== latest.id),
  );
  const previous: Record<string, number> = {};
  before.forEach((r) => r.lines.some((l) => !l.provisional) && (previous[r.cls + '\u0000' + r.kata + '\u0000' + r.pair] = r.rank));
  rows.forEach((row) => {
    row.previousRank = previous[row.cls + '\u0000' + row.kata + '\u0000' + row.pair] ?? 0;
    row.movement = row.previousRank ? row.previousRank - row.rank : 0;
  });
  return rows;
}

/**
 * The pairs qualified for the final event: in each class × kata, those ranked in the top `topN` of
 * the ranking at the cut-off day (confirmed events dated on or before it; ties at the cut-off all
 * qualify), with points. Returns the keys class + "|" + kata + "|" + pair.
 */
export function seasonQualified(
  settings: SeasonSettings,
  events: readonly SeasonEvent[],
  results: readonly SeasonResult[],
  cutoff: string,
  topN: number,
  ranking?: readonly SeasonRankingRow[],
): string[] {
  return Object.keys(seasonQualifiedRanks(settings, events, results, cutoff, topN, ranking));
}

/** The qualified pairs of seasonQualified with their rank at the cut-off: { key: rank }. */
export function seasonQualifiedRanks(
  settings: SeasonSettings,
  events: readonly SeasonEvent[],
  results: readonly SeasonResult[],
  cutoff: string,
  topN: number,
  ranking?: readonly SeasonRankingRow[],
): Record<string, number> {
  const day = String(cutoff || '').slice(0, 10);
  const counted = events.filter((e) => e.confirmed && (!day || e.date.slice(0, 10) <= day));
  const ids = counted.map((e) => e.id);
  // `ranking` (seasonRanking of the same events and results) is the ranking at the cut-off when every
  // confirmed event counts: reused rather than computed again.
  const every = counted.length === events.filter((e) => e.confirmed).length;
  const rows = ranking && every ? ranking : rankOnly(settings, counted, results.filter((r) => ids.indexOf(r.event) >= 0));
  const out: Record<string, number> = {};
  rows.filter((r) => r.total > 0 && topN > 0 && r.rank <= topN).forEach((r) => (out[seasonQualifiedKey(r.cls, r.kata, r.pair)] = r.rank));
  return out;
}

/** The key of a pair's qualification in one class × kata. */
export function seasonQualifiedKey(cls: string, kata: string, pair: string): string {
  return cls + '|' + kata + '|' + pair;
}

export interface SeasonTableRow {
  name: string;
  points: number;
  gold: number;
  silver: number;
  bronze: number;
}

/** Sorts a table: points, then golds, silvers, bronzes, then name. */
function sortTable(rows: SeasonTableRow[]): SeasonTableRow[] {
  return rows.sort((a, b) => b.points - a.points || b.gold - a.gold || b.silver - a.silver || b.bronze - a.bronze || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

function addTo(table: Record<string, SeasonTableRow>, name: string, points: number, place: number): void {
  const row = table[name] ?? (table[name] = { name: name, points: 0, gold: 0, silver: 0, bronze: 0 });
  row.points = round2(row.points + points);
  if (place === 1) row.gold++;
  if (place === 2) row.silver++;
  if (place === 3) row.bronze++;
}

/**
 * The club (by = 'clubs') or nation (by = 'nations') table of a ranking: each pair's counted points,
 * split in half between two clubs (clubShare 'half') or given whole to each ('full'), and the medals
 * of its counted results (a medal counts for each of the pair's clubs).
 */
export function seasonTable(rows: readonly SeasonRankingRow[], by: 'clubs' | 'nations', share: SeasonClubShare = 'half'): SeasonTableRow[] {
  const table: Record<string, SeasonTableRow> = {};
  rows.forEach((row) => {
    const names = row[by].filter((n) => n);
    if (!names.length) return;
    const factor = share === 'half' ? 1 / names.length : 1;
    row.lines.forEach((l) => {
      if (!l.counted) return;
      names.forEach((n) => addTo(table, n, l.points * factor, l.place));
    });
  });
  return sortTable(Object.keys(table).map((k) => table[k] as SeasonTableRow));
}

/** The medal table of the confirmed results given (one event, or a whole season): medals per club, a pair of two clubs counting for both. */
export function seasonMedals(results: readonly SeasonResult[]): SeasonTableRow[] {
  const table: Record<string, SeasonTableRow> = {};
  results.forEach((r) => {
    if (r.place < 1 || r.place > 3) return;
    r.clubs.filter((c, i) => c && r.clubs.indexOf(c) === i).forEach((c) => addTo(table, c, 0, r.place));
  });
  return sortTable(Object.keys(table).map((k) => table[k] as SeasonTableRow));
}
