import { useTranslation } from 'react-i18next';

/** The live disclaimer, or the frozen notice when the officials froze the leaderboard (SPEC §8). */
export function LiveNotices({ frozen }: { frozen: boolean }) {
  const { t } = useTranslation('results');
  if (frozen) {
    return (
      <p className="notice notice-warn" role="status">
        <span className="pi pi-lock" aria-hidden="true" />
        {t('leaderboard.frozen')}
      </p>
    );
  }
  return (
    <p className="notice">
      <span className="pi pi-info-circle" aria-hidden="true" />
      {t('leaderboard.disclaimer')}
    </p>
  );
}
