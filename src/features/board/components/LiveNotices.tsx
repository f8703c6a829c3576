import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@/lib/core/format';
import { useOfflineDataAt } from '@/lib/core/offline';

/**
 * The live disclaimer (only while the competition is ongoing: `live`; otherwise the plain note that the
 * official results are those published), or the frozen notice when the officials froze the leaderboard; and,
 * while the live stream cannot be held and the board is polled instead (`checkedAt` = the last
 * answer of the server), a notice that says so with the time of the data: never shown as live.
 */
export function LiveNotices({ frozen, live = true, checkedAt }: { frozen: boolean; live?: boolean; checkedAt?: number | null }) {
  const { t } = useTranslation('results');
  // Saved data served by the service worker without a network: an offline notice, never the live one.
  const offlineAt = useOfflineDataAt();
  const polling = checkedAt !== undefined ? (
    <p className="notice notice-warn" role="status" data-testid="board-polling">
      <span className="pi pi-refresh" aria-hidden="true" />
      {t('leaderboard.polling', { when: checkedAt ? formatDate(checkedAt, { timeStyle: 'medium' }) : '–' })}
    </p>
  ) : null;
  if (offlineAt !== null) {
    return (
      <p className="notice notice-warn" role="status" data-testid="board-offline">
        <span className="pi pi-wifi" aria-hidden="true" />
        {t('common:offline.notice', { when: formatDateTime(offlineAt) })}
      </p>
    );
  }
  if (frozen) {
    return (
      <p className="notice notice-warn" role="status">
        <span className="pi pi-lock" aria-hidden="true" />
        {t('leaderboard.frozen')}
      </p>
    );
  }
  return (
    <>
      <p className="notice">
        <span className="pi pi-info-circle" aria-hidden="true" />
        {live ? t('leaderboard.disclaimer') : t('leaderboard.disclaimerClosed')}
      </p>
      {live ? polling : null}
    </>
  );
}
