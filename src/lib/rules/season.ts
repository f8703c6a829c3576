// The season's rules, written once: the SPA imports this file, the hooks run pb_hooks/lib/rules/season.js
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

/**
 * The tie rule between two pairs with the same total: negative when `a` is ahead. More firsts, then
 * seconds …; then, from the most recent confirmed event back, the first event where their places
 * differ (a place beats none, a lower place beats a higher one). 0: still tied.
 */
export function seasonTieCompare(a: readonly SeasonLine[], b: readonly SeasonLine[], recentFirst: readonly string[]): number {
  return compareKeys(tieKeyOf(a, recentFirst), tieKeyOf(b, recentFirst));
}

/** Marks the best N confirmed lines as counted (more points first; equal points: better place, then more recent). */
function countBest(lines: SeasonLine[], bestN: number, recency: Record<string, number>): void {
  const confirmed: SeasonLine[] = [];
  for (let i = 0; i < lines.length; i++) if (!(lines[i] as SeasonLine).provisional) confirmed.push(lines[i] as SeasonLine);
  // Which are the best matters only when some are left out.
  if (bestN > 0 && confirmed.length > bestN) confirmed.sort((x, y) => y.points - x.points || x.place - y.place || (recency[y.event] ?? 0) - (recency[x.event] ?? 0));
  for (let i = 0; i < confirmed.length; i++) (confirmed[i] as SeasonLine).counted = bestN <= 0 || i < bestN;
}

/** Places and counts in a tie key: fixed-width digits, so that the keys compare as strings. */
const KEY_WIDTH = 6;
const KEY_MAX = 999999;
/** After a key's counts, and for no place at an event: above every digit. */
const KEY_NONE = '~';

function keyDigits(n: number): string {
  return ('00000' + Math.min(Math.max(0, n), KEY_MAX)).slice(-KEY_WIDTH);
}

/**
 * What the tie rule reads of a row, once per row, as a string that sorts the row ahead of another
 * exactly when the tie rule does (a sort compares each row many times, and strings compare fast):
 * - the counted places, best first, each with its count (more of a place first): a row whose
 *   list ends where another's goes on has none of that place, so the end mark sorts after any place;
 * - then its place at each confirmed event, most recent first (none sorts after any place).
 * Places and counts below a million are told apart.
 */
function tieKeyOf(lines: readonly SeasonLine[], recentFirst: readonly string[]): string {
  const placeOf: Record<string, number> = {};
  const counted: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i] as SeasonLine;
    if (l.provisional) continue;
    if (placeOf[l.event] === undefined) placeOf[l.event] = l.place;
    if (l.counted) counted.push(l.place);
  }
  // A few places: sorted in place without a comparator call each.
  for (let i = 1; i < counted.length; i++) {
    const place = counted[i] as number;
    let j = i - 1;
    for (; j >= 0 && (counted[j] as number) > place; j--) counted[j + 1] = counted[j] as number;
    counted[j + 1] = place;
  }
  let key = '';
  for (let i = 0; i < counted.length; ) {
    const place = counted[i] as number;
    let n = 0;
    while (counted[i] === place) {
      n++;
      i++;
    }
    key += keyDigits(place) + keyDigits(KEY_MAX - 1 - n);
  }
  key += KEY_NONE;
  for (let i = 0; i < recentFirst.length; i++) {
    const place = placeOf[recentFirst[i] as string];
    key += place ? keyDigits(place) : KEY_NONE.repeat(KEY_WIDTH);
  }
  return key;
}

function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Sorts rows by total and tie rule and ranks them; rows equal under both share the rank, and are
 * listed by pair. Each row's order is one string (the total, best first, in hundredths; its tie key,
 * which no other ends inside; its pair), so that the sort compares strings without calling back.
 */
function sortAndRank(rows: SeasonRankingRow[], recentFirst: readonly string[]): void {
  const byOrder: Record<string, { row: SeasonRankingRow; tie: string }> = {};
  const orders: string[] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as SeasonRankingRow;
    const tie = tieKeyOf(row.lines, recentFirst);
    const hundredths = Math.round(row.total * 100);
    const order = keyDigits(KEY_MAX - Math.floor(hundredths / 1e6)) + keyDigits(KEY_MAX - (hundredths % 1e6)) + tie + '\u0001' + row.pair;
    byOrder[order] = { row: row, tie: tie };
    orders.push(order);
  }
  orders.sort();
  for (let i = 0; i < orders.length; i++) {
    const k = byOrder[orders[i] as string] as { row: SeasonRankingRow; tie: string };
    const prev = i > 0 ? byOrder[orders[i - 1] as string] : undefined;
    k.row.rank = prev && prev.row.total === k.row.total && prev.tie === k.tie ? prev.row.rank : i + 1;
    rows[i] = k.row;
  }
}

/** Each event's place in time (1 = the oldest; by date, then id). */
function recencyOf(events: readonly SeasonEvent[]): { recency: Record<string, number>; recentFirst: string[] } {
  const dated = events.slice().sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : 1));
  const recency: Record<string, number> = {};
  dated.forEach((e, i) => (recency[e.id] = i + 1));
  return { recency: recency, recentFirst: dated.filter((e) => e.confirmed).map((e) => e.id).reverse() };
}

