// Public and reserved competition pages against a mocked API (MSW): lists, empty states, tab deep
// links, the buttons each role is offered, and the server's refusal of a status move.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw';
import { loginAs, renderRoute } from '@/test/utils';
import { i18n } from '@/lib/core/i18n';
import { toast } from '@/lib/core/toast';

beforeAll(async () => {
  await i18n.loadNamespaces(['competitions', 'documents', 'results']);
});
afterEach(() => vi.restoreAllMocks());

function competition(over: Record<string, unknown> = {}) {
  return {
    id: 'c1',
    collectionId: 'pbc_competitions',
    collectionName: 'competitions',
    name: 'Coppa Test',
    date: '2027-03-10 09:00:00.000Z',
    endDate: '2027-03-11 18:00:00.000Z',
    location: 'Roma',
    organizers: ['o1'],
    commissioners: [],
    details: '<p>Hello <b>kata</b></p><img src=x onerror="alert(1)">',
    rules: '',
    logo: '',
    exportId: 'CT-1',
    status: 'enrolment',
    accreditationOpensAt: '2027-03-09 09:00:00.000Z',
    leaderboardFrozen: false,
    created: '',
    updated: '',
    organizerNames: ['Marco Rossi'],
    expand: { organizers: [{ id: 'o1', name: 'Marco Rossi', username: 'organizer' }] },
    ...over,
  };
}

function page(items: unknown[]) {
  return HttpResponse.json({ page: 1, perPage: 30, totalItems: items.length, totalPages: 1, items });
}

