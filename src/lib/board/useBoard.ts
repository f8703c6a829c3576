// The one way a screen reads the public board (docs/ARCHITECTURE.md "The public board"): the public
// tabs, the venue TV and its stream overlay, the athlete's running times and the officials' running
// cells all hold the same cached board, loaded from the board document (board.ts) and followed on the
// topic `board/{id}`, on the board relay when the document names one (boardStream.ts), polled while
// the stream cannot be held. Each screen picks what it needs from the rows with `select`.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiUrl } from '@/lib/core/apiUrl';
import { refreshQueries } from '@/lib/core/queryClient';
import { useRealtime } from '@/lib/core/realtime';
import type { BoardMessage } from '@/lib/rules/boardPatch';
import { boardTiming, fetchBoard, followBoard, mergeBoard, nextDelay, type Board, type BoardMode } from './board';
import { boardStream } from './boardStream';
import { mergeSnapshot, type LeaderboardRow } from './snapshot';

export const boardKeys = {
  // Under 'results': an official's save refreshes every query of that prefix, the board with it.
  board: (competitionId: string) => ['results', 'snapshot', competitionId] as const,
};

export interface BoardOptions<T> {
  /** What the screen keeps of the board (a stable function: it runs again only when the board changes). */
  select: (board: Board) => T;
  /** false: nothing is read or followed (e.g. a competition not drawn yet). */
  enabled?: boolean;
}

/**
 * The board of a competition and how it is followed (`mode`). Loaded from the board document (one
 * cacheable request), then followed through the realtime topic `board/{id}`; while the stream cannot
 * be held the document is polled with back-off. A screen shows "live" only in `live` mode.
 */
export function useBoard<T>(competitionId: string, { select, enabled = true }: BoardOptions<T>) {
  const client = useQueryClient();
  const key = boardKeys.board(competitionId);
  const on = enabled && !!competitionId;
  // Browsers without server-sent events (and the unit tests' jsdom) poll from the start.
  const [mode, setMode] = useState<BoardMode>(() => (typeof EventSource === 'undefined' ? 'polling' : 'connecting'));
  const delay = useRef(boardTiming.baseMs);
  const query = useQuery({
    queryKey: key,
    enabled: on,
    queryFn: async ({ signal }): Promise<Board> => {
      const held = client.getQueryData<Board>(key);
      try {
        const answer = await fetchBoard(apiUrl(`/api/custom/competitions/${encodeURIComponent(competitionId)}/board`), held?.etag ?? '', signal);
        delay.current = nextDelay(delay.current, answer.status === 'unchanged' ? 'unchanged' : 'changed');
        if (answer.status === 'unchanged' && held) return { ...held, checkedAt: answer.at };
        return { rows: mergeBoard(held?.rows ?? [], answer.rows ?? []), etag: answer.etag, checkedAt: answer.at, ...(answer.live ? { live: answer.live } : {}) };
      } catch (error) {
        delay.current = nextDelay(delay.current, 'failed');
        throw error;
      }
    },
    select,
    refetchInterval: () => (mode === 'polling' ? delay.current : false),
  });
  // Live: an evaluation rewrites its poule's row only; each event patches the held rows (no reload,
  // no refetch) unless a message was missed or a patch does not fit the held row: then the board is
  // read once. Every (re)connect of the stream makes the board live again; coming back from polling
  // (or a reconnect), what happened meanwhile is read once. The stream is followed once the document
  // has said where (boardStream.ts); on a relay, the first connect reads the document again too
  // (the messages between that read and the subscription went by). Two screens of one page on the
  // same board both receive each message: the second finds its patch applied and leaves the rows.
  const relay = client.getQueryData<Board>(key)?.live;
  const stream = boardStream(relay);
  const current = useRef<BoardMode>('connecting');
  const seq = useRef<number | null>(null);
  const to = useCallback((next: BoardMode) => {
    current.current = next;
    setMode(next);
  }, []);
  const live = () => {
    seq.current = null;
    if (current.current !== 'connecting' || relay) void refreshQueries(client, key);
    to('live');
  };
  useRealtime(
    [
      {
        topic: `board/${competitionId}`,
        onEvent: (event) => {
          const message = event as BoardMessage;
          const held = client.getQueryData<Board>(key);
          if (!held) {
            if (typeof message.seq === 'number') seq.current = message.seq;
            return;
          }
          const next = followBoard(held.rows, seq.current, message);
          seq.current = next.seq;
          if (next.rows !== held.rows) client.setQueryData<Board>(key, { ...held, rows: next.rows });
          if (next.refetch) void refreshQueries(client, key);
        },
      },
      { topic: 'PB_CONNECT', onEvent: live },
    ],
    // Subscribed on a stream that was already up (its PB_CONNECT came before us).
    { client: stream, enabled: on && (query.data !== undefined || query.isError), onSubscribed: () => stream.realtime.isConnected && live() },
  );
  // No stream yet (blocked, buffered) or a dropped one: poll meanwhile; PB_CONNECT ends it.
  useEffect(() => {
    if (typeof EventSource === 'undefined' || !on) return;
    to('connecting');
    const grace = setTimeout(() => {
      if (current.current === 'connecting' && !stream.realtime.isConnected) to('polling');
    }, boardTiming.streamGraceMs);
    const watch = setInterval(() => {
      if (current.current === 'live' && !stream.realtime.isConnected) to('polling');
    }, boardTiming.watchMs);
    return () => {
      clearTimeout(grace);
      clearInterval(watch);
    };
  }, [competitionId, to, stream, on]);
  return { ...query, mode };
}

/** The rows of the board, as the server wrote them (one per published poule). */
export const boardRows = (b: Board): LeaderboardRow[] => b.rows;

const toSnapshot = (b: Board) => ({ ...mergeSnapshot(b.rows), checkedAt: b.checkedAt, live: b.live });

/**
 * The public snapshot of a competition: its rows merged into poules, standings per category and the
 * couple scored last (empty without a published poule), with when the server was last asked.
 */
export function useSnapshot(competitionId: string) {
  return useBoard(competitionId, { select: toSnapshot });
}
