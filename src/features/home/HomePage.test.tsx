// The public home fetches with plain fetch (no SDK, no TanStack Query): next competitions, partners,
// their empty and failure states.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw';
import { i18n } from '@/lib/core/i18n';
import { toast } from '@/lib/core/toast';
import HomePage from './pages/HomePage';

beforeAll(async () => {
  await i18n.loadNamespaces('home');
});
// React 19 retries a tree suspended by use() only when its first render ran inside an async act().
async function renderHome() {
  await act(async () => {
    render(<HomePage />);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

const list = (items: unknown[]) => HttpResponse.json({ page: 1, perPage: 30, totalItems: -1, totalPages: -1, items });

describe('home page', () => {
  it('announces the next non-draft competitions, without credentials, and the partners', async () => {
    let filter = '';
    let auth: string | null = 'unset';
    server.use(
      http.get('*/api/collections/competitions/records', ({ request }) => {
        filter = new URL(request.url).searchParams.get('filter') ?? '';
        auth = request.headers.get('authorization');
        return list([
          { id: 'c1', collectionId: 'pbc_c', name: 'Coppa Italia Kata', date: '2027-03-10 09:00:00.000Z', endDate: '', location: 'Milano', logo: 'logo.png', status: 'enrolment' },
          { id: 'c2', collectionId: 'pbc_c', name: 'Trofeo Live', date: '2020-03-10 09:00:00.000Z', endDate: '', location: '', logo: '', status: 'ongoing' },
        ]);
      }),
      http.get('*/api/collections/partners/records', () => list([{ id: 'p1', collectionId: 'pbc_p', name: 'Dojo Roma', logo: 'dojo.svg', url: 'https://example.org' }])),
    );
    await renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Kata Portal' })).toBeInTheDocument();
    const next = screen.getByRole('region', { name: 'Next competitions' });
    expect(await within(next).findByRole('link', { name: 'Coppa Italia Kata' })).toHaveAttribute('href', '/competitions/c1');
    expect(within(next).getByText('Enrolment open')).toBeInTheDocument();
    expect(within(next).getByText('Ongoing')).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: /All competitions/ })).toHaveAttribute('href', '/competitions');
    expect(filter).toContain('status != "draft"');
    expect(auth).toBeNull();
    const partners = await screen.findByRole('region', { name: 'Our partners' });
    expect(within(partners).getByRole('link', { name: /Dojo Roma/ })).toHaveAttribute('rel', 'noopener noreferrer');
    // Ways into competitions, documents and the reserved area.
    expect(screen.getByRole('link', { name: 'See the competitions' })).toHaveAttribute('href', '/competitions');
    expect(screen.getAllByRole('link', { name: 'Documents' })[0]).toHaveAttribute('href', '/documents');
    expect(screen.getByRole('link', { name: 'Enrol' })).toHaveAttribute('href', '/reserved/enrolments');
    expect(screen.getAllByRole('link', { name: 'Reserved area' })[0]).toHaveAttribute('href', '/reserved');
  });

  it('says when nothing is scheduled, and hides the partners strip when there are none', async () => {
    server.use(
      http.get('*/api/collections/competitions/records', () => list([])),
      http.get('*/api/collections/partners/records', () => list([])),
    );
    await renderHome();
    expect(await screen.findByText('No competitions scheduled right now')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Our partners' })).toBeNull();
  });

  it("shows a calm message and a 'Load failed' toast when the server fails", async () => {
    const error = vi.spyOn(toast, 'error');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('*/api/collections/competitions/records', () => HttpResponse.json({ status: 500, message: 'Boom.', data: {} }, { status: 500 })),
      http.get('*/api/collections/partners/records', () => HttpResponse.json({ status: 500, message: 'Boom.', data: {} }, { status: 500 })),
    );
    await renderHome();
    expect(await screen.findByText('The competitions cannot be loaded right now. Please try again later.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Load failed', 'The server could not complete the request. Please try again later.');
    expect(error).toHaveBeenCalledTimes(1);
  });
});
