// The board's fallback logic: back-off between polls, merging a fresh document with rows held from
// realtime events, the conditional GET (200, 304 with the ETag, 404 = not public), and the topic's
// messages applied to the held rows (a missed one, or a patch that does not fit, reads the board again).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boardTiming, fetchBoard, followBoard, mergeBoard, nextDelay } from './board';
import type { PatchRow, RowPatch } from '@/lib/rules/boardPatch';
import type { LeaderboardRow } from './snapshot';

const row = (id: string, updated: string) => ({ id, updated }) as LeaderboardRow;

describe('nextDelay', () => {
  const mid = () => 0.5; // no jitter
  it('starts over after a change, backs off 1.5× when unchanged and 2× after a failure, up to the maximum', () => {
    const { baseMs, maxMs } = boardTiming;
    expect(nextDelay(maxMs, 'changed', mid)).toBe(baseMs);
    expect(nextDelay(baseMs, 'unchanged', mid)).toBe(baseMs * 1.5);
    expect(nextDelay(baseMs, 'failed', mid)).toBe(baseMs * 2);
    let d = baseMs;
    for (let i = 0; i < 20; i++) d = nextDelay(d, 'failed', mid);
    expect(d).toBe(maxMs);
    expect(nextDelay(0, 'unchanged', mid)).toBe(baseMs * 1.5);
  });
  it('jitters by ±10 %', () => {
    expect(nextDelay(boardTiming.baseMs, 'changed', () => 0)).toBe(Math.round(boardTiming.baseMs * 0.9));
    expect(nextDelay(boardTiming.baseMs, 'changed', () => 1)).toBe(Math.round(boardTiming.baseMs * 1.1));
  });
});

describe('mergeBoard', () => {
  it('takes the document, keeps a newer row held from an event, drops rows the document no longer has', () => {
    const held = [row('a', '2027-01-01 10:00:02.000Z'), row('b', '2027-01-01 10:00:00.000Z'), row('gone', '2027-01-01 10:00:00.000Z')];
    const fetched = [row('a', '2027-01-01 10:00:01.000Z'), row('b', '2027-01-01 10:00:03.000Z'), row('new', '2027-01-01 10:00:00.000Z')];
    expect(mergeBoard(held, fetched)).toEqual([held[0], fetched[1], fetched[2]]);
    expect(mergeBoard([], fetched)).toEqual(fetched);
  });
});

describe('fetchBoard', () => {
  afterEach(() => vi.restoreAllMocks());
  it('asks conditionally with the held ETag, bypassing the browser cache; 200, 304 and 404', async () => {
    const calls: RequestInit[] = [];
    const answer = (res: Response) => (async (_url: RequestInfo | URL, init?: RequestInit) => (calls.push(init ?? {}), res)) as typeof fetch;
    const ok = await fetchBoard('/b', '', undefined, answer(Response.json({ rows: [row('a', 'x')] }, { headers: { ETag: '"e1"' } })));
    expect(ok).toMatchObject({ status: 'ok', rows: [row('a', 'x')], etag: '"e1"' });
    expect(calls[0]).toMatchObject({ cache: 'no-store', headers: {} });
    const same = await fetchBoard('/b', '"e1"', undefined, answer(new Response(null, { status: 304 })));
    expect(same).toMatchObject({ status: 'unchanged', rows: null, etag: '"e1"' });
    expect(calls[1]).toMatchObject({ headers: { 'If-None-Match': '"e1"' } });
    expect(await fetchBoard('/b', '"e1"', undefined, answer(new Response('{}', { status: 404 })))).toMatchObject({ status: 'hidden', rows: [], etag: '' });
    // The time of the data is the server's answer (a copy kept offline keeps its own Date).
    const kept = await fetchBoard('/b', '', undefined, answer(Response.json({ rows: [] }, { headers: { Date: 'Tue, 24 Nov 2026 10:00:00 GMT' } })));
    expect(kept.at).toBe(Date.parse('2026-11-24T10:00:00Z'));
    await expect(fetchBoard('/b', '', undefined, answer(new Response('', { status: 503 })))).rejects.toThrow('HTTP 503');
  });
});

describe('followBoard', () => {
  const poule = (points: number) => ({ name: 'A', last: null, entries: [{ id: 'a', points }, { id: 'b', points: 0 }] }) as unknown as LeaderboardRow['data'];
  const held = { id: 'r', competition: 'c', poule: 'p', frozen: false, updated: '2027-01-01 10:00:01.000Z', data: poule(1) } as LeaderboardRow;
  const heldRow = held as unknown as PatchRow;
  const patch = (base: string, updated: string, points: number): RowPatch => ({ id: 'r', competition: 'c', poule: 'p', frozen: false, base, updated, set: {}, entries: [{ id: 'a', points }] });

  it('applies the next patch of the held row without reading the board', () => {
    const out = followBoard([held], 4, { seq: 5, action: 'patch', record: patch(held.updated, '2027-01-01 10:00:02.000Z', 7) });
    expect(out.refetch).toBe(false);
    expect(out.seq).toBe(5);
    expect(out.rows[0]!.updated).toBe('2027-01-01 10:00:02.000Z');
    expect(out.rows[0]!.data.entries.map((e) => e.points)).toEqual([7, 0]);
  });

  it('a missed message (a gap in the numbers) reads the board again', () => {
    const out = followBoard([held], 4, { seq: 6, action: 'patch', record: patch(held.updated, '2027-01-01 10:00:02.000Z', 7) });
    expect(out.refetch).toBe(true);
    expect(out.seq).toBe(6);
    expect(followBoard([held], 4, { seq: 6, action: 'delete', record: heldRow }).refetch).toBe(true);
    // A new stream: the first number is taken as it comes.
    expect(followBoard([held], null, { seq: 9, action: 'delete', record: heldRow })).toEqual({ rows: [], seq: 9, refetch: false });
  });

  it('a patch of another version, or of a row not held, reads the board again and keeps the rows', () => {
    const rows = [held];
    const stale = followBoard(rows, 4, { seq: 5, action: 'patch', record: patch('2027-01-01 10:00:00.500Z', '2027-01-01 10:00:02.000Z', 7) });
    expect(stale).toEqual({ rows, seq: 5, refetch: true });
    expect(followBoard([], 4, { seq: 5, action: 'patch', record: patch(held.updated, '2027-01-01 10:00:02.000Z', 7) }).refetch).toBe(true);
  });

  it('a patch the held row is already newer than changes nothing', () => {
    const rows = [held];
    expect(followBoard(rows, 4, { seq: 5, action: 'patch', record: patch('2027-01-01 10:00:00.000Z', '2027-01-01 10:00:00.500Z', 7) })).toEqual({ rows, seq: 5, refetch: false });
  });
});
