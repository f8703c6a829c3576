// The state of a judge's sheet of one couple, as the tablet tells the judge: what the server holds
// (sent, sent back, validated) wins over what the device holds (a draft, marks waiting to be sent).
import type { AnyMark } from '../scoring';

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

/** Marks of a device's outbox: one entry per couple (draw id), the latest marks the judge sent. */
export type Outbox = Record<string, { judge: number; marks: AnyMark[]; id?: string }>;

/** An error that means "no connection" (kept and retried), not a refusal by the server (shown). */
export function isOffline(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  const status = (error as { status?: number } | null)?.status;
  return status === 0;
}
