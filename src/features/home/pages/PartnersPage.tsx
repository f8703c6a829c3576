// /about/partners: the partners collection (name, logo, link, order), managed in the PocketBase dashboard.
// A routed page, so it may use the SDK and TanStack Query (only HomePage must stay light).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { PageHeader } from '@/components/PageHeader';
import { FULL_LIST_BATCH } from '@/lib/core/constants';
import type { PartnersRecord } from '@/lib/pb-types';
import { pb } from '@/lib/core/pocketbase';
import './partners.css';

function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

export default function PartnersPage() {
  const { t } = useTranslation('home');
  const partners = useQuery({
    queryKey: ['partners'],
    queryFn: ({ signal }) => pb.collection('partners').getFullList<PartnersRecord>({ sort: 'order,name', batch: FULL_LIST_BATCH, signal }),
  });

  return (
    <>
      <PageHeader title={t('common:titles.partners')} subtitle={t('partners.intro')} />
      {partners.isLoading ? (
        <Loading />
      ) : partners.data?.length ? (
        <ul className="partner-grid">
          {partners.data.map((p) => (
            <li key={p.id} className="partner-card">
              <div className="partner-logo">
                {p.logo ? (
                  <img src={pb.files.getURL(p as never, p.logo, { thumb: '200x0' })} alt="" loading="lazy" decoding="async" />
                ) : (
                  <span className="pi pi-star" aria-hidden="true" />
                )}
              </div>
              <h2 className="partner-name">{p.name}</h2>
              {p.url ? (
                <a href={p.url} target="_blank" rel="noopener noreferrer" className="partner-link">
                  {hostOf(p.url)}
                  <span className="pi pi-external-link" aria-hidden="true" />
                  <span className="sr-only"> ({t('partnersStrip.newTab')})</span>
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon="pi pi-star" title={t('partners.empty')} description={t('partners.emptyHint')} />
      )}
    </>
  );
}
