// The two presets on hand-computed sheets. A sheet has four items (opening, two techniques, closing),
// 10 points each; marks are written short: '' clean, 's' / 'ss' small mistakes, 'm' medium, 'b' big,
// '+' / '-' half a point, 'f' forgotten. Each row gives the hand computation in its comment.
import { describe, expect, it } from 'vitest';
import { compare, couplePoints, itemMark, judgeTotal, validateMarks, sheetItems, type AnyMark, type Mark, type Rules, type Scale, type SheetItem } from './scoring';

const SCALE: Scale = { item: 10, deductions: { small: { points: 1, max: 2 }, medium: { points: 3, max: 1 }, big: { points: 5, max: 1 } } };
const GP: Rules = { preset: 'grand-prix' };
const GPF: Rules = { preset: 'grand-prix', flow: true };
const IJF: Rules = { preset: 'ijf' };
const ITEMS: SheetItem[] = [
  { key: 'opening', kind: 'opening', name: 'Opening' },
  { key: 't1', kind: 'technique', name: 'Uki-otoshi' },
  { key: 't2', kind: 'technique', name: 'Seoi-nage' },
  { key: 'closing', kind: 'closing', name: 'Closing' },
];

function m(code: string): Mark {
  const count = (c: string) => code.split('').filter((x) => x === c).length;
  const half = code.includes('+') ? 1 : code.includes('-') ? -1 : 0;
  return { small: count('s'), medium: count('m'), big: count('b'), forgotten: code.includes('f'), ...(half ? { half } : {}) };
}
/** One judge's sheet: marks of the four items, then the flow mark when given. */
function sheet(codes: string[], flow?: number): AnyMark[] {
  const out: AnyMark[] = [0, 1, 2, 3].map((i) => m(codes[i] ?? ''));
  if (flow !== undefined) out.push({ points: flow });
  return out;
}
const clean = (flow?: number) => sheet([], flow);

describe('item marks', () => {
  it.each([
    // code, Grand Prix, IJF — the hand computation
    ['', 10, 10], // 10
    ['s', 9, 9], // 10 − 1
    ['ss', 8, 8], // 10 − 2 × 1
    ['m', 7, 7], // 10 − 3
    ['b', 5, 5], // 10 − 5
    ['ssmb', 1, 0], // 10 − 2 − 3 − 5 = 0: Grand Prix floors a performed technique at 1, IJF keeps 0
    ['ssmb+', 1.5, 0], // 1 + 0.5 (IJF has no half points)
    ['ssmb-', 0.5, 0], // 1 − 0.5: still not 0, so not "forgotten"
    ['s+', 9.5, 9], // 9 + 0.5
    ['-', 9.5, 10], // 10 − 0.5
    ['mb-', 1.5, 2], // 10 − 3 − 5 = 2, − 0.5
    ['f', 0, 0], // forgotten
  ])('%s → Grand Prix %d, IJF %d', (code, gp, ijf) => {
    expect(itemMark(m(code), SCALE, GP)).toBe(gp);
    expect(itemMark(m(code), SCALE, IJF)).toBe(ijf);
  });

  it('without rules the IJF preset applies (callers from before the presets keep their meaning)', () => {
    expect(itemMark(m('ssmb+'), SCALE)).toBe(0);
    expect(judgeTotal(sheet(['', 'f']), SCALE)).toBe(15);
  });
});

