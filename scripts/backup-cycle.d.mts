// Types for scripts/backup-cycle.mjs.
export interface Snapshot {
  records: Record<string, Record<string, unknown>[]>;
  files: Record<string, string>;
}
export interface CycleResult {
  counts: { records: number; files: number };
  backupBytes: number;
  wiped: { records: number; files: number };
  /** Differences after restoring in place (none expected). */
  inPlace: string[];
  /** Differences after restoring the downloaded archive on a new, empty PocketBase (none expected). */
  offBox: string[];
}
export declare function snapshot(url: string, token: string): Promise<Snapshot>;
export declare function compare(before: Snapshot, after: Snapshot): string[];
export declare function countOf(snap: Snapshot): { records: number; files: number };
export declare function backupCycle(
  server: { url: string },
  creds?: { email: string; password: string },
  opts?: { log?: (line: string) => void },
): Promise<CycleResult>;
export declare function backupSchedule(url: string, token: string): Promise<{ cron: string; cronMaxKeep: number }>;
