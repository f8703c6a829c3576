// A circuit's switches (children's rules): no forgotten techniques, no big mistakes, no halving. Pinned
// on hand-computed sheets of Nage-no-kata (17 items, 10 points each: a clean sheet is 170; small −1,
// medium −3, big −5). Each case gives the hand computation in its comment.
import { describe, expect, it } from 'vitest';
import { canAdd, competitionRules, couplePoints, emptyMark, judgeTotal, mistakesOf, rulesOf, validateMarks, type AnyMark, type Mark, type Scale, type SheetItem } from './scoring';

const SCALE: Scale = { item: 10, deductions: { small: { points: 1, max: 2 }, medium: { points: 3, max: 1 }, big: { points: 5, max: 1 } } };
const ITEMS: SheetItem[] = Array.from({ length: 17 }, (_, i) => ({ key: `i${i}`, kind: i === 0 ? 'opening' : i === 16 ? 'closing' : 'technique', name: `Item ${i}` }));
const forgotten: Mark = { small: 0, medium: 0, big: 0, forgotten: true };
/** A clean sheet with the given items changed. */
const sheet = (over: Record<number, Partial<Mark>> = {}, flow?: number): AnyMark[] => {
  const m: AnyMark[] = ITEMS.map((_, i) => ({ ...emptyMark(), ...over[i] }));
  if (flow !== undefined) m.push({ points: flow });
  return m;
};

describe('the switches in the rules', () => {
  it('off by default: the preset rules; a circuit names only the switches it turns on', () => {
    expect(rulesOf({ preset: 'ijf' })).toMatchObject({ halving: 'majority', forgotten: true, big: true });
    expect(rulesOf({ preset: 'grand-prix', noHalving: true, noBig: true, noForgotten: true })).toMatchObject({ halving: 'off', forgotten: false, big: false });
    // Resolving resolved rules keeps the switches (the hooks pass resolved rules on).
    const resolved = rulesOf({ preset: 'ijf', noBig: true, noForgotten: true, noHalving: true });
    expect(rulesOf(resolved)).toEqual(resolved);
    expect(validateMarks(sheet({ 1: { big: 1 } }), ITEMS, SCALE, resolved)).toMatchObject({ code: 'evaluation_big_off' });
    expect(competitionRules({ scoring: 'ijf' }, { noForgotten: false, noBig: true, noHalving: false })).toEqual({ preset: 'ijf', flow: false, noBig: true });
    expect(competitionRules({ scoring: 'grand-prix', flow: true }, null)).toEqual({ preset: 'grand-prix', flow: true });
  });

  it('no big mistakes: the tablet offers small and medium only', () => {
    const rules = { preset: 'ijf' as const, noBig: true };
    expect(mistakesOf(rules)).toEqual(['small', 'medium']);
    expect(mistakesOf({ preset: 'ijf' })).toEqual(['small', 'medium', 'big']);
    expect(canAdd(emptyMark(), 'big', SCALE, rules)).toBe(false);
    expect(canAdd(emptyMark(), 'medium', SCALE, rules)).toBe(true);
    expect(canAdd(emptyMark(), 'big', SCALE)).toBe(true);
  });
});

describe('a mark the switches forbid is refused', () => {
  it('a forgotten technique under "no forgotten": evaluation_forgotten_off on its item', () => {
    const marks = sheet({ 4: forgotten });
    expect(validateMarks(marks, ITEMS, SCALE, { preset: 'ijf' })).toBeNull();
    expect(validateMarks(marks, ITEMS, SCALE, { preset: 'ijf', noForgotten: true })).toMatchObject({ item: 4, code: 'evaluation_forgotten_off' });
    // Big mistakes are still allowed there.
    expect(validateMarks(sheet({ 4: { big: 1 } }), ITEMS, SCALE, { preset: 'ijf', noForgotten: true })).toBeNull();
  });

  it('a big mistake under "no big": evaluation_big_off on its item; small and medium allowed', () => {
    expect(validateMarks(sheet({ 2: { big: 1 } }), ITEMS, SCALE, { preset: 'grand-prix', noBig: true })).toMatchObject({ item: 2, code: 'evaluation_big_off' });
    expect(validateMarks(sheet({ 2: { small: 2, medium: 1 } }), ITEMS, SCALE, { preset: 'grand-prix', noBig: true })).toBeNull();
    expect(validateMarks(sheet({ 2: { big: 1 } }), ITEMS, SCALE, { preset: 'grand-prix' })).toBeNull();
  });
});

describe('no halving', () => {
  it('IJF, three judges, two forget technique 3: 490 instead of 245, the forgotten item still counted', () => {
    // J1, J2: 16 items × 10 + 0 = 160; J3: 170. Sum 160 + 160 + 170 = 490. The majority forgot item 3:
    // IJF halves to 245; with no halving the couple keeps 490, and the tie-break still counts 1 forgotten item.
    const panel = [sheet({ 3: forgotten }), sheet({ 3: forgotten }), sheet()];
    const ijf = couplePoints(panel, SCALE, { preset: 'ijf' });
    expect(ijf).toMatchObject({ points: 245, halved: true, forgotten: 1, judgeTotals: [80, 80, 85] });
    const off = couplePoints(panel, SCALE, { preset: 'ijf', noHalving: true });
    expect(off).toMatchObject({ points: 490, halved: false, forgotten: 1, judgeTotals: [160, 160, 170] });
    // A judge's own sheet: 160, not 80.
    expect(judgeTotal(panel[0] as AnyMark[], SCALE, { preset: 'ijf', noHalving: true })).toBe(160);
    expect(judgeTotal(panel[0] as AnyMark[], SCALE, { preset: 'ijf' })).toBe(80);
  });

  it('Grand Prix with flow, three judges, one zero: 524 with the flow instead of 250', () => {
    // J1 forgets item 5: 160 (+ flow 8); J2, J3: 170 (+ 8 each). Items 160 + 170 + 170 = 500.
    // Grand Prix halves on any zero: 250, no flow. No halving: 500 + 3 × 8 = 524.
    const panel = [sheet({ 5: forgotten }, 8), sheet({}, 8), sheet({}, 8)];
    expect(couplePoints(panel, SCALE, { preset: 'grand-prix', flow: true })).toMatchObject({ points: 250, halved: true });
    const off = couplePoints(panel, SCALE, { preset: 'grand-prix', flow: true, noHalving: true });
    expect(off).toMatchObject({ points: 524, halved: false, forgotten: 1, judgeTotals: [168, 178, 178] });
  });

  it('children\'s rules (all three off), five judges: cancelling as usual, small and medium only', () => {
    // Item 1 small mistakes: J1 0, J2 1, J3 2, J4 1, J5 0 → marks 10, 9, 8, 9, 10; the lowest (8) and one
    // highest (10) cancelled: kept 9 + 9 + 10 = 28. Item 2, a medium by J2 only: 10, 7, 10, 10, 10 → the 7
    // and one 10 cancelled: 30. The other 15 items: 3 × 10 = 30 each, 450. Total 28 + 30 + 450 = 508.
    const rules = { preset: 'ijf' as const, noForgotten: true, noBig: true, noHalving: true };
    const panel = [sheet(), sheet({ 1: { small: 1 }, 2: { medium: 1 } }), sheet({ 1: { small: 2 } }), sheet({ 1: { small: 1 } }), sheet()];
    panel.forEach((m) => expect(validateMarks(m, ITEMS, SCALE, rules)).toBeNull());
    expect(couplePoints(panel, SCALE, rules)).toMatchObject({ points: 508, halved: false, forgotten: 0, big: 0 });
  });
});
