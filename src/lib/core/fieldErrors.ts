// Maps PocketBase 400 field errors onto a react-hook-form form.
//
//   onError: (e) => { applyFieldErrors(e, form.setError) }
//
// A 400 answer looks like { status: 400, message, data: { username: { code, message, params? } } }.
// Each field gets the localized text of common:errors.<code> (with the params), falling back to a
// generic localized "not valid" (the server's own message is English: never shown). Returns the names of the fields that got an error.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { asHttpError } from './errors';
import { i18n } from './i18n';

export interface FieldError {
  code: string;
  message: string;
  params?: Record<string, unknown>;
}

/** The field errors of a PocketBase 400 response, or {} when there are none. */
export function fieldErrorsOf(error: unknown): Record<string, FieldError> {
  const http = asHttpError(error);
  if (!http || http.status !== 400) return {};
  const fields = http.data.data;
  if (!fields || typeof fields !== 'object') return {};
  const out: Record<string, FieldError> = {};
  for (const [name, value] of Object.entries(fields as Record<string, unknown>)) {
    if (!value || typeof value !== 'object') continue;
    const v = value as Record<string, unknown>;
    out[name] = {
      code: typeof v.code === 'string' ? v.code : '',
      message: typeof v.message === 'string' ? v.message : '',
      params: v.params && typeof v.params === 'object' ? (v.params as Record<string, unknown>) : undefined,
    };
  }
  return out;
}

/** Localized message for one server field error. */
export function localizeFieldError(err: FieldError): string {
  const fallback = i18n.t('common:errors.validation_invalid_value');
  if (!err.code) return fallback;
  return i18n.t(`common:errors.${err.code}`, { ...err.params, defaultValue: fallback });
}

export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  options: { fields?: readonly Path<T>[]; focus?: boolean } = {},
): Path<T>[] {
  const errors = fieldErrorsOf(error);
  const applied: Path<T>[] = [];
  for (const [name, err] of Object.entries(errors)) {
    const field = name as Path<T>;
    if (options.fields && !options.fields.includes(field)) continue;
    setError(field, { type: 'server', message: localizeFieldError(err) }, { shouldFocus: options.focus !== false && applied.length === 0 });
    applied.push(field);
  }
  return applied;
}
