// Running order and live times (docs/ARCHITECTURE.md "Running order and live times"): when each couple
// performs on each tatami, estimated from the poules' tatami and start times, the order of execution,
// the kata's typical slot and what already happened. Pure: `now` is passed in, so the tests run
// hand-computed schedules at any instant, and the pages re-run it on a clock tick and on every row event.
//
// The rules, per tatami (its poules by start time, each poule's couples by order of execution):
// - a couple starts when the one before it on the tatami finished, never before its poule's start time;
// - every couple takes the same slot: its kata's duration rounded up to a whole minute (coupleSlot), so a
//   plan of whole-minute start times stays on whole minutes and advances by the same step;
// - a couple that performed finished at its `performedAt` (its first evaluation saved): early or late,
//   everyone after it moves with it;
// - a couple that performed but is not done yet (sheets missing, or the supervisor's validation awaited:
//   the tablets move on only then) still holds the tatami: the next couple starts "now" at the earliest;
// - a couple marked absent (withdrawn, did not perform) has no slot: the next one takes its place;
// - a couple still to perform takes its kata's slot, and if that slot is already over (`now` beyond its
//   planned end) it is running late: it finishes "now" at the earliest, and pushes everyone after it;
// - the competition's breaks (src/lib/rules/breaks.ts, carried by each poule's row) come between
//   couples: after every n couples, between poules, and no couple starts inside the lunch break.
import { lunchAround, pauseAfter, type BreakKind, type BreakSettings } from '../rules/breaks';
import { compareOnTatami } from '@/lib/rules/tatami';

/** The slot of a kata without a stored duration (kata_sheets.duration), in seconds. */
export const DEFAULT_DURATION = 420;

export interface RunningEntry {
  /** The draw (couple in the poule). */
  id: string;
  enrolment: string;
  order: number;
  /** PocketBase date of the first evaluation saved, '' while the couple has not performed. */
  performedAt: string;
  /** Set when the couple will not perform (withdrawn, did not perform): it has no slot. */
  absence?: string;
  /**
   * Whether the couple counts (every sheet in, and validated where the competition is supervised): false
   * while a couple that performed is not done, and it still holds the tatami. Missing: done once performed.
   */
  scored?: boolean;
}
export interface RunningPoule {
  id: string;
  name: string;
  /** 1…n; 0 = not assigned to a tatami. */
  tatami: number;
  /** PocketBase date; '' = no start time yet. */
  startsAt: string;
  /** The kata's slot in seconds (0 = unknown: DEFAULT_DURATION). */
  duration: number;
  /** The competition's breaks; rows written before they existed lack them (no break). */
  breaks?: BreakSettings;
  entries: readonly RunningEntry[];
}

/** A break of a tatami, epoch ms: it ends when the next couple can start. */
export interface BreakTime {
  kind: BreakKind;
  start: number;
  end: number;
}

export interface CoupleTime {
  draw: string;
  enrolment: string;
  poule: string;
  tatami: number;
  /** Estimated (or, once performed, reconstructed) start, epoch ms. */
  start: number;
  /** Estimated end; the real one (performedAt) once performed. */
  end: number;
  /** Start in the plan (no couple early or late). */
  planned: number;
  /** The kata's slot, ms. */
  slot: number;
  performed: boolean;
  /** The couple on the mat now (the tatami's `current`): only one per tatami, even when the next one's start is also "now". */
  onMat: boolean;
  /** The break the tatami takes before this couple (couples still to perform only). */
  breakBefore: BreakTime | null;
}

export interface TatamiRun {
  tatami: number;
  /** Every couple of the tatami in running order. */
  slots: CoupleTime[];
  /** The couple on the mat: the first not yet performed, once its start has come; null otherwise. */
  current: CoupleTime | null;
  /** The couples still to perform after the current one (all of them when nobody is on the mat). */
  upcoming: CoupleTime[];
  /** How late the tatami runs, ms (negative: early): the first couple still to perform ends this much after its planned end. */
  delay: number;
  /** The break in progress (nobody on the mat, `now` inside it), else null. */
  onBreak: BreakTime | null;
}

export interface RunningOrder {
  tatami: TatamiRun[];
  /** Each scheduled couple by draw id. */
  byDraw: Map<string, CoupleTime>;
}

function parse(value: string): number {
  if (!value) return NaN;
  return Date.parse(value.includes(' ') ? value.replace(' ', 'T') : value);
}

/** A couple's slot in ms: the kata's duration (seconds; 0 = unknown: DEFAULT_DURATION) rounded up to a whole minute. */
export function coupleSlot(duration: number): number {
  const seconds = duration > 0 ? duration : DEFAULT_DURATION;
  return Math.ceil(seconds / 60) * 60_000;
}

/**
 * The one rounding of every forecast shown (a couple's "≈ 09:51", a break's "until 09:51"): to the
 * nearest whole minute, once, at display, never step by step. A break ends at the instant the couple
 * after it starts, so both always read the same minute; a plan of whole minutes (start times, breaks
 * and slots are whole minutes) reads exactly, advancing by the same step from couple to couple.
 */
export function forecastTime(ms: number): Date {
  return new Date(Math.round(ms / 60_000) * 60_000);
}