describe('couple points, five judges', () => {
  it('flow: cancelled high and low like an item, added to the items', () => {
    // Items: every judge 10 on each of 4 items; per item the high and low are cancelled → 3 × 10 × 4 = 120.
    // Flow 9, 8, 7, 6, 10 → 10 and 6 cancelled → 9 + 8 + 7 = 24. Total 144.
    const r = couplePoints([clean(9), clean(8), clean(7), clean(6), clean(10)], SCALE, GPF);
    expect(r.points).toBe(144);
    expect(r.judgeTotals).toEqual([49, 48, 47, 46, 50]);
    expect(r.outliers).toEqual([0, 0, 0, 1, 1]);
  });

  it('flow: not added when a technique was forgotten; the total halved (any zero, one judge)', () => {
    // Judge 2 forgot t1: t1 marks 10, 0, 10, 10, 10 → 0 (judge 2) and 10 (judge 5) cancelled → 30.
    // Items 4 × 30 = 120, halved → 60; the flow (24) is not added.
    const r = couplePoints([clean(9), sheet(['', 'f'], 8), clean(7), clean(6), clean(10)], SCALE, GPF);
    expect(r.points).toBe(60);
    expect(r.halved).toBe(true);
    expect(r.forgotten).toBe(1);
    // Each judge's items halved, no flow: 40 / 2 = 20; judge 2: 30 / 2 = 15.
    expect(r.judgeTotals).toEqual([20, 15, 20, 20, 20]);
  });

  it.each([
    // preset, points, forgotten, judge totals — minority forgotten (judge 1 only on t1):
    // t1 marks 0, 10, 10, 10, 10 → 0 and one 10 cancelled → 30; items 4 × 30 = 120.
    // IJF: the majority did not forget it → 120, forgotten 0. Grand Prix: one zero halves → 60, 1 forgotten mark.
    [IJF, 120, 0, [30, 40, 40, 40, 40]],
    [GP, 60, 1, [15, 20, 20, 20, 20]],
  ])('minority forgotten mark under %o', (rules, points, forgotten, totals) => {
    const r = couplePoints([sheet(['', 'f']), clean(), clean(), clean(), clean()], SCALE, rules);
    expect([r.points, r.forgotten, r.judgeTotals]).toEqual([points, forgotten, totals]);
  });

  it.each([
    // majority forgotten (judges 1–3 on t1): t1 marks 0, 0, 0, 10, 10 → judge 1's 0 and judge 5's 10
    // cancelled → 0 + 0 + 10 = 10; items 10 + 3 × 30 = 100, halved → 50 under both presets.
    // Forgotten: IJF counts the item (1), Grand Prix the marks on all sheets (3).
    [IJF, 50, 1],
    [GP, 50, 3],
  ])('majority forgotten mark under %o', (rules, points, forgotten) => {
    const f = sheet(['', 'f']);
    const r = couplePoints([f, f, f, clean(), clean()], SCALE, rules);
    expect([r.points, r.forgotten]).toEqual([points, forgotten]);
  });

  it.each([
    // t1: judge 1 's' (9), judge 5 'b' (5), others 10 → 5 (judge 5) and the last 10 (judge 4) cancelled;
    // counted: 9 + 10 + 10 = 29; items 29 + 3 × 30 = 119 under both presets.
    // Tie-break counts: IJF over the marks that counted (small 1, big 0); Grand Prix over all sheets (small 1, big 1).
    [IJF, 119, 1, 0],
    [GP, 119, 1, 1],
  ])('tie-break counts under %o', (rules, points, small, big) => {
    const r = couplePoints([sheet(['', 's']), clean(), clean(), clean(), sheet(['', 'b'])], SCALE, rules);
    expect([r.points, r.small, r.big]).toEqual([points, small, big]);
  });

  it('Grand Prix ranking: equal points, the couple with fewer mistakes over ALL sheets goes first', () => {
    // A: judge 5 marks a big mistake on t1: 10, 10, 10, 10, 5 → 5 and judge 4's 10 cancelled → 120.
    // B: judge 1 marks a small mistake on t1: 9, 10, 10, 10, 10 → 9 and judge 5's 10 cancelled → 120.
    // IJF counts only marks that counted: neither has one, the couples tie (the officials decide).
    // Grand Prix counts every sheet: A has a big mistake, B a small one → B first.
    const a = couplePoints([clean(), clean(), clean(), clean(), sheet(['', 'b'])], SCALE, GP);
    const b = couplePoints([sheet(['', 's']), clean(), clean(), clean(), clean()], SCALE, GP);
    expect([a.points, b.points]).toEqual([120, 120]);
    expect(compare({ ...a, tieBreak: 0 }, { ...b, tieBreak: 0 })).toBeGreaterThan(0);
    const ai = couplePoints([clean(), clean(), clean(), clean(), sheet(['', 'b'])], SCALE, IJF);
    const bi = couplePoints([sheet(['', 's']), clean(), clean(), clean(), clean()], SCALE, IJF);
    expect(compare({ ...ai, tieBreak: 0 }, { ...bi, tieBreak: 0 })).toBe(0);
  });
});

