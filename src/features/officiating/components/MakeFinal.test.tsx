// The "Make the final" dialog: it lists who goes through from each group and why the others do not,
// says plainly when fewer couples than asked performed, sends the officials' size, the couples added
// by hand and their reason (refused at the field before anything is sent when the reason is missing),
// and shows the server's refusal of the size next to the size.
import { beforeAll, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw';
import { i18n } from '@/lib/core/i18n';
import { MakeFinal } from './MakeFinal';
import type { Draw, Poule } from '@/features/results/api';

beforeAll(async () => {
  await i18n.loadNamespaces(['results']);
});

const group = { id: 'g1', name: 'A', phase: 'group', published: true, kata: 'nage-no-kata', circuit: 'c1' } as unknown as Poule;
const draw = (n: number, rank: number, absence = '') =>
  ({ id: `d${n}`, poule: 'g1', enrolment: `e${n}`, order: n, rank, points: 510 - rank, scored: !absence, absence, toriName: `Tori${n}`, ukeName: `Uke${n}` }) as unknown as Draw;

it('shows who goes and why, sends the size, the couple by hand and its reason; a refused size shows at its field', async () => {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('*/api/custom/competitions/comp1/final', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      if (body.count === 3) return HttpResponse.json({ status: 400, message: 'x', data: { count: { code: 'final_count', message: 'x', params: { max: 2 } } } }, { status: 400 });
      return HttpResponse.json({ poule: 'f1', couples: 3, added: 1, seed: 'S' });
    }),
  );
  // Five drawn, one did not perform, the competition asks for six: the four that performed go.
  const draws = [draw(1, 2), draw(2, 1), draw(3, 4), draw(4, 3), draw(5, 0, 'did_not_perform')];
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MakeFinal competitionId="comp1" circuit="c1" circuitName="Open" kata="nage-no-kata" groups={[group]} draws={draws} finalists={6} tatamiCount={2} />
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: /^Make the final – / }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('status')).toHaveTextContent('4 couples go to the final. Only 4 couples performed.');
  const items = within(dialog).getAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual([
    expect.stringMatching(/^Tori2 – Uke2.*Rank 1 · 509 points.*Goes to the final/),
    expect.stringMatching(/^Tori1 – Uke1.*Goes to the final/),
    expect.stringMatching(/^Tori4 – Uke4.*Goes to the final/),
    expect.stringMatching(/^Tori3 – Uke3.*Goes to the final/),
    expect.stringMatching(/^Tori5 – Uke5.*Did not perform/),
  ]);

  // The officials want two: the others fall below the cut and one of them can be added by hand.
  const count = within(dialog).getByLabelText('Couples in the final');
  await userEvent.clear(count);
  await userEvent.type(count, '2');
  expect(within(dialog).getByRole('status')).toHaveTextContent('2 couples go to the final.');
  expect(within(dialog).getAllByText('Not in the best 2 of the group')).toHaveLength(2);
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Add Tori4 – Uke4 to the final by hand' }));
  expect(within(dialog).getByRole('status')).toHaveTextContent('3 couples go to the final. 1 of them added by hand.');

  // No reason yet: refused at the field, nothing sent.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Make the final' }));
  const reason = within(dialog).getByLabelText(/Why they are added by hand/);
  expect(reason).toHaveAttribute('aria-invalid', 'true');
  expect(bodies).toEqual([]);
  await userEvent.type(reason, 'Jury decision after the protest');

  // A size the server refuses shows at the size.
  await userEvent.clear(count);
  await userEvent.type(count, '3');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Add Tori3 – Uke3 to the final by hand' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Make the final' }));
  expect(await within(dialog).findByText(/from 1 to 2 \(the couples drawn in the category\)/)).toBeInTheDocument();
  expect(count).toHaveAttribute('aria-invalid', 'true');

  await userEvent.clear(count);
  await userEvent.type(count, '2');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Add Tori3 – Uke3 to the final by hand' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Make the final' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(bodies.at(-1)).toEqual({ circuit: 'c1', kata: 'nage-no-kata', count: 2, tatami: 0, startsAt: '', add: ['e4'], reason: 'Jury decision after the protest' });
});
