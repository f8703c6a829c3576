import { useSyncExternalStore } from 'react';
import { Calendar } from 'primereact/calendar';
import { fromDateInputValue, toDateInputValue } from '@/lib/core/dateInput';
import './date-field.css';

const COARSE = '(pointer: coarse)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(COARSE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const isCoarse = () => typeof window !== 'undefined' && !!window.matchMedia?.(COARSE).matches;

/** True on a touch screen (a finger, not a mouse, is the main pointer). */
export function useCoarsePointer(): boolean {
  return useSyncExternalStore(subscribe, isCoarse, () => false);
}

export interface DateFieldProps {
  inputId: string;
  value: Date | null | undefined;
  onChange: (value: Date | null) => void;
  onBlur?: () => void;
  /** A date and a time (24 h) instead of a date. */
  withTime?: boolean;
  minDate?: Date;
  maxDate?: Date;
  disabled?: boolean;
  invalid?: boolean;
  'aria-describedby'?: string;
  /** Mouse and keyboard only: the month shown when the picker opens empty, month/year dropdowns, a Today/Clear bar. */
  viewDate?: Date;
  yearRange?: string;
  showButtonBar?: boolean;
}

/**
 * A date (or date and time) field. With a mouse and keyboard: PrimeReact's Calendar, typed as
 * dd/mm/yyyy with the picker on its button. On a touch screen: the browser's own date input, whose
 * tap opens the phone's picker (the Calendar's text box opens no keyboard there, and its picker would
 * cover the form). The value is a Date either way.
 */
export function DateField({ inputId, value, onChange, onBlur, withTime = false, minDate, maxDate, disabled, invalid, viewDate, yearRange, showButtonBar, ...aria }: DateFieldProps) {
  const coarse = useCoarsePointer();
  if (coarse) {
    return (
      <input
        id={inputId}
        type={withTime ? 'datetime-local' : 'date'}
        className={`p-inputtext p-component date-field-native${invalid ? ' p-invalid' : ''}`}
        value={toDateInputValue(value, withTime)}
        min={toDateInputValue(minDate, withTime) || undefined}
        max={toDateInputValue(maxDate, withTime) || undefined}
        onChange={(e) => onChange(fromDateInputValue(e.target.value, withTime))}
        onBlur={onBlur}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={aria['aria-describedby']}
      />
    );
  }
  return (
    <Calendar
      inputId={inputId}
      value={value ?? null}
      onChange={(e) => onChange((e.value as Date | null | undefined) ?? null)}
      onBlur={onBlur}
      dateFormat="dd/mm/yy"
      showTime={withTime}
      hourFormat="24"
      minDate={minDate}
      maxDate={maxDate}
      viewDate={viewDate}
      monthNavigator={!!yearRange}
      yearNavigator={!!yearRange}
      yearRange={yearRange}
      showButtonBar={showButtonBar}
      showIcon
      // Typing a date is quickest; the picker opens from its button.
      showOnFocus={false}
      disabled={disabled}
      invalid={invalid}
      aria-describedby={aria['aria-describedby']}
    />
  );
}
