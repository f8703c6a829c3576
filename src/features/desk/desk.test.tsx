// The accreditation desk against a mocked API (MSW): search, status counts and filter, the toggles,
// and the athlete's read-only view.
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw';
import { loginAs, renderRoute } from '@/test/utils';
import { i18n } from '@/lib/i18n';

beforeAll(async () => {
  await i18n.loadNamespaces(['desk']);
});

const list = (items: unknown[]) => HttpResponse.json({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items });
const base = { competition: 'c1', owner: 'o1', toriVerified: true, ukeVerified: true, coupleVerified: true, present: false };
const rows = [
  { ...base, id: 'e1', toriName: 'Giulia Verdi', ukeName: 'Sara Russo', status: 'missing_payment', paymentReceived: false },
  { ...base, id: 'e2', toriName: 'Kenji Tanaka', ukeName: 'Elena Romano', status: 'waiting_accreditation', paymentReceived: true },
  { ...base, id: 'e3', toriName: 'Luca Neri', ukeName: 'Marco Bianchi', status: 'missing_payment', paymentReceived: false },
];

describe('/reserved/enrolments/:competitionID desk', () => {
  it('organizer: search, counts per status, filter and toggling the payment', async () => {
    loginAs('organizer');
    const updates: unknown[] = [];
    server.use(
      http.get('*/api/collections/enrolments/records', () => list(rows)),
      http.patch('*/api/collections/enrolments/records/e1', async ({ request }) => {
        updates.push(await request.json());
        return HttpResponse.json({ ...rows[0], paymentReceived: true, status: 'waiting_accreditation' });
      }),
    );
    renderRoute('/reserved/enrolments/c1');
    const listEl = await screen.findByRole('list', { name: 'Enrolments' });
    expect(listEl.querySelectorAll(':scope > li')).toHaveLength(3);
    const chips = screen.getByRole('group', { name: 'Filter by status' });
    expect(within(chips).getByRole('button', { name: 'Missing payment 2' })).toBeInTheDocument();
    fireEvent.click(within(chips).getByRole('button', { name: 'Waiting for accreditation 1' }));
    await waitFor(() => expect(listEl.querySelectorAll(':scope > li')).toHaveLength(1));
    fireEvent.click(within(chips).getByRole('button', { name: 'All 3' }));
    fireEvent.change(screen.getByLabelText('Search by athlete name'), { target: { value: 'verdi' } });
    await waitFor(() => expect(listEl.querySelectorAll(':scope > li')).toHaveLength(1));
    const pay = screen.getByRole('button', { name: 'Payment received: Giulia Verdi – Sara Russo' });
    expect(pay).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(pay);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Payment received: Giulia Verdi – Sara Russo' })).toHaveAttribute('aria-pressed', 'true'));
    expect(updates).toEqual([{ paymentReceived: true }]);
  });

  it('athlete: only what the server returns (their own), without desk toggles', async () => {
    loginAs('athlete');
    server.use(http.get('*/api/collections/enrolments/records', () => list([rows[1]])));
    renderRoute('/reserved/enrolments/c1');
    const item = await screen.findByRole('listitem', { name: 'Kenji Tanaka – Elena Romano' });
    expect(within(item).queryByRole('button')).toBeNull();
    expect(screen.getByText('Your enrolments in this competition (read-only).')).toBeInTheDocument();
  });

  it('empty competition: the empty state', async () => {
    loginAs('admin');
    server.use(http.get('*/api/collections/enrolments/records', () => list([])));
    renderRoute('/reserved/enrolments/c1');
    expect(await screen.findByRole('heading', { name: 'No enrolments found' })).toBeInTheDocument();
  });
});
