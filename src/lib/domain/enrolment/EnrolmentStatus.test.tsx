import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { i18n } from '@/lib/core/i18n';
import { EnrolmentStatus, EnrolmentStatusTag, flagsOf } from './EnrolmentStatus';

describe('EnrolmentStatus', () => {
  it('names each of the five flags with its state and shows the derived status', () => {
    render(
      <EnrolmentStatus
        status="missing_payment"
        flags={flagsOf({ toriVerified: true, ukeVerified: true, coupleVerified: true, paymentReceived: false, present: false })}
      />,
    );
    const list = screen.getByRole('list', { name: 'Status of the enrolment' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['TTori verified', 'UUke verified', 'Couple verified', 'Payment not received', 'Not present']);
    expect(items[3]).toHaveAttribute('data-pr-tooltip', 'Payment not received');
    expect(items[0]).toHaveClass('enrolment-flag-on');
    expect(items[4]).toHaveClass('enrolment-flag-off');
    expect(screen.getByText('Missing payment')).toHaveClass('enrolment-status-missing_payment');
  });

  it('speaks Italian and ignores an unknown status', async () => {
    await i18n.changeLanguage('it');
    try {
      const { container } = render(<EnrolmentStatusTag status="in_competition" />);
      expect(container).toHaveTextContent('In gara');
      render(<EnrolmentStatusTag status="bogus" />);
      expect(screen.queryByText('bogus')).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
