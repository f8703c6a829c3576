// Types for scripts/litestream.mjs.
/// <reference types="node" />
import type { ChildProcess } from 'node:child_process';

export declare const LITESTREAM_VERSION: string;
export declare const DATABASES: readonly string[];
export declare const DEFAULT_SYNC_INTERVAL: string;
/** Milliseconds of a Litestream duration ("1s", "250ms"). */
export declare function durationMs(text: string): number;
export declare const CHECKPOINTS: Readonly<{ interval: string; minPages: number; maxPages: number }>;
export declare class LitestreamNotFoundError extends Error {}
export declare function resolveLitestream(env?: NodeJS.ProcessEnv): string;
export interface LitestreamConfig {
  dbs: { path: string; 'checkpoint-interval': string; 'min-checkpoint-page-count': number; 'max-checkpoint-page-count': number; replicas: Record<string, string | boolean>[] }[];
}
export declare function litestreamConfig(opts: { dataDir: string; replicaUrl: string; syncInterval?: string; env?: NodeJS.ProcessEnv }): LitestreamConfig;
export interface Litestream {
  process: ChildProcess;
  config: string;
  output(): string;
  stop(opts?: { signal?: NodeJS.Signals }): Promise<void>;
}
export declare function startLitestream(opts: { dataDir: string; replicaUrl: string; syncInterval?: string; log?: string; env?: NodeJS.ProcessEnv; bin?: string }): Promise<Litestream>;
/** Restores the replica's databases into a new, empty data dir; resolves with the time taken (ms). */
export declare function restoreDataDir(opts: { dataDir: string; replicaUrl: string; env?: NodeJS.ProcessEnv; bin?: string }): Promise<number>;
