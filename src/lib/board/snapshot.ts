// The public snapshot of a competition from its leaderboard rows (one per published poule, written by
// the server's hooks): the poules in the order of the competition (circuit, kata, groups before the
// final), the standings per category, the couple scored last, frozen and last update. Pure: used by
// every screen of the board (useBoard.ts) and by the integration tests against the rows a real server writes.
import type { PoulesRecord } from '@/lib/pb-types';
import type { BreakSettings } from '@/lib/rules/breaks';
import type { InquiryState } from '@/lib/rules/inquiries';
import { categoryPlaces } from '@/lib/rules/places';
import { ranks } from '@/lib/rules/scoring';

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
  /**
   * The couple's inquiry (docs/judging.md "Video review and inquiries"): '' none filed, else its state.
   * With `inquiryEnds` it tells a provisional place (`placeProvisional` of src/lib/rules/inquiries.ts).
   * Rows written before inquiries existed lack the three fields: read them as ''.
   */
  inquiry?: InquiryState;
  /** The end of the couple's inquiry window (ISO), '' when there is none (no inquiries taken, not validated). */
  inquiryEnds?: string;
  /** The jury's decision text once decided, '' otherwise (never the filer's reason). */
  inquiryDecision?: string;
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
/** One published poule as its row carries it (the hall's screens read it whole). */
export type BoardPoule = LeaderboardRow['data'];
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

/** Standings of one category (its poules): the couples in order with their places (src/lib/rules/places.ts). */
export function standings(poules: SnapshotPoule[]): StandingRow[] {
  return categoryPlaces(poules, ranks).map(({ entry: e, poule, phase, place }) => ({
    draw: e.id,
    poule: poule.id,
    phase,
    tori: e.tori,
    uke: e.uke,
    clubs: e.clubs,
    points: e.scored ? e.points : null,
    position: place,
    awaiting: !e.scored && !!e.awaiting,
    absence: e.absence ?? '',
  }));
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
