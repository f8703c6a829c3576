// The season dialog against a mocked API (MSW): a competition joins with a class for each of its
// circuits, the final event is picked among the season's events, and a wildcard needs a pair and a
// reason before anything is sent.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw';
import { loginAs, renderRoute } from '@/test/utils';
import { i18n } from '@/lib/core/i18n';

beforeAll(async () => {
  await i18n.loadNamespaces(['seasons', 'common']);
});

const list = (items: unknown[]) => HttpResponse.json({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items });
const season = {
  id: 's1', collectionName: 'seasons', name: 'Grand Prix 2026', startDate: '', endDate: '', public: true, classes: ['Senior', 'Master'], points: [10, 8, 6, 4, 2, 1],
  levels: [{ name: 'A1', weight: 1 }], bestN: 0, tieRule: 'places-then-recent', clubShare: 'half', finalEvent: '', qualifyTop: 0, qualifyCutoff: '',
};
const final = { id: 'se1', season: 's1', competition: 'f1', level: 'A1', classes: { fc1: 'Senior' }, confirmed: false, seeded: false, expand: { competition: { id: 'f1', name: 'National final', date: '2026-11-01 09:00:00.000Z', status: 'enrolment' } } };
const person = (id: string, name: string, surname: string) => ({ id, name, surname });

function serve() {
  const sent: { events: unknown[]; wildcards: unknown[]; seasons: unknown[] } = { events: [], wildcards: [], seasons: [] };
  server.use(
    http.get('*/api/collections/seasons/records', () => list([season])),
    http.get('*/api/collections/season_events/records', () => list([final])),
    http.get('*/api/collections/season_wildcards/records', () => list([])),
    http.get('*/api/collections/competitions/records', () => list([{ id: 'c1', name: 'Stage 1', date: '2026-03-01 09:00:00.000Z' }])),
    http.get('*/api/collections/circuits/records', ({ request }) =>
      list(new URL(request.url).searchParams.get('filter')?.includes('c1') ? [{ id: 'ci1', name: 'Adults' }, { id: 'ci2', name: 'Veterans' }] : []),
    ),
    http.get('*/api/collections/couples/records', () => list([{ id: 'k1', tori: 'a1', uke: 'a2', kata: 'ju-no-kata', expand: { tori: person('a1', 'Luca', 'Neri'), uke: person('a2', 'Marco', 'Bianchi') } }])),
    http.post('*/api/collections/season_events/records', async ({ request }) => {
      sent.events.push(await request.json());
      return HttpResponse.json({ id: 'se2' });
    }),
    http.post('*/api/collections/season_wildcards/records', async ({ request }) => {
      sent.wildcards.push(await request.json());
      return HttpResponse.json({ id: 'w1' });
    }),
    http.patch('*/api/collections/seasons/records/s1', async ({ request }) => {
      sent.seasons.push(await request.json());
      return HttpResponse.json({ ...season });
    }),
  );
  return sent;
}

/** Picks an option of a PrimeReact dropdown named `label`. */
async function choose(label: string, option: string | RegExp) {
  await userEvent.click(screen.getByRole('combobox', { name: label }).closest<HTMLElement>('.p-dropdown')!);
  await userEvent.click(await screen.findByText(option, { selector: '.p-dropdown-item, .p-dropdown-item *' }));
}

async function openSeason() {
  loginAs('admin');
  const sent = serve();
  renderRoute('/reserved/seasons');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit – Grand Prix 2026' }));
  await screen.findByRole('dialog');
  return sent;
}

describe('the season dialog', () => {
  it('a competition joins with a class for each of its circuits', async () => {
    const sent = await openSeason();
    await choose('Competition', /^Stage 1 \(/);
    expect(await screen.findByRole('group', { name: 'Class of each circuit' })).toBeInTheDocument();
    await choose('Class of Veterans', 'Master');
    await userEvent.click(screen.getByRole('button', { name: 'Add to the season' }));
    await waitFor(() => expect(sent.events).toHaveLength(1));
    expect(sent.events[0]).toMatchObject({ season: 's1', competition: 'c1', level: 'A1', classes: { ci1: 'Senior', ci2: 'Master' } });
  });

  it('the final event is one of the season’s events', async () => {
    const sent = await openSeason();
    await choose('Final event', /^National final \(/);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.seasons).toHaveLength(1));
    expect(sent.seasons[0]).toMatchObject({ finalEvent: 'f1' });
  });

  it('a wildcard needs its pair and a reason; then it is sent with the couple’s athletes, its reason private unless shown', async () => {
    const sent = await openSeason();
    const form = screen.getByRole('form', { name: 'Add wildcard' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add wildcard' }));
    expect(await within(form).findAllByText('The field is required')).toHaveLength(2);
    expect(sent.wildcards).toEqual([]);
    await userEvent.type(within(form).getByLabelText(/^Pair/), 'Neri');
    await userEvent.click(await screen.findByText('Luca Neri – Marco Bianchi', { selector: '.p-autocomplete-item, .p-autocomplete-item *' }));
    await userEvent.type(within(form).getByLabelText(/^Reason/), 'Injured at stage 3');
    await userEvent.click(within(form).getByRole('button', { name: 'Add wildcard' }));
    await waitFor(() => expect(sent.wildcards).toHaveLength(1));
    expect(sent.wildcards[0]).toEqual({ season: 's1', class: 'Senior', kata: 'ju-no-kata', tori: 'a1', uke: 'a2', reason: 'Injured at stage 3', reasonPublic: false });
    // Shown to the pair and the final's organizers: ticked on purpose.
    await userEvent.type(within(form).getByLabelText(/^Pair/), 'Neri');
    await userEvent.click(await screen.findByText('Luca Neri – Marco Bianchi', { selector: '.p-autocomplete-item, .p-autocomplete-item *' }));
    await userEvent.type(within(form).getByLabelText(/^Reason/), 'Organizer of the final');
    await userEvent.click(within(form).getByLabelText("Show the reason to the pair and the final's organizers"));
    await userEvent.click(within(form).getByRole('button', { name: 'Add wildcard' }));
    await waitFor(() => expect(sent.wildcards).toHaveLength(2));
    expect(sent.wildcards[1]).toMatchObject({ reason: 'Organizer of the final', reasonPublic: true });
  });
});
