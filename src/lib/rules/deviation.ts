// How far a judge's mark strays, written once for the SPA and the hooks (compiled to
// pb_hooks/lib/rules/deviation.js by scripts/build-hook-rules.mjs). Pure: no imports, nothing newer
// than ES2015 once compiled.
//
// Off the panel's average: a judge's mark of an item is off the panel when it lies at least `distance`
// points above (plus) or below (minus) the average of the marks that counted for that item (every
// mark with three judges; with five, the marks left once the highest and lowest are cancelled). It
// works for any panel size, so three-judge panels get a report; plus and minus are counted apart so a
// judge's bias shows. The cancelled marks are the scoring rule's (scoring.ts `cancelled`), handed in.

/** The default distance from the panel's average, in points (docs/judging.md). */
export const PANEL_DISTANCE = 0.75;

/**
 * Marks are multiples of half a point and averages of three of them multiples of a sixth; a
 * difference computed in floating point may miss the distance by a rounding error, never by more.
 */
const EPSILON = 1e-9;

/** The distance a setting gives: a positive number of points (a string is read as one), else the default. */
export function panelDistance(raw: unknown): number {
  const v = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return isFinite(v) && v > 0 ? v : PANEL_DISTANCE;
}

/** The average of one item's marks that counted (`cancelled`: the indexes of the cancelled ones); null without any. */
export function panelAverage(values: readonly number[], cancelled: readonly number[]): number | null {
  let sum = 0;
  let n = 0;
  values.forEach((v, i) => {
    if (cancelled.indexOf(i) >= 0) return;
    sum += v;
    n++;
  });
  return n ? sum / n : null;
}

/**
 * Per judge of one item (in the order of `values`): 1 when the mark lies at least `distance` above the
 * panel's average, -1 when at least `distance` below it, 0 within.
 */
export function offPanel(values: readonly number[], cancelled: readonly number[], distance: number): number[] {
  const avg = panelAverage(values, cancelled);
  return values.map((v) => (avg === null ? 0 : v - avg >= distance - EPSILON ? 1 : avg - v >= distance - EPSILON ? -1 : 0));
}

// Against a reference: an admin or a commissioner marks a performance as the reference (from its video,
// or on a sheet); each judge's item mark is compared with the reference's. It lies outside the tolerance
// when it differs by more than `tolerance` points, and always when one marked the item forgotten, or a
// big mistake, and the other did not (a disagreement on what happened, whatever the points). Above the
// reference is plus (the judge was more lenient), below minus (harsher).

/** The default tolerance around the reference mark, in points (docs/judging.md). */
export const REFERENCE_TOLERANCE = 1;

/** The tolerance a setting gives: a number of points, zero or more (a string is read as one), else the default. */
export function referenceTolerance(raw: unknown): number {
  const v = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return isFinite(v) && v >= 0 ? v : REFERENCE_TOLERANCE;
}

/** One item as marked, for the comparison: its mark in points, and whether it had a big mistake or was forgotten. */
export interface ItemValue {
  value: number;
  big: boolean;
  forgotten: boolean;
}

/**
 * A judge's item against the reference's: 1 outside the tolerance above, -1 below, 0 within. A
 * forgotten or big-mistake disagreement is outside even within the points: the judge who saw the
 * forgotten technique or the big mistake the other did not is the harsher one (-1).
 */
export function againstReference(mark: ItemValue, reference: ItemValue, tolerance: number): number {
  const by = mark.value - reference.value;
  if (by > tolerance + EPSILON) return 1;
  if (by < -tolerance - EPSILON) return -1;
  if (mark.forgotten !== reference.forgotten) return mark.forgotten ? -1 : 1;
  if (mark.big !== reference.big) return mark.big ? -1 : 1;
  return 0;
}

/** A judge's sheet against the reference, over the items both have. */
export interface ReferenceComparison {
  /** Items compared. */
  items: number;
  /** Per item: the judge's mark minus the reference's (points). */
  by: number[];
  /** Per item: againstReference (1, -1 or 0). */
  off: number[];
  /** Items outside the tolerance above the reference. */
  plus: number;
  /** Items outside the tolerance below it. */
  minus: number;
  /** The differences summed (above 0: the judge marked higher than the reference overall). */
  sum: number;
}

/** A judge's sheet (`marks`, one ItemValue per item) against the reference's; items beyond the shorter are left out. */
export function compareReference(marks: readonly ItemValue[], reference: readonly ItemValue[], tolerance: number): ReferenceComparison {
  const items = Math.min(marks.length, reference.length);
  const by: number[] = [];
  const off: number[] = [];
  let plus = 0;
  let minus = 0;
  let sum = 0;
  for (let i = 0; i < items; i++) {
    const m = marks[i] as ItemValue;
    const r = reference[i] as ItemValue;
    const d = m.value - r.value;
    const o = againstReference(m, r, tolerance);
    by.push(d);
    off.push(o);
    sum += d;
    if (o > 0) plus++;
    else if (o < 0) minus++;
  }
  return { items, by, off, plus, minus, sum };
}
