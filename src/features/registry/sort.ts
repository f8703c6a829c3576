/** DataTable sort state ↔ PocketBase sort expression (ties broken by a stable second key). */
export interface SortState {
  field?: string;
  order: 1 | -1;
}

export function sortOf(s: SortState, fallback: string, tieBreak = 'id'): string {
  if (!s.field) return fallback;
  return `${s.order === -1 ? '-' : ''}${s.field},${tieBreak}`;
}
