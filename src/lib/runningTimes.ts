// The live running order of a competition for any page (athlete's enrolments and dashboard, the venue
// screen and its overlay, the public draw tab, the officials' running cells): computed from the public
// board (src/lib/board: the rows carry tatami, start time, the kata's slot and when each couple
// performed), followed like every screen of the board, on the relay when there is one, and a clock
// tick so that a couple running late moves the estimates without any event.
import { useEffect, useMemo, useState } from 'react';
import { boardRows, useBoard } from './board/useBoard';
import type { LeaderboardRow, SnapshotPoule } from './board/snapshot';
import { runningOrder, type RunningOrder } from './domain/runningOrder';

/** How often the estimates are recomputed without an event (a couple beyond its slot pushes the rest). */
export const RUNNING_TICK_MS = 15_000;

/** Date.now(), refreshed every `ms`. */
export function useNow(ms = RUNNING_TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}

/** The running order of the board's poules at `now` (rows written before the running order lack its fields: no slot). */
export function runningOf(poules: readonly SnapshotPoule[], now: number): RunningOrder {
  return runningOrder(
    poules.map((p) => ({
      id: p.id,
      name: p.name,
      tatami: p.tatami ?? 0,
      startsAt: p.startsAt ?? '',
      duration: p.duration ?? 0,
      breaks: p.breaks,
      entries: p.entries.map((e) => ({ id: e.id, enrolment: e.enrolment, order: e.order, performedAt: e.performedAt ?? '', absence: e.absence ?? '', scored: e.scored })),
    })),
    now,
  );
}

/** The live running order of a competition, recomputed on every board change and clock tick. `enabled` false: nothing read (e.g. a competition not yet drawn). */
export function useRunningOrder(competitionId: string, enabled = true): { order: RunningOrder | null; rows: LeaderboardRow[]; now: number; isLoading: boolean } {
  const query = useBoard(competitionId, { select: boardRows, enabled });
  const now = useNow();
  const rows = query.data;
  const order = useMemo(() => (rows ? runningOf(rows.map((r) => r.data), now) : null), [rows, now]);
  return { order, rows: rows ?? [], now, isLoading: query.isLoading };
}