describe('public competitions list', () => {
  it('shows upcoming and past competitions (drafts are filtered out) with their empty states', async () => {
    const filters: string[] = [];
    server.use(
      http.get('*/api/collections/competitions/records', ({ request }) => {
        const filter = new URL(request.url).searchParams.get('filter') ?? '';
        filters.push(filter);
        return page(filter.includes('status = "archived" ||') ? [] : [competition()]);
      }),
    );
    renderRoute('/competitions');
    const current = await screen.findByRole('region', { name: 'Upcoming and in progress' });
    expect(await within(current).findByRole('link', { name: 'Coppa Test' })).toHaveAttribute('href', '/competitions/c1');
    expect(within(current).getByText('Enrolment open')).toBeInTheDocument();
    const past = screen.getByRole('region', { name: 'Past competitions' });
    expect(await within(past).findByRole('heading', { name: 'No competitions found' })).toBeInTheDocument();
    expect(filters.every((f) => f.includes('status != "draft"'))).toBe(true);
  });

  it('searches by name or place on the server', async () => {
    const searches: string[] = [];
    server.use(
      http.get('*/api/collections/competitions/records', ({ request }) => {
        searches.push(new URL(request.url).searchParams.get('filter') ?? '');
        return page([]);
      }),
    );
    renderRoute('/competitions');
    await userEvent.type(await screen.findByLabelText('Search competitions'), 'Roma');
    await waitFor(() => expect(searches.some((f) => /name ~ ["']Roma["']/.test(f) && /location ~ ["']Roma["']/.test(f))).toBe(true));
    expect(await screen.findAllByText('Nothing matches your search. Try another name or place.')).toHaveLength(2);
  });
});

describe('public competition page', () => {
  it('opens a tab from the URL and renders the information with sanitized rich text', async () => {
    server.use(
      http.get('*/api/collections/competitions/records/c1', () => HttpResponse.json(competition())),
      http.get('*/api/collections/circuits/records', () => page([{ id: 'k1', competition: 'c1', name: 'Elite', order: 1, katas: ['nage-no-kata'], minBelt: '1d', minAge: 18, maxAge: 0 }])),
    );
    const { container } = renderRoute('/competitions/c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coppa Test' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Information' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Marco Rossi')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Elite', level: 3 })).toBeInTheDocument();
    expect(screen.getByText('18 years or older')).toBeInTheDocument();
    expect(screen.getByText('kata').tagName).toBe('B');
    expect(container.querySelector('.rich-text img')).toBeNull();
    expect(screen.getByText('Enrolment is open')).toBeInTheDocument();
    // Anonymous visitors get no way to the desk.
    expect(screen.queryByRole('link', { name: /^Desk/ })).toBeNull();
  });

  it("leads the competition's organizers and admins to its desk, not other users", async () => {
    server.use(
      http.get('*/api/collections/competitions/records/c1', () => HttpResponse.json(competition())),
      http.get('*/api/collections/circuits/records', () => page([])),
    );
    loginAs('organizer', { id: 'o1' });
    const { unmount } = renderRoute('/competitions/c1');
    expect(await screen.findByRole('link', { name: 'Desk of Coppa Test' })).toHaveAttribute('href', '/reserved/enrolments/c1');
    expect(screen.getByRole('link', { name: 'Edit Coppa Test' })).toHaveAttribute('href', '/reserved/competitions?edit=c1');
    unmount();
    loginAs('organizer', { id: 'o9' });
    renderRoute('/competitions/c1');
    await screen.findByRole('heading', { level: 1, name: 'Coppa Test' });
    expect(screen.queryByRole('link', { name: /^Desk/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
  });

  it("the clone dialog tells an organizer what they can change and that admins change the officials", async () => {
    server.use(
      http.get('*/api/collections/competitions/records/c1', () => HttpResponse.json(competition())),
      http.get('*/api/collections/circuits/records', () => page([])),
    );
    loginAs('organizer', { id: 'o1' });
    renderRoute('/competitions/c1');
    await userEvent.click(await screen.findByRole('button', { name: 'Clone Coppa Test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clone Coppa Test' });
    expect(within(dialog).getByText(i18n.t('competitions:clone.changeOrganizer'))).toBeInTheDocument();
    expect(within(dialog).queryByText(/change what differs/i)).toBeNull();
  });

  it('deep links to the documents tab', async () => {
    server.use(
      http.get('*/api/collections/competitions/records/c1', () => HttpResponse.json(competition())),
      http.get('*/api/collections/documents/records', ({ request }) => {
        const filter = new URL(request.url).searchParams.get('filter') ?? '';
        expect(filter).toMatch(/competition = ["']c1["']/);
        return page([{ id: 'd1', collectionId: 'pbc_documents', collectionName: 'documents', file: 'programme_abcdefghij.pdf', name: 'Programme', size: 2048, public: true, visibility: '', competition: 'c1', created: '2026-11-01 10:00:00.000Z', updated: '' }]);
      }),
    );
    renderRoute('/competitions/c1/documents');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coppa Test' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Sections of the competition' });
    expect(within(tabs).getByRole('link', { name: 'Documents' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Programme')).toBeInTheDocument();
    expect(screen.getByText('programme.pdf')).toBeInTheDocument();
    expect(screen.getByText('2 kB')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download – Programme' })).toHaveAttribute('href', expect.stringContaining('/api/files/pbc_documents/d1/programme_abcdefghij.pdf'));
  });

  it('says so when the competition does not exist or is a draft the visitor cannot see', async () => {
    server.use(http.get('*/api/collections/competitions/records/nope', () => HttpResponse.json({ status: 404, message: 'Not found.', data: {} }, { status: 404 })));
    renderRoute('/competitions/nope/results');
    expect(await screen.findByRole('heading', { name: 'Competition not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All competitions' })).toHaveAttribute('href', '/competitions');
  });
});

describe('reserved competitions', () => {
  function serve(items: unknown[]) {
    server.use(http.get('*/api/collections/competitions/records', () => page(items)));
  }

  it('an organizer edits and moves forward only what they organize; no create, no delete, no step back', async () => {
    loginAs('organizer', { id: 'o1' });
    serve([competition({ status: 'ready' }), competition({ id: 'c2', name: 'Other Cup', organizers: ['o9'], status: 'ready' })]);
    renderRoute('/reserved/competitions');
    expect(await screen.findByRole('button', { name: 'Move to Enrolment open – Coppa Test' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Back to/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New competition' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit – Coppa Test' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View – Other Cup' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move to .* – Other Cup/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Desk of Coppa Test' })).toHaveAttribute('href', '/reserved/enrolments/c1');
    expect(screen.queryByRole('link', { name: 'Desk of Other Cup' })).toBeNull();
  });

  it('?edit= opens the edit dialog of that competition (the links of its page and of the dashboard)', async () => {
    loginAs('organizer', { id: 'o1' });
    serve([]);
    server.use(
      http.get('*/api/collections/competitions/records/c1', () => HttpResponse.json(competition({ status: 'draft' }))),
      http.get('*/api/collections/circuits/records', () => page([])),
      http.get('*/api/collections/season_events/records', () => page([])),
    );
    renderRoute('/reserved/competitions?edit=c1');
    const dialog = await screen.findByRole('dialog', { name: 'Competition: Coppa Test' });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('an admin may create, delete, and move one step either way; a refused move shows the reason', async () => {
    loginAs('admin', { id: 'a1' });
    serve([competition({ status: 'ready' })]);
    server.use(
      http.patch('*/api/collections/competitions/records/c1', () =>
        HttpResponse.json(
          { status: 400, message: 'Failed to update record.', data: { status: { code: 'competition_status_transition', message: 'A competition cannot move from "ready" to "draft".' } } },
          { status: 400 },
        ),
      ),
    );
    const error = vi.spyOn(toast, 'error');
    renderRoute('/reserved/competitions');
    expect(await screen.findByRole('button', { name: 'New competition' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Delete – Coppa Test' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Draft – Coppa Test' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Move to Draft' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Save failed', expect.stringContaining('This status change is not allowed')));
  });

  it('the empty state', async () => {
    loginAs('admin', { id: 'a1' });
    serve([]);
    renderRoute('/reserved/competitions');
    expect(await screen.findByRole('heading', { name: 'No competitions found' })).toBeInTheDocument();
  });
});
