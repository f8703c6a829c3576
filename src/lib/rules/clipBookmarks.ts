// Video review bookmarks: where on a couple's recording each technique was performed, from when the
// judges marked it, and which techniques split the panel. Pure (the SPA imports it; the server does
// not need it).
//
// Clocks. A tablet's times (`first`, `last` in the marks' trail, see trail.ts) are on its own clock;
// the server stamps `received` when an item's current mark arrives. A mark reaches the server after
// it was last changed, so for every item `received − last` is the tablet's clock offset plus the
// delay of that send; the smallest of them over the sheet is the best estimate of the offset (the
// send with the least delay). The recording device is corrected the same way: the clip's `created`
// (server) minus its `sentAt` (device, when it sent the record).
import type { Trail } from './trail';

/** One recorder timeslice: the device sends a piece of the recording every 2 s. */
export const CLIP_CHUNK_MS = 2000;
/** Pieces per recording: 8 minutes of 2 s pieces, a 6-minute kata with the call and the bow. */
export const CLIP_MAX_CHUNKS = 240;
/**
 * The longest recording the server records as such: a browser's timeslices run a little over their
 * 2 s (2.03 s measured in Chromium), so 240 of them last about 487 s; 10 minutes leaves room for
 * that drift and for the last piece, whatever the browser.
 */
export const CLIP_MAX_MS = 600_000;

/**
 * What the recorder does with the piece numbered `index` (0-based): keep it; keep it and stop, as
 * it is the last the server takes before its bound (stopping hands over one more piece, the rest of
 * the recording, so the stop is asked one piece early); or drop it, past the bound.
 */
export function chunkFate(index: number): 'keep' | 'stop' | 'drop' {
  if (index >= CLIP_MAX_CHUNKS) return 'drop';
  return index >= CLIP_MAX_CHUNKS - 2 ? 'stop' : 'keep';
}

/** The replay starts this long before the panel's time of the technique. */
export const BOOKMARK_LEAD_MS = 3000;

/**
 * A technique splits the panel when its marks lie at least this many steps apart on the scale
 * none < small < medium < big < forgotten: a medium mistake against none, a big against a small.
 */
export const SPLIT_STEPS = 2;

/** One item's mark as a sheet stores it. */
export interface ItemMark {
  small?: number;
  medium?: number;
  big?: number;
  forgotten?: boolean;
}

/** The step of a mark: 0 none, 1 small, 2 medium, 3 big, 4 forgotten (the gravest mistake counts). */
export function markStep(mark: ItemMark | null | undefined): number {
  if (!mark) return 0;
  if (mark.forgotten) return 4;
  if ((mark.big ?? 0) > 0) return 3;
  if ((mark.medium ?? 0) > 0) return 2;
  if ((mark.small ?? 0) > 0) return 1;
  return 0;
}

/** The tablet's clock offset (server − tablet, ms) from its sheet's trail, or null without device times. */
export function clockOffset(trail: Trail): number | null {
  let best: number | null = null;
  for (const it of trail.items) {
    const at = it.last !== null ? it.last : it.first;
    if (at === null) continue;
    const offset = it.received - at;
    if (best === null || offset < best) best = offset;
  }
  return best;
}

/** Each item's first mark on the server's clock, or null where unknown. */
export function firstMarksOnServer(trail: Trail): (number | null)[] {
  const offset = clockOffset(trail);
  return trail.items.map((it) => (it.first === null || offset === null ? null : it.first + offset));
}

/** The median of the numbers (the mean of the middle two for an even count), or null for none. */
export function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** The recording's start on the server's clock: its device start corrected by the device's offset. */
export function clipStartOnServer(clip: { startedAt: number; sentAt: number; created: number }): number {
  return clip.startedAt + (clip.created - clip.sentAt);
}

export interface Bookmark {
  item: number;
  /** Where the replay starts, in seconds into the recording (never before its start); null when no judge's time is known. */
  at: number | null;
  /** The panel's marks lie SPLIT_STEPS or more apart on this item. */
  split: boolean;
}

/**
 * One bookmark per item: the panel's median first-mark time (server clock) less BOOKMARK_LEAD_MS, in
 * seconds from the recording's start, and whether the panel splits on the item.
 */
export function bookmarks(items: number, sheets: { trail: Trail | null; marks: (ItemMark | null)[] }[], clipStart: number): Bookmark[] {
  const times = sheets.map((s) => (s.trail ? firstMarksOnServer(s.trail) : []));
  const out: Bookmark[] = [];
  for (let i = 0; i < items; i++) {
    const known = times.map((t) => t[i]).filter((t): t is number => typeof t === 'number');
    const mid = median(known);
    const steps = sheets.map((s) => markStep(s.marks[i]));
    const split = steps.length > 1 && Math.max(...steps) - Math.min(...steps) >= SPLIT_STEPS;
    out.push({ item: i, at: mid === null ? null : Math.max(0, (mid - BOOKMARK_LEAD_MS - clipStart) / 1000), split: split });
  }
  return out;
}

/**
 * Where the replay stood when a decision was taken, in whole ms from the recording's start, for the
 * audit entry: the video's position (seconds) kept within the recording as the server knows it
 * (`lengthMs`; the browser's reading of a rejoined stream may run a little past it). 0 when unknown.
 */
export function viewedAt(seconds: number, lengthMs: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.min(Math.round(seconds * 1000), Math.max(0, Math.floor(lengthMs)));
}

/** A position in a recording as people read it: "m:ss" (ms truncated to the second). */
export function clipTime(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
