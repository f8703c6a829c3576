// Who goes to the final, on hand-made groups: per group, in all, and why not yet.
import { describe, expect, it } from 'vitest';
import { finalCountAllowed } from '@/lib/rules/final';
import { finalPlan, finalReadiness, finalSelection, perGroup } from './final';

const d = (poule: string, order: number, rank: number, scored = true) => ({ poule, order, rank, scored, toriName: `T${poule}${order}`, ukeName: `U${poule}${order}` });
const A = { id: 'a', name: 'A', published: true };
const B = { id: 'b', name: 'B', published: true };

describe('final plan', () => {
  it('each group sends the same number: 6 over two groups is 3 + 3, 3 over two is 1 + 1', () => {
    expect(finalPlan(6, 2)).toEqual({ perGroup: 3, total: 6, asked: 6, exact: true });
    expect(finalPlan(3, 2)).toEqual({ perGroup: 1, total: 2, asked: 3, exact: false });
    expect(finalPlan(3, 1)).toEqual({ perGroup: 3, total: 3, asked: 3, exact: true });
  });

  it('at least each winner; 6 when the competition has not set it', () => {
    expect(perGroup(1, 2)).toBe(1);
    expect(perGroup(0, 1)).toBe(6);
  });
});

describe('final readiness', () => {
  it('names the unpublished groups first', () => {
    expect(finalReadiness([A, { ...B, published: false }], [], 6)).toEqual({ ready: false, reason: 'unpublished', poules: ['B'] });
  });

  it('names the couples still to score, in their order', () => {
    const draws = [d('a', 2, 0, false), d('a', 1, 1), d('b', 1, 0, false)];
    expect(finalReadiness([A, B], draws, 6)).toEqual({
      ready: false,
      reason: 'unscored',
      couples: [
        { tori: 'Tb1', uke: 'Ub1' },
        { tori: 'Ta2', uke: 'Ua2' },
      ],
    });
  });

  it('refuses a tie across the last place of a group', () => {
    const draws = [d('a', 1, 1), d('a', 2, 2), d('a', 3, 2), d('b', 1, 1), d('b', 2, 2)];
    expect(finalReadiness([A, B], draws, 4)).toEqual({ ready: false, reason: 'tie', poules: ['A'] });
  });

  it('a couple marked absent neither holds up the final nor counts in its group', () => {
    const draws = [d('a', 1, 1), { ...d('a', 2, 0, false), absence: 'did_not_perform' }, d('a', 3, 2), d('b', 1, 1), { ...d('b', 2, 0, false), absence: 'withdrawn' }];
    // A sends 2 of its 2 competing couples, B its only one.
    expect(finalReadiness([A, B], draws, 4)).toEqual({ ready: true, perGroup: 2, total: 3 });
  });

  it('ready: how many per group and in all (a small group sends what it has)', () => {
    const draws = [d('a', 1, 1), d('a', 2, 2), d('a', 3, 3), d('a', 4, 4), d('b', 1, 1), d('b', 2, 2)];
    expect(finalReadiness([A, B], draws, 6)).toEqual({ ready: true, perGroup: 3, total: 5 });
    expect(finalReadiness([A, B], draws, 3)).toEqual({ ready: true, perGroup: 1, total: 2 });
  });
});

describe('final selection, as the dialog shows it', () => {
  const s = (poule: string, order: number, rank: number, absence = '') => ({ ...d(poule, order, rank), id: `${poule}${order}`, enrolment: `e${poule}${order}`, points: 500 - rank, absence });
  const statuses = (sel: ReturnType<typeof finalSelection>) => sel.groups.map((g) => g.entries.map((e) => `${e.draw.id}:${e.status}`));

  it('one group of five, one absent: a final of six takes the four that performed, and says so', () => {
    const draws = [s('a', 1, 2), s('a', 2, 1), s('a', 3, 4), s('a', 4, 3), s('a', 5, 0, 'did_not_perform')];
    const sel = finalSelection([A], draws, 6);
    expect(sel).toMatchObject({ asked: 6, perGroup: 6, planned: 6, total: 4, short: true, performed: 4 });
    expect(statuses(sel)).toEqual([['a2:qualified', 'a1:qualified', 'a4:qualified', 'a3:qualified', 'a5:absent']]);
  });

  it('the officials ask for two: the best two by rank go, the others are below the cut', () => {
    const draws = [s('a', 1, 2), s('a', 2, 1), s('a', 3, 3), s('b', 1, 1), s('b', 2, 2), s('b', 3, 0, 'withdrawn')];
    const sel = finalSelection([A, B], draws, 2);
    expect(sel).toMatchObject({ asked: 2, perGroup: 1, planned: 2, total: 2, short: false, performed: 5 });
    expect(statuses(sel)).toEqual([
      ['a2:qualified', 'a1:below', 'a3:below'],
      ['b1:qualified', 'b2:below', 'b3:absent'],
    ]);
  });

  it('a group with fewer couples that performed than its places is named short', () => {
    const draws = [s('a', 1, 1), s('a', 2, 0, 'withdrawn'), s('b', 1, 1), s('b', 2, 2), s('b', 3, 3)];
    const sel = finalSelection([A, B], draws, 4);
    expect(sel.total).toBe(3);
    expect(sel.groups.map((g) => [g.name, g.short, g.performed])).toEqual([
      ['A', true, 1],
      ['B', false, 3],
    ]);
  });

  it('the size the officials may ask: 1 to the couples drawn, whole', () => {
    expect([1, 6].map((n) => finalCountAllowed(n, 6))).toEqual([true, true]);
    expect([0, 7, 2.5, Number.NaN, '3', null].map((n) => finalCountAllowed(n, 6))).toEqual([false, false, false, false, false, false]);
  });
});
