// Judge consistency that follows the named judge (a person) across poules and competitions, like the
// Grand Prix scorer's judge ranking: on every item of every complete panel, whether the judge's mark
// was cancelled as the highest or lowest, and whether (and by how much) it lay outside the marks that
// counted. With three judges nothing is cancelled and every mark counts.
import { cancelled, itemMark, type AnyMark, type Rules, type Scale } from '../scoring';

export interface SeatSheet {
  /** The judges' list id of who sat on the seat ('' when nobody was named). */
  namedJudge: string;
  marks: AnyMark[];
}
export interface CouplePanel {
  sheets: SeatSheet[];
  /** Panel size: incomplete panels are left out. */
  judges: number;
  scale: Scale;
  rules?: Rules;
}
export interface NamedJudgeConsistency {
  judge: string;
  /** Couples marked (complete panels only). */
  couples: number;
  /** Item marks given. */
  items: number;
  /** Marks cancelled as the highest or lowest of the item. */
  cancelled: number;
  /** Marks strictly outside the range of the marks that counted. */
  outside: number;
  /** Sum of how far those marks lay outside that range, in points. */
  distance: number;
}

export function namedJudgeConsistency(panels: CouplePanel[]): NamedJudgeConsistency[] {
  const rows = new Map<string, NamedJudgeConsistency>();
  const row = (judge: string) => {
    let r = rows.get(judge);
    if (!r) rows.set(judge, (r = { judge, couples: 0, items: 0, cancelled: 0, outside: 0, distance: 0 }));
    return r;
  };
  for (const p of panels) {
    if (p.sheets.length !== p.judges) continue;
    p.sheets.forEach((s) => s.namedJudge && row(s.namedJudge).couples++);
    const items = Math.min(...p.sheets.map((s) => s.marks.length));
    for (let i = 0; i < items; i++) {
      const values = p.sheets.map((s) => itemMark(s.marks[i] as AnyMark, p.scale, p.rules));
      const out = cancelled(values);
      const counted = values.filter((_, j) => !out.includes(j));
      const lo = Math.min(...counted);
      const hi = Math.max(...counted);
      p.sheets.forEach((s, j) => {
        if (!s.namedJudge) return;
        const r = row(s.namedJudge);
        const v = values[j] as number;
        r.items++;
        if (out.includes(j)) r.cancelled++;
        if (v < lo || v > hi) {
          r.outside++;
          r.distance += v < lo ? lo - v : v - hi;
        }
      });
    }
  }
  return [...rows.values()];
}
