import { describe, expect, it } from 'vitest';
import { completeMarks, currentCouple, editable, isOffline, missingItems, openingMarks, readSheetDraft, sheetState } from './sheetState';
import type { Scale, SheetItem } from '../scoring';

const facts = { saved: null, validated: false, queued: false, sending: false };

describe('sheetState', () => {
  it('tells the judge where the sheet is, the server first', () => {
    expect(sheetState(facts)).toBe('draft');
    expect(sheetState({ ...facts, queued: true })).toBe('queued');
    expect(sheetState({ ...facts, queued: true, sending: true })).toBe('sending');
    expect(sheetState({ ...facts, saved: { returned: false } })).toBe('sent');
    // A sent sheet stays "sent" even if the device still lists it (the answer was lost).
    expect(sheetState({ ...facts, saved: { returned: false }, queued: true })).toBe('sent');
    expect(sheetState({ ...facts, saved: { returned: true } })).toBe('returned');
    expect(sheetState({ ...facts, saved: { returned: true }, queued: true })).toBe('queued');
    expect(sheetState({ ...facts, saved: { returned: false }, validated: true })).toBe('validated');
  });
  it('lets the judge change only what is not with the supervisor', () => {
    expect(['draft', 'queued', 'sending', 'sent', 'returned', 'validated'].filter((s) => editable(s as never))).toEqual(['draft', 'queued', 'returned']);
  });
  it('the couple now performing is the first not validated, in order of execution', () => {
    const draws = [
      { id: 'c', order: 3, validated: false },
      { id: 'a', order: 1, validated: true },
      { id: 'b', order: 2, validated: false },
    ];
    expect(currentCouple(draws)?.id).toBe('b');
    expect(currentCouple(draws.map((d) => ({ ...d, validated: true })))).toBeUndefined();
  });
  it('a lost connection (status 0) is kept; a refusal is not', () => {
    expect(isOffline({ status: 0 })).toBe(true);
    expect(isOffline({ status: 400 })).toBe(false);
  });
});

describe('a sheet being marked', () => {
  const items: SheetItem[] = [
    { key: 'opening', kind: 'opening', name: 'Opening' },
    { key: 't1', kind: 'technique', name: 'Uki-otoshi' },
    { key: 'flow', kind: 'flow', name: 'Flow' },
  ];
  const scale: Scale = { item: 10, deductions: { small: { points: 1, max: 2 }, medium: { points: 3, max: 1 }, big: { points: 5, max: 1 } } };
  const clean = { small: 0, medium: 0, big: 0, forgotten: false };
  const gp = { preset: 'grand-prix' as const, flow: true };

  it('names the items still to mark; complete only when none is missing', () => {
    expect(missingItems(items, [null, clean, null], false)).toEqual([0, 2]);
    expect(completeMarks(items, [null, clean, null], false)).toBeNull();
    // A sheet that halves is not asked the flow mark, and sends 0 for it.
    expect(missingItems(items, [clean, { ...clean, forgotten: true }, null], true)).toEqual([]);
    expect(completeMarks(items, [clean, { ...clean, forgotten: true }, null], true)).toEqual([clean, { ...clean, forgotten: true }, { points: 0 }]);
  });

  it('a saved sheet that halved opens with its flow mark to give again', () => {
    expect(openingMarks(items, undefined, scale, gp)).toEqual([null, null, null]);
    expect(openingMarks(items, [clean, { ...clean, forgotten: true }, { points: 0 }], scale, gp)).toEqual([clean, { ...clean, forgotten: true }, null]);
    expect(openingMarks(items, [clean, clean, { points: 7 }], scale, gp)).toEqual([clean, clean, { points: 7 }]);
  });

  it("reads a draft kept on the device; an old draft's untouched items (no mistake, flow 10) read as not marked", () => {
    const times = [{ first: 1, last: 2 }, { first: null, last: null }, { first: 3, last: 3 }];
    expect(readSheetDraft({ marks: [clean, null, { points: 8 }], times }, items)).toEqual({ marks: [clean, null, { points: 8 }], times });
    const none = { first: null, last: null };
    expect(readSheetDraft([clean, { ...clean, small: 1 }, { points: 10 }], items)).toEqual({ marks: [null, { ...clean, small: 1 }, null], times: [none, none, none] });
    expect(readSheetDraft([clean], items)).toBeUndefined();
    expect(readSheetDraft(null, items)).toBeUndefined();
  });
});
