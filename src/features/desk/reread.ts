// Two saves of one enrolment close together (two desks, or a desk and its athlete) can commit in the
// other order than their `updated` stamps say: PocketBase stamps a save before it waits for the
// database's write lock. Keeping the row with the newest stamp (api.ts `patch`) could then keep the
// state that lost. So when a change arrives within STAMP_RACE_MS of the state the desk holds, the desk
// reads the row again once the saves have settled and takes what is stored, whatever its stamp. A
// change arriving while that read is under way makes it read again: the last read follows the last save.
import { toDate } from '@/lib/core/format';

/** Saves whose stamps lie closer than this may have committed in either order. */
export const STAMP_RACE_MS = 1000;
/** How long after the last close change the row is read again. */
export const SETTLE_MS = 300;

/** Whether two `updated` stamps are close enough for their saves to have committed in either order. */
export function stampsClose(a: string | undefined, b: string | undefined): boolean {
  const x = toDate(a)?.getTime();
  const y = toDate(b)?.getTime();
  return x !== undefined && y !== undefined && Math.abs(x - y) < STAMP_RACE_MS;
}

export interface Rereader {
  /** A change of row `id` arrived; `close`: its stamp lies within STAMP_RACE_MS of the row held. */
  changed(id: string, close: boolean): void;
  stop(): void;
}

/**
 * Reads a row again (`read`) after close changes and hands what is stored to `apply`. A failed read
 * is left alone: the next change, or the refresh after a reconnect, brings the row again.
 */
export function createRereader<T>(read: (id: string) => Promise<T>, apply: (id: string, stored: T) => void, settleMs = SETTLE_MS): Rereader {
  const rows = new Map<string, { timer?: ReturnType<typeof setTimeout>; reading: boolean; changedSinceRead: boolean }>();
  let stopped = false;

  const schedule = (id: string) => {
    const row = rows.get(id);
    if (!row) return;
    clearTimeout(row.timer);
    row.timer = setTimeout(() => void run(id), settleMs);
  };

  const run = async (id: string) => {
    const row = rows.get(id);
    if (!row) return;
    row.timer = undefined;
    row.reading = true;
    row.changedSinceRead = false;
    try {
      const stored = await read(id);
      if (!stopped && !row.changedSinceRead) apply(id, stored);
    } catch {
      // the next change or the reconnect's refresh repairs the row
    } finally {
      row.reading = false;
      // No read is scheduled while one is under way: a change during it asks for the next one here.
      if (row.changedSinceRead && !stopped) schedule(id);
      else rows.delete(id);
    }
  };

  return {
    changed(id, close) {
      if (stopped) return;
      const row = rows.get(id);
      if (row) {
        row.changedSinceRead = true;
        if (!row.reading) schedule(id);
        return;
      }
      if (!close) return;
      rows.set(id, { reading: false, changedSinceRead: false });
      schedule(id);
    },
    stop() {
      stopped = true;
      for (const row of rows.values()) clearTimeout(row.timer);
      rows.clear();
    },
  };
}
