// The rule of a couple that will not perform (absence.ts), by hand.
import { describe, expect, it } from 'vitest';
import { absenceOpen, absentRank, contenders, isAbsence } from './absence';

describe('absence', () => {
  it('knows the two states and nothing else', () => {
    expect(['withdrawn', 'did_not_perform'].every(isAbsence)).toBe(true);
    expect(['', 'sick', null, 1, undefined].some(isAbsence)).toBe(false);
  });

  it('leaves the absent couples out of the contenders, in order', () => {
    const draws = [{ id: 'a', absence: '' }, { id: 'b', absence: 'withdrawn' }, { id: 'c' }, { id: 'd', absence: 'did_not_perform' }];
    expect(contenders(draws).map((d) => d.id)).toEqual(['a', 'c']);
  });

  it('ranks an absent couple after every couple that competes, or not at all', () => {
    // A poule of five with two absent: three compete, the absent ones share 4th when ranked.
    expect(absentRank(3, true)).toBe(4);
    expect(absentRank(3, false)).toBe(0);
  });

  it("closes a group's marks once its category's final is drawn; a final's stay open", () => {
    expect(absenceOpen('group', false)).toBe(true);
    expect(absenceOpen('group', true)).toBe(false);
    expect(absenceOpen('final', true)).toBe(true);
  });
});
