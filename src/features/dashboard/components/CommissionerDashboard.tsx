// Commissioner: the competitions I officiate (not archived), each with the way to its scoring screen
// and its public draws — commissioners have no menu entries of their own.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { Loading } from '@/components/Loading';
import { formatDate } from '@/lib/format';
import { useMyOfficiatedCompetitions } from '../api';
import { paths } from '@/lib/paths';

export function CommissionerDashboard({ userId }: { userId: string }) {
  const { t } = useTranslation('dashboard');
  const query = useMyOfficiatedCompetitions(userId);
  if (query.isLoading) return <Loading />;
  const competitions = query.data ?? [];
  return (
    <section className="section" aria-labelledby="dash-officiated">
      <h2 id="dash-officiated" className="section-title">
        {t('commissioner.competitions')}
      </h2>
      {competitions.length === 0 ? (
        <EmptyState icon="pi pi-calendar" level={3} title={t('commissioner.none')} description={t('commissioner.noneHint')} />
      ) : (
        <div className="dash-grid">
          {competitions.map((c) => {
            const titleId = `officiated-${c.id}`;
            return (
              <article key={c.id} className="dash-card" aria-labelledby={titleId}>
                <h3 id={titleId} className="dash-card-title">
                  {c.name}
                </h3>
                <p className="dash-card-meta">
                  {formatDate(c.date)}
                  {c.location ? ` · ${c.location}` : ''} · {t(`common:competitionStatus.${c.status}`)}
                </p>
                <div className="dash-card-actions">
                  <Link
                    to={paths.scoring(c.id)}
                    className="p-button p-component dash-desk"
                    aria-label={t('commissioner.toScoringOf', { competition: c.name })}
                  >
                    <span className="pi pi-pencil" aria-hidden="true" />
                    <span>{t('commissioner.toScoring')}</span>
                  </Link>
                  <Link to={paths.competitionTab(c.id, 'draws')} className="p-button p-component p-button-outlined" aria-label={t('commissioner.toDrawsOf', { competition: c.name })}>
                    <span className="pi pi-list" aria-hidden="true" />
                    <span>{t('commissioner.toDraws')}</span>
                  </Link>
                </div>
              </article>
            );
          })}
        </div>
      )}
    </section>
  );
}
