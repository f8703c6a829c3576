import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, renderHook, waitFor } from '@testing-library/react';
import { recordTopic, useRealtime, type RealtimeClient, type RealtimeTopic } from './realtime';

/** A stand-in for the SDK's realtime service: records who is subscribed and can fire events. */
function fakeClient() {
  const live = new Map<number, { topic: string; options: unknown; callback: (data: unknown) => void }>();
  let next = 0;
  let release: (() => void) | null = null;
  const subscribe = vi.fn((topic: string, callback: (data: unknown) => void, options?: unknown) => {
    const id = next++;
    const settle = () => live.set(id, { topic, options, callback });
    // Like the SDK's, unsubscribing takes a round trip: the listener goes a moment later.
    const unsubscribe = vi.fn(async () => {
      await Promise.resolve();
      live.delete(id);
    });
    if (!release) {
      settle();
      return Promise.resolve(unsubscribe);
    }
    // Held: the subscription resolves when the test releases it.
    const held = release;
    return new Promise<() => Promise<void>>((resolve) => {
      release = () => {
        held();
        settle();
        resolve(unsubscribe);
      };
    });
  });
  const client: RealtimeClient = { realtime: { subscribe } };
  return {
    client,
    subscribe,
    topics: () => [...live.values()].map((s) => s.topic).sort(),
    fire: (topic: string, data: unknown) => [...live.values()].filter((s) => s.topic === topic).forEach((s) => s.callback(data)),
    hold: () => {
      release = () => undefined;
    },
    release: () => {
      const r = release;
      release = null;
      r?.();
    },
  };
}

describe('useRealtime', () => {
  beforeEach(() => vi.stubGlobal('EventSource', class {}));
  afterEach(() => vi.unstubAllGlobals());

  it('subscribes once however often the view renders, with the latest callback', async () => {
    const fake = fakeClient();
    const seen: string[] = [];
    const { rerender } = renderHook(({ label }: { label: string }) => useRealtime([{ topic: 'issues/*', onEvent: () => seen.push(label) }], { client: fake.client }), {
      initialProps: { label: 'first' },
    });
    await waitFor(() => expect(fake.topics()).toEqual(['issues/*']));
    rerender({ label: 'second' });
    rerender({ label: 'third' });
    fake.fire('issues/*', {});
    expect(fake.subscribe).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['third']);
  });

  it('unsubscribes on unmount and hands no event over afterwards', async () => {
    const fake = fakeClient();
    const onEvent = vi.fn();
    const { unmount } = renderHook(() => useRealtime([{ topic: 'issues/*', onEvent }], { client: fake.client }));
    await waitFor(() => expect(fake.topics()).toEqual(['issues/*']));
    unmount();
    fake.fire('issues/*', {});
    expect(onEvent).not.toHaveBeenCalled();
    await waitFor(() => expect(fake.topics()).toEqual([]));
  });

  it('hands a topic from one view to the next without a moment unsubscribed', async () => {
    // The SDK posts the subscriptions whenever a topic loses its last listener or gains its first:
    // undone before the next view subscribes, the topic would be posted away and back, and the
    // server may take those posts in either order. The next view's subscription comes first.
    const fake = fakeClient();
    const order: string[] = [];
    const topics = [{ topic: 'inquiries/*', onEvent: () => undefined }];
    const Enrolments = () => (useRealtime(topics, { client: fake.client }), null);
    const Dashboard = () => (useRealtime(topics, { client: fake.client }), null);
    const { rerender } = render(<Enrolments />);
    await waitFor(() => expect(fake.topics()).toEqual(['inquiries/*']));
    const first = (await fake.subscribe.mock.results[0]!.value) as ReturnType<typeof vi.fn>;
    first.mockImplementation(async () => void order.push('unsubscribed'));
    fake.subscribe.mockImplementationOnce(() => {
      order.push('subscribed');
      return Promise.resolve(vi.fn(async () => undefined));
    });
    // One page gives way to the next in a single commit.
    rerender(<Dashboard />);
    await waitFor(() => expect(order).toEqual(['subscribed', 'unsubscribed']));
  });

  it('undoes a subscription that resolves after the unmount', async () => {
    const fake = fakeClient();
    fake.hold();
    const { unmount } = renderHook(() => useRealtime([{ topic: 'issues/*', onEvent: () => undefined }], { client: fake.client }));
    expect(fake.subscribe).toHaveBeenCalledTimes(1);
    unmount();
    fake.release();
    await waitFor(() => expect(fake.topics()).toEqual([]));
  });

  it('resubscribes when a topic or its options change, not otherwise', async () => {
    const fake = fakeClient();
    const topics = (issue: string, filter: string): RealtimeTopic[] => [recordTopic('messages', '*', () => undefined, { filter }), recordTopic('issues', issue, () => undefined)];
    const { rerender } = renderHook(({ issue, filter }) => useRealtime(topics(issue, filter), { client: fake.client }), { initialProps: { issue: 'a', filter: 'issue = "a"' } });
    await waitFor(() => expect(fake.topics()).toEqual(['issues/a', 'messages/*']));
    rerender({ issue: 'a', filter: 'issue = "a"' });
    expect(fake.subscribe).toHaveBeenCalledTimes(2);
    rerender({ issue: 'b', filter: 'issue = "b"' });
    await waitFor(() => expect(fake.topics()).toEqual(['issues/b', 'messages/*']));
    expect(fake.subscribe).toHaveBeenCalledTimes(4);
    expect(fake.subscribe.mock.calls.map((c) => c[2])).toEqual([{ filter: 'issue = "a"' }, undefined, { filter: 'issue = "b"' }, undefined]);
  });

  it('subscribes nothing while disabled, and unsubscribes when disabled', async () => {
    const fake = fakeClient();
    const { rerender } = renderHook(({ enabled }) => useRealtime([{ topic: 'issues/*', onEvent: () => undefined }], { client: fake.client, enabled }), { initialProps: { enabled: false } });
    expect(fake.subscribe).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await waitFor(() => expect(fake.topics()).toEqual(['issues/*']));
    rerender({ enabled: false });
    await waitFor(() => expect(fake.topics()).toEqual([]));
  });

  it('reports a reconnect only once the subscriptions are in place', async () => {
    const fake = fakeClient();
    const onReconnect = vi.fn();
    const onSubscribed = vi.fn();
    fake.hold();
    renderHook(() => useRealtime([{ topic: 'enrolments/*', onEvent: () => undefined }], { client: fake.client, onReconnect, onSubscribed }));
    fake.release();
    // The first connect arrives while the subscriptions are still being submitted.
    fake.fire('PB_CONNECT', {});
    await waitFor(() => expect(onSubscribed).toHaveBeenCalledTimes(1));
    expect(fake.topics()).toEqual(['PB_CONNECT', 'enrolments/*']);
    expect(onReconnect).not.toHaveBeenCalled();
    fake.fire('PB_CONNECT', {});
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('subscribes nothing without server-sent events', () => {
    vi.stubGlobal('EventSource', undefined);
    const fake = fakeClient();
    renderHook(() => useRealtime([{ topic: 'issues/*', onEvent: () => undefined }], { client: fake.client }));
    expect(fake.subscribe).not.toHaveBeenCalled();
  });
});
