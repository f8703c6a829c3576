// The judge tablet's own PocketBase client: the seat token lives in its own localStorage key, so a
// tablet that is also logged in as a user keeps both, and the seat never borrows the user's rights.
import PocketBase, { LocalAuthStore } from 'pocketbase';
import { PB_URL } from '@/lib/core/pocketbase';
import { i18n } from '@/lib/core/i18n';
import type { Outbox } from '@/features/results/judge/sheetState';
import { pendingSheets } from './seatSession';

export const seatPb = new PocketBase(PB_URL, new LocalAuthStore('kata_seat_auth'));
seatPb.autoCancellation(false);
seatPb.beforeSend = (url, options) => {
  options.headers = { ...(options.headers ?? {}), 'Accept-Language': i18n.language || 'en' };
  return { url, options };
};

/** Seat n of a tatami of a competition: its tablet judges the tatami's poule on the mat (GET /api/custom/seats/me). */
export interface SeatRecord {
  id: string;
  competition: string;
  tatami: number;
  seat: number;
  judge: string;
  expires: string;
}

/** What the seat's tablet learns of it (GET /api/custom/seats/me). */
export interface SeatInfo {
  judge: string;
  judgeName: string;
  competition: string;
  tatami: number;
  poule: string;
  kata?: string;
}

/** The exchange's answer about the seat it opened: the seat's first read uses it instead of asking again. */
let opened: { seat: string; info: SeatInfo } | null = null;

/** The seat's info as its code's exchange answered it, once (later reads ask the server). */
export function takeOpenedInfo(seat: string): SeatInfo | null {
  const info = opened?.seat === seat ? opened.info : null;
  opened = null;
  return info;
}

const DEVICE = 'kata_seat_device';

/**
 * This tablet's random id, kept across seats: the server slows down a device's wrong codes without
 * slowing the other tablets behind the hall's IP. Not a secret and not an identity, a bucket.
 */
export function deviceId(): string {
  let id = localStorage.getItem(DEVICE);
  if (!id || !/^[A-Za-z0-9-]{1,64}$/.test(id)) {
    id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
    localStorage.setItem(DEVICE, id);
  }
  return id;
}

/** Trades a seat code for the seat's token (POST /api/custom/seats/auth). */
export async function openSeat(code: string): Promise<SeatRecord> {
  const res = await seatPb.send<{ token: string; record: SeatRecord; meta?: { seat?: SeatInfo } }>('/api/custom/seats/auth', { method: 'POST', body: { code, device: deviceId() } });
  seatPb.authStore.save(res.token, res.record as never);
  opened = res.meta?.seat ? { seat: res.record.id, info: res.meta.seat } : null;
  return res.record;
}

export function currentSeat(): SeatRecord | null {
  return seatPb.authStore.isValid ? (seatPb.authStore.record as unknown as SeatRecord) : null;
}

export function closeSeat() {
  seatPb.authStore.clear();
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
