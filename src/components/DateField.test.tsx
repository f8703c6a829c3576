// DateField: the browser's date input on a touch screen (a tap opens the phone's picker), the
// PrimeReact Calendar with a mouse; the value is a Date either way.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { fromDateInputValue, toDateInputValue } from '@/lib/core/dateInput';
import { DateField } from './DateField';

function pointer(coarse: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: coarse && query === '(pointer: coarse)', media: query, addEventListener: () => {}, removeEventListener: () => {} }));
}
afterEach(() => vi.unstubAllGlobals());

describe('date input values', () => {
  it('round-trip a date and a date with time in local time', () => {
    expect(toDateInputValue(new Date(2005, 2, 9))).toBe('2005-03-09');
    expect(toDateInputValue(new Date(2026, 4, 17, 9, 30), true)).toBe('2026-05-17T09:30');
    expect(toDateInputValue(null)).toBe('');
    expect(fromDateInputValue('2005-03-09')).toEqual(new Date(2005, 2, 9));
    expect(fromDateInputValue('2026-05-17T09:30', true)).toEqual(new Date(2026, 4, 17, 9, 30));
    expect(fromDateInputValue('')).toBeNull();
    expect(fromDateInputValue('2005-02-30')).toBeNull();
  });
});

describe('DateField', () => {
  it('is a native date input on a touch screen, giving a Date', () => {
    pointer(true);
    const onChange = vi.fn();
    render(
      <>
        <label htmlFor="bd">Birthday</label>
        <DateField inputId="bd" value={new Date(2005, 2, 9)} maxDate={new Date(2026, 0, 1)} onChange={onChange} />
      </>,
    );
    const input = screen.getByLabelText('Birthday');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveValue('2005-03-09');
    expect(input).toHaveAttribute('max', '2026-01-01');
    fireEvent.change(input, { target: { value: '2004-12-31' } });
    expect(onChange).toHaveBeenLastCalledWith(new Date(2004, 11, 31));
  });

  it('is a native date-and-time input on a touch screen when it holds a time', () => {
    pointer(true);
    render(<DateField inputId="start" value={null} withTime onChange={() => {}} />);
    expect(document.getElementById('start')).toHaveAttribute('type', 'datetime-local');
  });

  it('is the typed Calendar with its picker button with a mouse', () => {
    pointer(false);
    render(<DateField inputId="bd" value={new Date(2005, 2, 9)} onChange={() => {}} />);
    const input = document.getElementById('bd');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('09/03/2005');
  });
});
