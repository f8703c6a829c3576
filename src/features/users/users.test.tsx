// Users page against a mocked API: the list, search and role filter, the empty state, a role change
// with its confirmation, "Impersonate" after a confirmation naming the user (token pushed on the stack,
// landing on their dashboard without a "no access") and its failure toast, and the
// limited view of organizers.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { noData, server } from '@/test/msw';
import { fakeToken, loginAs, renderRoute } from '@/test/utils';
import { i18n } from '@/lib/core/i18n';
import { useImpersonation } from '@/lib/core/impersonationStore';
import { revalidateOnSessionChange } from '@/lib/core/sessionSwitch';
import { toast } from '@/lib/core/toast';
import { usersFilter } from './api';

beforeAll(async () => {
  await i18n.loadNamespaces(['users']);
});

const page = (items: unknown[]) => HttpResponse.json({ page: 1, perPage: 30, totalItems: items.length, totalPages: 1, items });
const user = (over: Record<string, unknown> = {}) => ({
  id: 'u1',
  collectionId: '_pb_users_auth_',
  collectionName: 'users',
  name: 'Anna Athlete',
  username: 'anna',
  email: 'anna@example.org',
  role: 'athlete',
  verified: true,
  ...over,
});

it('the filter combines search text and role', () => {
  expect(usersFilter('', '')).toBe('');
  expect(usersFilter(' an ', 'organizer')).toBe('(name ~ "an" || username ~ "an" || email ~ "an") && role = "organizer"');
});

describe('users page', () => {
  it('lists users, filters by role and search, shows the empty state', async () => {
    loginAs('admin', { id: 'a1' });
    const filters: string[] = [];
    server.use(
      http.get('*/api/collections/users/records', ({ request }) => {
        const f = new URL(request.url).searchParams.get('filter') ?? '';
        filters.push(f);
        return page(f ? [] : [user(), user({ id: 'u2', name: 'Oscar Org', username: 'oscar', role: 'organizer', verified: false })]);
      }),
    );
    renderRoute('/reserved/users');
    const row = await screen.findByRole('row', { name: /Anna Athlete/ });
    expect(row).toHaveTextContent('anna@example.org');
    expect(screen.getByRole('row', { name: /Oscar Org/ })).toHaveTextContent('Not verified');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search name, username or e-mail' }), 'zz');
    await waitFor(() => expect(filters.at(-1)).toContain('"zz"'));
    expect(await screen.findByRole('heading', { name: 'No users found' })).toBeInTheDocument();
    expect(screen.getByText('No user matches the search or the role filter.')).toBeInTheDocument();
  });

  it('changes a role after the confirmation', async () => {
    loginAs('admin', { id: 'a1' });
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/collections/users/records', () => page([user()])),
      http.patch('*/api/collections/users/records/u1', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(user({ role: 'commissioner' }));
      }),
    );
    renderRoute('/reserved/users');
    const row = await screen.findByRole('row', { name: /Anna Athlete/ });
    await userEvent.click(row.querySelector<HTMLElement>('.users-role')!);
    await userEvent.click(await screen.findByText('Commissioner', { selector: '.p-dropdown-item, .p-dropdown-item *' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change role' });
    expect(dialog).toHaveTextContent('Change the role of Anna Athlete from Athlete to Commissioner?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(sent).toEqual([{ role: 'commissioner' }]));
  });

  it('impersonates: the admin session goes on the stack; a refusal shows "Impersonate failed"', async () => {
    loginAs('admin', { id: 'a1' });
    useImpersonation.getState().clear();
    const error = vi.spyOn(toast, 'error');
    server.use(
      http.get('*/api/collections/users/records', () => page([user(), user({ id: 'u3', name: 'Bea Blocked', username: 'bea' })])),
      http.get('*/api/custom/impersonate/u1', ({ request }) =>
        new URL(request.url).searchParams.get('reason') === 'Checking a report' ? HttpResponse.json({ token: fakeToken(3600, { id: 'u1' }), record: user() }) : HttpResponse.json({}, { status: 400 }),
      ),
      http.get('*/api/custom/impersonate/u3', () => HttpResponse.json({ status: 403, message: 'Admins cannot be impersonated.', data: {} }, { status: 403 })),
      http.post('*/api/collections/users/auth-refresh', () => HttpResponse.json({ token: fakeToken(3600, { id: 'u1' }), record: user() })),
      // The athlete's dashboard it lands on loads their couples and enrolments: none here.
      ...noData,
    );
    const { router } = renderRoute('/reserved/users');
    const stopRevalidating = revalidateOnSessionChange(router);
    const warn = vi.spyOn(toast, 'show');
    await userEvent.click(await screen.findByRole('button', { name: 'Impersonate Bea Blocked' }));
    const bea = await screen.findByRole('dialog', { name: 'Impersonate a user' });
    // The reason is required, said next to its field.
    await userEvent.click(within(bea).getByRole('button', { name: 'Act as Bea Blocked' }));
    expect(await within(bea).findByText('The field is required')).toBeInTheDocument();
    await userEvent.type(within(bea).getByRole('textbox', { name: /Reason/ }), 'Checking a report');
    await userEvent.click(within(bea).getByRole('button', { name: 'Act as Bea Blocked' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Impersonate failed', 'You are not allowed to do this.'));
    expect(useImpersonation.getState().stack).toHaveLength(0);

    // Nothing happens before the admin confirms the name.
    await userEvent.click(screen.getByRole('button', { name: 'Impersonate Anna Athlete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impersonate a user' });
    expect(dialog).toHaveTextContent('Act as Anna Athlete (Athlete)?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(useImpersonation.getState().stack).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Impersonate Anna Athlete' }));
    const anna = await screen.findByRole('dialog', { name: 'Impersonate a user' });
    await userEvent.type(within(anna).getByRole('textbox', { name: /Reason/ }), 'Checking a report');
    await userEvent.click(within(anna).getByRole('button', { name: 'Act as Anna Athlete' }));
    await waitFor(() => expect(useImpersonation.getState().stack).toHaveLength(1));
    expect(useImpersonation.getState().stack[0]!.targetName).toBe('Anna Athlete');
    // The athlete lands on their own dashboard, without a "no access" from the admin's page left behind.
    await waitFor(() => expect(router.state.location.pathname).toBe('/reserved'));
    expect(warn).not.toHaveBeenCalledWith(expect.objectContaining({ group: 'noAccess' }));
    stopRevalidating();
    useImpersonation.getState().clear();
  });

  it('organizers are told they see only what the server shows them, without role changes', async () => {
    loginAs('organizer', { id: 'o1' });
    server.use(http.get('*/api/collections/users/records', () => page([user({ id: 'o1', name: 'Oscar Org', email: '', role: 'organizer' })])));
    renderRoute('/reserved/users');
    expect(await screen.findByText(/only yourself/)).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Oscar Org/ })).toHaveTextContent('hidden');
    expect(document.querySelector('.users-role')).toBeNull();
    expect(screen.queryByRole('button', { name: /Impersonate/ })).not.toBeInTheDocument();
  });
});
