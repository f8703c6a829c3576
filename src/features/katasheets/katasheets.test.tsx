// The katas page against a mocked API: the list, editing a kata (the body sent), the server's
// "items fixed" refusal shown at the items, adding a kata (its short name and names in both
// languages) with the form's own checks, and removing one (refused while in use, said in words).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw';
import { loginAs, renderRoute } from '@/test/utils';
import { i18n } from '@/lib/core/i18n';
import { toast } from '@/lib/core/toast';

beforeAll(async () => {
  await i18n.loadNamespaces(['katasheets']);
});

const SCALE = { item: 10, deductions: { small: { points: 1, max: 2 }, medium: { points: 3, max: 1 }, big: { points: 5, max: 1 } } };
const sheet = (kata: string, id: string) => ({
  id,
  collectionId: 'pbc_sheets',
  collectionName: 'kata_sheets',
  kata,
  nameEn: kata === 'nage-no-kata' ? 'Nage-no-kata' : kata,
  nameIt: kata === 'nage-no-kata' ? 'Nage-no-kata' : kata,
  active: true,
  order: 1,
  judges: 5,
  duration: 480,
  scale: SCALE,
  items: [
    { key: 'opening', kind: 'opening', name: 'Opening' },
    { key: 't1', kind: 'technique', name: 'Uki-otoshi', group: 'Te-waza' },
    { key: 'closing', kind: 'closing', name: 'Closing' },
  ],
});
const page = (items: unknown[]) => HttpResponse.json({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items });

describe('kata sheets page', () => {
  it('lists the sheets and saves an edit; shows the server refusing to change scored items', async () => {
    loginAs('admin', { id: 'a1' });
    const bodies: Array<Record<string, unknown>> = [];
    let refuse = false;
    server.use(
      http.get('*/api/collections/kata_sheets/records', () => page([sheet('nage-no-kata', 's1')])),
      http.patch('*/api/collections/kata_sheets/records/s1', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (refuse)
          return HttpResponse.json({ status: 400, message: 'x', data: { items: { code: 'sheet_in_use', message: 'Couples were already scored' } } }, { status: 400 });
        return HttpResponse.json({ ...sheet('nage-no-kata', 's1'), ...body });
      }),
    );
    renderRoute('/reserved/kata-sheets');
    const table = (await screen.findByText('Nage-no-kata')).closest('table') as HTMLElement;
    expect(within(table).getByText('3 items (1 techniques)')).toBeInTheDocument();
    expect(within(table).getByText('8 min')).toBeInTheDocument();
    // Each kata's blank scoring form, to print.
    expect(within(table).getByRole('link', { name: 'Print blank form – Nage-no-kata' })).toHaveAttribute('href', '/kata-sheets/nage-no-kata/form');

    await userEvent.click(screen.getByRole('button', { name: 'Edit – Nage-no-kata' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kata: Nage-no-kata' });
    expect(within(dialog).queryByLabelText(/^Short name/)).toBeNull(); // the short name of a kata does not change
    await userEvent.clear(within(dialog).getByLabelText(/Default judges/));
    await userEvent.type(within(dialog).getByLabelText(/Default judges/), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add an item' }));
    await userEvent.type(within(dialog).getByLabelText('Name of item 4'), 'Kata-guruma');
    await userEvent.selectOptions(within(dialog).getByLabelText('Kind of item 4'), 'flow');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move item 4 up' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ judges: 3, duration: 480, scale: SCALE, nameEn: 'Nage-no-kata', nameIt: 'Nage-no-kata', active: true });
    expect(bodies[0]).not.toHaveProperty('kata');
    expect((bodies[0]!.items as Array<{ name: string; kind: string; key: string }>).map((i) => `${i.kind}:${i.name}`)).toEqual([
      'opening:Opening',
      'technique:Uki-otoshi',
      'flow:Kata-guruma',
      'closing:Closing',
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    refuse = true;
    await userEvent.click(screen.getByRole('button', { name: 'Edit – Nage-no-kata' }));
    const again = await screen.findByRole('dialog', { name: 'Kata: Nage-no-kata' });
    await userEvent.click(within(again).getByRole('button', { name: 'Save' }));
    expect(await within(again).findByRole('alert')).toHaveTextContent(/already scored with this kata/);
  });

  it('adds a kata: short name and names checked, an empty item name and a wrong panel refused before sending', async () => {
    loginAs('admin', { id: 'a1' });
    const created: Array<Record<string, unknown>> = [];
    server.use(
      http.get('*/api/collections/kata_sheets/records', () => page([sheet('nage-no-kata', 's1')])),
      http.post('*/api/collections/kata_sheets/records', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        created.push(body);
        return HttpResponse.json({ ...sheet('itsutsu-no-kata', 's2'), ...body });
      }),
    );
    renderRoute('/reserved/kata-sheets');
    await userEvent.click(await screen.findByRole('button', { name: 'New kata' }));
    const dialog = await screen.findByRole('dialog', { name: 'New kata' });
    await userEvent.clear(within(dialog).getByLabelText(/Default judges/));
    await userEvent.type(within(dialog).getByLabelText(/Default judges/), '7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a whole number from 3 to 5')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name of item 2')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/^Name in English/)).toHaveAttribute('aria-invalid', 'true');
    expect(created).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/^Short name/), 'Kodomo no kata');
    await userEvent.type(within(dialog).getByLabelText(/^Name in English/), 'Kodomo-no-kata 1');
    await userEvent.type(within(dialog).getByLabelText(/^Name in Italian/), 'Kodomo-no-kata 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Use lowercase letters, digits and single hyphens, such as kodomo-no-kata.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^Short name/));
    await userEvent.type(within(dialog).getByLabelText(/^Short name/), 'kodomo-no-kata-1');
    await userEvent.clear(within(dialog).getByLabelText(/Default judges/));
    await userEvent.type(within(dialog).getByLabelText(/Default judges/), '5');
    await userEvent.type(within(dialog).getByLabelText('Name of item 2'), 'Ippon-me');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ kata: 'kodomo-no-kata-1', nameEn: 'Kodomo-no-kata 1', nameIt: 'Kodomo-no-kata 1', active: true, judges: 5, duration: null });
  });

  it('removes a kata only after a confirmation; a kata in use is refused in words', async () => {
    loginAs('admin', { id: 'a1' });
    const error = vi.spyOn(toast, 'error');
    let deleted = 0;
    server.use(
      http.get('*/api/collections/kata_sheets/records', () => page([sheet('nage-no-kata', 's1')])),
      http.delete('*/api/collections/kata_sheets/records/s1', () => (deleted++, HttpResponse.json({ status: 400, message: 'x', data: { kata: { code: 'kata_in_use', message: 'in use' } } }, { status: 400 }))),
    );
    renderRoute('/reserved/kata-sheets');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete – Nage-no-kata' }));
    let confirm = await screen.findByRole('dialog', { name: 'Remove the kata?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete – Nage-no-kata' }));
    confirm = await screen.findByRole('dialog', { name: 'Remove the kata?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe(1));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Delete failed', expect.stringMatching(/^This kata is in use/)));
  });
});
