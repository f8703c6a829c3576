// One call for a failed form submission: the server's field errors go next to the fields (localized,
// see fieldErrors.ts) and a toast with the error summary explains what happened in the user's
// language. PocketBase's own 400/429 messages are English ("Failed to create record."), so they are
// replaced by catalogue texts; everything else goes through the generic showError().
//
//   onError: (e) => reportFormError(e, form.setError, 'registrationFailed', { rename: { privacyAccepted: 'privacy' } })
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { asHttpError, codedErrorText, isAutoCancelled, showError, type ErrorSummary } from './errors';
import { fieldErrorsOf, localizeFieldError } from './fieldErrors';
import { i18n } from './i18n';
import { toast } from './toast';

export interface ReportOptions<T extends FieldValues> {
  /** Server field name → form field name, for fields named differently in the form. */
  rename?: Record<string, Path<T>>;
  /** Form fields that exist (errors of other fields are shown in the toast instead). */
  fields?: readonly Path<T>[];
  /** Toast detail for a 400 without field errors (default: the localized "check the data" text). */
  badRequestDetail?: string;
}

/** For actions without a form (buttons): a localized text for 429, else the generic handling. */
export function reportActionError(error: unknown, summary: ErrorSummary): void {
  const http = asHttpError(error);
  if (http?.status === 429) toast.error(i18n.t(`common:toasts.${summary}`), codedErrorText(http) ?? i18n.t('common:errors.tooManyRequests'));
  else showError(error, summary);
}

export function reportFormError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  summary: ErrorSummary,
  options: ReportOptions<T> = {},
): void {
  if (isAutoCancelled(error)) return;
  const http = asHttpError(error);
  const title = i18n.t(`common:toasts.${summary}`);
  if (http?.status === 429) {
    // A limit aimed at a field of the form (a slowed-down login: the password) goes next to it, with
    // its wait; another limit with its own code (the caps per account) says which in a toast.
    const fields = http.data.data as Record<string, unknown> | undefined;
    for (const [name, value] of Object.entries(fields && typeof fields === 'object' ? fields : {})) {
      const field = (options.rename?.[name] ?? name) as Path<T>;
      const v = value as { code?: unknown; params?: Record<string, unknown> } | null;
      if (!options.fields?.includes(field) || !v || typeof v.code !== 'string' || !i18n.exists(`common:errors.${v.code}`)) continue;
      setError(field, { type: 'server', message: i18n.t(`common:errors.${v.code}`, { ...v.params }) }, { shouldFocus: true });
      return;
    }
    toast.error(title, codedErrorText(http) ?? i18n.t('common:errors.tooManyRequests'));
    return;
  }
  if (http?.status !== 400) {
    showError(error, summary);
    return;
  }
  const errors = fieldErrorsOf(error);
  const unplaced: string[] = [];
  let first = true;
  for (const [name, err] of Object.entries(errors)) {
    const field = (options.rename?.[name] ?? name) as Path<T>;
    if (options.fields && !options.fields.includes(field)) {
      unplaced.push(localizeFieldError(err));
      continue;
    }
    setError(field, { type: 'server', message: localizeFieldError(err) }, { shouldFocus: first });
    first = false;
  }
  if (!Object.keys(errors).length) {
    toast.error(title, options.badRequestDetail ?? i18n.t('common:errors.checkData'));
    return;
  }
  toast.error(title, unplaced.length ? unplaced.join(' ') : i18n.t('common:errors.checkFields'));
}
