import { describe, expect, it } from 'vitest';
import { runningOrder, type RunningPoule } from '@/lib/domain/runningOrder';
import { couplesByDraw, finishedPoule, lastScored, latestResults, tatamiParam, tatamiView } from './tatamiView';

const MIN = 60_000;
const T0 = Date.UTC(2026, 10, 28, 9, 0);
const iso = (ms: number) => new Date(ms).toISOString().replace('T', ' ');

/** Tatami 1: one couple; tatami 2: four couples of 7-minute slots from T0, the first performed at `first`. */
function poules(first = ''): RunningPoule[] {
  const entries = (p: string, n: number) => Array.from({ length: n }, (_, i) => ({ id: `${p}${i + 1}`, enrolment: `e${p}${i + 1}`, order: i + 1, performedAt: p === 'b' && i === 0 ? first : '' }));
  return [
    { id: 'A', name: 'A', tatami: 1, startsAt: iso(T0), duration: 0, entries: entries('a', 1) },
    { id: 'B', name: 'B', tatami: 2, startsAt: iso(T0), duration: 0, entries: entries('b', 4) },
  ];
}
const draws = (xs: { draw: string }[]) => xs.map((x) => x.draw);

describe('tatamiParam', () => {
  it('takes a tatami number from 1 and nothing else', () => {
    expect(tatamiParam('2')).toBe(2);
    expect(tatamiParam('12')).toBe(12);
    for (const bad of [null, undefined, '', '0', '-1', '1.5', '02', 'x', '1e3']) expect(tatamiParam(bad)).toBeNull();
  });
});

describe('tatamiView', () => {
  it('before the start nobody is on the mat: the first couple is on deck, the next three follow', () => {
    const v = tatamiView(runningOrder(poules(), T0 - 10 * MIN), 2);
    expect(v.onMat).toBeNull();
    expect(v.onDeck?.draw).toBe('b1');
    expect(draws(v.next)).toEqual(['b2', 'b3', 'b4']);
  });

  it('once the start has come: the first couple on the mat, the second on deck, then the rest', () => {
    const v = tatamiView(runningOrder(poules(), T0 + MIN), 2);
    expect(v.onMat?.draw).toBe('b1');
    expect(v.onDeck?.draw).toBe('b2');
    expect(draws(v.next)).toEqual(['b3', 'b4']);
    expect(draws(tatamiView(runningOrder(poules(), T0 + MIN), 2, 1).next)).toEqual(['b3']);
  });

  it('a couple that performed leaves: the next one is on the mat', () => {
    const v = tatamiView(runningOrder(poules(iso(T0 + 6 * MIN)), T0 + 7 * MIN), 2);
    expect(v.onMat?.draw).toBe('b2');
    expect(v.onDeck?.draw).toBe('b3');
    expect(draws(v.next)).toEqual(['b4']);
  });

  it('only the chosen tatami; one without a schedule shows nobody', () => {
    const v = tatamiView(runningOrder(poules(), T0 + MIN), 1);
    expect([v.onMat?.draw, v.onDeck, v.next]).toEqual(['a1', null, []]);
    expect(tatamiView(runningOrder(poules(), T0 + MIN), 3)).toEqual({ run: null, onMat: null, onDeck: null, next: [] });
    expect(tatamiView(null, 2).onMat).toBeNull();
  });
});

describe('lastScored', () => {
  it('the last couple of the tatami that performed and counts; none while its score does not count yet', () => {
    const run = tatamiView(runningOrder(poules(iso(T0 + 6 * MIN)), T0 + 7 * MIN), 2).run;
    expect(lastScored(run, () => true)?.draw).toBe('b1');
    expect(lastScored(run, () => false)).toBeNull();
    expect(lastScored(null, () => true)).toBeNull();
  });
});

describe('finishedPoule', () => {
  // Tatami 1: poule A (two couples) from T0, then poule B (one couple) from T0 + 30 min.
  const at = (ms: number) => iso(ms);
  function day(performed: Record<string, number>, scored: string[], absent: string[] = []) {
    const entry = (id: string, order: number) => ({ id, enrolment: `e${id}`, order, performedAt: performed[id] ? at(performed[id]) : '', scored: scored.includes(id), ...(absent.includes(id) ? { absence: 'withdrawn' } : {}) });
    const list = [
      { id: 'A', name: 'A', tatami: 1, startsAt: iso(T0), duration: 0, entries: [entry('a1', 1), entry('a2', 2)] },
      { id: 'B', name: 'B', tatami: 1, startsAt: iso(T0 + 30 * MIN), duration: 0, entries: [entry('b1', 1)] },
    ];
    const run = runningOrder(list, T0 + 20 * MIN).tatami[0] ?? null;
    return finishedPoule(run, new Map(list.map((p) => [p.id, p])))?.id ?? null;
  }
  it('nothing while the poule runs, its results once every couple is scored, until a couple of the next poule performed', () => {
    expect(day({}, [])).toBeNull();
    expect(day({ a1: T0 + 7 * MIN }, ['a1'])).toBeNull();
    // The last couple performed but its score does not count yet (a panel incomplete or not validated).
    expect(day({ a1: T0 + 7 * MIN, a2: T0 + 14 * MIN }, ['a1'])).toBeNull();
    expect(day({ a1: T0 + 7 * MIN, a2: T0 + 14 * MIN }, ['a1', 'a2'])).toBe('A');
    expect(day({ a1: T0 + 7 * MIN, a2: T0 + 14 * MIN, b1: T0 + 37 * MIN }, ['a1', 'a2'])).toBeNull();
    expect(day({ a1: T0 + 7 * MIN, a2: T0 + 14 * MIN, b1: T0 + 37 * MIN }, ['a1', 'a2', 'b1'])).toBe('B');
  });
  it('an absent couple does not keep the poule open', () => {
    expect(day({ a1: T0 + 7 * MIN }, ['a1'], ['a2'])).toBe('A');
  });
});

describe('latestResults', () => {
  const e = (id: string, rank: number, at: string, scored = true, absence = '') => ({ id, rank, order: Number(id.slice(1)), performedAt: at, scored, absence });
  const final = { id: 'F', entries: [e('f1', 3, '10:10'), e('f2', 2, '10:20'), e('f3', 1, '10:30')] };
  const group = { id: 'A', entries: [e('a1', 2, '09:10'), e('a2', 1, '09:20'), e('a3', 0, '', false, 'did_not_perform')] };
  const running = { id: 'B', entries: [e('b1', 2, '10:40'), e('b2', 1, '10:50'), e('b3', 0, '', false)] };
  const ids = (rows: { entry: { id: string } }[]) => rows.map((r) => r.entry.id);

  it('a finished poule reads as its ranking, the newest poule first', () => {
    expect(ids(latestResults([group, final], 8))).toEqual(['f3', 'f2', 'f1', 'a2', 'a1']);
  });

  it('a poule under way shows its newest performance first; at most `shown` rows', () => {
    expect(ids(latestResults([group, final, running], 4))).toEqual(['b2', 'b1', 'f3', 'f2']);
  });
});

describe('couplesByDraw', () => {
  it('finds each couple with its poule by its draw', () => {
    const a = { id: 'A', entries: [{ id: 'a1' }, { id: 'a2' }] };
    const b = { id: 'B', entries: [{ id: 'b1' }] };
    const m = couplesByDraw([a, b]);
    expect([...m.keys()]).toEqual(['a1', 'a2', 'b1']);
    expect(m.get('b1')).toEqual({ entry: b.entries[0], poule: b });
  });
});
