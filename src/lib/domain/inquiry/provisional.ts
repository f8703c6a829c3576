// A couple's place as the public sees it while an inquiry may still change it: provisional while an
// inquiry is open, or while the window after its validation is open and none was filed
// (src/lib/rules/inquiries.ts, the rule the hooks share). The board carries each couple's `inquiry`
// state and `inquiryEnds`; nothing is written when the window closes, so every view re-evaluates
// the rule itself at the window's end: one timer per couple, set to that instant, no polling.
import { useEffect, useState } from 'react';
import { placeProvisional, type InquiryState } from '@/lib/rules/inquiries';

/** What the board carries of a couple's inquiry (rows written before inquiries lack it). */
export interface InquiryFields {
  inquiry?: InquiryState | string;
  inquiryEnds?: string;
  inquiryDecision?: string;
}

/** The window's end in ms, or null ('' or a date that does not parse). */
export function windowEndOf(inquiryEnds: string | undefined): number | null {
  if (!inquiryEnds) return null;
  const end = Date.parse(inquiryEnds.replace(' ', 'T'));
  return Number.isNaN(end) ? null : end;
}

function stateOf(inquiry: string | undefined): InquiryState {
  return inquiry === 'open' || inquiry === 'rejected' || inquiry === 'upheld' ? inquiry : '';
}

/** Whether the couple's place is provisional at `now`. */
export function isProvisional(fields: InquiryFields, now: number): boolean {
  return placeProvisional(stateOf(fields.inquiry), windowEndOf(fields.inquiryEnds), now);
}

/** Longest single setTimeout (a window ends within two hours; a longer wait re-arms). */
const MAX_DELAY = 2 ** 31 - 1;

/**
 * Date.now() as of the last render that needed it, ticking once just after `at` (ms): a view
 * re-renders exactly when a window closes. A stale clock with `at` already past ticks at once.
 */
export function useClockPast(at: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null || now > at) return undefined;
    const id = setTimeout(() => setNow(Date.now()), Math.max(0, Math.min(MAX_DELAY, at - Date.now() + 1)));
    return () => clearTimeout(id);
  }, [at, now]);
  return now;
}

/** Whether the couple's place is provisional, re-evaluated when its window closes. */
export function useProvisional(fields: InquiryFields): boolean {
  const end = fields.inquiry ? null : windowEndOf(fields.inquiryEnds);
  const now = useClockPast(end);
  return isProvisional(fields, now);
}

/** The earliest window not yet closed at `now` among couples without an inquiry (ms), null when none. */
export function nextWindowEnd(entries: readonly InquiryFields[], now: number): number | null {
  let next: number | null = null;
  for (const e of entries) {
    if (e.inquiry) continue;
    const end = windowEndOf(e.inquiryEnds);
    if (end !== null && end >= now && (next === null || end < next)) next = end;
  }
  return next;
}

/** `now` for a view of many couples, ticking as each one's window closes: one timer for a whole table. */
export function useProvisionalClock(entries: readonly InquiryFields[]): number {
  const [now, setNow] = useState(() => Date.now());
  const at = nextWindowEnd(entries, now);
  useEffect(() => {
    if (at === null) return undefined;
    const id = setTimeout(() => setNow(Date.now()), Math.max(0, Math.min(MAX_DELAY, at - Date.now() + 1)));
    return () => clearTimeout(id);
  }, [at, now]);
  return now;
}
