// The recording device's outbox of clips: every chunk MediaRecorder hands over is written to
// IndexedDB before it is sent, and removed only once the server has it. A dropped connection, a
// slow upload or a reload loses nothing: what waits on the device is sent when the screen runs
// again (like the judges' marks waiting on their tablets). IndexedDB, not localStorage: chunks are
// binary and a kata weighs tens of megabytes.
const DB = 'kata_clips';
const VERSION = 1;

/** A clip as the device knows it: `created` once the server has the record, `finish` once stopped. */
export interface StoredClip {
  id: string;
  draw: string;
  mimeType: string;
  /** The device's clock when recording started (ISO). */
  startedAt: string;
  created: boolean;
  /** Set when the recording stopped; `finishSent` once the server has it. */
  finish?: { durationMs: number; chunks: number };
  finishSent?: boolean;
  /** The server refused a part of this clip (a field error): kept on the device, not retried. */
  refused?: string;
}

export interface StoredChunk {
  clip: string;
  index: number;
  blob: Blob;
}

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains('clips')) db.createObjectStore('clips', { keyPath: 'id' });
      if (!db.objectStoreNames.contains('chunks')) db.createObjectStore('chunks', { keyPath: ['clip', 'index'] });
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => {
      opening = null;
      reject(req.error ?? new Error('indexedDB'));
    };
  });
  return opening;
}

function done<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('indexedDB'));
  });
}

async function store(name: 'clips' | 'chunks', mode: IDBTransactionMode) {
  return (await open()).transaction(name, mode).objectStore(name);
}

export async function putClip(clip: StoredClip): Promise<void> {
  await done((await store('clips', 'readwrite')).put(clip));
}
export async function getClip(id: string): Promise<StoredClip | undefined> {
  return (await done((await store('clips', 'readonly')).get(id))) as StoredClip | undefined;
}
export async function allClips(): Promise<StoredClip[]> {
  return (await done((await store('clips', 'readonly')).getAll())) as StoredClip[];
}
export async function deleteClip(id: string): Promise<void> {
  await done((await store('clips', 'readwrite')).delete(id));
}
export async function putChunk(chunk: StoredChunk): Promise<void> {
  await done((await store('chunks', 'readwrite')).put(chunk));
}
/** The chunks of a clip still on the device, in order. */
export async function chunksOf(clip: string): Promise<StoredChunk[]> {
  const range = IDBKeyRange.bound([clip, 0], [clip, Number.MAX_SAFE_INTEGER]);
  return (await done((await store('chunks', 'readonly')).getAll(range))) as StoredChunk[];
}
export async function deleteChunk(clip: string, index: number): Promise<void> {
  await done((await store('chunks', 'readwrite')).delete([clip, index]));
}
/**
 * What waits on this device to be sent, all clips together: each chunk, and the end of each stopped
 * recording (the server learns from it that the clip is whole).
 */
export async function waitingPieces(): Promise<number> {
  const chunks = await done((await store('chunks', 'readonly')).count());
  const ends = (await allClips()).filter((c) => c.finish && !c.refused).length;
  return chunks + ends;
}
