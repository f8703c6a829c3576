// Commissioner: the competitions I officiate (not archived), each with the way to its scoring screen
// and its public draws — commissioners have no menu entries of their own.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMyOfficiatedCompetitions } from '../api';
import { paths } from '@/lib/core/paths';
import { CompetitionCards } from './CompetitionCards';

export function CommissionerDashboard({ userId }: { userId: string }) {
  const { t } = useTranslation('dashboard');
  const query = useMyOfficiatedCompetitions(userId);
  return (
    <CompetitionCards
      id="officiated"
      title={t('commissioner.competitions')}
      emptyTitle={t('commissioner.none')}
      emptyHint={t('commissioner.noneHint')}
      loading={query.isLoading}
      rows={query.data ?? []}
      competitionOf={(c) => c}
    >
      {(c) => (
        <div className="dash-card-actions">
          <Link to={paths.scoring(c.id)} className="p-button p-component dash-desk" aria-label={t('commissioner.toScoringOf', { competition: c.name })}>
            <span className="pi pi-pencil" aria-hidden="true" />
            <span>{t('commissioner.toScoring')}</span>
          </Link>
          <Link to={paths.competitionTab(c.id, 'draws')} className="p-button p-component p-button-outlined" aria-label={t('commissioner.toDrawsOf', { competition: c.name })}>
            <span className="pi pi-list" aria-hidden="true" />
            <span>{t('commissioner.toDraws')}</span>
          </Link>
        </div>
      )}
    </CompetitionCards>
  );
}
