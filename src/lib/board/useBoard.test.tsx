// Every screen of the board on one client: the running order (venue TV, overlay, athlete's running
// times) and the public tabs' snapshot read the same board document once, follow the topic
// `board/{id}` on the relay the document names (never a `leaderboards` subscription), and a patch
// on that stream moves the running order like the leaderboard.
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor, act } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw';
import { diffRow, type PatchRow } from '@/lib/rules/boardPatch';
import { useRunningOrder } from '@/lib/runningTimes';
import { boardRows, useBoard, useSnapshot } from './useBoard';
import type { LeaderboardRow } from './snapshot';

/** The stream clients asked for, by relay URL ('' = the portal's own), each a stand-in that can fire topic messages. */
const streams = vi.hoisted(() => {
  const byUrl = new Map<string, { topics: Map<string, (data: unknown) => void>; realtime: { isConnected: boolean; subscribe: (topic: string, cb: (data: unknown) => void) => Promise<() => Promise<void>> } }>();
  return {
    byUrl,
    of(url: string) {
      let s = byUrl.get(url);
      if (!s) {
        const topics = new Map<string, (data: unknown) => void>();
        s = {
          topics,
          realtime: {
            isConnected: true,
            subscribe: (topic, cb) => {
              topics.set(topic, cb);
              return Promise.resolve(async () => void topics.delete(topic));
            },
          },
        };
        byUrl.set(url, s);
      }
      return s;
    },
  };
});
vi.mock('./boardStream', () => ({ boardStream: (live: string | undefined) => streams.of(live ?? '') }));

const RELAY = 'https://relay.example.test';
const T0 = Date.parse('2027-03-10T09:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString().replace('T', ' ');

/** One published poule on tatami 1 from T0, 8-minute slots, couples d1 and d2 still to perform. */
function row(performed = ''): LeaderboardRow {
  const entry = (id: string, order: number, performedAt: string) => ({
    id, enrolment: `e${id}`, order, tori: `Tori ${id}`, uke: `Uke ${id}`, clubs: '', scored: !!performedAt, points: performedAt ? 510 : 0, rank: performedAt ? 1 : 0,
    forgotten: 0, big: 0, medium: 0, small: 0, judgeTotals: [], performedAt,
  });
  return {
    id: 'l1', competition: 'c1', poule: 'p1', frozen: false, updated: performed ? '2027-03-10 09:03:00.000Z' : '2027-03-10 08:00:00.000Z',
    data: {
      id: 'p1', circuit: 'o', circuitName: 'Open', circuitOrder: 1, kata: 'nage-no-kata', name: 'A', phase: 'group', judges: 3, seed: 'S',
      tatami: 1, startsAt: iso(T0), duration: 480, last: null,
      entries: [entry('d1', 1, performed), entry('d2', 2, '')],
    },
  };
}

function wrapper(qc: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
}

describe('the board client', () => {
  let reads: string[];
  let plainRows: number;
  beforeEach(() => {
    vi.stubGlobal('EventSource', class {});
    streams.byUrl.clear();
    reads = [];
    plainRows = 0;
    server.use(
      http.get('*/api/custom/competitions/c1/board', ({ request }) => {
        reads.push(request.url);
        return HttpResponse.json({ rows: [row()], live: RELAY }, { headers: { ETag: '"v1"' } });
      }),
      // The second path this client replaced: nothing may read the rows there.
      http.get('*/api/collections/leaderboards/records', () => {
        plainRows++;
        return HttpResponse.json({ page: 1, perPage: 30, totalItems: 0, totalPages: 0, items: [] });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('the running order and the snapshot share one board, followed on the relay: a patch moves both', async () => {
    const qc = new QueryClient();
    const { result } = renderHook(() => ({ running: useRunningOrder('c1'), snapshot: useSnapshot('c1') }), { wrapper: wrapper(qc) });
    await waitFor(() => expect(result.current.running.order?.byDraw.get('d2')).toBeDefined());
    expect(result.current.snapshot.data?.data.poules.map((p) => p.id)).toEqual(['p1']);
    // The second slot on the tatami: after d1's 8 minutes.
    expect(result.current.running.order?.byDraw.get('d2')?.planned).toBe(T0 + 8 * 60_000);
    // The topic is followed on the relay the document names, not on the portal's stream.
    await waitFor(() => expect(streams.byUrl.get(RELAY)?.topics.has('board/c1')).toBe(true));
    expect(streams.byUrl.get('')?.topics.size ?? 0).toBe(0);

    // d1 performed at 09:03: one patch on the relay's stream.
    const before = row();
    const after = row('2027-03-10 09:03:00.000Z');
    const patch = diffRow(before.data as unknown as PatchRow['data'], before.updated, after as unknown as PatchRow);
    const follow = streams.byUrl.get(RELAY)!.topics.get('board/c1')!;
    act(() => follow({ seq: 1, action: 'patch', record: patch }));
    await waitFor(() => expect(result.current.running.order?.byDraw.get('d1')?.performed).toBe(true));
    expect(result.current.snapshot.data?.data.standings[0]?.rows[0]).toMatchObject({ draw: 'd1', points: 510, position: 1 });
    expect(plainRows).toBe(0);
  });

  it('reads nothing while disabled', async () => {
    const qc = new QueryClient();
    const { result } = renderHook(() => useBoard('c1', { select: boardRows, enabled: false }), { wrapper: wrapper(qc) });
    await act(async () => undefined);
    expect(result.current.data).toBeUndefined();
    expect(reads).toEqual([]);
    expect([...streams.byUrl.values()].every((s) => s.topics.size === 0)).toBe(true);
  });
});
