// The judge tablet's own PocketBase client: the seat token lives in its own localStorage key, so a
// tablet that is also logged in as a user keeps both, and the seat never borrows the user's rights.
import PocketBase, { ClientResponseError, LocalAuthStore } from 'pocketbase';
import { PB_URL } from '@/lib/core/pocketbase';
import { i18n } from '@/lib/core/i18n';
import type { Outbox } from '@/features/results/judge/sheetState';
import { SESSION_ENDS, pendingSheets, type SessionEnd } from './seatSession';
import { SEAT_AUTH_PATH, seatAuthBody, type SeatAuth, type SeatInfo, type SeatRecord } from '@/lib/domain/seatExchange';
import { arrivedEarlyExchange, takeEarlyExchange } from './earlySeat';

export const seatPb = new PocketBase(PB_URL, new LocalAuthStore('kata_seat_auth'));
seatPb.autoCancellation(false);
seatPb.beforeSend = (url, options) => {
  options.headers = { ...(options.headers ?? {}), 'Accept-Language': i18n.language || 'en' };
  return { url, options };
};

export type { SeatInfo, SeatRecord };

/** The exchange's answer about the seat it opened: the seat's first read uses it instead of asking again. */
let opened: { seat: string; info: SeatInfo } | null = null;

/** The seat's info as its code's exchange answered it, without taking it. */
export function peekOpenedInfo(seat: string): SeatInfo | null {
  return opened?.seat === seat ? opened.info : null;
}

/** The seat's info as its code's exchange answered it, once (later reads ask the server). */
export function takeOpenedInfo(seat: string): SeatInfo | null {
  const info = opened?.seat === seat ? opened.info : null;
  opened = null;
  return info;
}

/** Keeps the seat's token (this tablet's seat from now on) and what the exchange said of the seat. */
function keep(res: SeatAuth): SeatRecord {
  seatPb.authStore.save(res.token, res.record as never);
  localStorage.removeItem(ENDED);
  opened = res.meta?.seat ? { seat: res.record.id, info: res.meta.seat } : null;
  return res.record;
}

/**
 * Trades a seat code for the seat's token (POST /api/custom/seats/auth), or takes the answer of the
 * exchange the entry started for the code in the address (./earlySeat.ts): a refusal as the SDK's error.
 */
export async function openSeat(code: string): Promise<SeatRecord> {
  const early = await takeEarlyExchange(code);
  if (early) {
    if (early.status === 200) return keep(early.data);
    throw new ClientResponseError({ url: early.url, status: early.status, response: early.data as never });
  }
  return keep(await seatPb.send<SeatAuth>(SEAT_AUTH_PATH, { method: 'POST', body: seatAuthBody(code) }));
}

/** The seat the code in the address opened before the page's first render (the entry's exchange), or null. */
export function seatOpenedEarly(code: string): SeatRecord | null {
  const early = arrivedEarlyExchange(code, (a) => a.status === 200);
  return early ? keep(early.data) : null;
}

export function currentSeat(): SeatRecord | null {
  return seatPb.authStore.isValid ? (seatPb.authStore.record as unknown as SeatRecord) : null;
}

const ENDED = 'kata_seat_ended';

/**
 * Closes the tablet's seat: the judge left it, or the server ended its session (`why`), which the code
 * screen says until a seat opens again, a reload included (the tablet may have learnt it from a
 * heartbeat a moment before the judge reloaded).
 */
export function closeSeat(why?: SessionEnd) {
  seatPb.authStore.clear();
  if (why) localStorage.setItem(ENDED, why);
  else localStorage.removeItem(ENDED);
}

/** Why this tablet's last seat session ended, when the server ended it and no seat has opened since. */
export function lastSessionEnd(): SessionEnd | null {
  const why = localStorage.getItem(ENDED);
  return (SESSION_ENDS as readonly string[]).includes(why ?? '') ? (why as SessionEnd) : null;
}

const OUTBOX = 'kata_seat_outbox:';
const outboxKey = (seat: string) => `${OUTBOX}${seat}`;
const draftKey = (seat: string, draw: string) => `kata_seat_draft:${seat}:${draw}`;

export function readOutbox(seat: string): Outbox {
  try {
    return JSON.parse(localStorage.getItem(outboxKey(seat)) ?? '{}') as Outbox;
  } catch {
    return {};
  }
}
export function writeOutbox(seat: string, box: Outbox) {
  localStorage.setItem(outboxKey(seat), JSON.stringify(box));
}
/** Sheets waiting on this tablet to be sent, whichever seat they belong to. */
export function pendingOnDevice(): number {
  return pendingSheets(localStorage, OUTBOX);
}
export function readDraft<T>(seat: string, draw: string): T | undefined {
  try {
    const raw = localStorage.getItem(draftKey(seat, draw));
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}
export function writeDraft(seat: string, draw: string, marks: unknown) {
  localStorage.setItem(draftKey(seat, draw), JSON.stringify(marks));
}
export function clearDraft(seat: string, draw: string) {
  localStorage.removeItem(draftKey(seat, draw));
}
