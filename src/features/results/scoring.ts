// Kata scoring on the IJF evaluation criteria, for the scoring screen's live totals and the judge
// consistency view. The server computes the official results with the same maths in
// pb_hooks/lib/scoring.js; scoring.parity.test.ts checks with random inputs that both agree.

export type MistakeKind = 'small' | 'medium' | 'big';

export interface Mark {
  small: number;
  medium: number;
  big: number;
  forgotten: boolean;
}

export interface SheetItem {
  key: string;
  kind: 'opening' | 'technique' | 'closing';
  name: string;
  group?: string;
}

export interface Scale {
  item: number;
  deductions: Record<MistakeKind, { points: number; max: number }>;
}

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
}

export const MISTAKES: MistakeKind[] = ['small', 'medium', 'big'];

export function emptyMark(): Mark {
  return { small: 0, medium: 0, big: 0, forgotten: false };
}

/** 0 when forgotten, else the item's points minus the mistakes (never below 0). */
export function itemMark(mark: Mark, scale: Scale): number {
  if (mark.forgotten) return 0;
  const d = scale.deductions;
  const v = scale.item - mark.small * d.small.points - mark.medium * d.medium.points - mark.big * d.big.points;
  return Math.max(0, v);
}

/** A judge's total: the item marks summed, halved when a technique was forgotten. */
export function judgeTotal(marks: Mark[], scale: Scale): number {
  const sum = marks.reduce((acc, m) => acc + itemMark(m, scale), 0);
  return marks.some((m) => m.forgotten) ? sum / 2 : sum;
}

/** Indexes of the cancelled marks of one item: one highest and one lowest with five judges, none with three. */
export function cancelled(values: number[]): number[] {
  if (values.length < 5) return [];
  const idx = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return [idx[0]![1], idx[idx.length - 1]![1]];
}

/** The couple's points from a complete panel (one marks array per judge). See pb_hooks/lib/scoring.js. */
export function couplePoints(panel: Mark[][], scale: Scale): CoupleResult {
  const judges = panel.length;
  const items = panel[0]?.length ?? 0;
  let points = 0;
  let forgotten = 0;
  const counts = { small: 0, medium: 0, big: 0 };
  const outliers = panel.map(() => 0);
  for (let i = 0; i < items; i++) {
    // The marks of item i by each judge (the panel is rectangular: every judge marks every item).
    const column = panel.map((marks) => marks[i] ?? emptyMark());
    const values = column.map((m) => itemMark(m, scale));
    if (column.filter((m) => m.forgotten).length * 2 > judges) forgotten++;
    const out = cancelled(values);
    const kept: number[] = [];
    column.forEach((m, j) => {
      if (out.includes(j)) return;
      kept.push(values[j] ?? 0);
      for (const k of MISTAKES) counts[k] += m[k];
    });
    points += kept.reduce((a, b) => a + b, 0);
    if (out.length) {
      const lo = Math.min(...kept);
      const hi = Math.max(...kept);
      for (const j of out) {
        const v = values[j] ?? 0;
        if (v < lo || v > hi) outliers[j] = (outliers[j] ?? 0) + 1;
      }
    }
  }
  if (forgotten > 0) points /= 2;
  return { points, forgotten, ...counts, judgeTotals: panel.map((m) => judgeTotal(m, scale)), outliers };
}

/** More points first; then fewer forgotten, big, medium, small; then the officials' decided place. */
export function compare(a: TieKeys, b: TieKeys): number {
  if (a.points !== b.points) return b.points - a.points;
  if (a.forgotten !== b.forgotten) return a.forgotten - b.forgotten;
  if (a.big !== b.big) return a.big - b.big;
  if (a.medium !== b.medium) return a.medium - b.medium;
  if (a.small !== b.small) return a.small - b.small;
  const ta = a.tieBreak > 0 ? a.tieBreak : Infinity;
  const tb = b.tieBreak > 0 ? b.tieBreak : Infinity;
  if (ta !== tb) return ta < tb ? -1 : 1;
  return 0;
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
