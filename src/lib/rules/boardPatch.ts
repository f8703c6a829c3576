// The board's patches: what the realtime topic `board/{competition}` sends when a public leaderboard
// row is rewritten. A row holds a whole poule (every couple, ~15 kB for a large one); an evaluation
// changes one couple's entry and perhaps the ranks of a few others, so each spectator receives the
// entries that changed and the poule fields that changed, not the row. Written once: the hooks compute
// and merge patches (pb_hooks/lib/rules/board_patch.js, compiled from this file), the public board applies them.
//
// A patch names the version of the row it applies to (`base`: the row's `updated` before the write)
// and the version it makes (`updated`). A spectator holding another version cannot apply it and reads
// the board again (src/lib/board/board.ts).

/** An entry of a poule's data: one couple, known by its id. */
export interface PatchEntry {
  id: string;
  [field: string]: unknown;
}

/** The data of a leaderboard row as far as a patch is concerned: fields, and `entries` by id. */
export type PatchData = { entries?: PatchEntry[] } & Record<string, unknown>;

/** A leaderboard row as the board document and the topic show it. */
export interface PatchRow {
  id: string;
  competition: string;
  poule: string;
  frozen: boolean;
  updated: string;
  data: PatchData;
}

/**
 * The change of one row: `set` replaces data fields (the whole `entries` list when couples were added,
 * removed or reordered), `entries` replaces the entries of the same id.
 */
export interface RowPatch {
  id: string;
  competition: string;
  poule: string;
  frozen: boolean;
  updated: string;
  /** The row's `updated` the patch applies to. */
  base: string;
  set: Record<string, unknown>;
  entries: PatchEntry[];
}

/** A message of the board topic: a whole row (create, update), its removal (delete) or a patch. */
export type BoardMessage =
  | { seq?: number; action: 'patch'; record: RowPatch }
  | { seq?: number; action: string; record: PatchRow };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The ids of a list of entries, in order. */
const idsOf = (entries: PatchEntry[] | undefined) => (entries ?? []).map((e) => e.id);

/**
 * The patch that turns `before` (the row's data at version `base`) into the row `after`.
 */
export function diffRow(before: PatchData, base: string, after: PatchRow): RowPatch {
  const set: Record<string, unknown> = {};
  const entries: PatchEntry[] = [];
  const data = after.data ?? {};
  for (const field of Object.keys(data)) {
    if (field === 'entries') continue;
    if (!same(before[field], data[field])) set[field] = data[field];
  }
  // A field the row no longer has is sent as null (the readers treat both alike).
  for (const field of Object.keys(before)) if (!(field in data)) set[field] = null;
  const old = before.entries ?? [];
  const now = data.entries ?? [];
  if (!same(idsOf(old), idsOf(now))) set.entries = now;
  else now.forEach((entry, i) => {
    if (!same(old[i], entry)) entries.push(entry);
  });
  return { id: after.id, competition: after.competition, poule: after.poule, frozen: after.frozen, updated: after.updated, base, set, entries };
}

/**
 * The row after a patch, or null when the row is not at the patch's base version.
 */
export function applyPatch(row: PatchRow, patch: RowPatch): PatchRow | null {
  if (row.id !== patch.id || row.updated !== patch.base) return null;
  const data: PatchData = { ...row.data };
  for (const field of Object.keys(patch.set)) data[field] = patch.set[field];
  if (patch.entries.length) {
    const byId: Record<string, PatchEntry> = {};
    patch.entries.forEach((e) => (byId[e.id] = e));
    data.entries = (data.entries ?? []).map((e) => byId[e.id] ?? e);
  }
  return { id: row.id, competition: row.competition, poule: row.poule, frozen: patch.frozen, updated: patch.updated, data };
}

/**
 * One patch for two in a row (`newer.base` is `older.updated`), or null when they do not follow
 * each other.
 */
export function composePatches(older: RowPatch, newer: RowPatch): RowPatch | null {
  if (older.id !== newer.id || newer.base !== older.updated) return null;
  const set: Record<string, unknown> = { ...older.set, ...newer.set };
  let entries: PatchEntry[];
  if ('entries' in newer.set) entries = [];
  else if (Array.isArray(older.set.entries)) {
    const byId: Record<string, PatchEntry> = {};
    newer.entries.forEach((e) => (byId[e.id] = e));
    set.entries = (older.set.entries as PatchEntry[]).map((e) => byId[e.id] ?? e);
    entries = [];
  } else {
    const byId: Record<string, PatchEntry> = {};
    const order: string[] = [];
    for (const e of older.entries.concat(newer.entries)) {
      if (!(e.id in byId)) order.push(e.id);
      byId[e.id] = e;
    }
    entries = order.map((id) => byId[id] as PatchEntry);
  }
  return { ...newer, base: older.base, set, entries };
}

/**
 * Two messages of the same row waiting to go out, as one (the dispatcher sends a row's newest state
 * once): a whole row or a removal replaces what came before; a patch joins the patch or the whole row
 * before it. Null when they cannot be joined (both are then sent).
 */
export function composeMessages(older: BoardMessage, newer: BoardMessage): BoardMessage | null {
  if (newer.action !== 'patch') return newer;
  const patch = newer.record as RowPatch;
  if (older.action === 'patch') {
    const joined = composePatches(older.record as RowPatch, patch);
    return joined ? { action: 'patch', record: joined } : null;
  }
  if (older.action === 'delete') return null;
  const row = applyPatch(older.record as PatchRow, patch);
  return row ? { action: older.action, record: row } : null;
}
