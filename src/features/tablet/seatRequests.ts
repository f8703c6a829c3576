// A judge's tablet's requests, each written once: the seat code's exchange and the reads of what the
// seat judges (the tatami's poule on the mat, its couples, the seat's sheets, the kata's sheet). The
// tablet's client (seatClient, useSeatSheet) sends them with the SDK; on a first load of /judge/{code}
// the entry starts them with plain fetch (./earlySeat.ts) while React and the page's code download,
// and the page takes each answer once. No SDK here: part of a small chunk.
import { filterLiteral, type ApiRequest } from '@/lib/domain/competitionRequests';

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

/** The exchange of a seat code for the seat's token (POST, this body). */
export const SEAT_AUTH_PATH = '/api/custom/seats/auth';
export function seatAuthBody(code: string) {
  return { code, device: deviceId() };
}

/** Seat n of a tatami of a competition: its tablet judges the tatami's poule on the mat (GET /api/custom/seats/me). */
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

/** A list's first batch (a poule has a few couples, a seat a sheet each, a kata one sheet). */
const batch = { page: '1', perPage: '1000', skipTotal: '1' };

/** A read of the seat's: the API path and its parameters. */
export type SeatRead = Pick<ApiRequest, 'path' | 'params'>;

/**
 * The reads of what seat number `seat` judges now, once its poule is known: the poule (with its
 * competition and circuit), its couples in order and the seat's sheets of them.
 */
export function seatReads(poule: string, seat: number) {
  const id = filterLiteral(poule);
  return {
    poule: { path: `/api/collections/poules/records/${encodeURIComponent(poule)}`, params: { expand: 'competition,circuit' } },
    draws: { path: '/api/collections/draws/records', params: { ...batch, filter: `poule = ${id}`, sort: 'order' } },
    evaluations: { path: '/api/collections/evaluations/records', params: { ...batch, filter: `draw.poule = ${id} && judge = ${seat}` } },
  } satisfies Record<string, SeatRead>;
}

/** The open calibration round of the seat's tatami, with the seat's sheet of it (a round replaces the couple's sheet). */
export const SEAT_CALIBRATION_READ: SeatRead = { path: '/api/custom/seats/calibration', params: {} };

/** The kata's sheet (its items, scale and options). */
export function kataSheetRead(kata: string): SeatRead {
  return { path: '/api/collections/kata_sheets/records', params: { ...batch, filter: `kata = ${filterLiteral(kata)}` } };
}
