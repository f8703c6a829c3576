// A judge's tablet's reads, each written once: what the seat judges (the tatami's poule on the mat,
// its couples, the seat's sheets, the kata's sheet, the open calibration round). The tablet's client
// (useSeatSheet, seatCalibrationApi) sends them with the SDK; on a first load of /judge/{code} they
// start with plain fetch as soon as the code's exchange (lib/domain/seatExchange.ts) has opened the seat
// (./earlySeat.ts), and the page takes each answer once. No SDK here: part of a small chunk.
import { filterLiteral, type ApiRequest } from '@/lib/domain/competitionRequests';

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