/** Poules with a tatami and a start time, grouped by tatami, in running order. */
function queues(poules: readonly RunningPoule[]): Map<number, RunningPoule[]> {
  const out = new Map<number, RunningPoule[]>();
  for (const p of poules) {
    if (p.tatami < 1 || Number.isNaN(parse(p.startsAt))) continue;
    const q = out.get(p.tatami) ?? [];
    q.push(p);
    out.set(p.tatami, q);
  }
  for (const q of out.values()) {
    q.sort(compareOnTatami);
  }
  return out;
}

/** The running order of a competition at `now` (epoch ms). */
export function runningOrder(poules: readonly RunningPoule[], now: number): RunningOrder {
  const byDraw = new Map<string, CoupleTime>();
  const tatami: TatamiRun[] = [];
  const byTatami = queues(poules);
  for (const n of [...byTatami.keys()].sort((a, b) => a - b)) {
    const slots: CoupleTime[] = [];
    let cursor = -Infinity; // when the tatami is free
    let planCursor = -Infinity; // the same in the plan
    let done = -Infinity; // when the last couple that performed finished
    let count = 0; // couples that had their slot on the tatami
    let pause: { kind: BreakKind; ms: number } | null = null; // the break owed after the last one
    let held = false; // the last couple that performed is not done: it holds the tatami until now
    let heldFirst = false; // the first couple still to perform waits behind such a couple
    for (const p of byTatami.get(n) ?? []) {
      const from = parse(p.startsAt);
      const slot = coupleSlot(p.duration);
      const entries = [...p.entries].sort((a, b) => a.order - b.order).filter((e) => !e.absence);
      entries.forEach((e, i) => {
        const gap = pause ? pause.ms : 0;
        // The plan and the estimate take the same breaks: after the previous couple, and the lunch.
        let planned = Math.max(planCursor + gap, from);
        planned = lunchAround(p.breaks, planned)?.end ?? planned;
        planCursor = planned + slot;
        const at = parse(e.performedAt);
        // The tatami is free when the couple before it finished, or now while that one is not done.
        const free = held && Number.isNaN(at) ? Math.max(cursor, now) : cursor;
        let ready = Math.max(free + gap, from);
        let breakBefore: BreakTime | null = pause && ready > free ? { kind: pause.kind, start: free, end: ready } : null;
        const lunch = lunchAround(p.breaks, ready);
        if (lunch) {
          breakBefore = { kind: 'lunch', start: Math.max(lunch.start, free), end: lunch.end };
          ready = lunch.end;
        }
        let t: CoupleTime;
        if (!Number.isNaN(at)) {
          // It finished at `at`: it started a slot earlier, not before the couple performed before it
          // (a couple skipped and still due does not count) nor before its poule's start.
          const start = Math.min(at, Math.max(at - slot, done, from));
          done = Math.max(done, at);
          t = { draw: e.id, enrolment: e.enrolment, poule: p.id, tatami: n, start, end: at, planned, slot, performed: true, onMat: false, breakBefore: null };
          cursor = Math.max(cursor, at);
          held = e.scored === false;
        } else {
          t = { draw: e.id, enrolment: e.enrolment, poule: p.id, tatami: n, start: ready, end: Math.max(ready + slot, now), planned, slot, performed: false, onMat: false, breakBefore };
          if (held && !slots.some((s) => !s.performed)) heldFirst = true;
          cursor = t.end;
          held = false;
        }
        count++;
        pause = pauseAfter(p.breaks, count, i === entries.length - 1);
        slots.push(t);
        byDraw.set(e.id, t);
      });
    }
    const waiting = slots.filter((s) => !s.performed);
    const first = waiting[0];
    // Behind a couple not done yet nobody is on the mat: the tatami waits for its last sheet or its validation.
    const current = first && first.start <= now && !heldFirst ? first : null;
    if (current) current.onMat = true;
    const gap = !current && first?.breakBefore && first.breakBefore.start <= now && now < first.breakBefore.end ? first.breakBefore : null;
    tatami.push({ tatami: n, slots, current, upcoming: current ? waiting.slice(1) : waiting, delay: first ? first.end - (first.planned + first.slot) : 0, onBreak: gap });
  }
  return { tatami, byDraw };
}

/** What the poules' order needs of a poule. */
export interface StartedPoule {
  id: string;
  name: string;
  tatami?: number;
  startsAt?: string;
}

/**
 * The poules in the order they start (the draw tab, the officials' lists): by the planned start of their
 * first couple in the running order (their start time, or later when the tatami is busy before them with
 * another poule), else their own start time; then by tatami, then by name. The plan, not the live
 * estimate: the list does not reshuffle as the day runs early or late. Poules without a start time come
 * last, in the order given.
 */
export function byStart<T extends StartedPoule>(poules: readonly T[], order?: RunningOrder): T[] {
  const first = new Map<string, number>();
  if (order) for (const s of order.byDraw.values()) first.set(s.poule, Math.min(first.get(s.poule) ?? Infinity, s.planned));
  const key = (p: T) => first.get(p.id) ?? (p.startsAt ? parse(p.startsAt) : NaN);
  return poules
    .map((p, i) => ({ p, i, at: key(p) }))
    .sort((a, b) => {
      const na = Number.isNaN(a.at);
      const nb = Number.isNaN(b.at);
      if (na || nb) return na === nb ? a.i - b.i : na ? 1 : -1;
      return a.at - b.at || (a.p.tatami ?? 0) - (b.p.tatami ?? 0) || a.p.name.localeCompare(b.p.name) || a.i - b.i;
    })
    .map((x) => x.p);
}
