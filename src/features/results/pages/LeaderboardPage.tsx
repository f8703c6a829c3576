import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';

/** Live leaderboard tab of a competition. */
export default function LeaderboardPage() {
  const { t } = useTranslation('results');
  return (
    <section aria-labelledby="leaderboard-title">
      <h2 id="leaderboard-title" className="section-title">
        {t('leaderboard.title')}
      </h2>
      <p className="notice">
        <span className="pi pi-info-circle" aria-hidden="true" />
        {t('leaderboard.disclaimer')}
      </p>
      <EmptyState icon="pi pi-trophy" title={t('results.empty')} description={t('results.emptyHint')} level={3} />
    </section>
  );
}
