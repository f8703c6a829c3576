// Date fields (src/components/DateField.tsx): typed as dd/mm/yyyy[ HH:mm] into the Calendar with a
// mouse, the browser's own date input (yyyy-mm-dd[THH:mm]) on a touch screen. Tests give day, month,
// year (and time) and the helper writes what the field on screen takes.
import { expect, type Locator } from '@playwright/test';

export interface DateParts {
  day: number;
  month: number;
  year: number;
  hour?: number;
  minute?: number;
}

const p = (n: number) => String(n).padStart(2, '0');

/** The text the field shows for `d`, in the format of its kind (native or typed). */
export async function dateValueFor(input: Locator, d: DateParts): Promise<string> {
  const type = await input.getAttribute('type');
  const time = d.hour === undefined ? '' : `${p(d.hour)}:${p(d.minute ?? 0)}`;
  if (type === 'date') return `${d.year}-${p(d.month)}-${p(d.day)}`;
  if (type === 'datetime-local') return `${d.year}-${p(d.month)}-${p(d.day)}T${time}`;
  return `${p(d.day)}/${p(d.month)}/${d.year}${time ? ` ${time}` : ''}`;
}

/** Fills a date field and checks what it shows. */
export async function fillDate(input: Locator, d: DateParts): Promise<void> {
  const value = await dateValueFor(input, d);
  await input.fill(value);
  if ((await input.getAttribute('type')) === 'text') await input.press('Tab');
  await expect(input).toHaveValue(value);
}

/** The parts of a Date (local time) a number of days from now, at `hour`:00. */
export function daysFromNow(days: number, hour?: number): DateParts {
  const d = new Date(Date.now() + days * 86_400_000);
  return { day: d.getDate(), month: d.getMonth() + 1, year: d.getFullYear(), hour };
}
