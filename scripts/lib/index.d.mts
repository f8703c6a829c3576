// Types for scripts/lib/index.mjs, so that TypeScript (tests/, e2e/) can import the helpers.
/// <reference types="node" />
import type { ChildProcess } from 'node:child_process';

export { resolvePocketBase, PocketBaseNotFoundError, ROOT, POCKETBASE_VERSION, MIGRATIONS_DIR, HOOKS_DIR } from '../pocketbase.mjs';

export declare function parseDotEnv(text: string): Record<string, string>;
/** Loads the repo's .env (or `file`) into `env` without overriding what is set; returns the keys taken. */
export declare function loadDotEnv(file?: string, env?: NodeJS.ProcessEnv): string[];

export declare function freePort(host?: string): Promise<number>;
export declare function portInUse(port: number, host?: string): Promise<boolean>;
export declare function sleep(ms: number): Promise<void>;
export declare function waitForHttp(url: string, opts?: { timeoutMs?: number; intervalMs?: number; isDead?: () => boolean }): Promise<void>;

export declare function track<T extends ChildProcess>(child: T): T;
export declare function isRunning(child: ChildProcess): boolean;
/** SIGTERM, then SIGKILL after `timeoutMs` (default 5000); resolves when the child has exited. */
export declare function stopProcess(child: ChildProcess | null | undefined, opts?: { timeoutMs?: number; signal?: NodeJS.Signals }): Promise<void>;
/** Calls onOrphaned once when this process's parent goes away (polls every intervalMs). Returns a cancel function. */
export declare function watchParent(onOrphaned: () => void, intervalMs?: number): () => void;
export declare function prefixLines(stream: NodeJS.ReadableStream, prefix: string, write?: (s: string) => void): void;

export interface Credentials {
  email: string;
  password: string;
}
export declare const TEST_SUPERUSER: Readonly<Credentials>;

export interface MailSettings {
  host: string;
  port: number | string;
  tls?: boolean;
  username?: string;
  password?: string;
  /** meta.appURL: the public URL used in mail links. */
  appURL?: string;
  senderAddress?: string;
  senderName?: string;
}

export interface StartPocketBaseOptions {
  /** Data dir; default a fresh temp dir that stop() removes. */
  dataDir?: string;
  /** Remove the data dir on stop (default: only when it is a temp dir). */
  removeDataDir?: boolean;
  /** Default: a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Serve these static files (the built SPA, dist/) with index fallback. */
  publicDir?: string;
  indexFallback?: boolean;
  /** Default false (with watching on, a hook file that throws is only logged and skipped). */
  hooksWatch?: boolean;
  /** Raise the soft open-file limit to the hard one before PocketBase starts (each realtime stream holds one). */
  raiseFdLimit?: boolean;
  /** PocketBase dev mode (every SQL statement logged): only `npm run dev`; off otherwise, explicitly. */
  dev?: boolean;
  migrationsDir?: string;
  hooksDir?: string;
  /** Name of the env var holding the 32-char settings encryption key. */
  encryptionEnv?: string;
  /** Extra env for PocketBase (the settings migration reads SMTP_*, APP_URL, MAIL_SENDER_*). */
  env?: Record<string, string | undefined>;
  /** Superuser to upsert before serving; default TEST_SUPERUSER; false: none (then `migrate up` runs). */
  superuser?: Credentials | false;
  /** false: PATCH settings to turn PocketBase's rate limits off after start (fast test setup). */
  rateLimits?: boolean;
  /** false: PocketBase keeps no request logs (test servers). */
  requestLogs?: boolean;
  /** PATCH the SMTP settings (and appURL) after start. */
  mail?: MailSettings;
  /** 'silent' (default, output kept for output()), 'inherit', or a line prefix such as '[pocketbase] '. */
  log?: string;
  /** Health wait, default 30000 ms. */
  timeoutMs?: number;
  stopTimeoutMs?: number;
  /** Extra `serve` args. */
  args?: string[];
  bin?: string;
}

