// /competitions: upcoming (and running) competitions first, then past ones; drafts never appear
// (the server hides them from the public, the filter keeps the public view for staff too).
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Paginator } from 'primereact/paginator';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { PageHeader } from '@/components/PageHeader';
import { SearchField } from '@/components/SearchField';
import { PAGE_SIZE } from '@/lib/constants';
import { usePublicCompetitions } from '../api';
import { CompetitionCard } from '@/components/competition/CompetitionCard';
import '../competitions.css';

export default function CompetitionsPage() {
  const { t } = useTranslation('competitions');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const [pastPage, setPastPage] = useState(1);
  const current = usePublicCompetitions('current', deferred);
  const past = usePublicCompetitions('past', deferred, pastPage);
  const emptyHint = deferred.trim() ? t('list.emptySearch') : undefined;

  return (
    <>
      <PageHeader title={t('common:titles.competitions')} subtitle={t('list.intro')} />
      <div className="list-toolbar">
        <SearchField
          id="competitions-search"
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPastPage(1);
          }}
          label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
        />
      </div>
      <section className="section" aria-labelledby="competitions-current" aria-busy={current.isFetching}>
        <h2 id="competitions-current" className="section-title">
          {t('list.current')}
        </h2>
        {current.isLoading ? (
          <Loading />
        ) : current.data?.items.length ? (
          <ul className="competition-grid">
            {current.data.items.map((c) => (
              <li key={c.id}>
                <CompetitionCard competition={c} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState level={3} icon="pi pi-calendar" title={t('list.empty')} description={emptyHint ?? t('list.emptyHint')} />
        )}
      </section>
      {/* Past competitions appear once the current ones are in: a past list shown below a loading
          current list would jump down the page when it arrives (layout shift, Lighthouse CLS). */}
      {current.isLoading ? null : (
        <section className="section" aria-labelledby="competitions-past" aria-busy={past.isFetching}>
          <h2 id="competitions-past" className="section-title">
            {t('list.past')}
          </h2>
          {past.isLoading ? (
            <Loading />
          ) : past.data?.items.length ? (
            <>
              <ul className="competition-grid competition-grid-past">
                {past.data.items.map((c) => (
                  <li key={c.id}>
                    <CompetitionCard competition={c} />
                  </li>
                ))}
              </ul>
              {past.data.totalItems > PAGE_SIZE ? (
                <Paginator first={(pastPage - 1) * PAGE_SIZE} rows={PAGE_SIZE} totalRecords={past.data.totalItems} onPageChange={(e) => setPastPage(e.page + 1)} />
              ) : null}
            </>
          ) : (
            <EmptyState level={3} icon="pi pi-history" title={t('list.empty')} description={emptyHint ?? t('list.emptyPastHint')} />
          )}
        </section>
      )}
    </>
  );
}
