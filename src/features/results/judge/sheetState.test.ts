import { describe, expect, it } from 'vitest';
import { currentCouple, editable, isOffline, sheetState } from './sheetState';

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
