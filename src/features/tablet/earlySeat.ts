// A judge's tablet opened from its QR code (/judge/{code}): the entry sends the code's exchange
// (lib/domain/seatExchange.ts) and hands it here; once the seat's token is back, the reads of what the seat
// judges start, while React and the page's code download: the sheet then shows with the first render instead of after two round trips that
// waited for the code (a phone at a venue pays each). The page takes each answer once: the exchange
// (seatClient.openSeat), then the reads (useSeatSheet); a failed or missing answer is asked again the
// usual way. Plain fetch, no SDK: a small chunk of its own.
import { apiUrl } from '@/lib/core/apiUrl';
import { SEAT_CALIBRATION_READ, kataSheetRead, seatReads, type SeatRead } from './seatRequests';
import { fetchJson, sendSeatExchange, type EarlyAnswer, type SeatAuth } from '@/lib/domain/seatExchange';

/** The early reads' answers, by name (seatReads, and the kata's sheet). */
export type EarlyReads = Record<'poule' | 'draws' | 'evaluations' | 'sheets', unknown>;

interface Started<K, T> {
  key: K;
  answer: Promise<T | null>;
  arrived?: T | null;
}

let exchange: Started<string, EarlyAnswer<SeatAuth>> | null = null;
let reads: Started<string, EarlyReads> | null = null;
let calibration: Started<string, unknown> | null = null;

function startReads(auth: SeatAuth): void {
  const info = auth.meta?.seat;
  if (!info?.poule || !info.kata) return;
  const headers = { Accept: 'application/json', Authorization: auth.token };
  const get = async (read: SeatRead) => {
    const a = await fetchJson<unknown>(apiUrl(read.path, read.params), { headers });
    if (!a || a.status !== 200) throw new Error('early read refused');
    return a.data;
  };
  const round = get(SEAT_CALIBRATION_READ).catch(() => null);
  const startedRound: Started<string, unknown> = { key: auth.record.id, answer: round };
  calibration = startedRound;
  void round.then((a) => (startedRound.arrived = a));
  const r = seatReads(info.poule, auth.record.seat);
  const answer = Promise.all([get(r.poule), get(r.draws), get(r.evaluations), get(kataSheetRead(info.kata))])
    .then(([poule, draws, evaluations, sheets]): EarlyReads => ({ poule, draws, evaluations, sheets }))
    .catch(() => null);
  const started: Started<string, EarlyReads> = { key: auth.record.id, answer };
  reads = started;
  void answer.then((a) => (started.arrived = a));
}

/** Keeps the exchange of `code` (the entry sent it) for the page and, when it opens the seat, starts the seat's reads. */
export function startEarlySeat(code: string, answer: Promise<EarlyAnswer<SeatAuth> | null> = sendSeatExchange(code)): void {
  const started: Started<string, EarlyAnswer<SeatAuth>> = { key: code, answer };
  exchange = started;
  void answer.then((a) => {
    started.arrived = a;
    if (a?.status === 200) startReads(a.data);
  });
}

function take<T>(slot: Started<string, T> | null, key: string, arrivedOnly: boolean): Promise<T | null> | T | null | undefined {
  if (!slot || slot.key !== key) return undefined;
  if (arrivedOnly) return slot.arrived;
  return slot.answer;
}

/** The exchange of `code` started early, once (its answer, or null when it could not be sent); undefined when none was started. */
export function takeEarlyExchange(code: string): Promise<EarlyAnswer<SeatAuth> | null> | undefined {
  const answer = take(exchange, code, false) as Promise<EarlyAnswer<SeatAuth> | null> | undefined;
  if (answer) exchange = null;
  return answer;
}

/** The exchange of `code` if its answer has arrived already and `accept`s it (then taken), else undefined. */
export function arrivedEarlyExchange(code: string, accept: (answer: EarlyAnswer<SeatAuth>) => boolean): EarlyAnswer<SeatAuth> | undefined {
  const arrived = take(exchange, code, true) as EarlyAnswer<SeatAuth> | null | undefined;
  if (!arrived || !accept(arrived)) return undefined;
  exchange = null;
  return arrived;
}

/** The reads of seat `seat` started early, once (null when one failed); undefined when none were started. */
export function takeEarlyReads(seat: string): Promise<EarlyReads | null> | undefined {
  const answer = take(reads, seat, false) as Promise<EarlyReads | null> | undefined;
  if (answer) reads = null;
  return answer;
}

/** The reads of seat `seat` if they have all arrived already (then taken), else undefined. */
export function arrivedEarlyReads(seat: string): EarlyReads | undefined {
  const arrived = take(reads, seat, true) as EarlyReads | null | undefined;
  if (!arrived) return undefined;
  reads = null;
  return arrived;
}

/** The seat's open calibration round if its read has arrived already (then taken), else undefined. */
export function arrivedEarlyCalibration<T>(seat: string): T | undefined {
  const arrived = take(calibration, seat, true) as T | null | undefined;
  if (!arrived) return undefined;
  calibration = null;
  return arrived;
}
