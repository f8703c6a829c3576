// A competition of a season links to the season's page with its level, from one request; a
// competition of no (public) season shows nothing.
import { beforeAll, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { emptyList, server } from '@/test/msw';
import { renderRoute } from '@/test/utils';
import { i18n } from '@/lib/core/i18n';
import { SeasonLink } from './SeasonLink';

beforeAll(async () => {
  await i18n.loadNamespaces(['competitions']);
});

const renderLink = (id: string) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SeasonLink competitionId={id} />
    </QueryClientProvider>,
  );

it('links to the season with the level', async () => {
  const asked: URL[] = [];
  server.use(
    http.get('*/api/collections/season_events/records', ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json({ page: 1, perPage: 1, totalItems: -1, totalPages: -1, items: [{ level: 'A2', season: 's1', expand: { season: { id: 's1', name: 'Grand Prix 2026' } } }] });
    }),
  );
  renderLink('c1');
  const link = await screen.findByRole('link', { name: 'Grand Prix 2026 · level A2' });
  expect(link.getAttribute('href')).toBe('/seasons/s1');
  expect(asked).toHaveLength(1);
  expect(asked[0]!.searchParams.get('filter')).toBe('competition = "c1"');
  expect(asked[0]!.searchParams.get('expand')).toBe('season');
});

it('shows nothing for a competition of no season', async () => {
  let asked = 0;
  server.use(
    http.get('*/api/collections/season_events/records', () => {
      asked++;
      return HttpResponse.json({ page: 1, perPage: 1, totalItems: -1, totalPages: -1, items: [] });
    }),
  );
  const { container } = renderLink('c2');
  await waitFor(() => expect(asked).toBe(1));
  expect(container.querySelector('a')).toBeNull();
});

it("the competition's page shows the link in its header", async () => {
  server.use(
    http.get('*/api/collections/competitions/records/c3', () =>
      HttpResponse.json({ id: 'c3', collectionId: 'pbc_competitions', collectionName: 'competitions', name: 'Coppa Test', date: '2027-03-10 09:00:00.000Z', location: 'Roma', organizers: [], commissioners: [], details: '', rules: '', logo: '', status: 'enrolment', organizerNames: [] }),
    ),
    http.get('*/api/collections/circuits/records', () => emptyList()),
    http.get('*/api/collections/season_events/records', () => HttpResponse.json({ page: 1, perPage: 1, totalItems: -1, totalPages: -1, items: [{ level: 'A1', season: 's3', expand: { season: { id: 's3', name: 'Kata Tour' } } }] })),
  );
  renderRoute('/competitions/c3');
  await screen.findByRole('heading', { level: 1, name: 'Coppa Test' });
  expect(await screen.findByRole('link', { name: 'Kata Tour · level A1' })).toHaveAttribute('href', '/seasons/s3');
});
