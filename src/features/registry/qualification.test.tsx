// The couples list tags each of the user's couples with its standing for a season's final event to
// come, as the server states it: qualified (rank at the cut-off, or wildcard) or not qualified.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/msw';
import { loginAs, renderRoute } from '@/test/utils';
import { changeLanguage, i18n } from '@/lib/core/i18n';

beforeAll(async () => {
  await i18n.loadNamespaces(['registry', 'common']);
});

const page = (items: unknown[]) => HttpResponse.json({ page: 1, perPage: 30, totalItems: items.length, totalPages: 1, items });
const person = (id: string, name: string, surname: string) => ({ id, owner: 'u1', name, surname, belt: '1d', verified: true, verifiedAt: new Date().toISOString().replace('T', ' '), external: false });
const couple = (id: string, tori: ReturnType<typeof person>, uke: ReturnType<typeof person>) => ({
  id, collectionName: 'couples', owner: 'u1', tori: tori.id, uke: uke.id, kata: 'nage-no-kata', verified: true, verifiedAt: tori.verifiedAt, external: false, expand: { tori, uke },
});
const couples = [
  couple('k1', person('a1', 'Giulia', 'Verdi'), person('a2', 'Sara', 'Russo')),
  couple('k2', person('a3', 'Luca', 'Neri'), person('a4', 'Marco', 'Bianchi')),
  couple('k3', person('a5', 'Kenji', 'Tanaka'), person('a6', 'Elena', 'Romano')),
];
const basis = { season: 's1', seasonName: 'Grand Prix 2026', competition: 'f1', competitionName: 'National final', competitionDate: '2026-11-01 09:00:00.000Z', class: 'Senior', kata: 'nage-no-kata', rank: 0, reason: '' };

function serve() {
  server.use(
    http.get('*/api/collections/athletes/records', () => page([])),
    http.get('*/api/collections/couples/records', () => page(couples)),
    http.get('*/api/custom/qualifications/mine', () =>
      HttpResponse.json({ items: [{ ...basis, couple: 'k1', basis: 'rank', rank: 1 }, { ...basis, couple: 'k2', basis: 'none' }, { ...basis, couple: 'k3', basis: 'wildcard', reason: 'Injured' }] }),
    ),
  );
}
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('couples qualified for a final event', () => {
  it('tags qualified, wildcard and not qualified couples', async () => {
    loginAs('athlete');
    serve();
    renderRoute('/reserved/registry?tab=couples');
    expect(await within(await rowOf('Verdi Giulia')).findByText('Qualified for National final: ranked 1 in Senior · Nage-no-kata')).toBeInTheDocument();
    expect(within(await rowOf('Neri Luca')).getByText('Not qualified for National final (Senior · Nage-no-kata)')).toBeInTheDocument();
    expect(within(await rowOf('Tanaka Kenji')).getByText('Qualified for National final: wildcard (Senior · Nage-no-kata)')).toBeInTheDocument();
  });

  it('in Italian', async () => {
    await changeLanguage('it');
    loginAs('athlete');
    serve();
    renderRoute('/reserved/registry?tab=couples');
    expect(await screen.findByText('Qualificata per National final: 1° posto in Senior · Nage-no-kata')).toBeInTheDocument();
    expect(screen.getByText('Non qualificata per National final (Senior · Nage-no-kata)')).toBeInTheDocument();
    await changeLanguage('en');
  });
});
