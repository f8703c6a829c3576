// The organizer sees, read-only, the season and level their competition belongs to (on its dialog).
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw';
import { loginAs, renderRoute } from '@/test/utils';
import { changeLanguage, i18n } from '@/lib/core/i18n';

beforeAll(async () => {
  await i18n.loadNamespaces(['competitions']);
});

const page = (items: unknown[]) => HttpResponse.json({ page: 1, perPage: 30, totalItems: items.length, totalPages: 1, items });
const competition = {
  id: 'c1', collectionId: 'pbc_competitions', collectionName: 'competitions', name: 'Coppa Test', date: '2027-03-10 09:00:00.000Z', endDate: '', location: 'Roma', organizers: ['o1'], commissioners: [],
  details: '', rules: '', logo: '', exportId: 'CT-1', status: 'ready', created: '', updated: '', organizerNames: ['Marco Rossi'], expand: { organizers: [{ id: 'o1', name: 'Marco Rossi', username: 'organizer' }] },
};

function serve(events: unknown[]) {
  const asked: string[] = [];
  server.use(
    http.get('*/api/collections/season_events/records', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('filter') ?? '');
      return page(events);
    }),
    http.get('*/api/collections/:collection/records', ({ params }) => page(params.collection === 'competitions' ? [competition] : [])),
  );
  return asked;
}

async function openDialog() {
  renderRoute('/reserved/competitions');
  await userEvent.click(await screen.findByRole('button', { name: /^(Edit|Modifica) – Coppa Test$/ }));
  return screen.findByRole('dialog');
}

describe('the season of a competition', () => {
  it('shows its season (linked), level and whether its results count', async () => {
    loginAs('organizer', { id: 'o1' });
    const asked = serve([{ id: 'se1', level: 'A2', confirmed: false, expand: { season: { id: 's1', name: 'Grand Prix 2026' } } }]);
    const dialog = await openDialog();
    const line = await within(dialog).findByTestId('competition-season');
    expect(line).toHaveTextContent('Part of the season Grand Prix 2026, level A2 · results not yet confirmed for the season');
    expect(within(line).getByRole('link', { name: 'Grand Prix 2026' })).toHaveAttribute('href', '/seasons/s1');
    expect(asked[0]).toContain('c1');
  });

  it('in Italian', async () => {
    await changeLanguage('it');
    loginAs('organizer', { id: 'o1' });
    serve([{ id: 'se1', level: 'A1', confirmed: true, expand: { season: { id: 's1', name: 'Grand Prix 2026' } } }]);
    const dialog = await openDialog();
    expect(await within(dialog).findByTestId('competition-season')).toHaveTextContent('Fa parte della stagione Grand Prix 2026, livello A1 · risultati confermati per la stagione');
    await changeLanguage('en');
  });

  it('nothing when the competition is in no season', async () => {
    loginAs('organizer', { id: 'o1' });
    const asked = serve([]);
    const dialog = await openDialog();
    await within(dialog).findByRole('tab', { name: /Circuits/ });
    await screen.findByDisplayValue('Coppa Test');
    expect(asked).toHaveLength(1);
    expect(within(dialog).queryByTestId('competition-season')).toBeNull();
  });
});
