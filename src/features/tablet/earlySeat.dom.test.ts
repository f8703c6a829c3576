// A tablet opened from its QR code: the entry's exchange of the code and the seat's reads started with
// its token are each taken once by the page (openSeat, then the seat's data and its calibration round);
// a refused code reaches the page as the SDK's error, a failed read is asked again the usual way.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { arrivedEarlyCalibration, arrivedEarlyReads, startEarlySeat, takeEarlyReads } from './earlySeat';
import { closeSeat, lastSessionEnd, openSeat, seatOpenedEarly, seatPb } from './seatClient';

const SEAT = { id: 'seat1', competition: 'c1', tatami: 1, seat: 2, judge: 'j1', expires: '' };
const INFO = { judge: 'j1', judgeName: 'Judge 1', competition: 'c1', tatami: 1, poule: 'p1', kata: 'nage-no-kata' };

let calls: Array<{ url: string; method: string; auth: string | null; body?: unknown }> = [];
let answers: Record<string, { status: number; body: unknown }> = {};

function answerOf(url: string) {
  const path = new URL(url).pathname;
  return answers[path] ?? { status: 200, body: { items: [] } };
}

beforeEach(() => {
  calls = [];
  answers = { '/api/custom/seats/auth': { status: 200, body: { token: 'seat-token', record: SEAT, meta: { seat: INFO } } } };
  localStorage.clear();
  seatPb.authStore.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      calls.push({ url, method: init.method ?? 'GET', auth: headers.get('Authorization'), body: init.body ? JSON.parse(String(init.body)) : undefined });
      const { status, body } = answerOf(url);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a tablet opened from its QR code', () => {
  it("exchanges the code at once, then reads the seat's poule, couples, sheets, kata and round with its token, each taken once", async () => {
    startEarlySeat('ABCD1234');
    await settle();
    expect(calls[0]).toMatchObject({ method: 'POST', body: { code: 'ABCD1234', device: expect.stringMatching(/^[0-9a-f]{32}$/) } });
    const reads = calls.slice(1).map((c) => new URL(c.url).pathname);
    expect(reads).toEqual(expect.arrayContaining(['/api/custom/seats/calibration', '/api/collections/poules/records/p1', '/api/collections/draws/records', '/api/collections/evaluations/records', '/api/collections/kata_sheets/records']));
    expect(calls.slice(1).every((c) => c.auth === 'seat-token')).toBe(true);
    // The seat's own sheets only: its number in the filter.
    expect(decodeURIComponent(calls.find((c) => c.url.includes('/evaluations/'))?.url ?? '')).toContain('judge = 2');

    // Another code's page takes nothing; this code's page opens the seat without asking again.
    expect(seatOpenedEarly('OTHER')).toBeNull();
    expect(seatOpenedEarly('ABCD1234')).toEqual(SEAT);
    expect(seatPb.authStore.token).toBe('seat-token');
    expect(seatOpenedEarly('ABCD1234')).toBeNull();

    expect(arrivedEarlyCalibration('seat1')).toEqual({ items: [] });
    expect(arrivedEarlyCalibration('seat1')).toBeUndefined();
    expect(arrivedEarlyReads('other')).toBeUndefined();
    expect(Object.keys(arrivedEarlyReads('seat1') ?? {})).toEqual(['poule', 'draws', 'evaluations', 'sheets']);
    expect(await takeEarlyReads('seat1')).toBeUndefined();
    expect(calls).toHaveLength(6);
  });

  it("gives the page a refused code as the SDK's error, with the server's reason, and reads nothing", async () => {
    answers['/api/custom/seats/auth'] = { status: 400, body: { message: 'Wrong code.', data: { code: { code: 'seat_code_invalid', message: 'Wrong code.' } } } };
    startEarlySeat('WRONG');
    await settle();
    expect(seatOpenedEarly('WRONG')).toBeNull();
    await expect(openSeat('WRONG')).rejects.toMatchObject({ status: 400, response: { data: { code: { code: 'seat_code_invalid' } } } });
    expect(calls).toHaveLength(1);
  });

  it('leaves a failed read to the page, which asks again', async () => {
    answers['/api/collections/draws/records'] = { status: 500, body: {} };
    startEarlySeat('ABCD1234');
    await settle();
    expect(seatOpenedEarly('ABCD1234')).toEqual(SEAT);
    expect(arrivedEarlyReads('seat1')).toBeUndefined();
    expect(await takeEarlyReads('seat1')).toBeNull();
  });
});

describe("why a tablet's session ended", () => {
  it('outlives a reload until a seat opens again; leaving the seat says nothing', async () => {
    closeSeat('seat_session_replaced');
    expect(lastSessionEnd()).toBe('seat_session_replaced');
    // The code screen of a reloaded tablet reads it from the device, not from memory.
    expect(localStorage.getItem('kata_seat_ended')).toBe('seat_session_replaced');
    await openSeat('ABCD1234');
    expect(lastSessionEnd()).toBeNull();
    closeSeat('seat_code_expired');
    closeSeat();
    expect(lastSessionEnd()).toBeNull();
    localStorage.setItem('kata_seat_ended', 'anything');
    expect(lastSessionEnd()).toBeNull();
  });
});
