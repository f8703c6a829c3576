// The breaks form: a half-given break is refused next to its field before anything is sent (the rule
// of src/lib/rules/breaks.ts), the body sent is the competition's fields, and the server's refusal of
// a lunch off the competition's days shows, localized, next to the lunch field.
import { beforeAll, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw';
import { i18n } from '@/lib/i18n';
import { BreaksForm } from './BreaksForm';
import type { OfficialCompetition } from '../api';

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
  const competition = { id: 'c1', breakEvery: 0, breakMinutes: 0, pouleBreakMinutes: 0, lunchAt: '', lunchMinutes: 0 } as unknown as OfficialCompetition;
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

  await userEvent.type(screen.getByLabelText('Lunch break at'), '2026-06-20T12:30');
  await userEvent.type(screen.getByLabelText('Lunch break lasts (minutes)'), '45');
  await userEvent.click(save);
  expect(await screen.findByText('The lunch break is on a day of the competition.')).toBeInTheDocument();
  expect(screen.getByLabelText('Lunch break at')).toHaveAttribute('aria-invalid', 'true');
  expect(bodies).toHaveLength(2);
});
