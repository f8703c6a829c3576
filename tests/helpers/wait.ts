// The one way the integration tests wait for something that has no event to await (a mail caught
// by maildev, a line in a server's output, a process's memory settling, a server-side delay running
// out): ask again until the answer comes. The limit is a safety net against a hang, never a measure;
// an error thrown by `check` ends the wait at once.

export interface WaitOptions {
  /** Give up after this long (default 10 s). */
  timeoutMs?: number;
  /** Between two looks (default 50 ms). */
  intervalMs?: number;
  /** What the error says on giving up: a text or a function that tells the state at that moment. */
  message?: string | (() => string);
}

type Found<T> = Exclude<T, undefined | null | false>;

/**
 * Calls `check` until it returns something other than undefined, null or false, and returns that.
 * Throws once `timeoutMs` has passed without it.
 */
export async function waitUntil<T>(check: () => T | Promise<T>, opts: WaitOptions = {}): Promise<Found<T>> {
  const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== null && value !== false) return value as Found<T>;
    if (Date.now() > deadline) {
      const message = typeof opts.message === 'function' ? opts.message() : opts.message;
      throw new Error(`timed out waiting${message ? `: ${message}` : ''}`);
    }
    await new Promise((ok) => setTimeout(ok, opts.intervalMs ?? 50));
  }
}
