import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/AppLink';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { PageHeader } from '@/components/PageHeader';
import { SearchField } from '@/components/SearchField';
import { paths } from '@/lib/core/paths';
import { CompetitionCard, type CardCompetition } from './CompetitionCard';

/** A list's state: its competitions (undefined while loading) and whether it is being fetched. */
export interface ListState {
  items: CardCompetition[] | undefined;
  busy: boolean;
}

export interface CompetitionListsProps {
  /** The search box's value and changes. */
  search?: { value: string; onChange: (v: string) => void };
  /** A search is applied: the empty lists say so. */
  searching?: boolean;
  current: ListState;
  /** Not shown (null) until the current list is in: arriving above it would push it down (layout shift). */
  past: ListState | null;
  /** Below the past list: its paginator. */
  pastFooter?: ReactNode;
}

function Section({ id, title, state, grid, empty, footer }: { id: string; title: string; state: ListState; grid: string; empty: ReactNode; footer?: ReactNode }) {
  return (
    <section className="section" aria-labelledby={id} aria-busy={state.busy}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {!state.items ? (
        <Loading />
      ) : state.items.length ? (
        <>
          <ul className={grid}>
            {state.items.map((c) => (
              <li key={c.id}>
                <CompetitionCard competition={c} />
              </li>
            ))}
          </ul>
          {footer}
        </>
      ) : (
        empty
      )}
    </section>
  );
}

/** /competitions: upcoming (and running) competitions first, then past ones, with a search box. */
export function CompetitionLists({ search, searching = false, current, past, pastFooter }: CompetitionListsProps) {
  const { t } = useTranslation('competitions');
  const searchHint = searching ? t('list.emptySearch') : undefined;
  return (
    <>
      <PageHeader
        title={t('common:titles.competitions')}
        subtitle={t('list.intro')}
        actions={
          <AppLink to={paths.publicSeasons} className="competitions-seasons-link">
            <span className="pi pi-trophy" aria-hidden="true" /> {t('list.seasons')}
          </AppLink>
        }
      />
      <div className="list-toolbar">
        <SearchField id="competitions-search" value={search?.value} onChange={search?.onChange} label={t('list.searchLabel')} placeholder={t('list.searchPlaceholder')} />
      </div>
      <Section
        id="competitions-current"
        title={t('list.current')}
        state={current}
        grid="competition-grid"
        empty={<EmptyState level={3} icon="pi pi-calendar" title={t('list.empty')} description={searchHint ?? t('list.emptyHint')} />}
      />
      {past ? (
        <Section
          id="competitions-past"
          title={t('list.past')}
          state={past}
          grid="competition-grid competition-grid-past"
          empty={<EmptyState level={3} icon="pi pi-history" title={t('list.empty')} description={searchHint ?? t('list.emptyPastHint')} />}
          footer={pastFooter}
        />
      ) : null}
    </>
  );
}
