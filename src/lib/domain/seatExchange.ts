// The exchange of a judge's seat code for the seat's token (POST /api/custom/seats/auth), written once:
// the tablet's client sends it with the SDK (features/tablet/seatClient.openSeat); a first load of
// /judge/{code} sends it from the entry itself (app/publicPages.ts), the first request after the
// page's own, and the seat's reads follow (features/tablet/earlySeat.ts). Tiny and without the SDK:
// part of the entry chunk.
import { apiUrl } from '../core/apiUrl';
import { detectLanguage } from '../core/catalogues';

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

export const SEAT_AUTH_PATH = '/api/custom/seats/auth';
export function seatAuthBody(code: string) {
  return { code, device: deviceId() };
}

/** Seat n of a tatami of a competition as its token holds it: its tablet judges the tatami's poule on the mat. */
export interface SeatRecord {
  id: string;
  competition: string;
  tatami: number;
  seat: number;
  judge: string;
  expires: string;
}

/** What the seat's tablet learns of it (GET /api/custom/seats/me, and the exchange's `meta.seat`). */
export interface SeatInfo {
  judge: string;
  judgeName: string;
  competition: string;
  tatami: number;
  poule: string;
  kata?: string;
}

/** The exchange's answer. */
export interface SeatAuth {
  token: string;
  record: SeatRecord;
  meta?: { seat?: SeatInfo };
}

/** An answer as it came: its status and parsed body (a refusal's too: the page says why). */
export interface EarlyAnswer<T> {
  url: string;
  status: number;
  data: T;
}

/** The answer, or null when there was none (no connection: the page asks again and says so). */
export async function fetchJson<T>(url: string, init: RequestInit): Promise<EarlyAnswer<T> | null> {
  try {
    const response = await fetch(url, init);
    return { url, status: response.status, data: (await response.json().catch(() => ({}))) as T };
  } catch {
    return null;
  }
}

/** Sends the exchange of `code` with plain fetch. */
export function sendSeatExchange(code: string): Promise<EarlyAnswer<SeatAuth> | null> {
  return fetchJson<SeatAuth>(apiUrl(SEAT_AUTH_PATH), {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Accept-Language': detectLanguage() },
    body: JSON.stringify(seatAuthBody(code)),
  });
}
