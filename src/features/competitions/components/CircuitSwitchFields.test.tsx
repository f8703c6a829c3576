// A circuit's scoring switches where circuits are edited: the summary names those on, the form sends
// them with the circuit, and the server's refusal once sheets are saved shows at the switches, localized.
import { beforeAll, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw';
import { i18n } from '@/lib/core/i18n';
import { CircuitsEditor } from './CircuitsEditor';

beforeAll(async () => {
  await i18n.loadNamespaces(['competitions']);
});

const circuit = { id: 'k1', collectionId: 'x', collectionName: 'circuits', competition: 'c1', name: 'Kids', order: 1, katas: [], minBelt: '', minAge: 0, maxAge: 12, noForgotten: true, noBig: false, noHalving: false, created: '', updated: '' };

it('shows the switches on, sends them with the circuit, and shows the lock at the switches', async () => {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.get('*/api/collections/circuits/records', () => HttpResponse.json({ page: 1, perPage: 500, totalItems: 1, totalPages: 1, items: [circuit] })),
    http.patch('*/api/collections/circuits/records/k1', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return HttpResponse.json({ status: 400, message: 'x', data: { noHalving: { code: 'circuit_rules_locked', message: 'x' } } }, { status: 400 });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CircuitsEditor competitionId="c1" canEdit />
    </QueryClientProvider>,
  );
  const summary = (await screen.findByRole('heading', { name: 'Kids' })).closest('.circuit-summary') as HTMLElement;
  expect(within(summary).getByText('Scoring').nextSibling?.textContent).toBe('No forgotten techniques');
  await userEvent.click(screen.getByRole('button', { name: 'Edit circuit Kids' }));
  const rules = screen.getByRole('group', { name: 'Scoring rules of the circuit' });
  expect(within(rules).getByRole('checkbox', { name: /^No forgotten techniques/ })).toBeChecked();
  expect(within(rules).getByRole('checkbox', { name: /^No big mistakes/ })).not.toBeChecked();
  await userEvent.click(within(rules).getByRole('checkbox', { name: /^No halving/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Save circuit' }));
  expect(await within(rules).findByText("The circuit's scoring rules cannot change once its sheets are saved.")).toBeInTheDocument();
  expect(bodies[0]).toMatchObject({ noForgotten: true, noBig: false, noHalving: true });
});
