// The desk of a season's final event: each pair shows the basis it entered on, as the server states
// it (rank at the cut-off, wildcard and reason, not qualified), for the staff; in English and Italian.
// A wildcard whose reason the server keeps for admins (private, the default) shows "Wildcard" alone.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw';
import { loginAs, renderRoute } from '@/test/utils';
import { changeLanguage, i18n } from '@/lib/core/i18n';

beforeAll(async () => {
  await i18n.loadNamespaces(['desk', 'enrolments', 'common']);
});
afterEach(async () => changeLanguage('en'));

const list = (items: unknown[]) => HttpResponse.json({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items });
const base = { competition: 'c1', owner: 'o1', toriVerified: true, ukeVerified: true, coupleVerified: true, present: false, paymentReceived: true, status: 'waiting_accreditation', kata: 'nage-no-kata', attachments: [], notes: '', circuit: 'ci1', clubs: '01IT0001', updated: '2026-11-23 10:00:00.000Z' };
const rows = [
  { ...base, id: 'e1', couple: 'k1', toriName: 'Giulia Verdi', ukeName: 'Sara Russo' },
  { ...base, id: 'e2', couple: 'k2', toriName: 'Kenji Tanaka', ukeName: 'Elena Romano' },
  { ...base, id: 'e3', couple: 'k3', toriName: 'Luca Neri', ukeName: 'Marco Bianchi' },
  { ...base, id: 'e4', couple: 'k4', toriName: 'Anna Conti', ukeName: 'Bruna Galli' },
];
const basis = { season: 's1', seasonName: 'Grand Prix 2026', class: 'Senior', kata: 'nage-no-kata', rank: 0, reason: '' };
const bases = [
  { ...basis, enrolment: 'e1', basis: 'rank', rank: 2 },
  { ...basis, enrolment: 'e2', basis: 'wildcard', reason: 'Injured at stage 3' },
  { ...basis, enrolment: 'e3', basis: 'none' },
  { ...basis, enrolment: 'e4', basis: 'wildcard', reason: '' },
];

function serve(organizers: string[]) {
  const asked: string[] = [];
  server.use(
    http.get('*/api/collections/enrolments/records', () => list(rows)),
    http.get('*/api/collections/competitions/records/c1', () => HttpResponse.json({ id: 'c1', collectionName: 'competitions', name: 'National final', status: 'accreditation', organizers, commissioners: [] })),
    http.get('*/api/collections/circuits/records', () => list([{ id: 'ci1', competition: 'c1', name: 'Senior', order: 1 }])),
    http.get('*/api/custom/competitions/c1/qualifications', ({ request }) => {
      asked.push(request.url);
      return HttpResponse.json({ items: bases });
    }),
  );
  return asked;
}

describe('the desk of a final event', () => {
  it('shows each pair its basis: rank at the cut-off, wildcard and reason, not qualified', async () => {
    loginAs('organizer');
    serve(['u1']);
    renderRoute('/reserved/enrolments/c1');
    const listEl = await screen.findByRole('list', { name: 'Enrolments' });
    const row = (name: string) => within(listEl).getByRole('listitem', { name });
    expect(await within(row('Giulia Verdi – Sara Russo')).findByText('Qualified: ranked 2 in Senior at the cut-off')).toBeInTheDocument();
    expect(within(row('Kenji Tanaka – Elena Romano')).getByText('Wildcard: Injured at stage 3')).toBeInTheDocument();
    expect(within(row('Luca Neri – Marco Bianchi')).getByText('Not qualified (Grand Prix 2026)')).toBeInTheDocument();
    expect(within(row('Anna Conti – Bruna Galli')).getByText('Wildcard', { exact: true })).toBeInTheDocument();
  });

  it('in Italian', async () => {
    await changeLanguage('it');
    loginAs('organizer');
    serve(['u1']);
    renderRoute('/reserved/enrolments/c1');
    expect(await screen.findByText('Qualificata: 2° posto in Senior alla data limite')).toBeInTheDocument();
    expect(screen.getByText('Ammessa con wildcard: Injured at stage 3')).toBeInTheDocument();
    expect(screen.getByText('Ammessa con wildcard', { exact: true })).toBeInTheDocument();
  });

  it('an athlete (not of the staff) does not ask for the bases', async () => {
    loginAs('athlete');
    const asked = serve(['u2']);
    renderRoute('/reserved/enrolments/c1');
    await screen.findByRole('list', { name: 'Enrolments' });
    expect(screen.queryByText(/Qualified:/)).toBeNull();
    expect(asked).toEqual([]);
  });
});
