import { currentLanguage } from '@/lib/i18n';
import { formatDate, toDate } from '@/lib/format';

// Same locales as lib/format; a range needs Intl's formatRange ("22–23 Dec 2026"), which lib/format does not offer.
const LOCALES = { en: 'en-GB', it: 'it-IT' } as const;

/** "12 Mar 2026", or a compact range "12–13 Mar 2026", in the UI language; `withTime` adds the hours. */
export function DateRange({ start, end, withTime = false }: { start: string; end?: string; withTime?: boolean }) {
  const s = toDate(start);
  const e = toDate(end);
  if (!s) return null;
  const opts: Intl.DateTimeFormatOptions = withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' };
  const text = e && e.getTime() > s.getTime() ? new Intl.DateTimeFormat(LOCALES[currentLanguage()], opts).formatRange(s, e) : formatDate(s, opts);
  return (
    <time className="date-range" dateTime={s.toISOString()}>
      {text}
    </time>
  );
}