export interface PocketBaseServer {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  dataDir: string;
  bin: string;
  process: ChildProcess;
  superuser: Credentials | null;
  /** Everything PocketBase printed so far (hook errors show up here). */
  output(): string;
  /** A cached superuser auth token (for the Authorization header). */
  superuserToken(): Promise<string>;
  /** SIGTERM (SIGKILL after a timeout), then removes a temp data dir. Idempotent. */
  stop(): Promise<void>;
}

/** Upserts the superuser (creating it, or resetting its password) and waits for GET /api/health. */
export declare function startPocketBase(opts?: StartPocketBaseOptions): Promise<PocketBaseServer>;
/** `pocketbase superuser upsert` (applies pending migrations first). */
export declare function upsertSuperuser(opts: Credentials & { dataDir: string; env?: NodeJS.ProcessEnv; bin?: string; migrationsDir?: string; hooksDir?: string; encryptionEnv?: string }): Promise<void>;
export declare function migrateUp(opts: { dataDir: string; env?: NodeJS.ProcessEnv; bin?: string; migrationsDir?: string; hooksDir?: string; encryptionEnv?: string }): Promise<string>;
export declare function superuserToken(url: string, email: string, password: string): Promise<string>;
export declare function patchSettings(url: string, token: string, patch: Record<string, unknown>): Promise<Record<string, unknown>>;
export declare function getSettings(url: string, token: string): Promise<Record<string, any>>;
export declare function configureMail(url: string, token: string, mail: MailSettings): Promise<Record<string, unknown>>;
export declare function mailEnv(opts: { host: string; port: number | string; appURL?: string }): Record<string, string>;

export interface CaughtMail {
  id: string;
  subject: string;
  html?: string;
  text?: string;
  time: string;
  from: { address: string; name?: string }[];
  to: { address: string; name?: string }[];
  [key: string]: unknown;
}
export declare class MailCatcherClient {
  constructor(webUrl: string);
  readonly url: string;
  list(): Promise<CaughtMail[]>;
  get(id: string): Promise<CaughtMail>;
  clear(): Promise<void>;
  to(address: string): Promise<CaughtMail[]>;
  waitFor(opts?: { to?: string; subject?: string | RegExp; after?: Date | number; timeoutMs?: number; intervalMs?: number }): Promise<CaughtMail>;
}
export declare function linksOf(mail: CaughtMail): string[];
export interface MailCatcher {
  smtpHost: string;
  smtpPort: number;
  webPort: number;
  /** Web UI and REST API. */
  url: string;
  client: MailCatcherClient;
  stop(): Promise<void>;
}
export declare function startMailCatcher(opts?: { host?: string; smtpPort?: number; webPort?: number; silent?: boolean }): Promise<MailCatcher>;

export interface RelayServer extends PocketBaseServer {
  /** The key the main server and the relay share. */
  key: string;
  /** What the main server needs: BOARD_RELAY_URL, BOARD_RELAY_KEY, BOARD_RELAY_PUBLIC_URL. */
  env: { BOARD_RELAY_URL: string; BOARD_RELAY_KEY: string; BOARD_RELAY_PUBLIC_URL: string };
}
/** The board relay's hooks dir (pb_hooks/relay). */
export declare const RELAY_HOOKS_DIR: string;
/** Starts a board relay (a second PocketBase holding the public board's streams). */
export declare function startRelay(opts?: { host?: string; port?: number; key?: string; publicUrl?: string; dataDir?: string; bin?: string; log?: string; raiseFdLimit?: boolean }): Promise<RelayServer>;

/** The nginx binary (NGINX_BIN, the usual paths, then PATH), or null. */
export declare function nginxBinary(): string | null;
/** nginx as the documented reverse proxy in front of `origin` on a free loopback port (temp config). */
export declare function startNginx(o: { origin: string }): Promise<{ url: string; stop(): Promise<void> }>;
