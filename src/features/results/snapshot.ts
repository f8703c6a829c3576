// The public snapshot of a competition from its leaderboard rows (one per published poule, written by
// the server's hooks): the poules in the order of the competition (circuit, kata, groups before the
// final), the standings per category, the couple scored last, frozen and last update. Pure: used by
// the public tabs (api.ts) and by the integration tests against the rows a real server writes.
import type { PoulesRecord } from '@/lib/pb-types';
import type { BreakSettings } from '@/lib/rules/breaks';
import { ranks } from './scoring';

export type Kata = PoulesRecord['kata'];

export interface SnapshotEntry {
  id: string;
  enrolment: string;
  order: number;
  tori: string;
  uke: string;
  clubs: string;
  scored: boolean;
  points: number;
  rank: number;
  forgotten: number;
  big: number;
  medium: number;
  small: number;
  /** Each judge's total; empty in a supervised competition until the supervisor validates the couple. */
  judgeTotals: (number | null)[];
  /** Which halving rule halved the total (`majority`: most judges marked a technique forgotten; `any`: a judge gave an item a zero); absent when none did. Its judges' totals are then the halved sheets. */
  halved?: 'majority' | 'any';
  /** Each judge's sheet total as the tablet showed it, present only where one differs from `judgeTotals`. */
  sheetTotals?: number[];
  /** Supervised: every sheet is in and the couple awaits the supervisor's validation (rows written before lack it). */
  awaiting?: boolean;
  /** When the couple performed (its first evaluation saved), '' before; rows written before the running order lack it. */
  performedAt?: string;
  /** withdrawn | did_not_perform (src/lib/rules/absence.ts); '' or missing while the couple competes. */
  absence?: string;
  /** The season rank a seeded draw placed the couple by (docs/season.md); missing when drawn. */
  seededRank?: number;
}
export interface SnapshotPoule {
  id: string;
  circuit: string;
  circuitName: string;
  kata: Kata;
  name: string;
  phase: 'group' | 'final' | '';
  judges: number;
  seed: string;
  /** Running order (src/lib/domain/runningOrder.ts): tatami (0 = none), start time, the kata's slot in seconds. */
  tatami?: number;
  startsAt?: string;
  duration?: number;
  /** The competition's breaks (src/lib/rules/breaks.ts); rows written before they existed lack them. */
  breaks?: BreakSettings;
  entries: SnapshotEntry[];
}
export interface LastScored {
  draw: string;
  poule: string;
  at: string;
}
/** One row of `leaderboards`: the public data of one published poule. */
export interface LeaderboardRow {
  id: string;
  competition: string;
  poule: string;
  frozen: boolean;
  updated: string;
  data: SnapshotPoule & { circuitOrder: number; last: LastScored | null };
}
export interface StandingRow {
  draw: string;
  poule: string;
  phase: 'group' | 'final';
  tori: string;
  uke: string;
  clubs: string;
  points: number | null;
  position: number | null;
  /** Not placed yet: every sheet is in, the supervisor's validation is awaited. */
  awaiting: boolean;
  /** Why the couple has no result: withdrawn | did_not_perform; '' while it competes. */
  absence: string;
}
export interface Standing {
  circuit: string;
  circuitName: string;
  kata: Kata;
  rows: StandingRow[];
}
export interface SnapshotData {
  poules: SnapshotPoule[];
  standings: Standing[];
  last: LastScored | null;
}
export interface Snapshot {
  frozen: boolean;
  /** The newest row's update ('' without rows). */
  updated: string;
  data: SnapshotData;
}

/**
 * Standings of one category (its poules, groups first). Finalists first, by their final rank (those
 * not yet scored after, in order of execution); then everyone else by their group results (points and
 * the tie-break chain across groups, a tie shares the position); couples not yet scored after them,
 * unplaced; couples marked absent last: placed after every other couple when the competition ranks
 * them (their poule rank is then set), else unplaced.
 */
