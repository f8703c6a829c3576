import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { notFound, server } from '@/test/msw';
import { ROUTES } from './routes';
import { ALL_ROLES, OFFICIAL_ROLES } from '@/lib/domain/permissions';
import { loginAs, renderRoute } from '@/test/utils';

// The product's routes, verbatim paths (react-router syntax for the parameters).
const SPEC_PUBLIC = [
  '/login',
  '/register',
  '/privacy-policy',
  '/auth/request-password-reset/',
  '/auth/email-verification/:token',
  '/auth/email-change/:token',
  '/auth/password-reset/:token',
  // The link of the sign-in code mail (the way in while the account's failed-login budget is spent).
  '/auth/sign-in/:otpId/:code',
  '/',
  '/competitions',
  '/competitions/:competitionID',
  // The venue screen for the hall's TV (public, no layout).
  '/competitions/:competitionID/screen',
  // A tatami's stream overlay for OBS or vMix (public, no layout, transparent).
  '/competitions/:competitionID/overlay/:tatami',
  '/documents/:competitionID?',
  '/about/partners',
  // A kata's blank scoring form, to print (kata sheets are public).
  '/kata-sheets/:kata/form',
  // A judge's tablet, opened with a seat code (no user login).
  '/judge/:code?',
  // The public seasons and the ranking guide; a season's public page (the server hides a private
  // season from all but admins).
  '/seasons',
  '/about/season-rankings',
  // The official's guide to the competition day (public: read before the day on any device).
  '/about/competition-day',
  '/seasons/:seasonID',
  // A pair's season and the season's club, nation and medal tables (public like the season).
  '/seasons/:seasonID/pairs/:pair',
  '/seasons/:seasonID/tables/:table?',
];
const SPEC_RESERVED: Record<string, readonly string[]> = {
  '/auth/verification-needed': ALL_ROLES,
  '/reserved/profile': ALL_ROLES,
  '/reserved': ALL_ROLES,
  '/reserved/registry': ALL_ROLES,
  '/reserved/enrolments': ALL_ROLES,
  '/reserved/enrolments/:competitionID': ALL_ROLES,
  '/reserved/accreditation/:enrolmentID': ALL_ROLES,
  '/reserved/issues': ALL_ROLES,
  '/reserved/issues/:issueID': ALL_ROLES,
  '/reserved/competitions': OFFICIAL_ROLES,
  '/reserved/documents': OFFICIAL_ROLES,
  '/reserved/users': OFFICIAL_ROLES,
  '/reserved/audit': OFFICIAL_ROLES,
  // Clubs: admins only (the server lets only admins write the registry of clubs).
  '/reserved/clubs': ['admin'],
  // Kata sheets: admins only (the server lets only admins write them).
  '/reserved/kata-sheets': ['admin'],
  // Judge consistency of every judge of the list: admins only (the server answers only them).
  '/reserved/judges': ['admin'],
  // A judge linked to an account reads their own judging, whatever the account's role.
  '/reserved/judging': ['admin', 'athlete', 'commissioner', 'organizer'],
  // Seasons: admins only (the server lets only admins write them).
  '/reserved/seasons': ['admin'],
};

