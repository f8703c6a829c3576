// When a tablet's seat session is over (pb_hooks/lib/seat_sessions.js): the seat's code expired, a
// newer code opened the seat on another tablet, or the supervisor closed the seat. The server refuses
// the seat's token with 401 and one of these codes; the tablet then returns to the code screen and
// says why, keeping the marks it could not send.
import { asHttpError, errorCodeOf } from '@/lib/core/errors';
import type { Outbox } from '@/features/results/judge/sheetState';

export const SESSION_ENDS = ['seat_code_expired', 'seat_session_replaced', 'seat_session_ended'] as const;
export type SessionEnd = (typeof SESSION_ENDS)[number];

/** Why the seat's session ended, from a failed request of the seat's client; null for any other failure. */
export function sessionEnd(error: unknown): SessionEnd | null {
  const http = asHttpError(error);
  if (!http || http.status !== 401) return null;
  const code = errorCodeOf(http)?.code;
  // A 401 without a code (a token PocketBase itself refuses) ends the session all the same.
  return (SESSION_ENDS as readonly string[]).includes(code ?? '') ? (code as SessionEnd) : 'seat_session_ended';
}

/** Sheets waiting on the device, over every seat's outbox it keeps (`prefix` + seat id → Outbox JSON). */
export function pendingSheets(storage: Pick<Storage, 'length' | 'key' | 'getItem'>, prefix: string): number {
  let n = 0;
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (!key?.startsWith(prefix)) continue;
    try {
      n += Object.keys(JSON.parse(storage.getItem(key) ?? '{}') as Outbox).length;
    } catch {
      // an unreadable entry holds nothing that can be sent
    }
  }
  return n;
}
