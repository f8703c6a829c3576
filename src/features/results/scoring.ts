// Kata scoring under the competition's preset of rules, for the scoring screen's live totals and the
// judge consistency view. The server computes the official results with the same maths in
// pb_hooks/lib/scoring.js; scoring.parity.test.ts checks with random inputs that both agree.
// Every function takes an optional trailing `rules`; without it the rules are the IJF preset. The presets
// themselves are data in lib/scoringRules.ts (the public competition page describes them too).

import { FLOW_MAX, rulesOf, type ResolvedRules, type Rules } from '@/lib/scoringRules';

export type MistakeKind = 'small' | 'medium' | 'big';

export interface Mark {
  small: number;
  medium: number;
  big: number;
  forgotten: boolean;
  /** Half points added (1) or taken (-1) by the judge, where the preset allows it. */
  half?: number;
}

/** The flow mark (fluidity, course, rhythm), 0–10, the item after the closing when scored. */
export interface FlowMark {
  points: number;
}

export type AnyMark = Mark | FlowMark;

export interface SheetItem {
  key: string;
  kind: 'opening' | 'technique' | 'closing' | 'flow';
  name: string;
  group?: string;
}

export interface Scale {
  item: number;
  deductions: Record<MistakeKind, { points: number; max: number }>;
}

export { PRESETS, FLOW_MAX, rulesOf, competitionRules } from '@/lib/scoringRules';
export type { PresetName, Rules, ResolvedRules } from '@/lib/scoringRules';

export interface TieKeys {
  points: number;
  forgotten: number;
  big: number;
  medium: number;
  small: number;
  /** The officials' decided place among tied couples (1, 2 …); 0 = not decided. */
  tieBreak: number;
}

export interface CoupleResult extends Omit<TieKeys, 'tieBreak'> {
  judgeTotals: number[];
  /** Per judge: on how many items their mark was cancelled and lay outside the marks that counted. */
  outliers: number[];
  /** Whether the couple's total was halved (and the flow not added). */
  halved: boolean;
}

export const MISTAKES: MistakeKind[] = ['small', 'medium', 'big'];

export function emptyMark(): Mark {
  return { small: 0, medium: 0, big: 0, forgotten: false };
}

/** The items a judge marks: the sheet's, plus the flow item after the closing when the rules score it. */
export function sheetItems(items: SheetItem[], rules?: Partial<Rules> | null): SheetItem[] {
  const out = items.filter((it) => it.kind !== 'flow');
  if (rulesOf(rules).flow) out.push({ key: 'flow', kind: 'flow', name: 'Fluidity, course, rhythm' });
  return out;
}

export function isFlow(mark: AnyMark | undefined): mark is FlowMark {
  return !!mark && typeof (mark as FlowMark).points === 'number' && (mark as Mark).small === undefined;
}

/** 0 when forgotten, else the item's points minus the mistakes (never below the floor), ± half a point. */
export function itemMark(mark: AnyMark, scale: Scale, rules?: Partial<Rules> | null): number {
  if (isFlow(mark)) return mark.points;
  if (mark.forgotten) return 0;
  const r = rulesOf(rules);
  const d = scale.deductions;
  let v = scale.item - mark.small * d.small.points - mark.medium * d.medium.points - mark.big * d.big.points;
  if (v < r.floor) v = r.floor;
  if (r.half && mark.half) v += mark.half / 2;
  return v;
}

function zeroIn(marks: AnyMark[], scale: Scale, r: ResolvedRules): boolean {
  return marks.some((m) => !isFlow(m) && (r.halving === 'any' ? itemMark(m, scale, r) === 0 : m.forgotten));
}

function sums(marks: AnyMark[], scale: Scale, r: ResolvedRules): { items: number; flow: number } {
  let items = 0;
  let flow = 0;
  for (const m of marks) {
    if (isFlow(m)) flow += m.points;
    else items += itemMark(m, scale, r);
  }
  return { items, flow };
}

/** A judge's own sheet total: item marks summed, halved when this sheet halves, else plus the flow. */
export function judgeTotal(marks: AnyMark[], scale: Scale, rules?: Partial<Rules> | null): number {
  const r = rulesOf(rules);
  const s = sums(marks, scale, r);
  return zeroIn(marks, scale, r) ? s.items / 2 : s.items + s.flow;
}

