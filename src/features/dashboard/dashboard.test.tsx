// The dashboard of each role against a mocked API (MSW).
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw';
import { loginAs, renderRoute } from '@/test/utils';
import { i18n } from '@/lib/core/i18n';

beforeAll(async () => {
  await i18n.loadNamespaces(['dashboard']);
});

const list = (items: unknown[], totalItems = items.length) => HttpResponse.json({ page: 1, perPage: 500, totalItems, totalPages: 1, items });
const comp = { id: 'c1', name: 'Coppa Italia', date: '2027-03-10 09:00:00.000Z', location: 'Milano', status: 'enrolment' };
const flags = { toriVerified: true, ukeVerified: true, coupleVerified: true, paymentReceived: false, present: false };

describe('/reserved dashboard', () => {
  // No account of these tests is linked to a judge (the judging card's own test says otherwise).
  beforeEach(() => {
    server.use(
      http.get('*/api/collections/judges/records', () => list([])),
      http.get('*/api/collections/inquiries/records', () => list([])),
    );
  });

  it('athlete: my couples with their enrolments and status', async () => {
    loginAs('athlete');
    server.use(
      http.get('*/api/collections/couples/records', () =>
        list([
          { id: 'k1', kata: 'nage-no-kata', verified: true, expand: { tori: { name: 'Giulia', surname: 'Verdi' }, uke: { name: 'Sara', surname: 'Russo' } } },
          { id: 'k2', kata: 'ju-no-kata', verified: false, expand: { tori: { name: 'Kenji', surname: 'Tanaka' }, uke: { name: 'Elena', surname: 'Romano' } } },
        ]),
      ),
      http.get('*/api/collections/enrolments/records', () => list([{ id: 'e1', couple: 'k1', competition: 'c1', status: 'missing_payment', ...flags, expand: { competition: comp } }])),
    );
    renderRoute('/reserved');
    const first = await screen.findByRole('article', { name: 'Giulia Verdi – Sara Russo' });
    expect(within(first).getByRole('link', { name: 'Coppa Italia' })).toHaveAttribute('href', '/competitions/c1');
    expect(within(first).getByText('Missing payment')).toBeInTheDocument();
    expect(within(first).getByText('verified')).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Kenji Tanaka – Elena Romano' });
    expect(within(second).getByText('Not enrolled in any competition.')).toBeInTheDocument();
    expect(within(second).getByText('awaiting verification')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My enrolments' })).toHaveAttribute('href', '/reserved/enrolments');
  });

  it('athlete: the inquiries filed, their state and the jury\'s decision, each leading to its enrolment', async () => {
    loginAs('athlete');
    const draw = (id: string, tori: string, enrolment: string) => ({ id, enrolment, toriName: tori, ukeName: 'Sara Russo' });
    let filter = '';
    server.use(
      http.get('*/api/collections/couples/records', () => list([{ id: 'k1', kata: 'nage-no-kata', verified: true, expand: { tori: { name: 'Giulia', surname: 'Verdi' }, uke: { name: 'Sara', surname: 'Russo' } } }])),
      http.get('*/api/collections/enrolments/records', () => list([{ id: 'e1', couple: 'k1', competition: 'c1', status: 'in_competition', ...flags, expand: { competition: comp } }])),
      http.get('*/api/collections/inquiries/records', ({ request }) => {
        filter = new URL(request.url).searchParams.get('filter') ?? '';
        return list([
          { id: 'i1', draw: 'd1', status: 'rejected', decision: 'The recording confirms the marks.', expand: { draw: draw('d1', 'Giulia Verdi', 'e1') } },
          { id: 'i2', draw: 'd2', status: 'open', decision: '', expand: { draw: draw('d2', 'Anna Neri', 'e1') } },
        ]);
      }),
    );
    renderRoute('/reserved');
    const section = await screen.findByRole('region', { name: 'My inquiries' });
    const decided = within(section).getByRole('listitem', { name: 'Giulia Verdi – Sara Russo' });
    expect(within(decided).getByText('The jury rejected your inquiry.')).toBeInTheDocument();
    expect(within(decided).getByText('The recording confirms the marks.')).toBeInTheDocument();
    expect(within(decided).getByText('Coppa Italia')).toBeInTheDocument();
    expect(within(decided).getByRole('link', { name: 'Open the enrolment of Giulia Verdi – Sara Russo' })).toHaveAttribute('href', '/reserved/enrolments');
    expect(within(within(section).getByRole('listitem', { name: 'Anna Neri – Sara Russo' })).getByText('Your inquiry is with the jury.')).toBeInTheDocument();
    // Only the account's own inquiries are asked for (the collection's rule lets the officials read more).
    expect(filter).toBe('filedBy = "u1"');
  });

  it('athlete who filed no inquiry: no inquiries section', async () => {
    loginAs('athlete');
    server.use(http.get('*/api/collections/couples/records', () => list([])), http.get('*/api/collections/enrolments/records', () => list([])));
    renderRoute('/reserved');
    expect(await screen.findByRole('heading', { name: 'No couples yet' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My inquiries' })).not.toBeInTheDocument();
  });

  it('athlete without couples: the way to the registry', async () => {
    loginAs('athlete');
    server.use(http.get('*/api/collections/couples/records', () => list([])), http.get('*/api/collections/enrolments/records', () => list([])));
    renderRoute('/reserved');
    expect(await screen.findByRole('heading', { name: 'No couples yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open my registry' })).toHaveAttribute('href', '/reserved/registry');
  });

  it('organizer: my competitions with counts per status and the desk', async () => {
    loginAs('organizer');
    const filters: string[] = [];
    server.use(
      http.get('*/api/collections/competitions/records', ({ request }) => {
        filters.push(new URL(request.url).searchParams.get('filter') ?? '');
        return list([comp]);
      }),
      http.get('*/api/collections/enrolments/records', () =>
        list([
          { competition: 'c1', status: 'missing_payment' },
          { competition: 'c1', status: 'missing_payment' },
          { competition: 'c1', status: 'in_competition' },
        ]),
      ),
    );
    renderRoute('/reserved');
    const card = await screen.findByRole('article', { name: 'Coppa Italia' });
    expect(filters[0]).toContain('organizers.id ?= "u1"');
    expect(within(card).getByText('3 enrolments')).toBeInTheDocument();
    const counts = within(card).getByRole('list', { name: 'Enrolments of Coppa Italia by status' });
    expect(within(counts).getByText('Missing payment').parentElement).toHaveTextContent('Missing payment2');
    expect(within(counts).getByText('In competition').parentElement).toHaveTextContent('In competition1');
    expect(within(card).getByRole('link', { name: 'Open the desk of Coppa Italia' })).toHaveAttribute('href', '/reserved/enrolments/c1');
    expect(within(card).getByRole('link', { name: 'Edit Coppa Italia' })).toHaveAttribute('href', '/reserved/competitions?edit=c1');
  });

  it('organizer: on the competition day the card leads to the draw and the supervisor', async () => {
    loginAs('organizer');
    server.use(
      http.get('*/api/collections/competitions/records', () => list([{ ...comp, id: 'c2', name: 'Regionale', status: 'ongoing' }, comp])),
      http.get('*/api/collections/enrolments/records', () => list([])),
    );
    renderRoute('/reserved');
    const today = await screen.findByRole('article', { name: 'Regionale' });
    expect(within(today).getByRole('link', { name: 'Manage the draw of Regionale' })).toHaveAttribute('href', '/competitions/c2/officials/draw');
    expect(within(today).getByRole('link', { name: 'Supervisor of Regionale' })).toHaveAttribute('href', '/competitions/c2/officials/supervise');
    // Still taking enrolments: nothing to draw yet.
    const later = screen.getByRole('article', { name: 'Coppa Italia' });
    expect(within(later).queryByRole('link', { name: /Manage the draw/ })).toBeNull();
  });

  it('admin: what awaits verification (expired athletes too) and the open issues', async () => {
    loginAs('admin');
    let athleteFilter = '';
    server.use(
      http.get('*/api/collections/athletes/records', ({ request }) => {
        athleteFilter = new URL(request.url).searchParams.get('filter') ?? '';
        return list([{ id: 'a1', name: 'Luca', surname: 'Neri', club: '04IT0200' }], 7);
      }),
      http.get('*/api/collections/couples/records', () => list([])),
      http.get('*/api/collections/issues/records', () => list([{ id: 'i1', title: 'Wrong belt', lastActivityAt: '2026-11-20 10:00:00.000Z' }])),
      http.get('*/api/collections/competitions/records', () => list([comp])),
    );
    renderRoute('/reserved');
    const athletes = await screen.findByRole('article', { name: /Athletes to verify/ });
    expect(athletes).toHaveTextContent('7');
    // Never verified, or verified more than a year ago (an expired verification waits for renewal).
    expect(athleteFilter).toMatch(/^verified = false \|\| verifiedAt < "\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    expect(within(athletes).getByText(/Luca Neri/)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: /Couples to verify/ })).toHaveTextContent('No couple awaits verification.');
    expect(within(screen.getByRole('article', { name: /Open issues/ })).getByRole('link', { name: 'Wrong belt' })).toHaveAttribute('href', '/reserved/issues/i1');
    // The desks of the competitions in progress, one tap from the dashboard.
    expect(within(screen.getByRole('article', { name: /Desks in use/ })).getByRole('link', { name: 'Coppa Italia' })).toHaveAttribute('href', '/reserved/enrolments/c1');
  });

  it('commissioner: the competitions I officiate, each with a direct link to scoring', async () => {
    loginAs('commissioner');
    let filter = '';
    server.use(
      http.get('*/api/collections/competitions/records', ({ request }) => {
        filter = new URL(request.url).searchParams.get('filter') ?? '';
        return list([comp]);
      }),
    );
    renderRoute('/reserved');
    const card = await screen.findByRole('article', { name: 'Coppa Italia' });
    expect(filter).toContain('commissioners.id ?= "u1"');
    expect(within(card).getByRole('link', { name: 'Scoring of Coppa Italia' })).toHaveAttribute('href', '/competitions/c1/officials/scoring');
    expect(within(card).getByRole('link', { name: 'Draws of Coppa Italia' })).toHaveAttribute('href', '/competitions/c1/draws');
    expect(screen.getByText(/Welcome, Test commissioner/)).toBeInTheDocument();
    expect(screen.queryByText(/Use the menu/)).not.toBeInTheDocument();
  });

  it('commissioner without competitions: says so, not "use the menu"', async () => {
    loginAs('commissioner');
    server.use(http.get('*/api/collections/competitions/records', () => list([])));
    renderRoute('/reserved');
    expect(await screen.findByRole('heading', { name: 'No competitions to officiate' })).toBeInTheDocument();
  });

  it('an account linked to a judge: the way to "My judging", whatever the role', async () => {
    loginAs('commissioner');
    let filter = '';
    server.use(
      http.get('*/api/collections/competitions/records', () => list([])),
      http.get('*/api/collections/judges/records', ({ request }) => {
        filter = new URL(request.url).searchParams.get('filter') ?? '';
        return list([{ id: 'j1', name: 'Anna Bianchi' }]);
      }),
    );
    renderRoute('/reserved');
    expect(await screen.findByRole('link', { name: 'My judging' })).toHaveAttribute('href', '/reserved/judging');
    expect(filter).toBe('user = "u1"');
    expect(screen.getByText(/linked to Anna Bianchi/)).toBeInTheDocument();
  });
});
