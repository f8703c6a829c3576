// The public board document (GET /api/custom/competitions/{id}/board, pb_hooks/board.pb.js): the
// competition's public leaderboard rows in one cacheable answer with an ETag. The public tabs load it,
// then follow the realtime topic `board/{id}`; when the stream cannot be held (a proxy that blocks or
// buffers server-sent events, the hall's wifi) they poll it with back-off instead. Pure apart from
// fetchBoard, whose fetch is injectable.
import { applyPatch, type BoardMessage, type PatchRow, type RowPatch } from '@/lib/rules/boardPatch';
import { applyRowEvent, type LeaderboardRow } from './snapshot';

/** What the public tabs hold: the rows, the ETag they came with and when the server was last asked. */
export interface Board {
  rows: LeaderboardRow[];
  etag: string;
  /** ms since epoch of the last answer (200 or 304) from the server. */
  checkedAt: number;
  /** The board relay whose stream carries the board (boardStream.ts), when the server has one. */
  live?: string;
}

/** How the board is followed: waiting for the stream, live through it, or polling the document. */
export type BoardMode = 'connecting' | 'live' | 'polling';

/** Timings of the fallback (mutable for tests). */
export const boardTiming = {
  /** Without a stream after this long, the board is polled meanwhile (the SDK keeps trying). */
  streamGraceMs: 4000,
  /** How often a live page checks the stream is still up. */
  watchMs: 2000,
  /** First poll delay, and again after a change. */
  baseMs: 5000,
  /** Longest delay between polls. */
  maxMs: 30000,
};

export type PollOutcome = 'changed' | 'unchanged' | 'failed';

/**
 * The next delay between polls: back to the base when the board changed (a competition under way
 * changes often), 1.5× when unchanged, 2× after a failure, never above the maximum. ±10 % jitter so
 * a hall of phones that lost the stream together do not poll in step.
 */
export function nextDelay(previous: number, outcome: PollOutcome, random: () => number = Math.random): number {
  const { baseMs, maxMs } = boardTiming;
  const raw = outcome === 'changed' ? baseMs : Math.min(maxMs, Math.max(baseMs, previous) * (outcome === 'failed' ? 2 : 1.5));
  return Math.round(raw * (0.9 + 0.2 * random()));
}

/**
 * The board after a fresh document: its rows, except that a row held in a newer version (a realtime
 * event newer than a cached copy of the document) is kept. Rows missing from the document are gone.
 */
export function mergeBoard(held: readonly LeaderboardRow[], fetched: readonly LeaderboardRow[]): LeaderboardRow[] {
  const byId = new Map(held.map((r) => [r.id, r]));
  return fetched.map((r) => {
    const mine = byId.get(r.id);
    return mine && mine.updated > r.updated ? mine : r;
  });
}

export interface BoardAnswer {
  /** 'unchanged' on 304 (rows null), 'hidden' when the competition is not public (404). */
  status: 'ok' | 'unchanged' | 'hidden';
  rows: LeaderboardRow[] | null;
  etag: string;
  /** When the server answered (its Date header): a copy kept by a service worker keeps its own time. */
  at: number;
  /** The board relay named by the document (200 only). */
  live?: string;
}

/**
 * GET the board document, conditionally when an ETag is held. The browser's own cache is bypassed
 * (`no-store`): the page keeps the rows and revalidates itself, a shared cache in front still answers.
 */
export async function fetchBoard(url: string, etag: string, signal?: AbortSignal, doFetch: typeof fetch = fetch): Promise<BoardAnswer> {
  const res = await doFetch(url, { headers: etag ? { 'If-None-Match': etag } : {}, cache: 'no-store', signal });
  const at = Date.parse(res.headers.get('Date') ?? '') || Date.now();
  if (res.status === 304) return { status: 'unchanged', rows: null, etag, at };
  if (res.status === 404) return { status: 'hidden', rows: [], etag: '', at };
  if (!res.ok) throw new Error(`board: HTTP ${res.status}`);
  const body = (await res.json()) as { rows: LeaderboardRow[]; live?: string };
  return { status: 'ok', rows: body.rows, etag: res.headers.get('ETag') ?? '', at, ...(body.live ? { live: body.live } : {}) };
}

/** The rows after one message of the topic `board/{id}`, the number it carried, and whether to read the board again. */
export interface Followed {
  rows: LeaderboardRow[];
  seq: number | null;
  refetch: boolean;
}

/**
 * Applies one message of the board's topic to the held rows. The topic numbers its messages: a number
 * that does not follow the last one (`lastSeq`, null on a new stream) means one was missed, and the
 * board is read again. A patch applies to the version of its row it names; a row held in another
 * version (or not held) is read again, unless it is already newer than the patch.
 */
export function followBoard(rows: readonly LeaderboardRow[], lastSeq: number | null, message: BoardMessage): Followed {
  const seq = typeof message.seq === 'number' ? message.seq : lastSeq;
  const missed = typeof message.seq === 'number' && lastSeq !== null && message.seq !== lastSeq + 1;
  if (message.action !== 'patch') {
    return { rows: applyRowEvent(rows, message.action, message.record as unknown as LeaderboardRow), seq, refetch: missed };
  }
  const patch = message.record as RowPatch;
  const i = rows.findIndex((r) => r.id === patch.id);
  const held = i < 0 ? undefined : rows[i]!;
  if (held && held.updated >= patch.updated) return { rows: rows as LeaderboardRow[], seq, refetch: missed };
  const next = held ? applyPatch(held as unknown as PatchRow, patch) : null;
  if (!next) return { rows: rows as LeaderboardRow[], seq, refetch: true };
  const out = [...rows];
  out[i] = next as unknown as LeaderboardRow;
  return { rows: out, seq, refetch: missed };
}
