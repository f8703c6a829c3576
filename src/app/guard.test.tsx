import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/core/toast';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { noData, server } from '@/test/msw';
import { accessRedirect } from './guard';
import { ALL_ROLES, OFFICIAL_ROLES } from '@/lib/domain/permissions';
import { loginAs, makeUser, renderRoute } from '@/test/utils';

// The pages rendered here load their own data, which is not what these tests look at.
beforeEach(() => server.use(...noData));
afterEach(() => vi.restoreAllMocks());

describe('accessRedirect', () => {
  it('sends anonymous users to login with the encoded target as next', () => {
    expect(accessRedirect(null, ALL_ROLES, '/reserved')).toBe('/login?next=%2Freserved');
    expect(accessRedirect(null, ALL_ROLES, '/reserved/issues/abc?x=1')).toBe('/login?next=%2Freserved%2Fissues%2Fabc%3Fx%3D1');
  });
  it('sends users without an allowed role to the public home', () => {
    expect(accessRedirect(makeUser('athlete'), OFFICIAL_ROLES, '/reserved/users')).toBe('/');
    expect(accessRedirect(makeUser('athlete', { role: '' }), ALL_ROLES, '/reserved')).toBe('/');
  });
  it('sends unverified users to the verification-needed page', () => {
    expect(accessRedirect(makeUser('athlete', { verified: false }), ALL_ROLES, '/reserved')).toBe('/auth/verification-needed');
    expect(accessRedirect(makeUser('athlete', { verified: false }), ALL_ROLES, '/auth/verification-needed', { allowUnverified: true })).toBeNull();
  });
  it('sends users who have not accepted the privacy policy to accept it, then back (not while impersonating)', () => {
    const user = makeUser('athlete', { privacyAcceptedAt: '' });
    expect(accessRedirect(user, ALL_ROLES, '/reserved/registry')).toBe('/privacy-policy?next=%2Freserved%2Fregistry');
    expect(accessRedirect(user, ALL_ROLES, '/reserved/registry', { impersonating: true })).toBeNull();
    expect(accessRedirect(makeUser('athlete', { privacyAcceptedAt: '', verified: false }), ALL_ROLES, '/reserved')).toBe('/auth/verification-needed');
  });
  it('lets allowed, verified users through', () => {
    expect(accessRedirect(makeUser('admin'), OFFICIAL_ROLES, '/reserved/audit')).toBeNull();
  });
});

describe('route guard in the router', () => {
  it('redirects an anonymous visitor of /reserved to /login?next=%2Freserved', async () => {
    const { router } = renderRoute('/reserved');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Freserved');
  });

  it('keeps the query string of the target in next', async () => {
    const { router } = renderRoute('/reserved/enrolments/c1?status=paid');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/reserved/enrolments/c1?status=paid');
  });

  it('treats an expired token as no login', async () => {
    loginAs('admin', {}, -60);
    const { router } = renderRoute('/reserved/users');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(router.state.location.search).toBe('?next=%2Freserved%2Fusers');
  });

  it('sends an athlete away from a staff route to the public home, saying why', async () => {
    const warn = vi.spyOn(toast, 'show');
    loginAs('athlete');
    const { router } = renderRoute('/reserved/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kata Portal' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ severity: 'warn', summary: 'No access', detail: "You don't have access to that page." }));
  });

  it('keeps a commissioner out of the draw management, saying why', async () => {
    const warn = vi.spyOn(toast, 'show');
    loginAs('commissioner');
    const { router } = renderRoute('/competitions/c1/officials/draw');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ severity: 'warn', summary: 'No access', detail: "You don't have access to that page." }));
  });

  it('sends an unverified user to /auth/verification-needed', async () => {
    loginAs('athlete', { verified: false });
    const { router } = renderRoute('/reserved/registry');
    expect(await screen.findByRole('heading', { level: 1, name: 'Email verification needed' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/verification-needed');
  });

  it('lets an allowed user see the page', async () => {
    loginAs('athlete');
    server.use(http.get('*/api/collections/athletes/records', () => HttpResponse.json({ page: 1, perPage: 30, totalItems: 0, totalPages: 0, items: [] })));
    const { router } = renderRoute('/reserved/registry');
    expect(await screen.findByRole('heading', { level: 1, name: 'Registry' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No athletes found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reserved/registry');
  });

  it('lets organizers and commissioners open the staff routes', async () => {
    loginAs('commissioner');
    // The server lists no audit rows to non-admins.
    server.use(http.get('*/api/collections/audit/records', () => HttpResponse.json({ page: 1, perPage: 30, totalItems: 0, totalPages: 0, items: [] })));
    renderRoute('/reserved/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit trail' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No audit entries found' })).toBeInTheDocument();
  });

  it('re-runs the guard when the session ends', async () => {
    loginAs('organizer');
    const { router } = renderRoute('/reserved/users');
    await screen.findByRole('heading', { level: 1, name: 'Users' });
    const { pb } = await import('@/lib/core/pocketbase');
    pb.authStore.clear();
    await router.revalidate();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