describe('route table', () => {
  it('has exactly the product\'s routes with their roles', () => {
    const table = Object.fromEntries(ROUTES.map((r) => [r.path, r.roles ? [...r.roles].sort() : null]));
    const expected = {
      ...Object.fromEntries(SPEC_PUBLIC.map((p) => [p, null])),
      ...Object.fromEntries(Object.entries(SPEC_RESERVED).map(([p, roles]) => [p, [...roles].sort()])),
    };
    expect(table).toEqual(expected);
  });

  it('gives every route but the home a title key', () => {
    for (const r of ROUTES) {
      if (r.path === '/') expect(r.title).toBeUndefined();
      else expect(r.title, r.path).toMatch(/^titles\./);
    }
  });

  // The account screens: their title and what each one is for.
  const accountPages: Array<[string, string, string]> = [
    ['/register', 'Registration', 'Create the account'],
    ['/privacy-policy', 'Privacy policy', 'What the portal stores'],
    ['/auth/request-password-reset/', 'Password reset', 'Send the link'],
    ['/auth/email-verification/tok', 'Email verification', 'The email address could not be verified: an error occurred or the link has expired.'],
    ['/auth/email-change/tok', 'Email change', 'Confirm the new address'],
    ['/auth/password-reset/tok', 'New password', 'Save the new password'],
  ];
  it.each(accountPages)('renders %s for anonymous visitors', async (path, title, text) => {
    server.use(http.post('*/api/collections/users/confirm-verification', () => HttpResponse.json({ status: 400, message: 'Invalid token.', data: {} }, { status: 400 })));
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  const samples: Array<[string, string, string]> = [
    ['/competitions', 'Competitions', 'No competitions found'],
    ['/competitions/c1', 'Coppa', 'No details have been published yet.'],
    ['/competitions/c1/documents', 'Coppa', 'No documents found'],
    ['/competitions/c1/draws', 'Coppa', 'No draws found'],
    ['/competitions/c1/results', 'Coppa', 'No poule found'],
    ['/competitions/c1/results/p1', 'Coppa', 'No results found'],
    ['/competitions/c1/leaderboard', 'Coppa', 'No results found'],
    ['/documents', 'Documents', 'No documents found'],
    ['/documents/c1', 'Documents: Coppa', 'No documents found'],
    ['/about/partners', 'Partners', 'No partners found'],
    ['/about/competition-day', "The official's guide to the competition day", 'When it goes off plan'],
    ['/no/such/page', 'Page not found', 'This page does not exist'],
  ];
  // The pages load their data: an empty database, with one competition c1 that has no details.
  function emptyDatabase() {
    const empty = () => HttpResponse.json({ page: 1, perPage: 30, totalItems: 0, totalPages: 0, items: [] });
    const c1 = { id: 'c1', collectionName: 'competitions', name: 'Coppa', date: '2027-03-10 09:00:00.000Z', endDate: '', location: '', organizers: [], commissioners: [], details: '', rules: '', logo: '', status: 'enrolment', created: '', updated: '' };
    server.use(
      http.get('*/api/collections/competitions/records/c1', () => HttpResponse.json(c1)),
      http.get('*/api/collections/issues/records/i1', () => notFound()),
      http.get('*/api/collections/:collection/records', ({ params }) => (params.collection === 'message_notifications' ? notFound() : empty())),
      // The public board document the results tabs read (no poule published yet).
      http.get('*/api/custom/competitions/c1/board', () => HttpResponse.json({ competition: 'c1', frozen: false, updated: '', rows: [] }, { headers: { ETag: '"v0"' } })),
      // No season's final event: no qualification basis on the desk.
      http.get('*/api/custom/competitions/c1/qualifications', () => HttpResponse.json({ items: [] })),
    );
  }

  it.each(samples)('renders %s for anonymous visitors with its empty state', async (path, title, empty) => {
    emptyDatabase();
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect((await screen.findAllByText(empty))[0]).toBeInTheDocument();
  });

  const reserved: Array<[string, string, string]> = [
    ['/reserved', 'Dashboard', 'Awaiting you'],
    ['/reserved/profile', 'Profile', 'Personal data'],
    ['/reserved/enrolments', 'Enrolments', 'No enrolments found'],
    ['/reserved/enrolments/c1', 'Competition enrolments', 'No enrolments found'],
    ['/reserved/issues', 'Issues', 'No issues found'],
    ['/reserved/issues/i1', 'Issue', 'Issue not found'],
    ['/reserved/competitions', 'Competition management', 'No competitions found'],
    ['/reserved/documents', 'Document management', 'No documents found'],
    ['/reserved/users', 'Users', 'No users found'],
  ];
  it.each(reserved)('renders %s for an admin with its empty state', async (path, title, empty) => {
    emptyDatabase();
    loginAs('admin');
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: empty })).toBeInTheDocument();
  });
});

describe('links in translated text on the auth pages', () => {
  it('the login page links to register and password reset in-app', async () => {
    const { router } = renderRoute('/login?next=%2Freserved');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    const register = within(screen.getByRole('main')).getByRole('link', { name: 'Register' });
    expect(register).toHaveAttribute('href', '/register');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Choose a new one' })).toHaveAttribute('href', '/auth/request-password-reset/');
    await userEvent.click(register);
    expect(await screen.findByRole('heading', { level: 1, name: 'Registration' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });
});
