// The admins' judge consistency: every competition by default, a season's competitions once one is
// chosen (the server computes both; the page asks for the season's figures and says which it shows).
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw';
import { loginAs, renderRoute } from '@/test/utils';
import '@/lib/core/i18n';

const list = (items: unknown[]) => HttpResponse.json({ page: 1, perPage: 1000, totalItems: items.length, totalPages: 1, items });
const row = (couples: number, outside: number) => ({ judge: 'j1', name: 'Mario Rossi', club: 'Judo Roma', competitions: couples, couples, items: couples * 17, cancelled: couples * 5, outside, distance: outside, plus: 2, minus: outside });

describe('admins: judge consistency over a season', () => {
  it('shows every competition, then the chosen season, asking the server for that season', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/api/collections/seasons/records', () => list([{ id: 's1', name: 'Grand Prix 2026', public: true, startDate: '', endDate: '' }])),
      http.get('*/api/collections/judges/records', () => list([])),
      http.get('*/api/collections/judge_qualifications/records', () => list([])),
      http.get('*/api/custom/judges/consistency', ({ request }) => {
        const season = new URL(request.url).searchParams.get('season');
        asked.push(season);
        return HttpResponse.json(season ? { scope: 'season', season, judges: [row(1, 0)] } : { scope: 'all', panelDistance: 1, judges: [row(4, 3)] });
      }),
      // Whatever else the layout reads (the admin's badges).
      http.get('*/api/collections/message_notifications/records', () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })),
      http.get('*/api/collections/:collection/records', () => list([])),
    );
    loginAs('admin');
    renderRoute('/reserved/judges');
    const table = () => screen.getByLabelText(/Consistency of every judge/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Judge consistency' })).toBeInTheDocument();
    await waitFor(() => expect(within(table()).getByText('68')).toBeInTheDocument());
    expect(asked).toEqual([null]);
    // Off the panel's average, at the distance the server counted with: 2 above, 3 below of 68 marks.
    expect(within(table()).getAllByText('Off the average (±1)').length).toBeGreaterThan(0);
    expect(within(table()).getByText('+2 above · −3 below (7.4%)')).toBeInTheDocument();

    await userEvent.click(document.querySelector<HTMLElement>('.judge-season .p-dropdown')!);
    await userEvent.click(await screen.findByText('Grand Prix 2026', { selector: '.p-dropdown-item, .p-dropdown-item *' }));
    expect(await screen.findByLabelText('Consistency of every judge in Grand Prix 2026')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).getByText('17')).toBeInTheDocument());
    expect(asked).toEqual([null, 's1']);
    expect(screen.getByText(/over the competitions of Grand Prix 2026/)).toBeInTheDocument();
  });
});
