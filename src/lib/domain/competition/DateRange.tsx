import { formatDateRange, toDate } from '@/lib/core/format';

/** "12 Mar 2026", or a compact range "12–13 Mar 2026", in the UI language; `withTime` adds the hours. */
export function DateRange({ start, end, withTime = false }: { start: string; end?: string; withTime?: boolean }) {
  const s = toDate(start);
  if (!s) return null;
  return (
    <time className="date-range" dateTime={s.toISOString()}>
      {formatDateRange(s, end, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' })}
    </time>
  );
}
