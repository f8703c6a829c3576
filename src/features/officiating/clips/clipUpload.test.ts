// The outbox's rounds: what reaches the outbox while a round is sending goes in a round right after
// it, not at the next trigger (the recorder's 5 s timer): a recording's last chunk and its end are
// on the server as soon as the uploads allow after the stop.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredChunk, StoredClip } from './clipStore';

const store = vi.hoisted(() => ({ clips: new Map<string, StoredClip>(), chunks: new Map<string, StoredChunk>() }));
const server = vi.hoisted(() => ({ calls: [] as string[], hold: null as null | { reached: () => void; release: Promise<void> } }));

vi.mock('./clipStore', () => ({
  allClips: async () => [...store.clips.values()],
  putClip: async (clip: StoredClip) => void store.clips.set(clip.id, clip),
  deleteClip: async (id: string) => void store.clips.delete(id),
  chunksOf: async (clip: string) => [...store.chunks.values()].filter((c) => c.clip === clip).sort((a, b) => a.index - b.index),
  deleteChunk: async (clip: string, index: number) => void store.chunks.delete(`${clip}/${index}`),
}));

vi.mock('@/lib/core/pocketbase', () => ({
  pb: {
    filter: (raw: string) => raw,
    collection: (name: string) => ({
      create: async (body: FormData | Record<string, unknown>) => {
        server.calls.push(body instanceof FormData ? `${name} ${String(body.get('index'))}` : `${name} create`);
        const hold = server.hold;
        if (hold) {
          server.hold = null;
          hold.reached();
          await hold.release;
        }
        return {};
      },
      update: async (_id: string, body: Record<string, unknown>) => {
        server.calls.push(`${name} finished=${String(body.finished)} chunks=${String(body.chunks)}`);
        return {};
      },
      getList: async () => ({ totalItems: 0 }),
    }),
  },
}));

const { drainClips } = await import('./clipUpload');

const clip = (over: Partial<StoredClip> = {}): StoredClip => ({ id: 'clip00000000001', draw: 'draw00000000001', mimeType: 'video/webm', startedAt: new Date(0).toISOString(), created: true, ...over });
const putChunk = (index: number) => store.chunks.set(`clip00000000001/${index}`, { clip: 'clip00000000001', index, blob: new Blob([new Uint8Array([index])]) });

describe('the outbox of clips', () => {
  beforeEach(() => {
    store.clips.clear();
    store.chunks.clear();
    server.calls = [];
    server.hold = null;
  });

  it('sends what arrives during a round in one more round after it, with no other trigger', async () => {
    store.clips.set('clip00000000001', clip());
    putChunk(0);
    // The first chunk's upload is slow: the round is still sending when the recording stops.
    let release!: () => void;
    const reached = new Promise<void>((ok) => (server.hold = { reached: ok, release: new Promise<void>((r) => (release = r)) }));
    const first = drainClips();
    await reached;
    // The stop: the last chunk and the clip's end are written to the outbox, and a round is asked for.
    putChunk(1);
    store.clips.set('clip00000000001', clip({ finish: { durationMs: 4000, chunks: 2 } }));
    const after = drainClips();
    // Asked again meanwhile: the same round after, not a third.
    expect(drainClips()).toBe(after);
    release();
    await first;
    await after;
    expect(server.calls).toEqual(['clip_chunks 0', 'clip_chunks 1', 'clips finished=true chunks=2']);
    expect(store.clips.size + store.chunks.size).toBe(0);
  });

  it('runs one round when nothing is under way', async () => {
    store.clips.set('clip00000000001', clip({ created: false, finish: { durationMs: 2000, chunks: 1 } }));
    putChunk(0);
    await drainClips();
    expect(server.calls).toEqual(['clips create', 'clip_chunks 0', 'clips finished=true chunks=1']);
    expect(store.clips.size).toBe(0);
  });
});