/** Each pair's row per class × kata with a line per result at one of the events (not yet ranked). */
function groupRows(settings: SeasonSettings, events: readonly SeasonEvent[], results: readonly SeasonResult[], recency: Record<string, number>): SeasonRankingRow[] {
  const byId: Record<string, SeasonEvent> = {};
  events.forEach((e) => (byId[e.id] = e));
  const rows: Record<string, SeasonRankingRow> = {};
  /** The recency of the newest event on each row so far. */
  const newestOf: Record<string, number> = {};
  const list: SeasonRankingRow[] = [];
  // Plain loops: the hooks run this in goja, where a closure per result costs more than the work.
  for (let i = 0; i < results.length; i++) {
    const r = results[i] as SeasonResult;
    const event = byId[r.event];
    if (!event) continue;
    const key = r.cls + '\u0000' + r.kata + '\u0000' + r.pair;
    let row = rows[key];
    if (!row) {
      row = { cls: r.cls, kata: r.kata, pair: r.pair, toriName: r.toriName, ukeName: r.ukeName, clubs: [], nations: [], lines: [], total: 0, rank: 0, previousRank: 0, movement: 0, provisional: false };
      rows[key] = row;
      newestOf[key] = 0;
      list.push(row);
    }
    // The names and clubs shown are those of the pair's most recent event.
    const recent = recency[r.event] ?? 0;
    if (recent >= (newestOf[key] as number)) {
      newestOf[key] = recent;
      row.toriName = r.toriName;
      row.ukeName = r.ukeName;
    }
    for (let j = 0; j < r.clubs.length; j++) {
      const c = r.clubs[j] as string;
      if (c && row.clubs.indexOf(c) < 0) row.clubs.push(c);
    }
    const nations = r.nations ?? [];
    for (let j = 0; j < nations.length; j++) {
      const n = nations[j] as string;
      if (n && row.nations.indexOf(n) < 0) row.nations.push(n);
    }
    const provisional = !event.confirmed;
    row.lines.push({ event: r.event, place: r.place, points: provisional ? 0 : seasonPlacePoints(r.place, settings.points, event.weight), counted: false, provisional: provisional });
  }
  return list;
}

/** Counts each row's best lines, totals them and ranks the rows of each class × kata; the rows, category by category. */
function rankRows(list: readonly SeasonRankingRow[], bestN: number, recency: Record<string, number>, recentFirst: readonly string[]): SeasonRankingRow[] {
  const categories: Record<string, SeasonRankingRow[]> = {};
  const order: string[] = [];
  for (let i = 0; i < list.length; i++) {
    const row = list[i] as SeasonRankingRow;
    const lines = row.lines;
    if (lines.length > 1) lines.sort((x, y) => (recency[x.event] ?? 0) - (recency[y.event] ?? 0));
    countBest(lines, bestN, recency);
    let total = 0;
    let provisional = false;
    for (let j = 0; j < lines.length; j++) {
      const l = lines[j] as SeasonLine;
      if (l.counted) total += l.points;
      if (l.provisional) provisional = true;
    }
    row.total = round2(total);
    row.provisional = provisional;
    const c = row.cls + '\u0000' + row.kata;
    if (!categories[c]) {
      categories[c] = [];
      order.push(c);
    }
    (categories[c] as SeasonRankingRow[]).push(row);
  }
  const out: SeasonRankingRow[] = [];
  order.sort().forEach((c) => {
    const rowsOf = categories[c] as SeasonRankingRow[];
    sortAndRank(rowsOf, recentFirst);
    for (let i = 0; i < rowsOf.length; i++) out.push(rowsOf[i] as SeasonRankingRow);
  });
  return out;
}

function rankOnly(settings: SeasonSettings, events: readonly SeasonEvent[], results: readonly SeasonResult[]): SeasonRankingRow[] {
  const { recency, recentFirst } = recencyOf(events);
  return rankRows(groupRows(settings, events, results, recency), settings.bestN, recency, recentFirst);
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
  // The ranking before it: the same rows with only their lines at the other confirmed events (those
  // lines' points do not change), ranked again; a pair with none was not ranked then.
  const kept = events.filter((e) => e.confirmed && e.id !== latest.id);
  const keptIds: Record<string, boolean> = {};
  kept.forEach((e) => (keptIds[e.id] = true));
  const earlier: SeasonRankingRow[] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as SeasonRankingRow;
    const lines: SeasonLine[] = [];
    for (let j = 0; j < row.lines.length; j++) {
      const l = row.lines[j] as SeasonLine;
      if (keptIds[l.event]) lines.push({ event: l.event, place: l.place, points: l.points, counted: false, provisional: false });
    }
    if (lines.length) earlier.push({ cls: row.cls, kata: row.kata, pair: row.pair, toriName: '', ukeName: '', clubs: [], nations: [], lines: lines, total: 0, rank: 0, previousRank: 0, movement: 0, provisional: false });
  }
  const { recency, recentFirst } = recencyOf(kept);
  const previous: Record<string, number> = {};
  rankRows(earlier, settings.bestN, recency, recentFirst).forEach((r) => (previous[r.cls + '\u0000' + r.kata + '\u0000' + r.pair] = r.rank));
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
