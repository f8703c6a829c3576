// A dashboard section of competition cards (the organizer's and the commissioner's): the heading, an
// empty state, and per competition a card with its name, date, place and status, then what the role
// does with it (`children`).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { formatDate } from '@/lib/core/format';

interface CardCompetition {
  id: string;
  name: string;
  date: string;
  location?: string;
  status: string;
}

export function CompetitionCards<T>({
  id,
  title,
  emptyTitle,
  emptyHint,
  loading,
  rows,
  competitionOf,
  children,
}: {
  /** The section heading's id; each card title's id is `${id}-${competition id}`. */
  id: string;
  title: string;
  emptyTitle: string;
  emptyHint: string;
  loading: boolean;
  rows: readonly T[];
  competitionOf: (row: T) => CardCompetition;
  children: (row: T, competition: CardCompetition) => ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  if (loading) return <Loading />;
  return (
    <section className="section" aria-labelledby={`dash-${id}`}>
      <h2 id={`dash-${id}`} className="section-title">
        {title}
      </h2>
      {rows.length === 0 ? (
        <EmptyState icon="pi pi-calendar" level={3} title={emptyTitle} description={emptyHint} />
      ) : (
        <div className="dash-grid">
          {rows.map((row) => {
            const c = competitionOf(row);
            const titleId = `${id}-${c.id}`;
            return (
              <article key={c.id} className="dash-card" aria-labelledby={titleId}>
                <h3 id={titleId} className="dash-card-title">
                  {c.name}
                </h3>
                <p className="dash-card-meta">
                  {formatDate(c.date)}
                  {c.location ? ` · ${c.location}` : ''} · {t(`common:competitionStatus.${c.status}`)}
                </p>
                {children(row, c)}
              </article>
            );
          })}
        </div>
      )}
    </section>
  );
}
