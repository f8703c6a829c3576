// Types for scripts/permission-matrix.mjs.
export type Actor = 'anonymous' | 'owner' | 'athlete' | 'organizer' | 'organizer2' | 'commissioner' | 'admin' | 'seat';
export declare const ACTORS: readonly Actor[];
export declare const ACTOR_LABELS: Readonly<Record<Actor, string>>;
export interface MatrixOp {
  op: string;
  label?: string;
  note?: string;
  allow: readonly Actor[];
}
export interface MatrixEntry {
  collection: string;
  target: string;
  ops: readonly MatrixOp[];
}
export declare const MATRIX: readonly MatrixEntry[];
export declare function renderMarkdown(matrix?: readonly MatrixEntry[]): string;
export declare const DOC_PATH: string;
