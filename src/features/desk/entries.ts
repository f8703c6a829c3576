// Couples entered by the competition's staff at the desk (POST /api/custom/import/enrolments,
// pb_hooks/lib/entries.js): when the desk offers it, the row a late entry sends, and where the
// server's row errors go on the form.
import type { FieldError } from '@/lib/core/fieldErrors';
import type { LateEntryValues } from './schema';

/** The statuses in which a competition takes couples from its staff (the server's rule, mirrored). */
export const ENTRY_STATUSES: readonly string[] = ['enrolment', 'accreditation', 'ongoing'];

export function takesEntries(status: string | undefined): boolean {
  return !!status && ENTRY_STATUSES.includes(status);
}

/** A picked day as the server's date (YYYY-MM-DD of the day picked, no time-zone drift). */
export function pickedDay(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The one row of a late entry, as the import route takes it. */
export function lateEntryRow(v: LateEntryValues): Record<string, unknown> {
  const athlete = (a: LateEntryValues['tori']) => ({ ...a, birthday: pickedDay(a.birthday) });
  return { kata: v.kata, tori: athlete(v.tori), uke: athlete(v.uke) };
}

export const LATE_ENTRY_FIELDS = ['kata', ...['tori', 'uke'].flatMap((r) => ['name', 'surname', 'birthday', 'country', 'belt', 'club'].map((f) => `${r}.${f}`))] as const;
export type LateEntryField = (typeof LATE_ENTRY_FIELDS)[number];

/**
 * The server's errors of the late entry's row, by form field; an error on a field the form does not
 * have (an athlete's e-mail, say) is left to the caller's general message.
 */
export function rowErrors(problems: Array<{ row: number; errors: Record<string, FieldError> }> | null | undefined): { fields: Partial<Record<LateEntryField, FieldError>>; other: FieldError[] } {
  const fields: Partial<Record<LateEntryField, FieldError>> = {};
  const other: FieldError[] = [];
  for (const [field, err] of Object.entries(problems?.[0]?.errors ?? {})) {
    if ((LATE_ENTRY_FIELDS as readonly string[]).includes(field)) fields[field as LateEntryField] = err;
    else other.push(err);
  }
  return { fields, other };
}
