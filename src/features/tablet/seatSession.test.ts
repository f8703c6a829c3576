import { describe, expect, it } from 'vitest';
import { pendingSheets, sessionEnd } from './seatSession';

const failure = (status: number, data: Record<string, unknown> = {}) => ({ url: '/api/x', status, response: { status, message: 'x', data } });

describe('sessionEnd', () => {
  it("names the server's reason for refusing the seat's token", () => {
    expect(sessionEnd(failure(401, { seat: { code: 'seat_code_expired', message: '' } }))).toBe('seat_code_expired');
    expect(sessionEnd(failure(401, { seat: { code: 'seat_session_replaced', message: '' } }))).toBe('seat_session_replaced');
    expect(sessionEnd(failure(401, { seat: { code: 'seat_session_ended', message: '' } }))).toBe('seat_session_ended');
  });
  it('any other 401 ends the session too; other failures do not', () => {
    expect(sessionEnd(failure(401))).toBe('seat_session_ended');
    expect(sessionEnd(failure(400, { judge: { code: 'evaluation_sent', message: '' } }))).toBeNull();
    expect(sessionEnd(failure(403))).toBeNull();
    expect(sessionEnd(failure(0))).toBeNull();
    expect(sessionEnd(new Error('boom'))).toBeNull();
  });
});

describe('pendingSheets', () => {
  it("counts the sheets of every seat's outbox on the device, nothing else", () => {
    const items: Record<string, string> = {
      'kata_seat_outbox:s1': JSON.stringify({ d1: { judge: 1, marks: [] }, d2: { judge: 1, marks: [] } }),
      'kata_seat_outbox:s2': JSON.stringify({ d3: { judge: 2, marks: [] } }),
      'kata_seat_outbox:s3': '{not json',
      'kata_seat_draft:s1:d9': JSON.stringify([{ small: 1 }]),
    };
    const keys = Object.keys(items);
    const storage = { length: keys.length, key: (i: number) => keys[i] ?? null, getItem: (k: string) => items[k] ?? null };
    expect(pendingSheets(storage, 'kata_seat_outbox:')).toBe(3);
  });
});
