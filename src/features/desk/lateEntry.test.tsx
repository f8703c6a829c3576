// Couples entered by the staff at the desk: "Late entry" and "Import enrolments" for the organizer of a
// competition that takes couples (not for an athlete, not once archived); the late entry's form sends
// one row to the import route and shows the server's row errors next to the fields.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw';
import { loginAs, renderRoute } from '@/test/utils';
import { i18n } from '@/lib/core/i18n';

beforeAll(async () => {
  await i18n.loadNamespaces(['desk', 'enrolments']);
});
afterEach(() => vi.unstubAllGlobals());

const list = (items: unknown[]) => HttpResponse.json({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items });
const competition = { id: 'c1', collectionId: 'pbc_comp', collectionName: 'competitions', name: 'Coppa Test', exportId: '', status: 'accreditation', organizers: ['u1'], commissioners: [] };

function serve(status = 'accreditation') {
  let reads = 0;
  server.use(
    http.get('*/api/collections/enrolments/records', () => {
      reads++;
      return list([]);
    }),
    http.get('*/api/collections/competitions/records/c1', () => HttpResponse.json({ ...competition, status })),
    http.get('*/api/collections/circuits/records', () => list([])),
    http.get('*/api/custom/competitions/c1/qualifications', () => HttpResponse.json({ items: [] })),
  );
  return { reads: () => reads };
}

async function pick(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }).closest<HTMLElement>('.p-dropdown')!);
  await userEvent.click(await screen.findByText(option, { selector: '.p-dropdown-item, .p-dropdown-item *' }));
}

describe('desk: couples entered by the staff', () => {
  it('late entry: one row to the import route; the row errors by the fields, then enrolled', async () => {
    // A touch screen: the birthday is the browser's own date input.
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)', media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    loginAs('organizer');
    const served = serve();
    const bodies: Array<Record<string, unknown>> = [];
    server.use(
      http.post('*/api/custom/import/enrolments', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        if (bodies.length === 1) {
          const message = 'Some rows cannot be imported: nothing was imported.';
          return HttpResponse.json({ status: 400, message, data: { rows: { code: 'import_rows_invalid', message } }, problems: [{ row: 0, errors: { kata: { code: 'no_circuit', message: 'x' } } }] }, { status: 400 });
        }
        return HttpResponse.json({ rows: 1, created: { athletes: 2, couples: 1, enrolments: 1 }, ids: ['e9'] });
      }),
    );
    renderRoute('/reserved/enrolments/c1');
    await userEvent.click(await screen.findByRole('button', { name: 'Late entry' }));
    const dialog = await screen.findByRole('dialog', { name: /Late entry/ });
    await pick('Kata', 'Nage-no-kata');
    for (const [side, name, legend] of [['tori', 'Mario', 'Tori'], ['uke', 'Luigi', 'Uke']] as const) {
      const group = within(dialog).getByRole('group', { name: legend });
      await userEvent.type(within(group).getByRole('textbox', { name: /^Name/ }), name);
      await userEvent.type(within(group).getByRole('textbox', { name: /^Surname/ }), 'Rossi');
      fireEvent.change(document.getElementById(`late-${side}-birthday`)!, { target: { value: '1990-12-31' } });
      await userEvent.type(within(group).getByRole('textbox', { name: /^Club code/ }), '01it0001');
    }
    for (const id of ['late-tori-belt', 'late-uke-belt']) {
      await userEvent.click(document.getElementById(id)!.closest<HTMLElement>('.p-dropdown')!);
      await userEvent.click(await screen.findByText('1st dan – black', { selector: '.p-dropdown-item, .p-dropdown-item *' }));
    }
    await userEvent.click(within(screen.getByRole('dialog', { name: /Late entry/ })).getByRole('button', { name: 'Enter the couple' }));
    expect(await screen.findByText(i18n.t('common:errors.no_circuit'))).toBeTruthy();
    expect(bodies[0]).toEqual({
      competition: 'c1',
      late: true,
      rows: [
        {
          kata: 'nage-no-kata',
          tori: { name: 'Mario', surname: 'Rossi', birthday: '1990-12-31', country: 'IT', belt: '1d', club: '01IT0001' },
          uke: { name: 'Luigi', surname: 'Rossi', birthday: '1990-12-31', country: 'IT', belt: '1d', club: '01IT0001' },
        },
      ],
    });
    const before = served.reads();
    await userEvent.click(screen.getByRole('button', { name: 'Enter the couple' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Late entry/ })).toBeNull());
    expect(served.reads()).toBeGreaterThan(before);
  });

  it('import enrolments opens the import for this competition', async () => {
    loginAs('organizer');
    serve('enrolment');
    renderRoute('/reserved/enrolments/c1');
    await userEvent.click(await screen.findByRole('button', { name: 'Import enrolments' }));
    expect(await screen.findByRole('dialog', { name: 'Import enrolments from a file' })).toBeTruthy();
  });

  it('not once the competition is archived, nor for an athlete', async () => {
    loginAs('organizer');
    serve('archived');
    const { unmount } = renderRoute('/reserved/enrolments/c1');
    expect(await screen.findByRole('button', { name: 'Scan a QR code' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Late entry' })).toBeNull();
    unmount();
    loginAs('athlete');
    serve('accreditation');
    renderRoute('/reserved/enrolments/c1');
    expect(await screen.findByText(i18n.t('desk:introAthlete'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Late entry' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import enrolments' })).toBeNull();
  });
});
