// A kata added by an admin is named by its catalogue name on the screens that only show katas
// (results, board, tablet, venue): the page reads the catalogue once and renders again with the name,
// not the capitalized slug shown before the catalogue is loaded.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { useTranslation } from 'react-i18next';
import { KATA_CATALOGUE, server } from '@/test/msw';
import { liveClients } from '@/test/queryClients';
import { useKataNames } from './katas';

const NEW = { id: 'knew', kata: 'kodomo-no-kata-9', nameEn: 'Kodomo-no-kata (9th)', nameIt: 'Kodomo-no-kata (9ª)', active: true, order: 99 };

function Shown() {
  const { t } = useTranslation('results');
  return <p>{t('common:katas.kodomo-no-kata-9')}</p>;
}

function Page() {
  useKataNames();
  return <Shown />;
}

describe('kata names on the public screens', () => {
  it('a new kata shows its name once the catalogue is read, not its slug', async () => {
    const items = [...KATA_CATALOGUE, NEW];
    server.use(http.get('*/api/collections/kata_sheets/records', () => HttpResponse.json({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items })));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    liveClients.add(client);
    render(
      <QueryClientProvider client={client}>
        <Page />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Kodomo-no-kata (9th)')).toBeInTheDocument();
  });
});
