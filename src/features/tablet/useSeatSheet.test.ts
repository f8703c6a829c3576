// The tablet's cache takes the seat's own saved sheets as the server returned them, so a save (and its
// realtime echo) is not read back; a sheet the cache cannot place asks for a new read.
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { cacheSheet, type SeatData, type SeatEvaluation } from './useSeatSheet';

const key = ['judge', 'seat1'];
const sheet = (over: Partial<SeatEvaluation>): SeatEvaluation => ({ id: 'ev1', draw: 'd1', judge: 1, marks: [], total: 170, returned: false, updated: '2026-11-28 10:00:00.000Z', ...over }) as SeatEvaluation;
const data = (evaluations: SeatEvaluation[]): SeatData => ({
  poule: { id: 'p1', kata: 'nage-no-kata', name: 'A', phase: 'group', judges: 3 },
  competition: 'c1',
  tatami: 1,
  draws: [{ id: 'd1' }, { id: 'd2' }] as SeatData['draws'],
  evaluations,
  sheet: null,
  judge: '',
  judgeName: '',
});

describe('cacheSheet', () => {
  it('adds a sheet of a couple of the poule, and replaces the one of the same couple', () => {
    const client = new QueryClient();
    client.setQueryData(key, data([sheet({ id: 'old', draw: 'd1', returned: true })]));
    expect(cacheSheet(client, key, sheet({ id: 'ev1', draw: 'd1' }))).toBe(true);
    expect(cacheSheet(client, key, sheet({ id: 'ev2', draw: 'd2' }))).toBe(true);
    expect(client.getQueryData<SeatData>(key)?.evaluations.map((e) => [e.id, e.draw, e.returned])).toEqual([
      ['ev1', 'd1', false],
      ['ev2', 'd2', false],
    ]);
  });

  it('leaves the cache as it is for its own echo (same record, same update)', () => {
    const client = new QueryClient();
    const cached = data([sheet({})]);
    client.setQueryData(key, cached);
    expect(cacheSheet(client, key, sheet({}))).toBe(true);
    expect(client.getQueryData(key)).toBe(cached);
  });

  it('asks for a new read when nothing is cached or the couple is of another poule', () => {
    const client = new QueryClient();
    expect(cacheSheet(client, key, sheet({}))).toBe(false);
    client.setQueryData(key, data([]));
    expect(cacheSheet(client, key, sheet({ draw: 'elsewhere' }))).toBe(false);
  });
});
