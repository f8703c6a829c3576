// The registry page against a mocked API (MSW): empty state, verification tags (verified, expired a
// year after verifiedAt, awaiting) and the external flag; admins' owner column, "awaiting" filter and
// one-click verification; deletion after a confirmation with the server's refusal in words; editing a
// verified athlete asks first and sends nothing when cancelled; the club code checked before sending.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw';
import { loginAs, renderRoute } from '@/test/utils';
import { i18n } from '@/lib/core/i18n';
import { toast } from '@/lib/core/toast';

beforeAll(async () => {
  await i18n.loadNamespaces(['registry']);
});
afterEach(() => vi.restoreAllMocks());

const DAY = 864e5;
const iso = (ms: number) => new Date(ms).toISOString().replace('T', ' ');
const page = (items: unknown[]) => HttpResponse.json({ page: 1, perPage: 30, totalItems: items.length, totalPages: 1, items });
const owner = { id: 'u1', name: 'Anna Bianchi', username: 'anna' };

function athlete(over: Record<string, unknown> = {}) {
  return {
    id: 'a1', collectionId: 'pbc_athletes', collectionName: 'athletes', owner: 'u1',
    name: 'Giulia', surname: 'Verdi', birthday: '1990-05-01 00:00:00.000Z', country: 'IT', region: 'Lazio',
    belt: '1d', club: '01IT0001', email: 'g@example.com', telephone: '', external: false,
    verified: false, verifiedAt: '', created: '', updated: '', expand: { owner }, ...over,
  };
}
const sara = athlete({ id: 'a2', name: 'Sara', surname: 'Russo', belt: '2k', verified: true, verifiedAt: iso(Date.now() - 10 * DAY) });
const marco = athlete({ id: 'a3', name: 'Marco', surname: 'Neri', external: true, verified: true, verifiedAt: iso(Date.now() - 400 * DAY) });

function mockLists(athletes: unknown[], onAthletes?: (url: URL) => void) {
  server.use(
    http.get('*/api/collections/athletes/records', ({ request }) => {
      onAthletes?.(new URL(request.url));
      return page(athletes);
    }),
    http.get('*/api/collections/couples/records', () => page([])),
  );
}
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('registry page', () => {
  it('shows the empty state with the way to add an athlete', async () => {
    loginAs('athlete');
    mockLists([]);
    renderRoute('/reserved/registry');
    expect(await screen.findByRole('heading', { name: 'No athletes found' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New athlete' }).length).toBeGreaterThan(0);
  });

  it('shows verified, expired and awaiting at a glance, and the external flag; no staff controls for athletes', async () => {
    loginAs('athlete');
    mockLists([athlete(), sara, marco]);
    renderRoute('/reserved/registry');
    expect(within(await rowOf('Verdi Giulia')).getByText('Awaiting verification')).toBeInTheDocument();
    expect(within(await rowOf('Verdi Giulia')).getByText('1st dan – black')).toBeInTheDocument();
    expect(within(await rowOf('Russo Sara')).getByText('Verified')).toBeInTheDocument();
    expect(within(await rowOf('Neri Marco')).getByText('Expired')).toBeInTheDocument();
    expect(within(await rowOf('Neri Marco')).getByText('External')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Verify/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Owner' })).toBeNull();
  });

  it('admins see the owner, filter what awaits verification and verify in one click', async () => {
    loginAs('admin');
    const success = vi.spyOn(toast, 'success');
    let filter = '';
    let body: unknown = null;
    mockLists([athlete(), sara], (url) => (filter = url.searchParams.get('filter') ?? ''));
    server.use(
      http.patch('*/api/collections/athletes/records/a1', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(athlete({ verified: true, verifiedAt: iso(Date.now()) }));
      }),
    );
    renderRoute('/reserved/registry');
    expect(within(await rowOf('Verdi Giulia')).getByText('Anna Bianchi')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader', { name: 'Owner' }).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByLabelText('Only awaiting verification', { selector: '#athletes-awaiting' }));
    await waitFor(() => expect(filter).toContain('verified = false || verifiedAt <'));
    await userEvent.click(within(await rowOf('Verdi Giulia')).getByRole('button', { name: 'Verify – Giulia Verdi' }));
    await waitFor(() => expect(body).toEqual({ verified: true }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Saved', 'Giulia Verdi is verified.'));
  });

  it('deletes only after a confirmation; a refusal from the server is said in words', async () => {
    loginAs('athlete');
    const error = vi.spyOn(toast, 'error');
    let deleted = 0;
    mockLists([athlete()]);
    server.use(
      http.delete('*/api/collections/athletes/records/a1', () => {
        deleted++;
        return HttpResponse.json(
          { status: 400, message: 'Failed.', data: { id: { code: 'athlete_in_couple', message: 'in a couple' } } },
          { status: 400 },
        );
      }),
    );
    renderRoute('/reserved/registry');
    await userEvent.click(within(await rowOf('Verdi Giulia')).getByRole('button', { name: 'Delete – Giulia Verdi' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete the athlete' });
    expect(dialog).toHaveTextContent('Do you really want to delete Giulia Verdi?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toBe(0);
    await userEvent.click(within(await rowOf('Verdi Giulia')).getByRole('button', { name: 'Delete – Giulia Verdi' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete the athlete' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe(1));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Delete failed', 'This athlete is part of a couple: delete the couple first.'));
  });

  it('editing a verified athlete asks first: cancelled, nothing is sent; confirmed, the change is saved', async () => {
    loginAs('athlete');
    let body: Record<string, unknown> | null = null;
    mockLists([sara]);
    server.use(
      http.patch('*/api/collections/athletes/records/a2', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...sara, region: 'Umbria', verified: false, verifiedAt: '' });
      }),
    );
    renderRoute('/reserved/registry');
    await userEvent.click(within(await rowOf('Russo Sara')).getByRole('button', { name: 'Edit – Sara Russo' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Sara Russo' });
    const region = within(form).getByRole('textbox', { name: 'Region' });
    await userEvent.clear(region);
    await userEvent.type(region, 'Umbria');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    let ask = await screen.findByRole('dialog', { name: 'Edit a verified athlete' });
    expect(ask).toHaveTextContent('all of their couples must be verified again');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(body).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    ask = await screen.findByRole('dialog', { name: 'Edit a verified athlete' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body?.region).toBe('Umbria'));
  });

  it('checks the club code before sending', async () => {
    loginAs('athlete');
    let sent = false;
    mockLists([athlete()]);
    server.use(
      http.patch('*/api/collections/athletes/records/a1', () => {
        sent = true;
        return HttpResponse.json(athlete());
      }),
    );
    renderRoute('/reserved/registry');
    await userEvent.click(within(await rowOf('Verdi Giulia')).getByRole('button', { name: 'Edit – Giulia Verdi' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Giulia Verdi' });
    const club = within(form).getByRole('textbox', { name: /Club code/ });
    await userEvent.clear(club);
    await userEvent.type(club, '1IT1234');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(club).toHaveAttribute('aria-invalid', 'true'));
    expect(sent).toBe(false);
  });
});
