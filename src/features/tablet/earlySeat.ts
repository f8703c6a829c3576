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

/**
 * One answer started early for a key (a code, a seat), taken once by the page: as its promise, or only
 * when it has arrived already (a first render shows it at once).
 */
function earlySlot<T>() {
  let slot: { key: string; answer: Promise<T | null>; arrived?: T | null } | null = null;
  return {
    start(key: string, answer: Promise<T | null>): void {
      const started: NonNullable<typeof slot> = { key, answer };
      slot = started;
      void answer.then((a) => (started.arrived = a));
    },
    take(key: string): Promise<T | null> | undefined {
      if (slot?.key !== key) return undefined;
      const { answer } = slot;
      slot = null;
      return answer;
    },
    arrived(key: string, accept: (answer: T) => boolean = () => true): T | undefined {
      const arrived = slot?.key === key ? slot.arrived : undefined;
      if (!arrived || !accept(arrived)) return undefined;
      slot = null;
      return arrived;
    },
  };
}

const exchange = earlySlot<EarlyAnswer<SeatAuth>>();
const reads = earlySlot<EarlyReads>();
const calibration = earlySlot<unknown>();

function startReads(auth: SeatAuth): void {
  const info = auth.meta?.seat;
  if (!info?.poule || !info.kata) return;
  const headers = { Accept: 'application/json', Authorization: auth.token };
  const get = async (read: SeatRead) => {
    const a = await fetchJson<unknown>(apiUrl(read.path, read.params), { headers });
    if (!a || a.status !== 200) throw new Error('early read refused');
    return a.data;
  };
  calibration.start(auth.record.id, get(SEAT_CALIBRATION_READ).catch(() => null));
  const r = seatReads(info.poule, auth.record.seat);
  reads.start(
    auth.record.id,
    Promise.all([get(r.poule), get(r.draws), get(r.evaluations), get(kataSheetRead(info.kata))])
      .then(([poule, draws, evaluations, sheets]): EarlyReads => ({ poule, draws, evaluations, sheets }))
      .catch(() => null),
  );
}

/** Keeps the exchange of `code` (the entry sent it) for the page and, when it opens the seat, starts the seat's reads. */
export function startEarlySeat(code: string, answer: Promise<EarlyAnswer<SeatAuth> | null> = sendSeatExchange(code)): void {
  // Kept first: the page that finds the answer arrived also finds the reads started.
  exchange.start(code, answer);
  void answer.then((a) => {
    if (a?.status === 200) startReads(a.data);
  });
}

/** The exchange of `code` started early, once (its answer, or null when it could not be sent); undefined when none was started. */
export const takeEarlyExchange = (code: string) => exchange.take(code);

/** The exchange of `code` if its answer has arrived already and `accept`s it (then taken), else undefined. */
export const arrivedEarlyExchange = (code: string, accept: (answer: EarlyAnswer<SeatAuth>) => boolean) => exchange.arrived(code, accept);

/** The reads of seat `seat` started early, once (null when one failed); undefined when none were started. */
export const takeEarlyReads = (seat: string) => reads.take(seat);

/** The reads of seat `seat` if they have all arrived already (then taken), else undefined. */
export const arrivedEarlyReads = (seat: string) => reads.arrived(seat);

/** The seat's open calibration round if its read has arrived already (then taken), else undefined. */
export const arrivedEarlyCalibration = <T>(seat: string) => calibration.arrived(seat) as T | undefined;
