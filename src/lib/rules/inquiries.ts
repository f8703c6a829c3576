// Inquiries: when a couple's owner may still ask the jury to look again, and when a couple's place
// is provisional because of it. Pure: the hooks check the window with it (pb_hooks/inquiries.pb.js),
// every public view shows provisional places with it.

/** The state of a couple's inquiry as the board carries it ('' = none filed). */
export type InquiryState = '' | 'open' | 'rejected' | 'upheld';

/** The end of the inquiry window (ms since epoch), or null when the competition takes no inquiries or the couple is not validated. */
export function inquiryWindowEnd(validatedAt: string | null | undefined, minutes: number | null | undefined): number | null {
  if (!validatedAt || !minutes || minutes <= 0) return null;
  const start = Date.parse(validatedAt.replace(' ', 'T'));
  if (Number.isNaN(start)) return null;
  return start + minutes * 60_000;
}

/** Whether an inquiry may be filed now on a couple validated at `validatedAt`. */
export function inquiryWindowOpen(validatedAt: string | null | undefined, minutes: number | null | undefined, now: number): boolean {
  const end = inquiryWindowEnd(validatedAt, minutes);
  return end !== null && now <= end;
}

/**
 * A validated couple's place is provisional while an inquiry is open, or while the window is open
 * and none was filed. A decided inquiry ends it: only one inquiry per couple is taken, so after an
 * upheld inquiry the couple's new validation is final.
 */
export function placeProvisional(state: InquiryState, windowEnd: number | null, now: number): boolean {
  if (state === 'open') return true;
  if (state) return false;
  return windowEnd !== null && now <= windowEnd;
}
