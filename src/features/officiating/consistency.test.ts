// Judge consistency: a judge deviates when their cancelled mark lies outside the marks that counted;
// per poule and summed by judge seat over the competition's poules of five judges.
import { describe, expect, it } from 'vitest';
import type { Draw, Evaluation, KataSheet, Poule } from '@/features/results/api';
import { competitionConsistency, consistency } from './components/JudgeConsistency';
import { emptyMark, type Mark } from '@/features/results/scoring';

const sheet = {
  id: 's',
  kata: 'nage-no-kata',
  items: [
    { key: 'a', kind: 'opening', name: 'Opening' },
    { key: 'b', kind: 'closing', name: 'Closing' },
  ],
  scale: { item: 10, deductions: { small: { points: 1, max: 2 }, medium: { points: 3, max: 1 }, big: { points: 5, max: 1 } } },
  judges: 5,
} as KataSheet;
const harsh: Mark[] = [{ ...emptyMark(), big: 1 }, emptyMark()];
const clean: Mark[] = [emptyMark(), emptyMark()];
const draw = (id: string, poule: string) => ({ id, poule }) as Draw;
const ev = (d: string, judge: number, marks: Mark[]) => ({ draw: d, judge, marks }) as Evaluation;

describe('judge consistency', () => {
  it('counts the harsh judge, not the tied ones; incomplete panels are left out', () => {
    const evals = [1, 2, 3, 4, 5].map((j) => ev('d1', j, j === 2 ? harsh : clean)).concat([ev('d2', 1, harsh)]);
    expect(consistency(evals, [draw('d1', 'p1'), draw('d2', 'p1')], 5, sheet)).toEqual({ outliers: [0, 1, 0, 0, 0], items: 2 });
  });

  it('sums by judge seat over the poules of five judges only', () => {
    const poules = [{ id: 'p1', kata: 'nage-no-kata', judges: 5 }, { id: 'p2', kata: 'nage-no-kata', judges: 5 }, { id: 'p3', kata: 'nage-no-kata', judges: 3 }] as Poule[];
    const draws = [draw('d1', 'p1'), draw('d2', 'p2'), draw('d3', 'p3')];
    const evals = [
      ...[1, 2, 3, 4, 5].map((j) => ev('d1', j, j === 2 ? harsh : clean)),
      ...[1, 2, 3, 4, 5].map((j) => ev('d2', j, j === 2 ? harsh : clean)),
      ...[1, 2, 3].map((j) => ev('d3', j, j === 1 ? harsh : clean)),
    ];
    expect(competitionConsistency(evals, poules, draws, [sheet])).toEqual({ outliers: [0, 2, 0, 0, 0], items: 4 });
  });
});