export function standings(poules: SnapshotPoule[]): StandingRow[] {
  const final = poules.find((p) => p.phase === 'final');
  const inFinal = new Set<string>();
  const rows: StandingRow[] = [];
  const row = (e: SnapshotEntry, poule: SnapshotPoule, phase: 'group' | 'final', position: number | null): StandingRow => ({
    draw: e.id,
    poule: poule.id,
    phase,
    tori: e.tori,
    uke: e.uke,
    clubs: e.clubs,
    points: e.scored ? e.points : null,
    position,
    awaiting: !e.scored && !!e.awaiting,
    absence: e.absence ?? '',
  });
  if (final) {
    const fe = [...final.entries].sort((a, b) => (a.scored && b.scored ? a.rank - b.rank : a.scored ? -1 : b.scored ? 1 : a.order - b.order));
    for (const e of fe) {
      inFinal.add(e.enrolment);
      if (!e.absence) rows.push(row(e, final, 'final', e.scored ? e.rank : null));
    }
    // A finalist who did not perform in the final stays in it, after those who did.
    for (const e of fe) if (e.absence) rows.push(row(e, final, 'final', e.rank ? final.entries.filter((x) => !x.absence).length + 1 : null));
  }
  const base = rows.length;
  const all = poules.filter((p) => p.phase !== 'final').flatMap((p) => p.entries.filter((e) => !inFinal.has(e.enrolment)).map((e) => ({ e, p })));
  const rest = all.filter((x) => !x.e.absence);
  const absent = all.filter((x) => x.e.absence);
  const scored = rest.filter((x) => x.e.scored);
  const rk = ranks(scored.map(({ e }) => ({ points: e.points, forgotten: e.forgotten, big: e.big, medium: e.medium, small: e.small, tieBreak: 0 })));
  scored
    .map((_, i) => i)
    .sort((a, b) => (rk[a] ?? 0) - (rk[b] ?? 0) || a - b)
    .forEach((i) => {
      const x = scored[i]!;
      rows.push(row(x.e, x.p, 'group', base + (rk[i] ?? 0)));
    });
  for (const x of rest) if (!x.e.scored) rows.push(row(x.e, x.p, 'group', null));
  const after = rows.length + 1;
  for (const x of absent) rows.push(row(x.e, x.p, 'group', x.e.rank ? after : null));
  return rows;
}

const phaseOrder = (p: SnapshotPoule) => (p.phase === 'final' ? 1 : 0);

/** The competition's snapshot from its rows (any order). */
export function mergeSnapshot(rows: readonly LeaderboardRow[]): Snapshot {
  const sorted = [...rows].sort((a, b) => {
    const x = a.data;
    const y = b.data;
    if (x.circuitOrder !== y.circuitOrder) return x.circuitOrder - y.circuitOrder;
    if (x.circuit !== y.circuit) return x.circuit < y.circuit ? -1 : 1;
    if (x.kata !== y.kata) return x.kata < y.kata ? -1 : 1;
    if (phaseOrder(x) !== phaseOrder(y)) return phaseOrder(x) - phaseOrder(y);
    return x.name < y.name ? -1 : x.name > y.name ? 1 : 0;
  });
  const categories: { circuit: string; circuitName: string; kata: Kata; poules: SnapshotPoule[] }[] = [];
  let last: LastScored | null = null;
  let updated = '';
  for (const r of sorted) {
    const { circuitOrder: _order, last: rowLast, ...poule } = r.data;
    const cat = categories[categories.length - 1];
    if (cat && cat.circuit === poule.circuit && cat.kata === poule.kata) cat.poules.push(poule);
    else categories.push({ circuit: poule.circuit, circuitName: poule.circuitName, kata: poule.kata, poules: [poule] });
    if (rowLast && (!last || rowLast.at > last.at)) last = rowLast;
    if (r.updated > updated) updated = r.updated;
  }
  return {
    frozen: rows.some((r) => r.frozen),
    updated,
    data: {
      poules: categories.flatMap((c) => c.poules),
      standings: categories.map((c) => ({ circuit: c.circuit, circuitName: c.circuitName, kata: c.kata, rows: standings(c.poules) })),
      last,
    },
  };
}

/**
 * Applies a realtime event to the cached rows: a deleted row goes, a created or updated one replaces
 * its older copy. Events of concurrent saves may arrive out of order (tests/concurrency.test.ts):
 * an older copy never replaces a newer one.
 */
export function applyRowEvent(rows: readonly LeaderboardRow[], action: string, record: LeaderboardRow): LeaderboardRow[] {
  if (action === 'delete') return rows.filter((r) => r.id !== record.id);
  const i = rows.findIndex((r) => r.id === record.id);
  if (i < 0) return [...rows, record];
  if (rows[i]!.updated > record.updated) return rows as LeaderboardRow[];
  const next = [...rows];
  next[i] = record;
  return next;
}
