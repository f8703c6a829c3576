import { useTranslation } from 'react-i18next';
import { useOfflineDataAt } from '@/lib/core/offline';
import { formatDateTime } from '@/lib/core/format';

/**
 * Shown on every page (the home included) while it shows data the service worker saved
 * earlier because the network failed: says so, with the time of that data (src/lib/core/offline.ts).
 */
export function OfflineBanner() {
  const { t } = useTranslation('common');
  const at = useOfflineDataAt();
  if (at === null) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <span className="pi pi-wifi" aria-hidden="true" /> {t('offline.banner', { when: formatDateTime(at) })}
    </div>
  );
}
