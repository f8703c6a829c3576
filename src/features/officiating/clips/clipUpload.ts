// Sends what waits in the device's outbox of clips (clipStore.ts), in order: the clip's record
// (its id chosen on the device, so a retry after a lost answer finds it instead of making a second
// one), then its chunks one by one, then its end. Each step is removed from the device only once
// the server has it; a network failure stops the round and the next round starts over where it
// stopped. A refusal with a field error (the server will never take it) marks the clip `refused`
// and keeps it on the device.
import { ClientResponseError } from 'pocketbase';
import { pb } from '@/lib/core/pocketbase';
import { fieldErrorsOf } from '@/lib/core/fieldErrors';
import { allClips, chunksOf, deleteChunk, deleteClip, putClip, type StoredClip } from './clipStore';

/** A new record id as PocketBase makes them: 15 lower-case letters or digits. */
export function newClipId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(crypto.getRandomValues(new Uint8Array(15)), (b) => alphabet[b % alphabet.length]).join('');
}

/** Whether the server already holds what a failed request tried to store (its answer was lost). */
async function exists(collection: string, filter: string): Promise<boolean> {
  try {
    return (await pb.collection(collection).getList(1, 1, { filter })).totalItems > 0;
  } catch {
    return false;
  }
}

/** A refusal the server will repeat (a field error or a forbidden write), as opposed to a failure to reach it. */
function refusal(err: unknown): string | null {
  if (!(err instanceof ClientResponseError) || err.status === 0 || err.status >= 500 || err.status === 429) return null;
  const fields = fieldErrorsOf(err);
  const first = Object.values(fields)[0];
  return first?.code ?? `http_${err.status}`;
}

async function sendClip(clip: StoredClip): Promise<boolean> {
  if (!clip.created) {
    try {
      await pb.collection('clips').create({ id: clip.id, draw: clip.draw, mimeType: clip.mimeType, startedAt: clip.startedAt, sentAt: new Date().toISOString() });
    } catch (err) {
      if (!(await exists('clips', pb.filter('id = {:id}', { id: clip.id })))) {
        const code = refusal(err);
        if (code) await putClip({ ...clip, refused: code });
        return false;
      }
    }
    clip = { ...clip, created: true };
    await putClip(clip);
  }
  for (const chunk of await chunksOf(clip.id)) {
    const form = new FormData();
    form.append('clip', clip.id);
    form.append('index', String(chunk.index));
    form.append('file', chunk.blob, `${String(chunk.index).padStart(3, '0')}.${clip.mimeType.startsWith('video/mp4') ? 'mp4' : 'webm'}`);
    try {
      await pb.collection('clip_chunks').create(form);
    } catch (err) {
      if (!(await exists('clip_chunks', pb.filter('clip = {:c} && index = {:i}', { c: clip.id, i: chunk.index })))) {
        const code = refusal(err);
        if (code) await putClip({ ...clip, refused: code });
        return false;
      }
    }
    await deleteChunk(clip.id, chunk.index);
  }
  if (clip.finish) {
    if (!clip.finishSent) {
      try {
        await pb.collection('clips').update(clip.id, { finished: true, durationMs: clip.finish.durationMs, chunks: clip.finish.chunks });
      } catch (err) {
        const code = refusal(err);
        if (code) await putClip({ ...clip, refused: code });
        return false;
      }
    }
    // Everything of a finished clip is on the server: nothing of it stays on the device.
    await deleteClip(clip.id);
  }
  return true;
}

async function round(): Promise<void> {
  for (const clip of await allClips()) {
    if (clip.refused) continue;
    if (!(await sendClip(clip))) break;
  }
}

let running: Promise<void> | null = null;
let next: Promise<void> | null = null;

/**
 * One round over the outbox, never two at once. A call during a round is answered by one more
 * round after it (shared by every call meanwhile): the round under way read the outbox before what
 * the call brings (the recording's last chunk, its end), which would otherwise wait for the next
 * trigger, seconds after the stop.
 */
export function drainClips(): Promise<void> {
  if (!running) {
    running = round().finally(() => {
      running = null;
    });
    return running;
  }
  const again = () => {
    next = null;
    return drainClips();
  };
  next ??= running.then(again, again);
  return next;
}
