// The home, rendered before the router, reads only the first-load slice of `common`
// (lib/core/catalogueSlice.ts): it is rendered here on the slice alone, with data on every part of the
// page, and a text the slice lacks fails the test.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { noData, server } from '@/test/msw';
import { i18n } from '@/lib/core/i18n';
import { FIRST_LOAD_COMMON_KEYS, sliceCatalogue } from '@/lib/core/catalogueSlice';
import { Root } from './Root';

const ID = 'abcdefghij12345';
const competition = {
  id: ID,
  collectionId: 'pbc_competitions',
  collectionName: 'competitions',
  name: 'Trofeo Kata',
  date: '2026-12-12 09:00:00.000Z',
  endDate: '2026-12-13 18:00:00.000Z',
  location: 'Roma',
  logo: '',
  status: 'enrolment',
  accreditationOpensAt: '2026-12-12 08:00:00.000Z',
  details: '<p>Details</p>',
  rules: '<p>Rules</p>',
  organizerNames: ['Judo Roma'],
};
const circuit = { id: 'c1', competition: ID, name: 'Open', order: 1, katas: ['nage-no-kata'], minBelt: '1k', minAge: 16, maxAge: 40 };
const list = (items: unknown[]) => HttpResponse.json({ page: 1, perPage: 30, totalItems: items.length, totalPages: 1, items });

const missing = new Set<string>();
let full: Record<string, unknown>;
const saved = { saveMissing: i18n.options.saveMissing, missingKeyHandler: i18n.options.missingKeyHandler };

beforeAll(() => {
  full = i18n.getResourceBundle('en', 'common') as Record<string, unknown>;
  i18n.removeResourceBundle('en', 'common');
  i18n.addResourceBundle('en', 'common', sliceCatalogue(full, FIRST_LOAD_COMMON_KEYS));
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (_lngs, ns, key) => missing.add(`${ns}:${key}`);
});
afterAll(() => {
  i18n.removeResourceBundle('en', 'common');
  i18n.addResourceBundle('en', 'common', full);
  Object.assign(i18n.options, saved);
});
beforeEach(() => {
  missing.clear();
  server.use(
    http.get('*/api/collections/competitions/records', () => list([competition])),
    http.get('*/api/collections/competitions/records/:id', () => HttpResponse.json(competition)),
    http.get('*/api/collections/circuits/records', () => list([circuit])),
    ...noData,
  );
});

describe('the home on the slice of common', () => {
  it('/', async () => {
    window.history.replaceState(null, '', '/');
    // Awaited: the root reads the page's module with use(), which React's test mode only resolves in an awaited act.
    await act(async () => {
      render(<Root />);
    });
    await screen.findByRole('heading', { level: 1, name: 'Kata Portal' });
    await screen.findAllByText('Trofeo Kata'); // the next competitions
    expect([...missing]).toEqual([]);
  });

  it('every text of the slice is in each language', async () => {
    const it = (await import('@/locales/it/common.json')).default as Record<string, unknown>;
    for (const catalogue of [full, it]) {
      const slice = sliceCatalogue(catalogue, FIRST_LOAD_COMMON_KEYS);
      for (const path of FIRST_LOAD_COMMON_KEYS) expect(path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], slice), path).toBeDefined();
    }
  });

  it('catches a text the slice lacks', () => {
    i18n.t('common:errors.validation_required');
    expect([...missing]).toEqual(['common:errors.validation_required']);
  });
});
