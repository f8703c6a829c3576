// The desk's filters, combinable: search by athlete name (tori or uke, accents and case ignored),
// circuit, club (either athlete's) and status. Pure, so that 2,000 rows filter on every keystroke.
import type { DeskEnrolment } from './api';

export interface DeskFilters {
  query: string;
  circuit: string;
  club: string;
  status: string;
}

type Filterable = Pick<DeskEnrolment, 'toriName' | 'ukeName' | 'circuit' | 'clubs' | 'status'>;

/** Lower case without accents: "Nicolò" matches "nicolo". */
export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function filterDesk<T extends Filterable>(rows: T[], f: DeskFilters): T[] {
  const words = fold(f.query).split(/\s+/).filter(Boolean);
  if (!words.length && !f.circuit && !f.club && !f.status) return rows;
  return rows.filter((e) => {
    if (f.status && e.status !== f.status) return false;
    if (f.circuit && e.circuit !== f.circuit) return false;
    if (f.club && !e.clubs.split(' ').includes(f.club)) return false;
    if (words.length) {
      const names = fold(`${e.toriName} ${e.ukeName}`);
      return words.every((w) => names.includes(w));
    }
    return true;
  });
}

/** The clubs of the enrolled couples, each once, in alphabetical order. */
export function clubsOf(rows: Array<Pick<DeskEnrolment, 'clubs'>>): string[] {
  const set = new Set<string>();
  for (const e of rows) for (const c of e.clubs.split(' ')) if (c) set.add(c);
  return [...set].sort((a, b) => a.localeCompare(b));
}
