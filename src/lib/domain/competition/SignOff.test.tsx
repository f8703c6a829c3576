// Signing off against a mocked API (MSW): the dialog lists what is not finished per category (from
// the poules and draws, through lib/rules/unfinished.ts), asks before confirming for the season and
// sends the confirm route once, only after "Yes"; the move to Archived shows the same list first.
import { beforeAll, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { server } from '@/test/msw';
import { makeUser } from '@/test/utils';
import { i18n } from '@/lib/core/i18n';
import { SignOffButton } from './SignOff';
import { StatusActions } from './StatusActions';

beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['competitions', 'common']);
});

const list = (items: unknown[]) => HttpResponse.json({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items });
const competition = { id: 'c1', name: 'Autumn Cup', status: 'ongoing' as const, organizers: [] as string[] };

/** Groups A and B of Senior · Nage-no-kata, no final; one couple of B not judged. Returns the confirm calls. */
function serve(): string[] {
  const confirms: string[] = [];
  const poule = (id: string, name: string) => ({ id, circuit: 'ci1', kata: 'nage-no-kata', name, phase: 'group', expand: { circuit: { name: 'Senior' } } });
  server.use(
    http.get('*/api/collections/poules/records', () => list([poule('pa', 'A'), poule('pb', 'B')])),
    http.get('*/api/collections/draws/records', () =>
      list([
        { poule: 'pa', scored: true, absence: '', rank: 1, toriName: 'Aldo', ukeName: 'Ugo' },
        { poule: 'pb', scored: true, absence: '', rank: 1, toriName: 'Bea', ukeName: 'Cid' },
        { poule: 'pb', scored: false, absence: '', rank: 0, toriName: 'Ivo', ukeName: 'Lia' },
      ]),
    ),
    http.get('*/api/collections/season_events/records', () => list([{ id: 'se1', level: 'A1', confirmed: false, expand: { season: { id: 's1', name: 'Grand Prix' } } }])),
    http.post('*/api/custom/season-events/:id/confirm', ({ params }) => {
      confirms.push(String(params.id));
      return HttpResponse.json({ confirmed: true, rows: 0 });
    }),
  );
  return confirms;
}

const wrap = (node: ReactNode) => render(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);

it('lists what is not finished and confirms for the season only after asking', async () => {
  const confirms = serve();
  const user = userEvent.setup();
  wrap(<SignOffButton competition={competition} />);
  await user.click(screen.getByRole('button', { name: 'Sign off the results' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign off the results – Autumn Cup' });
  const items = await within(dialog).findAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual([
    'Senior · Nage-no-kata: groups A and B without a final — draw and judge the final',
    'Senior · Nage-no-kata · Group B: 1 couple not judged (Ivo – Lia)',
  ]);
  await user.click(await within(dialog).findByRole('button', { name: 'Confirm the results for the season' }));
  expect(within(dialog).getByText(/Something is not finished/)).toBeInTheDocument();
  expect(confirms).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Yes, confirm' }));
  await waitFor(() => expect(confirms).toEqual(['se1']));
});

it('warns with the same list before archiving', async () => {
  serve();
  const user = userEvent.setup();
  wrap(<StatusActions competition={competition} user={makeUser('admin')} />);
  await user.click(screen.getByRole('button', { name: 'Move to Archived – Autumn Cup' }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('Not finished yet: archiving confirms the results as they are.')).toBeInTheDocument();
  expect(within(dialog).getByText(/groups A and B without a final/)).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
});
