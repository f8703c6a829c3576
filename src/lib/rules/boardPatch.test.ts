// The board's patches: a rewritten row sent as what changed, applied to the version it names, and
// joined with the next one while both wait to go out.
import { describe, expect, it } from 'vitest';
import { applyPatch, composeMessages, composePatches, diffRow, type PatchEntry, type PatchRow, type RowPatch } from './boardPatch';

const entry = (id: string, points: number, rank: number): PatchEntry => ({ id, tori: `T${id}`, uke: `U${id}`, points, rank });
const row = (updated: string, entries: PatchEntry[], last: unknown = null): PatchRow => ({
  id: 'r1',
  competition: 'c1',
  poule: 'p1',
  frozen: false,
  updated,
  data: { name: 'A', circuitOrder: 1, last, entries },
});

describe('diffRow and applyPatch', () => {
  const v0 = row('2027-01-01 10:00:00.000Z', [entry('a', 0, 0), entry('b', 0, 0), entry('c', 0, 0)]);
  const v1 = row('2027-01-01 10:00:01.000Z', [entry('a', 0, 0), entry('b', 12.5, 1), entry('c', 0, 0)], { draw: 'b' });

  it('carries the changed entries and fields only, and the version it applies to', () => {
    const patch = diffRow(v0.data, v0.updated, v1);
    expect(patch).toEqual({ id: 'r1', competition: 'c1', poule: 'p1', frozen: false, updated: v1.updated, base: v0.updated, set: { last: { draw: 'b' } }, entries: [entry('b', 12.5, 1)] });
    expect(applyPatch(v0, patch)).toEqual(v1);
  });

  it('sends the whole list when couples are added, removed or reordered', () => {
    const v2 = row('2027-01-01 10:00:02.000Z', [entry('c', 0, 0), entry('a', 0, 0)]);
    const patch = diffRow(v1.data, v1.updated, v2);
    expect(patch.set.entries).toEqual(v2.data.entries);
    expect(patch.entries).toEqual([]);
    expect(applyPatch(v1, patch)).toEqual({ ...v2, data: { ...v2.data, last: null } });
  });

  it('refuses a row held in another version', () => {
    expect(applyPatch(v1, diffRow(v0.data, v0.updated, v1))).toBeNull();
    expect(applyPatch({ ...v0, id: 'other' }, diffRow(v0.data, v0.updated, v1))).toBeNull();
  });
});

describe('composePatches and composeMessages', () => {
  const v0 = row('2027-01-01 10:00:00.000Z', [entry('a', 0, 0), entry('b', 0, 0), entry('c', 0, 0)]);
  const v1 = row('2027-01-01 10:00:01.000Z', [entry('a', 10, 2), entry('b', 0, 0), entry('c', 0, 0)], { draw: 'a' });
  const v2 = row('2027-01-01 10:00:02.000Z', [entry('a', 10, 2), entry('b', 11, 1), entry('c', 0, 0)], { draw: 'b' });
  const p1 = diffRow(v0.data, v0.updated, v1);
  const p2 = diffRow(v1.data, v1.updated, v2);

  it('two patches in a row make one from the first base to the last version', () => {
    const joined = composePatches(p1, p2) as RowPatch;
    expect(joined.base).toBe(v0.updated);
    expect(joined.updated).toBe(v2.updated);
    expect(applyPatch(v0, joined)).toEqual(v2);
    expect(composePatches(p2, p1)).toBeNull();
  });

  it('a patch joins the whole row before it; a whole row or a removal replaces what came before', () => {
    expect(composeMessages({ action: 'create', record: v1 }, { action: 'patch', record: p2 })).toEqual({ action: 'create', record: v2 });
    expect(composeMessages({ action: 'patch', record: p1 }, { action: 'patch', record: p2 })).toEqual({ action: 'patch', record: composePatches(p1, p2) });
    expect(composeMessages({ action: 'patch', record: p1 }, { action: 'update', record: v2 })).toEqual({ action: 'update', record: v2 });
    expect(composeMessages({ action: 'patch', record: p1 }, { action: 'delete', record: v2 })).toEqual({ action: 'delete', record: v2 });
    expect(composeMessages({ action: 'delete', record: v0 }, { action: 'patch', record: p1 })).toBeNull();
    expect(composeMessages({ action: 'patch', record: p2 }, { action: 'patch', record: p1 })).toBeNull();
  });
});
