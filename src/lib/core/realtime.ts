// Following PocketBase realtime topics from a component, in one place: subscribed when the component
// mounts (or the topics change), unsubscribed when it unmounts, and a subscription that resolves after
// the unmount is undone at once. Events are handed to the latest callbacks, so a view may pass new
// closures on every render without subscribing again; only a change of topic or options resubscribes.
//
//   useRealtime([recordTopic<Message>('messages', '*', (e) => refresh(e.record), { filter })], { enabled: open });
//
// Without server-sent events (jsdom in the unit tests, very old browsers) nothing is subscribed: the
// views read again on their next visit or poll. A failed subscription is not an error for the user
// either: the connection banner (connection.ts) reports a stream that cannot be held.
import { useEffect, useRef } from 'react';
import { afterFirstPaint, isFirstPaintDone } from './firstPaint';
import type { RecordSubscription, SendOptions } from 'pocketbase';
import { pb } from './pocketbase';

export interface RealtimeTopic {
  /** 'collection/*', 'collection/<record id>', a custom topic ('board/<id>') or 'PB_CONNECT' (every (re)connect). */
  topic: string;
  /** Query parameters of the subscription (a record topic's filter, fields…); part of its identity. */
  options?: Record<string, string>;
  onEvent: (event: unknown) => void;
}

/** The part of a PocketBase client this hook uses (the SPA's `pb`, or the judge tablet's own client). */
export interface RealtimeClient {
  realtime: { subscribe(topic: string, callback: (data: unknown) => void, options?: SendOptions): Promise<() => Promise<void>> };
}

export interface RealtimeOptions {
  /** false: nothing is subscribed (and what was is undone). */
  enabled?: boolean;
  client?: RealtimeClient;
  /** Once every subscription of this set is in place. */
  onSubscribed?: () => void;
  /** The stream came back after the subscriptions were in place: events may have been missed meanwhile. */
  onReconnect?: () => void;
}

/** A topic of a collection's records ('*' or a record id), with the record types of the schema. */
export function recordTopic<T>(collection: string, topic: string, onEvent: (event: RecordSubscription<T>) => void, options?: Record<string, string>): RealtimeTopic {
  return { topic: `${collection}/${topic}`, options, onEvent: onEvent as (event: unknown) => void };
}

export function useRealtime(topics: readonly RealtimeTopic[], { enabled = true, client = pb, onSubscribed, onReconnect }: RealtimeOptions = {}): void {
  const latest = useRef({ topics, onSubscribed, onReconnect });
  useEffect(() => {
    latest.current = { topics, onSubscribed, onReconnect };
  });
  const wantsReconnect = !!onReconnect;
  // The identity of the subscriptions: topics and options, in order (callbacks are not part of it).
  const key = enabled ? JSON.stringify(topics.map((t) => [t.topic, t.options ?? null])) : '';

  useEffect(() => {
    if (!key || typeof EventSource === 'undefined') return;
    let active = true;
    let inPlace = false;
    const unsubscribes: Array<() => Promise<void>> = [];
    const keep = (pending: Promise<() => Promise<void>>): Promise<void> =>
      pending.then(
        (unsubscribe) => {
          if (active) unsubscribes.push(unsubscribe);
          else void unsubscribe().catch(() => undefined);
        },
        () => undefined,
      );
    const subscribe = () => {
      if (!active) return;
      const specs = JSON.parse(key) as Array<[string, Record<string, string> | null]>;
      const pending = specs.map(([topic, options], i) =>
        keep(client.realtime.subscribe(topic, (event) => active && latest.current.topics[i]?.onEvent(event), options ?? undefined)),
      );
      if (wantsReconnect) {
        pending.push(keep(client.realtime.subscribe('PB_CONNECT', () => active && inPlace && latest.current.onReconnect?.())));
      }
      void Promise.all(pending).then(() => {
        if (!active) return;
        inPlace = true;
        latest.current.onSubscribed?.();
      });
    };
    // The stream opens once the page has painted (its first screen's requests and paint go first);
    // after that at once, in the commit, so that a view handing a topic over finds it in place.
    if (isFirstPaintDone()) subscribe();
    else void afterFirstPaint().then(subscribe);
    return () => {
      active = false;
      // Undone after the commit's new effects: a view that hands a topic over to the next one (an
      // enrolments page to the dashboard, both following the same inquiries) then adds its listener
      // to a subscription still in place. Undone first, the client would post the subscriptions
      // without the topic and again with it, and the server may take the two posts in either order,
      // leaving the new view without its events.
      queueMicrotask(() => unsubscribes.forEach((unsubscribe) => void unsubscribe().catch(() => undefined)));
    };
  }, [client, key, wantsReconnect]);
}
