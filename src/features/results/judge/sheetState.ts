// The state of a judge's sheet of one couple, as the tablet tells the judge: what the server holds
// (sent, sent back, validated) wins over what the device holds (a draft, marks waiting to be sent).
import { emptyMark, FLOW_MAX, halvesAlone, isFlow, type AnyMark, type Rules, type Scale, type SheetItem } from '../scoring';
import type { DeviceTimes } from '@/lib/rules/trail';

export type SheetState = 'draft' | 'queued' | 'sending' | 'sent' | 'returned' | 'validated';

export interface SheetFacts {
  /** The seat's evaluation of this couple on the server, if any. */
  saved?: { returned: boolean } | null;
  /** The couple was validated by the supervisor. */
  validated: boolean;
  /** Marks kept on the device, waiting for a connection. */
  queued: boolean;
  /** A send is in flight. */
  sending: boolean;
}

export function sheetState(f: SheetFacts): SheetState {
  if (f.validated) return 'validated';
  if (f.saved && !f.saved.returned) return 'sent';
  if (f.sending) return 'sending';
  if (f.queued) return 'queued';
  if (f.saved?.returned) return 'returned';
  return 'draft';
}

/** The judge can change the marks: nothing sent yet, or sent back for correction. */
export function editable(state: SheetState): boolean {
  return state === 'draft' || state === 'returned' || state === 'queued';
}

/**
 * The couple now performing: the first couple in order of execution the supervisor has not validated;
 * a couple marked absent (withdrawn, did not perform) never performs and is passed over.
 */
export function currentCouple<T extends { order: number; validated?: boolean; absence?: string }>(draws: T[]): T | undefined {
  return [...draws].sort((a, b) => a.order - b.order).find((d) => !d.validated && !d.absence);
}

/**
 * Marks of a device's outbox: one entry per couple (draw id), the latest marks the judge sent with each
 * item's times on the device (none in an outbox written before times were kept).
 */
export type Outbox = Record<string, { judge: number; marks: AnyMark[]; id?: string; times?: DeviceTimes[] }>;

/** A sheet being marked: per item its mark (null: not marked yet) and its times on the device. */
export interface SheetDraft {
  marks: (AnyMark | null)[];
  times: DeviceTimes[];
}

/**
 * The marks a sheet opens with, one per item: what was given (a draft, a saved sheet), else nothing
 * marked. The flow mark of a sheet that halves was not the judge's to give (the tablet sends 0, which
 * never counts): it opens unmarked, so a correction that no longer halves asks for it.
 */
export function openingMarks(items: SheetItem[], initial: (AnyMark | null)[] | undefined, scale: Scale, rules?: Rules): (AnyMark | null)[] {
  if (!initial || initial.length !== items.length) return items.map(() => null);
  const marks = initial.map((m) => (m ? { ...m } : null));
  const marked = marks.filter((m): m is AnyMark => m !== null);
  if (halvesAlone(marked, scale, rules)) items.forEach((it, i) => it.kind === 'flow' && (marks[i] = null));
  return marks;
}

/** The items still to mark (indexes); the flow mark is not asked while the sheet halves (`flowOff`). */
export function missingItems(items: SheetItem[], marks: (AnyMark | null)[], flowOff: boolean): number[] {
  return items.flatMap((it, i) => (marks[i] || (it.kind === 'flow' && flowOff) ? [] : [i]));
}

/** The marks to send, every item marked (an unasked flow mark is 0: it never counts); null while one is missing. */
export function completeMarks(items: SheetItem[], marks: (AnyMark | null)[], flowOff: boolean): AnyMark[] | null {
  if (missingItems(items, marks, flowOff).length) return null;
  return items.map((it, i) => marks[i] ?? (it.kind === 'flow' ? { points: 0 } : emptyMark()));
}

/**
 * A draft kept on the device: `{ marks, times }`. A draft written before items started unmarked is the
 * bare list of marks, every item filled in, untouched ones at their old defaults (no mistake, flow 10):
 * those read as not marked, so the judge looks at them again.
 */
export function readSheetDraft(raw: unknown, items: SheetItem[]): SheetDraft | undefined {
  if (Array.isArray(raw)) {
    if (raw.length !== items.length) return undefined;
    const untouched = (m: AnyMark) => (isFlow(m) ? m.points === FLOW_MAX : JSON.stringify(m) === JSON.stringify(emptyMark()));
    return { marks: (raw as AnyMark[]).map((m) => (m && !untouched(m) ? m : null)), times: items.map(() => ({ first: null, last: null })) };
  }
  const d = raw as Partial<SheetDraft> | null | undefined;
  if (!d || !Array.isArray(d.marks) || d.marks.length !== items.length) return undefined;
  const times = Array.isArray(d.times) && d.times.length === items.length ? d.times : items.map(() => ({ first: null, last: null }));
  return { marks: d.marks, times };
}

/** An error that means "no connection" (kept and retried), not a refusal by the server (shown). */
export function isOffline(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  const status = (error as { status?: number } | null)?.status;
  return status === 0;
}
