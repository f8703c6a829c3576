// Time limits of the e2e suite are safety nets against hangs, never assertions about speed. On a
// machine with few cores the browsers, PocketBase and the runner share them, and every step takes
// longer: the limits grow with E2E_TIME_FACTOR (default 2 on up to 2 cores, else 1).
import { availableParallelism } from 'node:os';

export const TIME_FACTOR: number = Number(process.env.E2E_TIME_FACTOR) || (availableParallelism() <= 2 ? 2 : 1);

/** A time limit in ms, scaled for this machine. */
export function scaled(ms: number): number {
  return Math.round(ms * TIME_FACTOR);
}
