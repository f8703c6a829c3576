// Types for scripts/drill.mjs.
import type { PocketBaseServer, StartPocketBaseOptions } from './lib/index.mjs';
import type { Snapshot } from './backup-cycle.mjs';

export interface DrillWork {
  /** Writer `writer`'s n-th save: the stored record, or null when that writer has nothing left. */
  save(writer: number, n: number): Promise<{ id: string } | null> | null;
  /** The collections the saves write (they may change and grow after the snapshot). */
  touched: string[];
}
export interface DrillOptions {
  prepare(server: PocketBaseServer): Promise<DrillWork>;
  writers?: number;
  /** The machine dies after this many acknowledged saves or this long saving, whichever first. */
  killAfter?: { acks?: number; ms?: number };
  /** Litestream's sync interval ("1s", "250ms"). */
  syncInterval?: string;
  /** false: no Litestream (the drill must then fail). */
  replicate?: boolean;
  creds?: { email: string; password: string };
  log?: (line: string) => void;
  serverOptions?: StartPocketBaseOptions;
}
export interface DrillResult {
  syncIntervalMs: number;
  counts: { records: number; files: number };
  acknowledged: number;
  failedAfterKill: number;
  lost: number;
  /** How long before the kill the earliest lost save was acknowledged (0 when none was lost). */
  lostWindowMs: number;
  lastAckBeforeKillMs: number;
  restoreMs: number;
  startMs: number;
  /** Records missing or changed outside the saves' collections, files missing or different. */
  differences: string[];
  load: number;
}
export declare function runDrill(opts: DrillOptions): Promise<DrillResult>;
export declare function drillDifferences(before: Snapshot, after: Snapshot, touched: string[]): string[];
export declare function lostSaves(acks: { id: string; at: number }[], restoredIds: Set<string>, killedAt: number): { lost: { id: string; at: number }[]; windowMs: number };
