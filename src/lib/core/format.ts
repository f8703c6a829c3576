// Locale-aware formatting through Intl, in the current UI language.
import { currentLanguage } from './i18n';

const LOCALES = { en: 'en-GB', it: 'it-IT' } as const;
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function locale(): string {
  return LOCALES[currentLanguage()];
}

function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale()}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) {
    f = new Intl.DateTimeFormat(locale(), options);
    cache.set(key, f);
  }
  return f;
}

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale()}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.NumberFormat | undefined;
  if (!f) {
    f = new Intl.NumberFormat(locale(), options);
    cache.set(key, f);
  }
  return f;
}

/** Parses PocketBase dates ("2025-05-01 10:00:00.000Z"), ISO strings, timestamps and Dates. */
export function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const d = typeof value === 'number' ? new Date(value) : new Date(value.includes(' ') ? value.replace(' ', 'T') : value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "1 May 2025" / "1 mag 2025"; empty string for empty or invalid input. */
export function formatDate(value: string | number | Date | null | undefined, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const d = toDate(value);
  return d ? dateFormat(options).format(d) : '';
}

/** "22–23 Dec 2026" (Intl's formatRange); one date when the end is missing or not after the start. */
export function formatDateRange(start: string | Date | null | undefined, end?: string | Date | null, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const s = toDate(start);
  const e = toDate(end);
  if (!s) return '';
  return e && e.getTime() > s.getTime() ? dateFormat(options).formatRange(s, e) : dateFormat(options).format(s);
}

/**
 * Builds the date and number formats of the UI language ahead of the first render that shows dates,
 * while the page's code and data are still downloading. (Intl's own data, the costly first load of
 * tens of milliseconds on a phone, is loaded earlier still by public/intl-warmup.js.)
 */
export function warmFormats(): void {
  const day = Date.UTC(2026, 0, 1);
  formatDateRange(new Date(day), new Date(day + 86_400_000));
  formatNumber(1);
}

/** "1 May 2025, 10:00" / "1 mag 2025, 10:00". */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  return formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatNumber(value: number | null | undefined, options: Intl.NumberFormatOptions = {}): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return numberFormat(options).format(value);
}

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** 1536 → "1.5 kB" / "1,5 kB". */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || Number.isNaN(bytes)) return '';
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return numberFormat({
    style: 'unit',
    unit: BYTE_UNITS[unit],
    // Whole bytes are spelled out so that the unit agrees with the number ("709 bytes", "1 byte",
    // "709 byte" in Italian); the short form has no plural ("709 byte" in English).
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/**
 * A time still left, through Intl.RelativeTimeFormat in the UI language: "in 12 minutes", "in 45
 * seconds" under a minute (rounded up, so it never says 0 while time is left).
 */
export function formatTimeLeft(ms: number): string {
  const rtf = new Intl.RelativeTimeFormat(locale(), { numeric: 'always' });
  const left = Math.max(0, ms);
  if (left < 60_000) return rtf.format(Math.ceil(left / 1000), 'second');
  return rtf.format(Math.ceil(left / 60_000), 'minute');
}