describe('couple points, three judges', () => {
  it('all marks count; ±0.5 and the floor of 1; the judge totals add up to the points', () => {
    // t1: judge 1 'ssmb' → 1, judge 2 's-' → 8.5, judge 3 clean → 10: 19.5. Other items 3 × 3 × 10 = 90.
    // Total 109.5 = 31 + 38.5 + 40.
    const r = couplePoints([sheet(['', 'ssmb']), sheet(['', 's-']), clean()], SCALE, GP);
    expect(r.points).toBe(109.5);
    expect(r.judgeTotals).toEqual([31, 38.5, 40]);
    expect(r.halved).toBe(false);
    // Tie-break over all sheets: small 2 + 1, medium 1, big 1.
    expect([r.small, r.medium, r.big]).toEqual([3, 1, 1]);
  });

  it('flow with three judges: all three flow marks added', () => {
    // Items 3 × 40 = 120; flow 7 + 8 + 9 = 24 → 144.
    const r = couplePoints([clean(7), clean(8), clean(9)], SCALE, GPF);
    expect(r.points).toBe(144);
    expect(r.judgeTotals.reduce((a, b) => a + b, 0)).toBe(144);
  });

  it('IJF: the judge totals are halved exactly when the couple is (they add up to the points)', () => {
    // Judges 1 and 2 forgot t1 (majority): items 30 + 30 + 40 = 100 → 50; totals 15, 15, 20.
    const r = couplePoints([sheet(['', 'f']), sheet(['', 'f']), clean()], SCALE, IJF);
    expect(r.points).toBe(50);
    expect(r.judgeTotals).toEqual([15, 15, 20]);
    // One judge only (minority): not halved, judge 1's total is not halved either: 30 + 40 + 40.
    const minority = couplePoints([sheet(['', 'f']), clean(), clean()], SCALE, IJF);
    expect(minority.points).toBe(110);
    expect(minority.judgeTotals).toEqual([30, 40, 40]);
  });
});

describe('validation per preset', () => {
  const marks = (over: Record<number, AnyMark>, flow?: number) => {
    const s = clean(flow);
    for (const [i, v] of Object.entries(over)) s[Number(i)] = v;
    return s;
  };
  it.each([
    ['half under IJF', IJF, marks({ 1: m('s+') }), 'evaluation_half_off'],
    ['half under Grand Prix', GP, marks({ 1: m('s+') }), null],
    ['half on a clean mark', GP, marks({ 1: m('+') }), 'evaluation_half'],
    ['minus half on a clean mark', GP, marks({ 1: m('-') }), null],
    ['half on a forgotten technique', GP, marks({ 1: { ...m('f'), half: -1 } }), 'evaluation_half'],
    ['half of 2', GP, marks({ 1: { ...m('s'), half: 2 } }), 'evaluation_half'],
    ['flow when enabled', GPF, marks({}, 7), null],
    ['flow 11', GPF, marks({}, 11), 'evaluation_flow'],
    ['flow 7.5', GPF, marks({}, 7.5), 'evaluation_flow'],
  ])('%s', (_, rules, ms, code) => {
    expect(validateMarks(ms, sheetItems(ITEMS, rules), SCALE, rules)?.code ?? null).toBe(code);
  });

  it('the flow item exists only when the competition scores it under Grand Prix', () => {
    expect(sheetItems(ITEMS, GPF).map((i) => i.kind)).toEqual(['opening', 'technique', 'technique', 'closing', 'flow']);
    expect(sheetItems(ITEMS, GP)).toHaveLength(4);
    expect(sheetItems(ITEMS, { preset: 'ijf', flow: true })).toHaveLength(4);
    // A flow item given to a competition without flow is refused.
    expect(validateMarks(clean(7), [...ITEMS, { key: 'flow', kind: 'flow', name: 'F' }], SCALE, GP)?.code).toBe('evaluation_flow_off');
  });
});