/** Whether this judge's sheet alone halves the total (the score sheet's "halved" hint). */
export function halvesAlone(marks: AnyMark[], scale: Scale, rules?: Partial<Rules> | null): boolean {
  return zeroIn(marks, scale, rulesOf(rules));
}

/** Indexes of the cancelled marks of one item: one highest and one lowest with five judges, none with three. */
export function cancelled(values: number[]): number[] {
  if (values.length < 5) return [];
  const idx = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return [idx[0]![1], idx[idx.length - 1]![1]];
}

/** The couple's points from a complete panel (one marks array per judge). See pb_hooks/lib/scoring.js. */
export function couplePoints(panel: AnyMark[][], scale: Scale, rules?: Partial<Rules> | null): CoupleResult {
  const r = rulesOf(rules);
  const judges = panel.length;
  const items = panel[0]?.length ?? 0;
  let points = 0;
  let flowPoints = 0;
  let forgottenItems = 0;
  let forgottenMarks = 0;
  let anyZero = false;
  const counted = { small: 0, medium: 0, big: 0 };
  const all = { small: 0, medium: 0, big: 0 };
  const outliers = panel.map(() => 0);
  for (let i = 0; i < items; i++) {
    // The marks of item i by each judge (the panel is rectangular: every judge marks every item).
    const column = panel.map((marks) => marks[i] ?? emptyMark());
    const flow = isFlow(column[0]);
    const values = column.map((m) => itemMark(m, scale, r));
    let votes = 0;
    column.forEach((m, j) => {
      if (isFlow(m)) return;
      if (values[j] === 0) anyZero = true;
      if (m.forgotten) votes++;
      for (const k of MISTAKES) all[k] += m[k];
    });
    forgottenMarks += votes;
    if (votes * 2 > judges) forgottenItems++;
    const out = cancelled(values);
    const kept: number[] = [];
    column.forEach((m, j) => {
      if (out.includes(j)) return;
      kept.push(values[j] ?? 0);
      if (isFlow(m)) return;
      for (const k of MISTAKES) counted[k] += m[k];
    });
    const sum = kept.reduce((a, b) => a + b, 0);
    if (flow) flowPoints += sum;
    else points += sum;
    if (out.length) {
      const lo = Math.min(...kept);
      const hi = Math.max(...kept);
      for (const j of out) {
        const v = values[j] ?? 0;
        if (v < lo || v > hi) outliers[j] = (outliers[j] ?? 0) + 1;
      }
    }
  }
  const halved = r.halving === 'any' ? anyZero : forgottenItems > 0;
  points = halved ? points / 2 : points + flowPoints;
  const counts = r.mistakes === 'all' ? all : counted;
  return {
    points,
    forgotten: r.mistakes === 'all' ? forgottenMarks : forgottenItems,
    ...counts,
    judgeTotals: panel.map((marks) => {
      const s = sums(marks, scale, r);
      return halved ? s.items / 2 : s.items + s.flow;
    }),
    outliers,
    halved,
  };
}

/** What decides the order of two couples: their points, then the tie-break chain, else nothing (a shared rank). */
export type Decider = 'points' | 'forgotten' | 'big' | 'medium' | 'small' | 'officials';

/** The first key of the order (points, forgotten, big, medium, small, the officials' place) on which two couples differ; null when none does. */
export function decidedBy(a: TieKeys, b: TieKeys): Decider | null {
  if (a.points !== b.points) return 'points';
  if (a.forgotten !== b.forgotten) return 'forgotten';
  if (a.big !== b.big) return 'big';
  if (a.medium !== b.medium) return 'medium';
  if (a.small !== b.small) return 'small';
  if (placeOf(a) !== placeOf(b)) return 'officials';
  return null;
}

/** A recorded place (1, 2 …) goes before none, so the order stays consistent when only some tied couples are placed. */
function placeOf(k: TieKeys): number {
  return k.tieBreak > 0 ? k.tieBreak : Infinity;
}

/** More points first; then fewer forgotten, big, medium, small; then the officials' decided place. */
export function compare(a: TieKeys, b: TieKeys): number {
  const key = decidedBy(a, b);
  if (key === null) return 0;
  if (key === 'points') return b.points - a.points;
  if (key === 'officials') return placeOf(a) < placeOf(b) ? -1 : 1;
  return a[key] - b[key];
}

