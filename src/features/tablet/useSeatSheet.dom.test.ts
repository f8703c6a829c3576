// The tablet's data layer against a fake seat server: the seat's data is read once when the tablet
// opens, a sheet the server saved goes into the cache (neither the save nor its realtime echo reads the
// seat again), and a sheet leaves the outbox once the server has answered for it, kept while offline.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ClientResponseError } from 'pocketbase';
import type { AnyMark } from '@/features/results/scoring';
import type { SeatRecord } from './seatClient';

type Body = { draw: string; marks: AnyMark[] };
const fake = vi.hoisted(() => ({
  reads: 0,
  saves: 0,
  refuse: null as null | { status: number },
  topics: [] as Array<{ topic: string; onEvent: (event: unknown) => void }>,
}));

vi.mock('./seatClient', async (original) => {
  const real = await original<typeof import('./seatClient')>();
  const collection = () => ({
    create: async (body: Body) => {
      if (fake.refuse) throw new ClientResponseError({ url: '/api/collections/evaluations/records', ...fake.refuse, response: { message: 'refused', data: {} } });
      fake.saves++;
      return { id: 'ev1', draw: body.draw, judge: 1, marks: body.marks, returned: false, updated: '2026-11-28 10:00:00.000Z' };
    },
  });
  const seatPb = {
    // The seat (a read of it), then its poule, couples, sheets and the kata's sheet.
    send: async (path: string) => {
      if (path.startsWith('/api/collections/poules/')) return { id: 'p1', kata: 'nage-no-kata', name: 'A', phase: 'group', judges: 3 };
      if (path === '/api/collections/draws/records') return { items: [{ id: 'd1', order: 1, validated: false }] };
      if (path.startsWith('/api/collections/')) return { items: [] };
      fake.reads++;
      return { judge: 'j1', judgeName: 'Judge 1', competition: 'c1', tatami: 1, poule: 'p1' };
    },
    collection,
    filter: (raw: string) => raw,
  };
  return { ...real, seatPb };
});
vi.mock('./useHeartbeat', () => ({ useHeartbeat: () => undefined }));
vi.mock('@/lib/core/realtime', () => ({
  recordTopic: (collection: string, topic: string, onEvent: (event: unknown) => void) => ({ topic: `${collection}/${topic}`, onEvent }),
  useRealtime: (topics: typeof fake.topics) => {
    fake.topics = topics;
  },
}));

const { useSeatSheet } = await import('./useSeatSheet');
const seat: SeatRecord = { id: 'seat1', competition: 'c1', tatami: 1, seat: 1, judge: 'j1', expires: '' };
const marks = [{ v: 8 }] as unknown as AnyMark[];

const ended = () => undefined;
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

function open(client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } })) {
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  return renderHook(({ onEnded }) => useSeatSheet(seat, onEnded), { wrapper, initialProps: { onEnded: ended } });
}

beforeEach(() => {
  Object.assign(fake, { reads: 0, saves: 0, refuse: null, topics: [] });
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('useSeatSheet', () => {
  it('reads the seat once when the tablet opens', async () => {
    const { result } = open();
    await waitFor(() => expect(result.current.data.data?.poule?.id).toBe('p1'));
    await settled();
    expect(fake.reads).toBe(1);
  });

  it('opened again with the seat data fresh in the cache, does not read it again', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    const first = open(client);
    await waitFor(() => expect(first.result.current.data.data).toBeTruthy());
    first.unmount();
    const { result } = open(client);
    expect(result.current.data.data?.poule?.id).toBe('p1');
    await settled();
    expect(fake.reads).toBe(1);
  });

  it('neither re-sends nor reads again when the page passes a new callback', async () => {
    const { result, rerender } = open();
    await waitFor(() => expect(result.current.data.data).toBeTruthy());
    rerender({ onEnded: () => undefined });
    await settled();
    expect(fake.reads).toBe(1);
  });

  it('puts a saved sheet into the cache: neither the save nor its echo reads the seat again', async () => {
    const { result } = open();
    await waitFor(() => expect(result.current.data.data).toBeTruthy());
    await act(() => result.current.send('d1', marks, undefined));
    expect(fake.saves).toBe(1);
    expect(result.current.outbox).toEqual({});
    expect(result.current.data.data?.evaluations.map((e) => e.id)).toEqual(['ev1']);
    const echo = fake.topics.find((t) => t.topic === 'evaluations/*');
    act(() => echo?.onEvent({ action: 'create', record: result.current.data.data?.evaluations[0] }));
    await settled();
    expect(fake.reads).toBe(1);
  });

  it('keeps a sheet in the outbox while offline, and drops one the server refused for good', async () => {
    const { result } = open();
    await waitFor(() => expect(result.current.data.data).toBeTruthy());
    fake.refuse = { status: 0 };
    await act(() => result.current.send('d1', marks, undefined));
    expect(Object.keys(result.current.outbox)).toEqual(['d1']);
    expect(Object.keys(JSON.parse(localStorage.getItem('kata_seat_outbox:seat1') ?? '{}'))).toEqual(['d1']);
    fake.refuse = { status: 400 };
    await act(() => result.current.send('d1', marks, undefined));
    expect(result.current.outbox).toEqual({});
    expect(JSON.parse(localStorage.getItem('kata_seat_outbox:seat1') ?? '{}')).toEqual({});
  });
});
