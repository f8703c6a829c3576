// A tatami picked for a poule is saved at once: the button next to it says "Set time", and a pick that
// waited for it was lost on the next visit.
import { beforeAll, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw';
import { i18n } from '@/lib/core/i18n';
import { PouleSchedule } from './PouleSchedule';
import type { Poule } from '@/features/results/api';

beforeAll(async () => {
  await i18n.loadNamespaces(['results']);
});

it('saves the picked tatami without the start time button', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.patch('*/api/collections/poules/records/p1', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ id: 'p1', tatami: 1 });
    }),
  );
  const poule = { id: 'p1', tatami: 0, startsAt: '' } as unknown as Poule;
  const { container } = render(
    <QueryClientProvider client={new QueryClient()}>
      <PouleSchedule competitionId="c1" poule={poule} tatamiCount={2} label="Open · Group A" />
    </QueryClientProvider>,
  );
  await userEvent.click(container.querySelector<HTMLElement>('.p-dropdown')!);
  await userEvent.click(await screen.findByText('Tatami 1', { selector: '.p-dropdown-item, .p-dropdown-item *' }));
  await waitFor(() => expect(bodies).toEqual([{ tatami: 1 }]));
});
