// Two saves of one enrolment whose stamps invert their commit order: the desk ends on what is stored.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRereader, SETTLE_MS, stampsClose } from './reread';

describe('stampsClose', () => {
  it('is true within a second either way, false beyond or without a stamp', () => {
    expect(stampsClose('2026-11-23 10:00:00.000Z', '2026-11-23 10:00:00.001Z')).toBe(true);
    expect(stampsClose('2026-11-23 10:00:00.999Z', '2026-11-23 10:00:00.000Z')).toBe(true);
    expect(stampsClose('2026-11-23 10:00:00.000Z', '2026-11-23 10:00:01.000Z')).toBe(false);
    expect(stampsClose(undefined, '2026-11-23 10:00:00.000Z')).toBe(false);
    expect(stampsClose('', '2026-11-23 10:00:00.000Z')).toBe(false);
  });
});

describe('createRereader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A server whose stored state the test sets; each read answers when the test says. */
  function server() {
    let stored = 'first';
    const pending: Array<() => void> = [];
    const read = vi.fn(
      (id: string) =>
        new Promise<string>((resolve) => {
          pending.push(() => resolve(`${id}:${stored}`));
        }),
    );
    return { read, store: (s: string) => (stored = s), answer: () => pending.shift()?.() };
  }

  it('reads a row again once close changes have settled, and applies what is stored', async () => {
    const s = server();
    const apply = vi.fn();
    const r = createRereader(s.read, apply);
    r.changed('a', true);
    r.changed('a', false); // a second change within the settling time: still one read
    await vi.advanceTimersByTimeAsync(SETTLE_MS - 1);
    expect(s.read).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(s.read).toHaveBeenCalledTimes(1);
    s.store('stored');
    s.answer();
    await vi.runAllTimersAsync();
    expect(apply).toHaveBeenCalledExactlyOnceWith('a', 'a:stored');
  });

  it('does nothing for a change far from the row held', async () => {
    const s = server();
    const r = createRereader(s.read, vi.fn());
    r.changed('a', false);
    await vi.runAllTimersAsync();
    expect(s.read).not.toHaveBeenCalled();
  });

  it('a change during the read makes it read again; only the last read is applied', async () => {
    const s = server();
    const apply = vi.fn();
    const r = createRereader(s.read, apply);
    r.changed('a', true);
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    r.changed('a', false); // another save while the first read is under way
    s.answer(); // answered with the state before that save
    await vi.advanceTimersByTimeAsync(0);
    expect(apply).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(s.read).toHaveBeenCalledTimes(2);
    s.store('last');
    s.answer();
    await vi.runAllTimersAsync();
    expect(apply).toHaveBeenCalledExactlyOnceWith('a', 'a:last');
  });

  it('a failed read is left alone, and nothing runs after stop', async () => {
    const apply = vi.fn();
    const failing = createRereader(() => Promise.reject(new Error('offline')), apply);
    failing.changed('a', true);
    await vi.runAllTimersAsync();
    expect(apply).not.toHaveBeenCalled();

    const s = server();
    const r = createRereader(s.read, apply);
    r.changed('b', true);
    r.stop();
    await vi.runAllTimersAsync();
    expect(s.read).not.toHaveBeenCalled();
  });
});
