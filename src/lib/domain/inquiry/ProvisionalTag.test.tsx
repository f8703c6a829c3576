// A view of places re-evaluates "Provisional" as each couple's inquiry window closes, with no event
// and no reload (nothing is written when a window closes), and the couple's sheet says the decision.
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { i18n } from '@/lib/core/i18n';
import { ProvisionalTag } from './ProvisionalTag';
import { InquiryOutcome } from './InquiryOutcome';
import { isProvisional, useProvisionalClock, type InquiryFields } from './provisional';

beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['common']);
});
beforeEach(() => vi.useFakeTimers({ now: new Date('2026-06-13T10:00:00.000Z') }));
afterEach(() => vi.useRealTimers());

function Places({ rows }: { rows: (InquiryFields & { id: string })[] }) {
  const now = useProvisionalClock(rows);
  return (
    <ul>
      {rows.map((r) => (
        <li key={r.id} data-testid={r.id}>
          {r.id}
          <ProvisionalTag show={isProvisional(r, now)} />
        </li>
      ))}
    </ul>
  );
}

it('drops each tag when its window closes, the earliest first', () => {
  render(
    <Places
      rows={[
        { id: 'a', inquiry: '', inquiryEnds: '2026-06-13 10:05:00.000Z' },
        { id: 'b', inquiry: '', inquiryEnds: '2026-06-13 10:20:00.000Z' },
        { id: 'c', inquiry: 'open', inquiryEnds: '2026-06-13 10:01:00.000Z' },
        { id: 'd', inquiry: 'rejected', inquiryEnds: '2026-06-13 10:30:00.000Z' },
      ]}
    />,
  );
  const tagged = () => ['a', 'b', 'c', 'd'].filter((id) => screen.getByTestId(id).textContent?.includes('Provisional'));
  expect(tagged()).toEqual(['a', 'b', 'c']);
  act(() => vi.advanceTimersByTime(5 * 60_000));
  expect(tagged()).toEqual(['a', 'b', 'c']);
  act(() => vi.advanceTimersByTime(1));
  expect(tagged()).toEqual(['b', 'c']);
  act(() => vi.advanceTimersByTime(15 * 60_000 + 1));
  // An open inquiry keeps its couple provisional after the window, until the jury decides.
  expect(tagged()).toEqual(['c']);
});

it('shows the jury decision on the couple, and "Provisional" before it', () => {
  const { rerender } = render(<InquiryOutcome entry={{ inquiry: 'open', inquiryEnds: '2026-06-13 10:05:00.000Z' }} />);
  expect(screen.getByText('Provisional')).toBeTruthy();
  rerender(<InquiryOutcome entry={{ inquiry: 'rejected', inquiryEnds: '2026-06-13 10:05:00.000Z', inquiryDecision: 'The recording confirms the marks.' }} />);
  expect(screen.queryByText('Provisional')).toBeNull();
  expect(screen.getByText('Inquiry rejected: The recording confirms the marks.')).toBeTruthy();
  rerender(<InquiryOutcome entry={{ inquiry: '', inquiryEnds: '' }} />);
  expect(screen.queryByRole('status')).toBeNull();
});
