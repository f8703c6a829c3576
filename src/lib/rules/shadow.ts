// Shadow judges, written once: the SPA imports this file, the hooks run pb_hooks/lib/shadow.js compiled
// from it (scripts/build-hook-rules.mjs). Pure, no imports.
//
// A shadow judge is a trainee who marks beside the panel on a tablet of their own (the EJU examines kata
// judges at its events this way). Their sheet is stored but never counted: not in the couple's points,
// rank, judges' totals, the board or the results. The officials compare it with the panel's sheets in
// the judges' consistency view.
//
// A shadow seat is a seat of its own kind, numbered after the largest panel (five judges): seats 6
// and 7, so a poule takes up to two trainees and a panel of 3 or 5 never collides with them.

export const SHADOW_FIRST = 6;
export const SHADOW_MAX = 2;

/** Whether seat `n` of a poule is a shadow seat. */
export function isShadowSeat(n: number): boolean {
  return Number.isInteger(n) && n >= SHADOW_FIRST && n < SHADOW_FIRST + SHADOW_MAX;
}

/** The shadow seats' numbers, in order. */
export function shadowSeats(): number[] {
  return Array.from({ length: SHADOW_MAX }, (_, i) => SHADOW_FIRST + i);
}

/** A shadow's sheet against the panel's on one couple, item marks summed (the flow mark included). */
export interface ShadowComparison {
  /** The shadow's marks summed. */
  total: number;
  /** The panel's sheets' sums, averaged. */
  panel: number;
  /** total − panel: above 0, the shadow marked higher than the panel did on average. */
  deviation: number;
  /** Items compared. */
  items: number;
  /** Items where the shadow's mark lay outside the panel's marks (above the highest, below the lowest). */
  outside: number;
  /** By how many points those marks lay outside, summed. */
  distance: number;
}

/**
 * The shadow's sheet (`shadow`, one mark value per item) against the panel's (`panel`, one such array
 * per judge of the panel); null without a panel sheet. Items beyond the shortest sheet are left out.
 */
export function compareShadow(shadow: readonly number[], panel: readonly (readonly number[])[]): ShadowComparison | null {
  if (!panel.length) return null;
  const items = Math.min(shadow.length, ...panel.map((p) => p.length));
  let total = 0;
  let sum = 0;
  let outside = 0;
  let distance = 0;
  for (let i = 0; i < items; i++) {
    const v = shadow[i] as number;
    const marks = panel.map((p) => p[i] as number);
    const lo = Math.min(...marks);
    const hi = Math.max(...marks);
    total += v;
    sum += marks.reduce((a, b) => a + b, 0);
    if (v > hi) {
      outside++;
      distance += v - hi;
    } else if (v < lo) {
      outside++;
      distance += lo - v;
    }
  }
  const mean = sum / panel.length;
  return { total, panel: mean, deviation: total - mean, items, outside, distance };
}