/** Competition ranks (1, 2, 2, 4) of the rows, in the rows' order. */
export function ranks(rows: TieKeys[]): number[] {
  const order = rows.map((row, i) => ({ row, i })).sort((x, y) => compare(x.row, y.row) || x.i - y.i);
  const out = rows.map(() => 0);
  order.forEach((cur, k) => {
    const prev = order[k - 1];
    out[cur.i] = prev && compare(prev.row, cur.row) === 0 ? (out[prev.i] ?? 0) : k + 1;
  });
  return out;
}

/** The mistakes a judge may still mark on an item (the scale's maximums). */
export function canAdd(mark: Mark, kind: MistakeKind, scale: Scale): boolean {
  return !mark.forgotten && mark[kind] < scale.deductions[kind].max;
}

/** Which half points the judge may give an item: none under IJF; +0.5 only below the item's points. */
export function halfOptions(mark: Mark, rules?: Partial<Rules> | null): number[] {
  if (!rulesOf(rules).half || mark.forgotten) return [0];
  return mark.small || mark.medium || mark.big ? [-1, 0, 1] : [-1, 0];
}

interface Invalid {
  item: number;
  code: string;
  message: string;
}

/** Checks one judge's marks like the server (pb_hooks/lib/scoring.js validateMarks); null when valid. */
export function validateMarks(marks: unknown, items: SheetItem[], scale: Scale, rules?: Partial<Rules> | null): Invalid | null {
  const r = rulesOf(rules);
  const invalid = (item: number, code: string, message: string): Invalid => ({ item, code, message });
  if (!Array.isArray(marks)) return invalid(-1, 'evaluation_marks', 'The marks must be a list.');
  if (marks.length !== items.length) {
    if (!r.flow && marks.length === items.length + 1 && isFlow(marks[marks.length - 1] as AnyMark)) {
      return invalid(items.length, 'evaluation_flow_off', 'This competition does not score the flow.');
    }
    return invalid(-1, 'evaluation_marks', `The kata has ${items.length} marked items; ${marks.length} were given.`);
  }
  for (let i = 0; i < marks.length; i++) {
    const m = marks[i] as Record<string, unknown> | null;
    const n = `Item ${i + 1}`;
    if (!m || typeof m !== 'object') return invalid(i, 'evaluation_marks', `${n} has no marks.`);
    if (items[i]?.kind === 'flow') {
      if (!r.flow) return invalid(i, 'evaluation_flow_off', 'This competition does not score the flow.');
      const p = m.points;
      if (typeof p !== 'number' || Math.floor(p) !== p || p < 0 || p > FLOW_MAX || Object.keys(m).length !== 1) {
        return invalid(i, 'evaluation_flow', `The flow mark is a whole number from 0 to ${FLOW_MAX}.`);
      }
      continue;
    }
    for (const kind of MISTAKES) {
      const v = m[kind];
      const max = scale.deductions[kind].max;
      if (typeof v !== 'number' || Math.floor(v) !== v || v < 0 || v > max) {
        return invalid(i, 'evaluation_marks', `${n}: ${kind} mistakes must be between 0 and ${max}.`);
      }
    }
    if (typeof m.forgotten !== 'boolean') return invalid(i, 'evaluation_marks', `${n}: forgotten must be true or false.`);
    if (m.forgotten && items[i]?.kind !== 'technique') return invalid(i, 'evaluation_marks', `${n} is not a technique and cannot be forgotten.`);
    if (m.forgotten && (m.small || m.medium || m.big)) return invalid(i, 'evaluation_marks', `${n}: a forgotten technique has no mistakes.`);
    if (m.half !== undefined && m.half !== 0) {
      if (!r.half) return invalid(i, 'evaluation_half_off', `${n}: this competition's rules have no half points.`);
      if (m.half !== 1 && m.half !== -1) return invalid(i, 'evaluation_half', `${n}: the half point is -1, 0 or 1.`);
      if (m.forgotten) return invalid(i, 'evaluation_half', `${n}: a forgotten technique has no half point.`);
      if (m.half === 1 && !m.small && !m.medium && !m.big) return invalid(i, 'evaluation_half', `${n}: a mark without mistakes cannot gain half a point.`);
    }
  }
  return null;
}
