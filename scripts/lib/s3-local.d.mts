// Types for scripts/lib/s3-local.mjs.
export interface S3Local {
  url: string;
  root: string;
  /** "METHOD /bucket/key?query" of every request, in order. */
  requests: string[];
  stop(): Promise<void>;
}
export declare function startS3Local(opts: { root: string }): Promise<S3Local>;
