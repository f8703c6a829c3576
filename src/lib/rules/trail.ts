// The marks' trail: when each item of a judge's sheet was marked. The SPA imports this file; the hooks
// run pb_hooks/lib/rules/trail.js, compiled from it by scripts/build-hook-rules.mjs (pure, ES2015, no imports).
//
// A sheet (evaluations.trail) keeps, per item, two times from the device that marked it and one from
// the server:
// - `first`: when the item was first marked, on the tablet's clock (ms); null when unknown (a sheet
//   typed from paper, an API write, a sheet saved before times were kept);
// - `last`: when its mark last changed, on the tablet's clock;
// - `received`: when the server received the item's current mark (server clock). The server writes it,
//   and `sent` (when the sheet first arrived), itself: whatever a client sends there is ignored.
// A device's times are taken only with a change of that item's mark, so nobody rewrites when an item was
// marked without changing the mark (which the server then stamps).
//
// "Changed after sending": an item whose current mark the server received after the sheet was first
// sent (received > sent), i.e. a correction of a sheet sent back, or an official's. The performance ends,
// for the portal, when the judge sends the sheet: the server knows no other end of a performance, and a
// device's clock cannot be compared with the server's. A sheet queued offline arrives whole, so it is
// not flagged.

/** One item's times (ms since 1970). */
export interface ItemTimes {
  first: number | null;
  last: number | null;
  received: number;
}

export interface Trail {
  /** When the server first received the sheet. */
  sent: number;
  items: ItemTimes[];
}

/** What a device says of one item: when it was first marked and last changed, on its own clock. */
export interface DeviceTimes {
  first: number | null;
  last: number | null;
}

/** A pause between two marks of one judge worth the supervisor's eye: at least this long … */
export const STALL_MIN_MS = 45000;
/** … and this many times the judge's usual pause between marks. */
export const STALL_FACTOR = 2.5;

const num = (v: unknown): number | null => (typeof v === 'number' && isFinite(v) && v >= 0 ? Math.floor(v) : null);

/**
 * The device times of a request's trail (`{ items: [{ first, last }] }`), one per item; null when the
 * request gave none; 'invalid' when it is not that shape or not one entry per item.
 */
export function deviceTimes(given: unknown, items: number): DeviceTimes[] | null | 'invalid' {
  if (given === null || given === undefined) return null;
  if (typeof given !== 'object' || Array.isArray(given)) return 'invalid';
  const list = (given as { items?: unknown }).items;
  if (!Array.isArray(list) || list.length !== items) return 'invalid';
  const out: DeviceTimes[] = [];
  for (let i = 0; i < list.length; i++) {
    const t = list[i] as Record<string, unknown> | null;
    if (t === null) {
      out.push({ first: null, last: null });
      continue;
    }
    if (typeof t !== 'object' || Array.isArray(t)) return 'invalid';
    const first = num(t.first);
    const last = num(t.last);
    if ((t.first !== null && t.first !== undefined && first === null) || (t.last !== null && t.last !== undefined && last === null)) return 'invalid';
    // A last change before the first mark is a clock that jumped back: the first mark stands for both.
    out.push({ first: first, last: last === null || (first !== null && last < first) ? first : last });
  }
  return out;
}

/** A stored trail, or null when the sheet has none (saved before times were kept) or it is unreadable. */
export function readTrail(raw: unknown): Trail | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const t = raw as { sent?: unknown; items?: unknown };
  const sent = num(t.sent);
  if (sent === null || !Array.isArray(t.items)) return null;
  const items: ItemTimes[] = [];
  for (let i = 0; i < t.items.length; i++) {
    const it = (t.items[i] || {}) as Record<string, unknown>;
    const received = num(it.received);
    items.push({ first: num(it.first), last: num(it.last), received: received === null ? sent : received });
  }
  return { sent: sent, items: items };
}

/**
 * The trail to store with a save at `now` (server clock). `before`: the stored trail and marks (null for a
 * new sheet), `fallback` the time a sheet without a trail was first saved (its `created`). An item whose
 * mark is new or changed gets `received = now` and the device's times (else its stored first time);
 * an unchanged item keeps what is stored.
 */
export function stampTrail(before: { trail: unknown; marks: unknown; fallback: number } | null, marks: unknown[], given: DeviceTimes[] | null, now: number): Trail {
  const old = before ? readTrail(before.trail) : null;
  const oldMarks = before && Array.isArray(before.marks) ? (before.marks as unknown[]) : [];
  const sent = before ? (old ? old.sent : before.fallback) : now;
  const items: ItemTimes[] = [];
  for (let i = 0; i < marks.length; i++) {
    const prev = old && old.items[i] ? old.items[i] : null;
    const device = given && given[i] ? given[i] : null;
    const changed = !before || JSON.stringify(marks[i]) !== JSON.stringify(oldMarks[i]);
    if (!changed) {
      items.push(prev ? { first: prev.first, last: prev.last, received: prev.received } : { first: null, last: null, received: sent });
      continue;
    }
    const first = device && device.first !== null ? device.first : prev ? prev.first : null;
    items.push({ first: first, last: device ? device.last : null, received: now });
  }
  return { sent: sent, items: items };
}

/** Whether the item's current mark reached the server after the sheet was first sent. */
export function changedAfterSending(trail: Trail, item: number): boolean {
  const it = trail.items[item];
  return !!it && it.received > trail.sent;
}

/**
 * Per item, the pause (ms, device clock) before its first mark since the judge's previous first mark in
 * time, or null when unknown; the first item the judge marked has 0.
 */
export function pauses(trail: Trail): (number | null)[] {
  const known = trail.items.map((it, i) => ({ i: i, at: it.first })).filter((x) => x.at !== null) as { i: number; at: number }[];
  known.sort((a, b) => a.at - b.at || a.i - b.i);
  const out: (number | null)[] = trail.items.map(() => null);
  known.forEach((x, k) => (out[x.i] = k === 0 ? 0 : x.at - (known[k - 1] as { at: number }).at));
  return out;
}

/**
 * The items before whose first mark the judge paused long: at least STALL_MIN_MS and STALL_FACTOR times
 * the judge's median pause on this sheet (a kata has its own pace; a judge who stalls stands out of it).
 */
export function stalls(trail: Trail): boolean[] {
  const p = pauses(trail);
  const gaps = p.filter((v) => v !== null && v > 0) as number[];
  gaps.sort((a, b) => a - b);
  const median = gaps.length ? (gaps[Math.floor((gaps.length - 1) / 2)] as number) : 0;
  const bar = Math.max(STALL_MIN_MS, STALL_FACTOR * median);
  return p.map((v) => v !== null && v >= bar);
}
