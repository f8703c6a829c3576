// One tatami on its own: the announcer's view of the venue screen (`?tatami=2`) and the stream
// overlay. The running order (src/lib/domain/runningOrder.ts) decides who is on the mat and who comes after;
// this only picks from it: on the mat (the tatami's current couple), on deck (the first still to
// perform after it, or the first of all while nobody is on the mat) and the next ones after that; and,
// for the overlay, the last couple of the tatami whose score counts (validated when supervised); for
// the hall, the poule that just finished on the tatami, whose results stay up until the next poule's
// first couple has performed.
import type { CoupleTime, RunningOrder, TatamiRun } from '@/lib/domain/runningOrder';
import { judged } from '@/lib/rules/unfinished';

/** A tatami number from the URL (`?tatami=2`, `/overlay/2`): a whole number from 1, else null. */
export function tatamiParam(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,2}$/.test(value)) return null;
  return Number(value);
}

export interface TatamiView {
  /** The tatami's run; null when no poule of it has a start time yet. */
  run: TatamiRun | null;
  onMat: CoupleTime | null;
  onDeck: CoupleTime | null;
  next: CoupleTime[];
}

/** Who is on the mat, on deck and next on one tatami (`nextShown` couples after the one on deck). */
export function tatamiView(order: RunningOrder | null, tatami: number, nextShown = 3): TatamiView {
  const run = order?.tatami.find((r) => r.tatami === tatami) ?? null;
  if (!run) return { run: null, onMat: null, onDeck: null, next: [] };
  const [onDeck = null, ...rest] = run.upcoming;
  return { run, onMat: run.current, onDeck, next: rest.slice(0, nextShown) };
}

/** The couple of the tatami that performed last and whose score counts (`scored`), or null. */
export function lastScored(run: TatamiRun | null, scored: (draw: string) => boolean): CoupleTime | null {
  let last: CoupleTime | null = null;
  for (const s of run?.slots ?? []) if (s.performed && scored(s.draw) && (!last || s.end >= last.end)) last = s;
  return last;
}

/** What a finished poule's ranking needs of a couple. */
export interface ResultLike {
  scored: boolean;
  absence?: string;
  rank: number;
  order: number;
  performedAt?: string;
}

/** What finishedPoule needs of a poule: its couples, scored or absent. */
export interface FinishedLike {
  id: string;
  entries: readonly { scored: boolean; absence?: string }[];
}

/** A poule is over once every couple is judged (scored or absent) and one at least scored. */
export function pouleOver(p: { entries: readonly { scored: boolean; absence?: string }[] }): boolean {
  return p.entries.every(judged) && p.entries.some((e) => e.scored);
}

/** A finished poule's ranking: scored couples by rank (then order of execution), absent ones after them. */
export function ranked<E extends ResultLike>(entries: readonly E[]): E[] {
  const key = (e: E) => (e.scored ? e.rank || 999 : 1000);
  return [...entries].filter(judged).sort((a, b) => key(a) - key(b) || a.order - b.order);
}

/**
 * The poule whose results the tatami shows: the last poule of the tatami (in running order) in which a
 * couple performed, once every couple of it is scored or absent (one scored at least). As soon as a
 * couple of the next poule has performed, that poule is the last one and is not finished: null.
 */
export function finishedPoule<P extends FinishedLike>(run: TatamiRun | null, poules: ReadonlyMap<string, P>): P | null {
  let last: string | null = null;
  for (const s of run?.slots ?? []) if (s.performed) last = s.poule;
  const p = last ? poules.get(last) : undefined;
  return p && pouleOver(p) ? p : null;
}

/** Each couple of the poules by its draw, with its poule (what the hall's screens name for a slot). */
export function couplesByDraw<P extends { entries: readonly { id: string }[] }>(poules: readonly P[]): Map<string, { entry: P['entries'][number]; poule: P }> {
  const m = new Map<string, { entry: P['entries'][number]; poule: P }>();
  for (const poule of poules) for (const entry of poule.entries) m.set(entry.id, { entry, poule });
  return m;
}

/**
 * The hall's latest results: the scored couples, the poule with the newest performance first. A
 * finished poule (every couple scored or absent) reads as its ranking, first place first; a poule under
 * way, newest performance first. At most `shown` rows.
 */
export function latestResults<P extends { entries: readonly ResultLike[] }>(poules: readonly P[], shown: number): { entry: P['entries'][number]; poule: P }[] {
  type E = P['entries'][number];
  const newest = (p: P) => p.entries.reduce((m, e) => (e.scored && (e.performedAt || '') > m ? e.performedAt || '' : m), '');
  const rows: { entry: E; poule: P }[] = [];
  for (const poule of poules.filter((p) => p.entries.some((e) => e.scored)).sort((a, b) => newest(b).localeCompare(newest(a)))) {
    const scored = pouleOver(poule)
      ? ranked(poule.entries).filter((e) => e.scored)
      : poule.entries.filter((e) => e.scored).sort((a, b) => (b.performedAt || '').localeCompare(a.performedAt || ''));
    for (const entry of scored) rows.push({ entry, poule });
  }
  return rows.slice(0, shown);
}
