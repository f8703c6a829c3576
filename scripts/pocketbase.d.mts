// Types for scripts/pocketbase.mjs (importable from TypeScript: `import { resolvePocketBase } from '../scripts/pocketbase.mjs'`).
export declare const ROOT: string;
export declare const POCKETBASE_VERSION: string;
export declare const MIGRATIONS_DIR: string;
export declare const HOOKS_DIR: string;
export declare class PocketBaseNotFoundError extends Error {}
/** Absolute path of the PocketBase executable: $POCKETBASE_BIN, else the npm package (Linux x64); throws PocketBaseNotFoundError otherwise. */
export declare function resolvePocketBase(env?: NodeJS.ProcessEnv): string;
/** Whether `file` exists and may be executed. */
export declare function isExecutable(file: string): boolean;
/** The args `npm run pocketbase -- <args>` passes on: adds --dir/--migrationsDir/--hooksDir (and --publicDir dist for serve). */
export declare function repoArgs(args: string[], env?: NodeJS.ProcessEnv): string[];
