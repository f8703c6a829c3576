// Types for scripts/build-hook-rules.mjs.
export declare const HOOK_RULES: { source: string; target: string }[];
/** The hook library (CommonJS for goja) compiled from one rules source under src/lib/rules/. */
export declare function compileHookRules(source: string): string;
