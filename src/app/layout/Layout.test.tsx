import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { noData, server } from '@/test/msw';
import { loginAs, renderRoute } from '@/test/utils';
import { pb } from '@/lib/core/pocketbase';
import { useImpersonation } from '@/lib/core/impersonationStore';

function mainNavLinks() {
  const nav = screen.getByRole('navigation', { name: 'Main menu' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
}

// The pages rendered here load their own data, which is not what these tests look at.
beforeEach(() => server.use(...noData));

describe('layout menus', () => {
  it('shows the public entries and register/login with next to anonymous visitors', async () => {
    renderRoute('/competitions/c1/results');
    await screen.findByRole('heading', { level: 1, name: 'Competition' });
    expect(mainNavLinks()).toEqual([
      ['Competitions', '/competitions'],
      ['Seasons', '/seasons'],
      ['Documents', '/documents'],
      ['Reserved area', '/reserved'],
    ]);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(within(banner).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Fcompetitions%2Fc1%2Fresults');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the admin entries in the reserved area', async () => {
    loginAs('admin');
    renderRoute('/reserved');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(mainNavLinks()).toEqual([
      ['Dashboard', '/reserved'],
      ['Registry', '/reserved/registry'],
      ['Clubs', '/reserved/clubs'],
      ['Enrolments', '/reserved/enrolments'],
      ['Issues', '/reserved/issues'],
      ['Competitions', '/reserved/competitions'],
      ['Documents', '/reserved/documents'],
      ['Users', '/reserved/users'],
      ['Audit', '/reserved/audit'],
      ['Kata sheets', '/reserved/kata-sheets'],
      ['Judges', '/reserved/judges'],
      ['Seasons', '/reserved/seasons'],
    ]);
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('shows the athlete entries', async () => {
    loginAs('athlete');
    renderRoute('/reserved');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(mainNavLinks()).toEqual([
      ['Dashboard', '/reserved'],
      ['My registry', '/reserved/registry'],
      ['Enrolments', '/reserved/enrolments'],
      ['My issues', '/reserved/issues'],
    ]);
  });

  it('shows no main menu to a commissioner in the reserved area', async () => {
    loginAs('commissioner');
    renderRoute('/reserved');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('shows the unread badge on the issues entry when an unread notification exists', async () => {
    const filters: string[] = [];
    server.use(
      http.get('*/api/collections/message_notifications/records', ({ request }) => {
        filters.push(new URL(request.url).searchParams.get('filter') ?? '');
        return HttpResponse.json({ page: 1, perPage: 1, totalItems: 1, totalPages: 1, items: [{ id: 'n1' }] });
      }),
    );
    loginAs('athlete', { id: 'abc123' });
    renderRoute('/reserved');
    const badge = await screen.findByTestId('unread-badge');
    expect(badge.closest('a')).toHaveAttribute('href', '/reserved/issues');
    expect(filters[0]).toBe('user = "abc123" && read = false');
    // Phones have no menu bar: the menu button carries the badge and says so in its name.
    expect(screen.getByTestId('menu-unread-badge')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open the menu (unread messages)' })).toBeInTheDocument();
  });

  it('shows no badge when the first unread item is not found (404)', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/collections/message_notifications/records', () => {
        asked++;
        return HttpResponse.json({ status: 404, message: "The requested resource wasn't found.", data: {} }, { status: 404 });
      }),
    );
    loginAs('athlete');
    const { queryClient } = renderRoute('/reserved');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() => expect(asked).toBe(1));
    // The answer is in once the query settled; one more task lets its observers render.
    await waitFor(() => expect(queryClient.getQueryCache().find({ queryKey: ['message_notifications', 'unread'], exact: false })?.state.fetchStatus).toBe('idle'));
    await act(() => new Promise((r) => setTimeout(r)));
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My issues' })).toBeInTheDocument();
  });
});

// PrimeReact positions the popup with inline styles that jsdom reports as hidden: query with hidden: true.
describe('user menu', () => {
  it('offers profile and logout; logout clears the session and goes home', async () => {
    const user = userEvent.setup();
    loginAs('organizer');
    const { router } = renderRoute('/reserved/enrolments');
    await screen.findByRole('heading', { level: 1, name: 'Enrolments' });
    await user.click(screen.getByRole('button', { name: 'User menu of Test organizer' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(within(menu).getAllByRole('menuitem', { hidden: true }).map((i) => i.textContent)).toEqual(['Profile', 'Log out']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out', hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(pb.authStore.token).toBe('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kata Portal' })).toBeInTheDocument();
  });

  it('has a stand-out entry while impersonating', async () => {
    const user = userEvent.setup();
    loginAs('athlete');
    useImpersonation.setState({ stack: [{ token: 'admin-token', record: null, targetName: 'Test athlete', targetId: 'u1' }] });
    renderRoute('/reserved');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await user.click(screen.getByRole('button', { name: 'User menu of Test athlete' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(within(menu).getAllByRole('menuitem', { hidden: true }).map((i) => i.textContent)).toEqual(['Profile', 'Stop impersonating', 'Log out']);
  });

  it('profile entry navigates to /reserved/profile', async () => {
    const user = userEvent.setup();
    loginAs('athlete');
    const { router } = renderRoute('/reserved');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await user.click(screen.getByRole('button', { name: 'User menu of Test athlete' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Profile', hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reserved/profile'));
  });
});
