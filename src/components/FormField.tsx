import type { ReactNode } from 'react';
import './form.css';

export interface FormFieldProps {
  /** id of the control inside (the label points at it). */
  id: string;
  label: ReactNode;
  /** Error text shown under the control (validation or server field error). */
  error?: string;
  /** Help shown under the control, linked with aria-describedby (see fieldAria). */
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
  className?: string;
}

/** aria attributes for the control of a FormField: invalid state and the texts that describe it. */
export function fieldAria(id: string, error?: string, hasHint = false) {
  const describedBy = [error ? `${id}-error` : '', hasHint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

/**
 * A labelled form control with its error and hint. Pair it with fieldAria() on the control:
 *   <FormField id="email" label={t('email')} error={errors.email?.message} required>
 *     <InputText {...fieldAria('email', errors.email?.message)} {...register('email')} />
 *   </FormField>
 */
export function FormField({ id, label, error, hint, required, children, className = '' }: FormFieldProps) {
  return (
    <div className={`form-field ${error ? 'has-error' : ''} ${className}`}>
      <label htmlFor={id} className="form-label">
        {label}
        {required ? (
          <span className="form-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        <small id={`${id}-error`} className="form-error">
          <span className="pi pi-exclamation-circle" aria-hidden="true" /> {error}
        </small>
      ) : null}
      {hint ? (
        <div id={`${id}-hint`} className="form-hint">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

/** The error line for a control that renders its own label (checkboxes). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <small id={`${id}-error`} className="form-error">
      <span className="pi pi-exclamation-circle" aria-hidden="true" /> {error}
    </small>
  );
}
