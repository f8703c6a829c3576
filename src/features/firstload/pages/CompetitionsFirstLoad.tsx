// /competitions on first load: the routed CompetitionsPage's markup with its data (the same two
// requests), without TanStack Query and PrimeReact. Touching the search field starts the takeover
// (takeover.ts: what is typed meanwhile carries over); the past list's paginator comes with it.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { PageHeader } from '@/components/PageHeader';
import { PAGE_SIZE } from '@/lib/constants';
import { composeTitle } from '@/lib/pageTitle';
import { CompetitionCard } from '@/components/competition/CompetitionCard';
import '@/components/search-field.css';
import type { ListResult } from '@/lib/competitionRequests';
import { fetchPublicCompetitions, type LightCompetition } from '../api';
import { LightLayout } from '../components/LightLayout';
import { armTakeover, takeOver } from '../takeover';

type Lists = { current: ListResult<LightCompetition>; past: ListResult<LightCompetition> };

export default function CompetitionsFirstLoad() {
  const { t } = useTranslation('competitions');
  const [lists, setLists] = useState<Lists | null>(null);
  useEffect(() => {
    document.title = composeTitle(t('common:titles.competitions'));
  }, [t]);
  useEffect(() => {
    Promise.all([fetchPublicCompetitions('current'), fetchPublicCompetitions('past')])
      .then(([current, past]) => setLists({ current, past }))
      // The routed page shows the error (toast, retry) the usual way.
      .catch(() => void takeOver());
  }, []);
  useEffect(() => {
    // More past competitions than a page: the paginator comes with the routed app.
    if (lists) void (lists.past.totalItems > PAGE_SIZE ? takeOver() : armTakeover());
  }, [lists]);

  return (
    <LightLayout ready={!!lists}>
      <PageHeader title={t('common:titles.competitions')} subtitle={t('list.intro')} />
      <div className="list-toolbar">
        <div className="search-field">
          <label htmlFor="competitions-search" className="search-field-label">
            {t('list.searchLabel')}
          </label>
          <div className="p-icon-field p-icon-field-left">
            <span className="pi pi-search p-input-icon" aria-hidden="true" />
            <input className="p-inputtext p-component" id="competitions-search" type="search" placeholder={t('list.searchPlaceholder')} autoComplete="off" enterKeyHint="search" />
          </div>
        </div>
      </div>
      <section className="section" aria-labelledby="competitions-current" aria-busy={!lists}>
        <h2 id="competitions-current" className="section-title">
          {t('list.current')}
        </h2>
        {!lists ? (
          <Loading />
        ) : lists.current.items.length ? (
          <ul className="competition-grid">
            {lists.current.items.map((c) => (
              <li key={c.id}>
                <CompetitionCard competition={c} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState level={3} icon="pi pi-calendar" title={t('list.empty')} description={t('list.emptyHint')} />
        )}
      </section>
      {lists ? (
        <section className="section" aria-labelledby="competitions-past" aria-busy={false}>
          <h2 id="competitions-past" className="section-title">
            {t('list.past')}
          </h2>
          {lists.past.items.length ? (
            <ul className="competition-grid competition-grid-past">
              {lists.past.items.map((c) => (
                <li key={c.id}>
                  <CompetitionCard competition={c} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState level={3} icon="pi pi-history" title={t('list.empty')} description={t('list.emptyPastHint')} />
          )}
        </section>
      ) : null}
    </LightLayout>
  );
}
