// The value of a native <input type="date"> ("2005-03-09") or <input type="datetime-local">
// ("2026-05-17T09:30") to and from the Date the forms hold, in local time, as the PrimeReact
// Calendar gives it (midnight for a date).
import { toDate } from './format';

const pad = (n: number) => String(n).padStart(2, '0');

/** The input's value for `date` ("" when there is none or it is not a valid date). */
export function toDateInputValue(date: Date | null | undefined, withTime = false): string {
  if (!date || Number.isNaN(date.getTime())) return '';
  const day = `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return withTime ? `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
}

/** The Date of an input's value; null for "" (cleared, or not complete yet) or anything malformed. */
export function fromDateInputValue(value: string, withTime = false): Date | null {
  const m = (withTime ? /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/ : /^(\d{4})-(\d{2})-(\d{2})$/).exec(value);
  if (!m) return null;
  const [y, mo, d, h = 0, mi = 0] = m.slice(1).map(Number) as [number, number, number, number?, number?];
  const date = new Date(y, mo - 1, d, h, mi);
  // Reject rolled-over dates (2005-02-30 → March).
  return date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d ? date : null;
}

/**
 * A daily time (<input type="time">, "12:30") of a stored date: its hours and minutes in local time;
 * "" when there is none. A date stored on any day reads the same (the lunch break is daily).
 */
export function toTimeInputValue(value: string | null | undefined): string {
  const date = toDate(value);
  return date ? `${pad(date.getHours())}:${pad(date.getMinutes())}` : '';
}

/**
 * A daily time stored as a date: `time` ("12:30", local) on the local day of `day` (a stored date, the
 * competition's first day), as an ISO instant; "" for no time or a malformed one.
 */
export function fromTimeInputValue(time: string, day: string | null | undefined): string {
  const m = /^(\d{2}):(\d{2})/.exec(time);
  if (!m) return '';
  const [h, mi] = [Number(m[1]), Number(m[2])];
  if (h > 23 || mi > 59) return '';
  const d = toDate(day) ?? new Date();
  return new Date(d.getFullYear(), d.getMonth(), d.getDate(), h, mi).toISOString();
}
