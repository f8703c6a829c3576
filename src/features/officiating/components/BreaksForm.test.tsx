// The breaks form: a half-given break is refused next to its field before anything is sent (the rule
// of src/lib/rules/breaks.ts), the body sent is the competition's fields, and the server's refusal of
// a lunch off the competition's days shows, localized, next to the lunch field. The lunch break is a
// daily time (hours and minutes), sent as that time on the competition's first day; a lunch stored on
// any day reads as its time.
import { beforeAll, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw';
import { i18n } from '@/lib/core/i18n';
import { BreaksForm } from './BreaksForm';
import type { OfficialCompetition } from '@/features/results/api';

beforeAll(async () => {
  await i18n.loadNamespaces(['results']);
});

it('checks, sends the settings and shows the server field error at its field', async () => {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.patch('*/api/collections/competitions/records/c1', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      if (body.lunchAt) return HttpResponse.json({ status: 400, message: 'x', data: { lunchAt: { code: 'lunch_day', message: 'x' } } }, { status: 400 });
      return HttpResponse.json({ id: 'c1', ...body });
    }),
  );
  const day = new Date(2026, 5, 20);
  const competition = { id: 'c1', date: day.toISOString().replace('T', ' '), breakEvery: 0, breakMinutes: 0, pouleBreakMinutes: 0, lunchAt: '', lunchMinutes: 0 } as unknown as OfficialCompetition;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BreaksForm competition={competition} />
    </QueryClientProvider>,
  );
  const save = screen.getByRole('button', { name: 'Save – Breaks' });
  await userEvent.type(screen.getByLabelText('A break after every … couples'), '3');
  await userEvent.click(save);
  expect(await screen.findByText('A break needs both how many couples and how many minutes.')).toBeInTheDocument();
  expect(screen.getByLabelText('That break lasts (minutes)')).toHaveAttribute('aria-invalid', 'true');
  expect(bodies).toEqual([]);

  await userEvent.type(screen.getByLabelText('That break lasts (minutes)'), '10');
  await userEvent.click(save);
  await waitFor(() => expect(bodies).toEqual([{ breakEvery: 3, breakMinutes: 10, pouleBreakMinutes: 0, lunchAt: '', lunchMinutes: 0 }]));

  // A time of day, not a date: the picker holds hours and minutes only.
  expect(screen.getByLabelText('Lunch break at')).toHaveAttribute('type', 'time');
  await userEvent.type(screen.getByLabelText('Lunch break at'), '12:30');
  await userEvent.type(screen.getByLabelText('Lunch break lasts (minutes)'), '45');
  await userEvent.click(save);
  expect(await screen.findByText('The lunch break is on a day of the competition.')).toBeInTheDocument();
  expect(screen.getByLabelText('Lunch break at')).toHaveAttribute('aria-invalid', 'true');
  expect(bodies).toHaveLength(2);
  expect(bodies[1]).toMatchObject({ lunchAt: new Date(2026, 5, 20, 12, 30).toISOString(), lunchMinutes: 45 });
});

it('reads a lunch stored as a full date (on any day) as its time of day', () => {
  const competition = { id: 'c2', date: new Date(2026, 5, 20).toISOString(), breakEvery: 0, breakMinutes: 0, pouleBreakMinutes: 0, lunchAt: new Date(2026, 5, 21, 13, 15).toISOString().replace('T', ' '), lunchMinutes: 60 } as unknown as OfficialCompetition;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BreaksForm competition={competition} />
    </QueryClientProvider>,
  );
  expect(screen.getByLabelText('Lunch break at')).toHaveValue('13:15');
});
