// Types of sse.mjs for the TypeScript tests that open realtime streams with it.

export interface Subscriber {
  clientId: string;
  close(): Promise<void>;
}

/** Opens GET /api/realtime, posts the subscriptions and calls onEvent for every message (receivedAt: performance.now()). */
export declare function subscribe(url: string, opts: { token?: string; topics: string[]; onEvent: (topic: string, data: string, receivedAt: number) => void }): Promise<Subscriber>;

/** The topic string the JS SDK builds for collection.subscribe(id, cb, { filter }). */
export declare function topic(collection: string, recordId: string, query?: Record<string, string>): string;
