import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { configureConnection, getConnection, PROBE_DELAYS_MS, reportOffline, reportReachable, resetConnection } from '@/lib/core/connection';
import { ConnectionBanner } from './ConnectionBanner';

function fakeDeps(over: Partial<{ up: boolean; stream: boolean }> = {}) {
  const world = { up: false, stream: false, ...over };
  const deps = {
    health: vi.fn(async () => world.up),
    realtimeConnected: vi.fn(() => world.stream),
    onRecovered: vi.fn(),
  };
  configureConnection(deps);
  return { world, deps };
}

describe('connection monitor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    resetConnection();
    vi.useRealTimers();
  });

  it('probes the server with the SDK back-off (200 → 2000 ms) and recovers once it answers', async () => {
    const { world, deps } = fakeDeps();
    reportOffline('http');
    expect(getConnection().http).toBe('offline');
    const seen: number[] = [];
    let last = Date.now();
    deps.health.mockImplementation(async () => {
      seen.push(Date.now() - last);
      last = Date.now();
      return world.up;
    });
    await vi.advanceTimersByTimeAsync(200 + 300 + 500 + 1000 + 1200 + 1500 + 2000 + 2000);
    expect(seen).toEqual([...PROBE_DELAYS_MS, 2000]);
    expect(deps.onRecovered).not.toHaveBeenCalled();
    world.up = true;
    await vi.advanceTimersByTimeAsync(2000);
    expect(getConnection().http).toBe('online');
    expect(deps.onRecovered).toHaveBeenCalledTimes(1);
    // Back to normal: no more probes.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(deps.health).toHaveBeenCalledTimes(9);
  });

  it('any answer from the server recovers at once', async () => {
    const { deps } = fakeDeps();
    reportOffline('http');
    reportReachable();
    expect(getConnection()).toEqual({ http: 'online', realtime: 'online' });
    expect(deps.onRecovered).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(deps.health).not.toHaveBeenCalled();
  });

  it('a dropped realtime stream: recovered (and live views refreshed) as soon as the SDK has reconnected', async () => {
    const { world, deps } = fakeDeps({ up: true });
    reportOffline('realtime');
    expect(getConnection().realtime).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1000);
    expect(deps.onRecovered).not.toHaveBeenCalled();
    world.stream = true;
    await vi.advanceTimersByTimeAsync(200);
    expect(getConnection().realtime).toBe('online');
    expect(deps.onRecovered).toHaveBeenCalledTimes(1);
  });

  it('the banner says what is wrong and goes away by itself', async () => {
    const { world } = fakeDeps();
    render(<ConnectionBanner />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    act(() => reportOffline('http'));
    expect(region).toHaveTextContent('The server cannot be reached');
    act(() => reportReachable());
    act(() => reportOffline('realtime'));
    expect(region).toHaveTextContent('Live updates are interrupted');
    world.stream = true;
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(region).toBeEmptyDOMElement();
  });
});
